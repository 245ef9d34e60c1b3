import { useQuery } from '@tanstack/react-query'
import { settingsQueries } from '~/lib/queries/settings'
import { useCurrentUser } from './use-current-user'

/** enableAutoplay, on by default and for visitors, decides whether choosing a track starts sound. */
export function usePlayerAutoplay() {
  const { user } = useCurrentUser()
  const settings = useQuery({ ...settingsQueries.byUser(user?.id ?? 0), enabled: Boolean(user) })
  return settings.data?.enableAutoplay ?? true
}
