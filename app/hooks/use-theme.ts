import { useRouteLoaderData } from '@remix-run/react'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { CurrentUser } from '../../contracts/user'
import { settingsQueries } from '~/lib/queries/settings'
import { showAndCacheTheme } from '~/lib/theme/settings-theme'
import { useCurrentUser } from './use-current-user'

/**
 * Keeps the page in the signed-in user's saved theme. The server already rendered it for the user the page was
 * loaded for; a user who signs in later (client-side) has their settings fetched here, and any newer answer of
 * the settings query (a save in Settings) is shown and cached. A visitor keeps the cached theme.
 */
export function useThemeFollowsUser() {
  const renderedFor = useRouteLoaderData<{ user: CurrentUser | null }>('root')?.user?.id ?? null
  const { user } = useCurrentUser()
  const settings = useQuery({
    ...settingsQueries.byUser(user?.id ?? 0),
    enabled: Boolean(user) && user?.id !== renderedFor,
  })
  const saved = user ? settings.data : undefined
  const uiColor = saved?.uiColor
  const highContrastMode = saved?.highContrastMode
  useEffect(() => {
    if (uiColor !== undefined && highContrastMode !== undefined) showAndCacheTheme({ uiColor, highContrastMode })
  }, [uiColor, highContrastMode])
}

/** Mounted once inside the query provider (app/root.tsx). */
export function ThemeFollowsUser() {
  useThemeFollowsUser()
  return null
}
