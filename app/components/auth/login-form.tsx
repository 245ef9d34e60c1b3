import type { LoginInput } from '../../../contracts/auth'
import { SubmitButton, SubmitForm } from '~/components/forms/submit-form'
import { useLogin } from '~/hooks/use-auth-mutations'
import { useSubmit } from '~/hooks/use-submit'
import { FormField } from './form-field'

interface LoginFormProps {
  /** Where to go once signed in, already checked to be on this site; null stays on the page. */
  redirectTo: string | null
  label?: string
  submitLabel?: string
  /** What the fields hold at first (the demo account on /auth-test). */
  prefill?: LoginInput
  /** Told apart from another form's fields on the same page. */
  idPrefix?: string
}

export function LoginForm({
  redirectTo,
  label = 'Login',
  submitLabel = 'Sign In',
  prefill,
  idPrefix = '',
}: LoginFormProps) {
  const login = useLogin({ redirectTo })
  const { submit, pending, errors } = useSubmit({
    schema: () => import('../../../contracts/auth').then((contract) => contract.loginSchema),
    send: (input: LoginInput) => login.mutateAsync(input),
  })
  return (
    <SubmitForm submit={submit} className="space-y-4" aria-label={label}>
      <FormField
        id={`${idPrefix}username`}
        name="username"
        label="Username"
        autoComplete="username"
        defaultValue={prefill?.username}
        error={errors.username}
      />
      <FormField
        id={`${idPrefix}password`}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        defaultValue={prefill?.password}
        error={errors.password}
      />
      <SubmitButton pending={pending} pendingLabel="Signing in..." className="w-full">
        {submitLabel}
      </SubmitButton>
    </SubmitForm>
  )
}
