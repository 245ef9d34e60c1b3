import { FormField } from '~/components/auth/form-field'
import { SubmitButton, SubmitForm } from '~/components/forms/submit-form'
import { useChangePassword } from '~/hooks/use-account-mutations'
import { useSubmit } from '~/hooks/use-submit'
import type { ChangePasswordForm } from '../../../contracts/account'

/** Current, new and repeated new password, checked by the contract's rules before anything is sent. */
export function ChangePasswordForm() {
  const change = useChangePassword()
  const { submit, pending, errors } = useSubmit({
    schema: () => import('../../../contracts/account').then((contract) => contract.changePasswordFormSchema),
    send: ({ currentPassword, newPassword }: ChangePasswordForm) =>
      change.mutateAsync({ currentPassword, newPassword }),
  })
  return (
    <SubmitForm submit={submit} resetOnSuccess aria-label="Change password" className="space-y-4">
      <h3 className="text-lg font-medium">Change password</h3>
      <FormField
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword}
      />
      <FormField
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.newPassword}
      />
      <FormField
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
      />
      <SubmitButton pending={pending} pendingLabel="Changing...">
        Change password
      </SubmitButton>
    </SubmitForm>
  )
}
