import { Link } from '@remix-run/react'
import { AudioWaveform, Mic, Plus, Search, X } from 'lucide-react'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { useCurrentUser } from '~/hooks/use-current-user'
import { useSignInPath } from '~/hooks/use-sign-in-path'
import { NotificationBell } from '~/components/notifications/notification-bell'
import { CreateMenu } from './create-menu'
import { HeaderSearch } from './header-search'
import { useHeightVariable } from './use-height-variable'
import { UserMenu } from './user-menu'

export function SiteHeader() {
  const { user } = useCurrentUser()
  const signInPath = useSignInPath()
  const [searchOpen, setSearchOpen] = useState(false)
  const ref = useHeightVariable<HTMLElement>('--header-height')
  return (
    <header ref={ref} className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="flex h-14 items-center gap-3 px-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold">
          <AudioWaveform className="h-6 w-6 text-primary" aria-hidden />
          {/* Below 640 px the name would push the header's buttons past the screen's edge; the logo says it. */}
          <span className="sr-only sm:not-sr-only">Soundwave</span>
        </Link>
        <HeaderSearch className="mx-auto hidden w-full max-w-md md:block" />
        <div className="ml-auto flex items-center gap-1 sm:gap-2 md:ml-0">
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={searchOpen ? 'Close search' : 'Open search'}
            aria-expanded={searchOpen}
            onClick={() => setSearchOpen((open) => !open)}
          >
            {searchOpen ? <X /> : <Search />}
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link to="/discover">Discover</Link>
          </Button>
          <Button asChild size="sm" className="hidden sm:inline-flex">
            <Link to="/go-live">
              <Mic aria-hidden /> Go Live
            </Link>
          </Button>
          {user ? (
            <>
              {/* On phones the Create menu is in the bottom bar (bottom-nav.tsx). */}
              <CreateMenu
                side="bottom"
                trigger={
                  <Button size="sm" variant="secondary" className="hidden md:inline-flex">
                    <Plus aria-hidden /> Create
                  </Button>
                }
              />
              <NotificationBell />
              <UserMenu user={user} />
            </>
          ) : (
            <Button asChild size="sm" variant="outline">
              <Link to={signInPath}>Sign in</Link>
            </Button>
          )}
        </div>
      </div>
      {searchOpen && <HeaderSearch className="px-4 pb-3 md:hidden" autoFocus />}
    </header>
  )
}
