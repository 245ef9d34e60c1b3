import type { AppLoadContext } from '@remix-run/cloudflare'
import type { Theme } from './theme-cache'

/** The signed-in user's saved theme, or null when the settings cannot be read (the cached theme then applies). */
export async function getSavedTheme(context: AppLoadContext, userId: number): Promise<Theme | null> {
  const response = await context.api(`/api/user-settings/${userId}`)
  if (!response.ok) return null
  const settings = (await response.json()) as Theme
  return { uiColor: settings.uiColor, highContrastMode: settings.highContrastMode }
}
