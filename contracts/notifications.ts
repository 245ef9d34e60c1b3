import { z } from 'zod'
import { idSchema } from './common'

export const notificationTypes = ['follow', 'comment', 'live', 'upload'] as const

export type NotificationType = (typeof notificationTypes)[number]

/** One entry of GET /api/notifications, newest first. `text` is written by the server, shown as plain text. */
export interface Notification {
  id: number
  type: NotificationType
  actor: { id: number; username: string; displayName: string; profileImageUrl: string | null }
  targetUrl: string
  text: string
  createdAt: string
  read: boolean
}

export interface UnreadCount {
  count: number
}

/** POST /api/notifications/read: these ids (the caller's own; others are ignored), or every one when absent. */
export const markReadSchema = z.object({
  ids: z
    .array(idSchema)
    .min(1, 'Name at least one notification')
    .max(100, 'At most 100 notifications at a time')
    .optional(),
})

/** The one queue message a go-live or an upload sends; the consumer writes a row for each follower of the actor. */
export const fanOutMessageSchema = z.object({
  type: z.enum(['live', 'upload']),
  actorId: idSchema,
  targetId: idSchema,
  subject: z.string(),
})

export type FanOutMessage = z.infer<typeof fanOutMessageSchema>
