import { z } from 'zod'

/** Messages a client may send to a StreamRoom socket. */
export const clientMessageSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('ping') })])

export type ClientMessage = z.infer<typeof clientMessageSchema>

/** Messages a StreamRoom sends. */
export type ServerMessage = { type: 'pong'; data: { timestamp: number } } | { type: 'error'; data: { message: string } }

export const streamIdSchema = z.coerce.number().int().positive()
