import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { DEFAULT_SETTINGS, useSaveSettings, type SettingsDraft } from '~/hooks/use-save-settings'
import { settingsQueries, type UserSettings } from '~/lib/queries/settings'
import { showAndCacheTheme, themeOfSettings } from '~/lib/theme/settings-theme'

const draftOf = ({
  uiColor,
  highContrastMode,
  enableAutoplay,
  normalizeVolume,
  defaultSortType,
}: UserSettings): SettingsDraft => ({
  uiColor,
  highContrastMode,
  enableAutoplay,
  normalizeVolume,
  defaultSortType,
})

/**
 * The settings being edited, starting from the saved ones. Theme changes show (and are cached) at once; nothing
 * reaches the server before a Save (docs/product/rules.md#theme), and leaving Settings without saving brings the
 * saved theme back.
 */
export function useSettingsDraft(userId: number) {
  const queryClient = useQueryClient()
  const settings = useQuery(settingsQueries.byUser(userId))
  useEffect(
    () => () => {
      // Read at unmount: a save that finished meanwhile is the theme to keep (and one still running re-applies its
      // own).
      const saved = queryClient.getQueryData(settingsQueries.byUser(userId).queryKey)
      if (saved) showAndCacheTheme(themeOfSettings(saved))
    },
    [queryClient, userId],
  )
  const [edited, setEdited] = useState<SettingsDraft | null>(null)
  const draft = edited ?? (settings.data ? draftOf(settings.data) : null)
  const save = useSaveSettings()

  const change = (patch: Partial<SettingsDraft>) => {
    if (!draft) return
    const next = { ...draft, ...patch }
    setEdited(next)
    if ('uiColor' in patch || 'highContrastMode' in patch)
      showAndCacheTheme({ uiColor: next.uiColor, highContrastMode: next.highContrastMode })
  }

  return {
    draft,
    loadError: settings.error,
    isSaving: save.isPending,
    change,
    save: () => draft && save.mutate(draft),
    reset: () => {
      if (!draft) return
      const next = { ...DEFAULT_SETTINGS }
      setEdited(next)
      showAndCacheTheme({ uiColor: next.uiColor, highContrastMode: next.highContrastMode })
      save.mutate({ ...next, reset: true })
    },
  }
}

export type SettingsEditor = ReturnType<typeof useSettingsDraft> & { draft: SettingsDraft }
