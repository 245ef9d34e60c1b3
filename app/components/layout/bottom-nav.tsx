import { NavLink } from '@remix-run/react'
import { Plus } from 'lucide-react'
import { useCurrentUser } from '~/hooks/use-current-user'
import { cn } from '~/lib/utils'
import { CreateMenu } from './create-menu'
import { BOTTOM_NAV } from './nav-links'

const ITEM = 'flex w-full flex-col items-center gap-1 py-2 text-xs'

/** The phone's navigation; a signed-in user also finds the Create menu here, after the five destinations. */
export function BottomNav() {
  const { user } = useCurrentUser()
  return (
    <nav aria-label="Bottom" className="border-t bg-background md:hidden">
      <ul className={cn('grid', user ? 'grid-cols-6' : 'grid-cols-5')}>
        {BOTTOM_NAV.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === '/'}
              className={({ isActive }) => cn(ITEM, isActive ? 'text-link' : 'text-muted-foreground')}
            >
              <Icon className="h-5 w-5" aria-hidden />
              {label}
            </NavLink>
          </li>
        ))}
        {user && (
          <li>
            <CreateMenu
              side="top"
              trigger={
                <button type="button" className={cn(ITEM, 'text-muted-foreground')}>
                  <Plus className="h-5 w-5" aria-hidden />
                  Create
                </button>
              }
            />
          </li>
        )}
      </ul>
    </nav>
  )
}
