import { useState, type FormEvent } from 'react'
import { FormField } from '~/components/auth/form-field'
import { Button } from '~/components/ui/button'
import { useChangePassword } from '~/hooks/use-account-mutations'
import { parseForm, type FieldErrors } from '~/lib/form'

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** Current, new and repeated new password; a mismatch is caught here, the rest by the contract's rules. */
export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<FieldErrors>({})
  const change = useChangePassword()
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value })

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = await parseForm(
      () => import('../../../contracts/account').then((contract) => contract.changePasswordSchema),
      values,
    )
    const mismatch = values.confirmPassword !== values.newPassword ? { confirmPassword: 'Passwords do not match' } : {}
    setErrors({ ...parsed.errors, ...mismatch })
    if (parsed.data && !mismatch.confirmPassword) change.mutate(parsed.data, { onSuccess: () => setValues(EMPTY) })
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password" className="space-y-4">
      <h3 className="text-lg font-medium">Change password</h3>
      <FormField
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={set('currentPassword')}
        error={errors.currentPassword}
      />
      <FormField
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={set('newPassword')}
        error={errors.newPassword}
      />
      <FormField
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        error={errors.confirmPassword}
      />
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? 'Changing...' : 'Change password'}
      </Button>
    </form>
  )
}
