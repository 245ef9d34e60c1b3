import { useQuery } from '@tanstack/react-query'
import { settingsQueries } from '~/lib/queries/settings'
import { useCurrentUser } from './use-current-user'

/**
 * enableAutoplay (docs/product/rules.md#player): on by default and for visitors; undefined while a signed-in user's
 * settings load.
 */
export function usePlayerAutoplay(): boolean | undefined {
  const { user } = useCurrentUser()
  const settings = useQuery({ ...settingsQueries.byUser(user?.id ?? 0), enabled: Boolean(user) })
  return user ? settings.data?.enableAutoplay : true
}
