/** The hidden trap every reader's form carries (as the sign-up does): people never fill it. */
export const honeypotField = 'homepage'
