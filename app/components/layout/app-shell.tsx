import { Link } from '@remix-run/react'
import { AudioWaveform } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import { useLogout } from '~/hooks/use-auth-mutations'
import { useCurrentUser } from '~/hooks/use-current-user'

/** The frame around every page. The full shell of SPEC §2 (navigation, search, player) grows here. */
export function AppShell({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser()
  const logout = useLogout()
  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-4 px-4">
          <Link to="/" className="flex items-center gap-2 text-lg font-bold">
            <AudioWaveform className="h-6 w-6 text-primary" aria-hidden />
            Soundwave
          </Link>
          {user ? (
            <div className="flex items-center gap-3">
              <span className="text-sm text-muted-foreground">{user.displayName || 'My Account'}</span>
              <Button variant="outline" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
                {logout.isPending ? 'Signing out...' : 'Sign out'}
              </Button>
            </div>
          ) : (
            <Button asChild size="sm">
              <Link to="/auth">Sign in</Link>
            </Button>
          )}
        </div>
      </header>
      <div className="flex-1">{children}</div>
    </div>
  )
}
