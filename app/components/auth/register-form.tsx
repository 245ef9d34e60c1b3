import type { RegisterInput } from '../../../contracts/auth'
import { SubmitButton, SubmitForm } from '~/components/forms/submit-form'
import { useRegister } from '~/hooks/use-auth-mutations'
import { useSubmit } from '~/hooks/use-submit'
import { FormField, TextAreaField } from './form-field'

/** `redirectTo`: where to go once registered, already checked to be on this site. */
export function RegisterForm({ redirectTo }: { redirectTo: string }) {
  const register = useRegister({ redirectTo })
  const { submit, pending, errors } = useSubmit({
    schema: () => import('../../../contracts/auth').then((contract) => contract.registerSchema),
    send: (input: RegisterInput, idempotencyKey) => register.mutateAsync({ input, idempotencyKey }),
  })
  return (
    <SubmitForm submit={submit} className="space-y-4" aria-label="Register">
      <FormField
        id="register-username"
        name="username"
        label="Username"
        autoComplete="username"
        error={errors.username}
      />
      <FormField name="displayName" label="Display Name" autoComplete="nickname" error={errors.displayName} />
      <FormField
        id="register-password"
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password}
      />
      <TextAreaField name="bio" label="Bio (Optional)" rows={3} maxLength={1000} error={errors.bio} />
      <SubmitButton pending={pending} pendingLabel="Creating account..." className="w-full">
        Create Account
      </SubmitButton>
    </SubmitForm>
  )
}
