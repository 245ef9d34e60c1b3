import { LoginForm } from '~/components/auth/login-form'
import { Button } from '~/components/ui/button'
import { useLogout } from '~/hooks/use-auth-mutations'
import { useCurrentUser } from '~/hooks/use-current-user'

/** A login form prefilled with the demo account, and a logout; both keep the page open. */
export function DemoLogin() {
  const { user } = useCurrentUser()
  const logout = useLogout({ redirectTo: null })
  return (
    <div className="space-y-4">
      <LoginForm
        redirectTo={null}
        label="Test login"
        submitLabel="Login"
        prefill={{ username: 'demo', password: 'demo1234' }}
        idPrefix="test-"
      />
      <Button type="button" variant="outline" disabled={!user || logout.isPending} onClick={() => logout.mutate()}>
        {logout.isPending ? 'Signing out...' : 'Logout'}
      </Button>
    </div>
  )
}
