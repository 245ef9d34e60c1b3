import { useState, type FormEvent } from 'react'
import { Button } from '~/components/ui/button'
import { useLogin } from '~/hooks/use-auth-mutations'
import { formValues, parseForm, type FieldErrors } from '~/lib/form'
import { FormField } from './form-field'

/** `redirectTo`: where to go once signed in, already checked to be on this site. */
export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const login = useLogin({ redirectTo })
  const [errors, setErrors] = useState<FieldErrors>({})

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const parsed = await parseForm(
      () => import('../../../contracts/auth').then((contract) => contract.loginSchema),
      formValues(event.currentTarget),
    )
    setErrors(parsed.errors ?? {})
    if (parsed.data) login.mutate(parsed.data)
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Login">
      <p className="text-sm text-muted-foreground">
        welcome, login to access the site, otherwise register a free account
      </p>
      <FormField name="username" label="Username" autoComplete="username" error={errors.username} />
      <FormField
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  )
}
