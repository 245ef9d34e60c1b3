import { useQuery } from '@tanstack/react-query'
import { settingsQueries } from '~/lib/queries/settings'
import { useCurrentUser } from './use-current-user'

/**
 * A switch of Settings → Playback as the player reads it: the signed-in user's, on by default and for visitors;
 * undefined while a signed-in user's settings load.
 */
export function usePlayerSetting(name: 'enableAutoplay' | 'normalizeVolume'): boolean | undefined {
  const { user } = useCurrentUser()
  const settings = useQuery({ ...settingsQueries.byUser(user?.id ?? 0), enabled: Boolean(user) })
  return user ? settings.data?.[name] : true
}
