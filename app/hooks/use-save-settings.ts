import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SortType, UserSettings } from '../../contracts/settings'
import { apiRequest } from '~/lib/api-client'
import { signedOutOrGeneric } from '~/lib/mutation-error-toast'
import { settingsPath, settingsQueries } from '~/lib/queries/settings'
import { DEFAULT_UI_COLOR } from '~/lib/theme/colors'
import { showAndCacheTheme, themeOfSettings } from '~/lib/theme/settings-theme'
import { useCurrentUser } from './use-current-user'
import { toast } from './use-toast'

export interface SettingsDraft {
  uiColor: string
  highContrastMode: boolean
  enableAutoplay: boolean
  normalizeVolume: boolean
  defaultSortType: SortType
}

export const DEFAULT_SETTINGS: SettingsDraft = {
  uiColor: DEFAULT_UI_COLOR,
  highContrastMode: false,
  enableAutoplay: true,
  normalizeVolume: true,
  defaultSortType: 'recent',
}

const SIGNED_OUT = 'You must be logged in to save settings'

/**
 * PATCH /api/user-settings/{userId} with the whole draft (with its fallbacks). On success the theme cache is
 * rewritten from the server's answer and the settings query refreshed (docs/product/rules.md#theme).
 */
export function useSaveSettings() {
  const queryClient = useQueryClient()
  const { user } = useCurrentUser()
  return useMutation({
    mutationFn: (draft: SettingsDraft & { reset?: boolean }) => {
      if (!user) throw new Error(SIGNED_OUT)
      return apiRequest<UserSettings>('PATCH', settingsPath(user.id), {
        userId: user.id,
        uiColor: draft.uiColor || DEFAULT_UI_COLOR,
        enableAutoplay: draft.enableAutoplay ?? false,
        normalizeVolume: draft.normalizeVolume,
        defaultSortType: draft.defaultSortType || 'recent',
        highContrastMode: draft.highContrastMode,
      })
    },
    onSuccess: (saved, draft) => {
      showAndCacheTheme(themeOfSettings(saved))
      queryClient.setQueryData(settingsQueries.byUser(saved.userId).queryKey, saved)
      void queryClient.invalidateQueries(settingsQueries.byUser(saved.userId))
      if (draft.reset)
        toast({ title: 'Settings Reset', description: 'Appearance settings have been reset to defaults.' })
      else toast({ title: 'Settings Updated', description: 'Your preferences have been saved successfully.' })
    },
    meta: { errorToast: signedOutOrGeneric(SIGNED_OUT, 'Failed to update settings. Please try again.') },
  })
}
