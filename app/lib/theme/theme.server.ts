import type { AppLoadContext } from '@remix-run/cloudflare'
import { readOrNull } from '../page-data.server'
import { pageReads } from '../page-reads.server'
import type { Theme } from './theme-cache'

/** The signed-in user's saved theme, or null when the settings cannot be read (the cached theme then applies). */
export async function getSavedTheme(context: AppLoadContext, userId: number): Promise<Theme | null> {
  const settings = await readOrNull(context, pageReads.settings(userId))
  return settings && { uiColor: settings.uiColor, highContrastMode: settings.highContrastMode }
}
