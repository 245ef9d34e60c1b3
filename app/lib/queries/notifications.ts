import { queryOptions } from '@tanstack/react-query'
import type { Notification, UnreadCount } from '../../../contracts/notifications'
import { apiRequest } from '../api-client'

/** How often an open, visible page asks for its unread count: a followed creator's 'live' shows within 5 s. */
export const UNREAD_POLL_MS = 2_000

/** Query keys are the API paths. */
export const notificationQueries = {
  /** The bell's list: the newest 20. */
  recent: () => queryOptions<Notification[]>({ queryKey: ['/api/notifications?limit=20'] }),
  unreadCount: () => queryOptions<UnreadCount>({ queryKey: ['/api/notifications/unread-count'] }),
}

export const notificationApi = {
  /** Marks these entries read, or all of them without ids; answers the unread count left. */
  markRead: (ids?: number[]) => apiRequest<UnreadCount>('POST', '/api/notifications/read', ids ? { ids } : {}),
}
