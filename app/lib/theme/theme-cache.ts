import { DEFAULT_UI_COLOR, isHexColor, themeVariables } from './colors'

/** The theme cache: uiColor and highContrastMode, kept in the browser. */
export interface Theme {
  uiColor: string
  highContrastMode: boolean
}

export const THEME_CACHE_KEY = 'theme'
export const DEFAULT_THEME: Theme = { uiColor: DEFAULT_UI_COLOR, highContrastMode: false }

/** The cached theme; a missing or corrupt cache is ignored. */
export function readCachedTheme(): Theme | null {
  try {
    const cached = JSON.parse(localStorage.getItem(THEME_CACHE_KEY) ?? 'null') as Partial<Theme> | null
    if (!cached || typeof cached.uiColor !== 'string' || !isHexColor(cached.uiColor)) return null
    return { uiColor: cached.uiColor, highContrastMode: cached.highContrastMode === true }
  } catch (error) {
    console.warn('Ignoring a corrupt theme cache', error)
    return null
  }
}

export function writeCachedTheme(theme: Theme) {
  localStorage.setItem(THEME_CACHE_KEY, JSON.stringify(theme))
}

/** Every variable a theme sets, in either mode. */
const themeProperties = () =>
  new Set([true, false].flatMap((highContrast) => Object.keys(themeVariables(DEFAULT_UI_COLOR, highContrast))))

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement) {
  root.classList.toggle('high-contrast', theme.highContrastMode)
  // Only the theme's own: the layout keeps its measured --header-height and --dock-height on the root too.
  for (const property of themeProperties()) root.style.removeProperty(property)
  for (const [property, value] of Object.entries(themeVariables(theme.uiColor, theme.highContrastMode)))
    root.style.setProperty(property, value)
}

/**
 * Runs in <head> before the body paints: applies the cached theme unless the server already rendered the
 * signed-in user's own theme (server settings win when they differ), in which case it refreshes the cache.
 */
function bootTheme(variables: typeof themeVariables, key: string) {
  const root = document.documentElement
  try {
    if (root.dataset.theme === 'server') {
      const fromServer = { uiColor: root.dataset.uiColor, highContrastMode: root.classList.contains('high-contrast') }
      localStorage.setItem(key, JSON.stringify(fromServer))
      return
    }
    const cached = JSON.parse(localStorage.getItem(key) || 'null')
    if (!cached || typeof cached.uiColor !== 'string') return
    if (cached.highContrastMode === true) root.classList.add('high-contrast')
    const values = variables(cached.uiColor, cached.highContrastMode === true)
    for (const name in values) root.style.setProperty(name, values[name])
  } catch {
    // A corrupt cache is ignored.
  }
}

export const themeBootScript = `(${bootTheme.toString()})(${themeVariables.toString()}, ${JSON.stringify(THEME_CACHE_KEY)})`
