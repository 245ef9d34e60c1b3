import { useState, type FormEvent } from 'react'
import { Button } from '~/components/ui/button'
import { Label } from '~/components/ui/label'
import { Textarea } from '~/components/ui/textarea'
import { useRegister } from '~/hooks/use-auth-mutations'
import { formValues, parseForm, type FieldErrors } from '~/lib/form'
import { FormField } from './form-field'

/** `redirectTo`: where to go once registered, already checked to be on this site. */
export function RegisterForm({ redirectTo }: { redirectTo: string }) {
  const register = useRegister({ redirectTo })
  const [errors, setErrors] = useState<FieldErrors>({})

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const parsed = await parseForm(
      () => import('../../../contracts/auth').then((contract) => contract.registerSchema),
      formValues(event.currentTarget),
    )
    setErrors(parsed.errors ?? {})
    if (parsed.data) register.mutate(parsed.data)
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Register">
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
      <div className="space-y-2">
        <Label htmlFor="bio">Bio (Optional)</Label>
        <Textarea id="bio" name="bio" rows={3} maxLength={1000} />
        {errors.bio && (
          <p role="alert" className="text-sm text-destructive">
            {errors.bio}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={register.isPending}>
        {register.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  )
}
