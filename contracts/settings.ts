import { z } from 'zod'
import { idSchema } from './common'
import { trackSorts as SORT_TYPES, type TrackSort as SortType } from './plain-values'

const DEFAULT_UI_COLOR = '#8B5CF6'

export type { TrackSort as SortType } from './plain-values'

/** A 3- or 6-digit hex value with '#', or '' for the default colour. */
const uiColor = z
  .string({ error: 'Color must be a hex value like #8B5CF6' })
  .regex(/^(#([0-9a-f]{3}|[0-9a-f]{6}))?$/i, 'Color must be a hex value like #8B5CF6')
  .transform((value) => value || DEFAULT_UI_COLOR)

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` })

export const updateSettingsSchema = z.object({
  userId: idSchema.optional(),
  uiColor: uiColor.optional(),
  enableAutoplay: flag('Autoplay').optional(),
  normalizeVolume: flag('Normalize volume').optional(),
  defaultSortType: z.enum(SORT_TYPES, { error: 'Default sort must be recent, popular or trending' }).optional(),
  highContrastMode: flag('High contrast mode').optional(),
})

export type UpdateSettingsInput = z.input<typeof updateSettingsSchema>

export interface UserSettings {
  id: number
  userId: number
  uiColor: string
  enableAutoplay: boolean
  /** The player brings every track to the same loudness (docs/product/rules.md#player). */
  normalizeVolume: boolean
  defaultSortType: SortType
  highContrastMode: boolean
  createdAt: string
  updatedAt: string
}
