import type { AppLoadContext } from '@remix-run/cloudflare'
import { fetchOrNull } from '../prefetch.server'
import { settingsQueries } from '../queries/settings'
import type { Theme } from './theme-cache'

/** The signed-in user's saved theme, or null when the settings cannot be read (the cached theme then applies). */
export async function getSavedTheme(context: AppLoadContext, userId: number): Promise<Theme | null> {
  const settings = await fetchOrNull(context, settingsQueries.byUser(userId))
  return settings && { uiColor: settings.uiColor, highContrastMode: settings.highContrastMode }
}
