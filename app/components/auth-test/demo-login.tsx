import { useState, type FormEvent } from 'react'
import { FormField } from '~/components/auth/form-field'
import { Button } from '~/components/ui/button'
import { useLogin, useLogout } from '~/hooks/use-auth-mutations'
import { useCurrentUser } from '~/hooks/use-current-user'
import { formValues, parseForm, type FieldErrors } from '~/lib/form'

/** A login form prefilled with the demo account, and a logout; both keep the page open. */
export function DemoLogin() {
  const { user } = useCurrentUser()
  const login = useLogin({ redirectTo: null })
  const logout = useLogout({ redirectTo: null })
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
    <div className="space-y-4">
      <form onSubmit={onSubmit} noValidate aria-label="Test login" className="space-y-3">
        <FormField
          id="test-username"
          name="username"
          label="Username"
          defaultValue="demo"
          autoComplete="username"
          error={errors.username}
        />
        <FormField
          id="test-password"
          name="password"
          label="Password"
          type="password"
          defaultValue="demo1234"
          autoComplete="current-password"
          error={errors.password}
        />
        <Button type="submit" disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Login'}
        </Button>
      </form>
      <Button type="button" variant="outline" disabled={!user || logout.isPending} onClick={() => logout.mutate()}>
        {logout.isPending ? 'Signing out...' : 'Logout'}
      </Button>
    </div>
  )
}
