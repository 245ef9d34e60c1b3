import { queryOptions } from '@tanstack/react-query'
import type { UserSettings } from '../../../contracts/settings'

export type { UserSettings }

export const settingsPath = (userId: number) => `/api/user-settings/${userId}`

/** GET /api/user-settings/{userId}: the signed-in user's own settings. */
export const settingsQueries = {
  byUser: (userId: number) => queryOptions<UserSettings>({ queryKey: [settingsPath(userId)] }),
}
