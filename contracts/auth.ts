import { z } from 'zod'
import { optionalText, withoutControlCharacters } from './common'

const username = z
  .string({ error: 'Username is required' })
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(30, 'Username must be at most 30 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may only contain letters, numbers, dots, dashes and underscores')

/** Registration's password rules, also a new password's (POST /api/user/password). */
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(6, 'Password must be at least 6 characters')
  .max(128, 'Password must be at most 128 characters')

export const loginSchema = z.object({ username, password: passwordSchema })

export const registerSchema = z.object({
  username,
  password: passwordSchema,
  displayName: z
    .string({ error: 'Display name is required' })
    .trim()
    .min(2, 'Display name must be at least 2 characters')
    .max(50, 'Display name must be at most 50 characters')
    .refine(...withoutControlCharacters('Display name')),
  email: z
    .email('Email must be a valid email address')
    .max(254)
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((value) => value ?? null),
  bio: optionalText(1000, 'Bio'),
  /** Only an image uploaded to this server (the users router also checks it is the user's own). */
  profileImageUrl: optionalText(2048, 'Profile image URL').refine(
    (url) => url === null || /^\/api\/media\/image\/[0-9a-f]{64}\.[a-z0-9]+$/.test(url),
    'Profile image must be an image you uploaded',
  ),
})

export type LoginInput = z.input<typeof loginSchema>
export type RegisterInput = z.input<typeof registerSchema>
