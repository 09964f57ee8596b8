/** The workspace's form for writing to an event's registrants: its fields, and its answers. */
export type MessageResult = { code: 'sent' | 'missing' | 'refused' | 'unavailable'; sent?: number }

export const messageFields = { audience: 'audience', subject: 'subject', message: 'message' } as const
