import { z } from 'zod'

export const idSchema = z.coerce
  .number({ error: 'Id must be a number' })
  .int('Id must be a whole number')
  .positive('Id must be positive')

/** Route params `:id`, `:userId`, ... parsed to positive integers. */
export const idParams = <Key extends string>(...keys: Key[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, idSchema])) as Record<Key, typeof idSchema>)

const PAGE_MAX = 100
const pageLimit = z.coerce.number().int().min(1).max(PAGE_MAX)

export const pageQuerySchema = z.object({
  limit: pageLimit.default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
})

export type PageQuery = z.output<typeof pageQuerySchema>

/** `?limit=` of a list that has no pages: the first `limit` items, `fallback` when not asked. */
export const limitQuery = (fallback: number) =>
  z.object({
    limit: z.coerce
      .number({ error: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be between 1 and 100')
      .max(PAGE_MAX, 'Limit must be between 1 and 100')
      .default(fallback),
  })

/**
 * Lists of one user's things (docs/product/rules.md#lists) are paged like the others, but a page holds as many as a
 * page may unless asked for fewer: the pages that show a user's whole list ask without `limit`.
 */
export const userItemsQuerySchema = pageQuerySchema.extend({ limit: pageLimit.default(PAGE_MAX) })

/**
 * C0 and C1 controls (NUL, newline and tab included) and the characters that flip or isolate text direction:
 * bidi embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069), and the LRM, RLM and ALM marks.
 * A display name or chat line carrying them can pose as another sender or hide what it says.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_OR_BIDI = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u061c]/

/**
 * A refinement for text people show to others: `.refine(...withoutControlCharacters('Display name'))`. Single-line
 * unless `multiline`, which lets line feeds through (and only them: a tab or carriage return is still refused).
 */
export const withoutControlCharacters = (label: string, { multiline = false } = {}) =>
  [
    (value: string) => !CONTROL_OR_BIDI.test(multiline ? value.replaceAll('\n', '') : value),
    `${label} must not contain control or text-direction characters`,
  ] as const

export const tagsSchema = z
  .array(z.string().trim().min(1, 'Tags cannot be empty').max(30, 'Each tag must be at most 30 characters'))
  .max(10, 'At most 10 tags')

/** Optional free text: trimmed, and blank or missing becomes null. */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null))

/** Room messages carry the stream id as a number or as the digits typed into 'Enter stream ID'. */
export const messageStreamId = z.union([
  z.number().int().positive(),
  z.string().trim().regex(/^\d+$/).transform(Number),
])

/** A refinement for PATCH bodies of optional fields: `.refine(...atLeastOneField)` refuses `{}` with 400. */
export const atLeastOneField = [
  (changes: Record<string, unknown>) => Object.values(changes).some((value) => value !== undefined),
  'Change at least one field',
] as const
