/** Request bodies above this are refused unread (413). A real sign-up is under 400 bytes. */
export const maxBodyBytes = 8 * 1024
