import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { ApiRequestError } from '~/lib/api-client'
import { notificationApi, notificationQueries, UNREAD_POLL_MS } from '~/lib/queries/notifications'

const isSignedOut = (error: unknown) => error instanceof ApiRequestError && error.status === 401

/**
 * The signed-in user's unread count, polled while the page is visible (TanStack Query pauses a refetchInterval in
 * a hidden tab). A new count also marks the list stale, so the bell opens on the new entries. ADR 013.
 */
export function useUnreadCount() {
  const queryClient = useQueryClient()
  const query = useQuery({
    ...notificationQueries.unreadCount(),
    // A session that ended in another tab answers 401: stop asking until the page is loaded again.
    refetchInterval: (current) => (isSignedOut(current.state.error) ? false : UNREAD_POLL_MS),
    refetchIntervalInBackground: false,
  })
  const count = query.data?.count ?? 0
  useEffect(() => {
    queryClient.invalidateQueries({ queryKey: notificationQueries.recent().queryKey, refetchType: 'active' })
  }, [count, queryClient])
  return count
}

/** The bell's list, fetched afresh each time it opens. */
export const useRecentNotifications = () => useQuery({ ...notificationQueries.recent(), staleTime: 0 })

export function useMarkRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ids?: number[]) => notificationApi.markRead(ids),
    onSuccess: (unread) => {
      queryClient.setQueryData(notificationQueries.unreadCount().queryKey, unread)
      queryClient.invalidateQueries({ queryKey: notificationQueries.recent().queryKey })
    },
    meta: { errorToast: { title: 'Failed to mark notifications as read' } },
  })
}
