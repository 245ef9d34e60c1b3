import { z } from 'zod'

export const idSchema = z.coerce.number({ error: 'Id must be a number' }).int('Id must be a whole number').positive('Id must be positive')

/** Route params `:id`, `:userId`, ... parsed to positive integers. */
export const idParams = <Key extends string>(...keys: Key[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, idSchema])) as Record<Key, typeof idSchema>)

export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
})

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
