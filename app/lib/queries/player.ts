import { queryOptions } from '@tanstack/react-query'
import type { UserSettings } from '../../../contracts/settings'

/** The signed-in user's settings; the player reads enableAutoplay (same key as the settings page, so one cache). */
export const userSettingsQuery = (userId: number) => queryOptions<UserSettings>({ queryKey: [`/api/user-settings/${userId}`] })
