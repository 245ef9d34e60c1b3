import type { UserSettings } from '../../../contracts/settings'
import { applyTheme, writeCachedTheme, type Theme } from './theme-cache'

export const themeOfSettings = (settings: Pick<UserSettings, 'uiColor' | 'highContrastMode'>): Theme => ({
  uiColor: settings.uiColor,
  highContrastMode: settings.highContrastMode,
})

/** Shows a theme now and keeps it for the next page load (docs/product/rules.md#theme). */
export function showAndCacheTheme(theme: Theme) {
  applyTheme(theme)
  writeCachedTheme(theme)
}
