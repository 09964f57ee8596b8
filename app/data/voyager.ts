
/** The Voyager's programme: young people aged 12 to 24 (spec §9). */
export const voyagerAgeRange = { from: 12, to: 24 } as const
