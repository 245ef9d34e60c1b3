import { z } from 'zod'
import { passwordSchema } from './auth'

/**
 * The password a signed-in user types to prove it is them: any non-empty text (the rules were checked when it was set).
 */
const currentPassword = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(128)

/** POST /api/user/password: the new password follows registration's rules. */
export const changePasswordSchema = z.object({
  currentPassword: currentPassword('Current password'),
  newPassword: passwordSchema,
})

export type ChangePasswordInput = z.input<typeof changePasswordSchema>

/** The settings form's fields: the call's, and the new password typed twice. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.confirmPassword === form.newPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  })

export type ChangePasswordForm = z.output<typeof changePasswordFormSchema>

/** DELETE /api/user. */
export const deleteAccountSchema = z.object({ password: currentPassword('Password') })

export type DeleteAccountInput = z.input<typeof deleteAccountSchema>
