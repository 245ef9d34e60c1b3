import { NavLink } from '@remix-run/react'
import { cn } from '~/lib/utils'
import { BOTTOM_NAV } from './nav-links'

export function BottomNav() {
  return (
    <nav aria-label="Bottom" className="pointer-events-auto border-t bg-background md:hidden">
      <ul className="grid grid-cols-5">
        {BOTTOM_NAV.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === '/'}
              className={({ isActive }) => cn('flex flex-col items-center gap-1 py-2 text-xs', isActive ? 'text-link' : 'text-muted-foreground')}
            >
              <Icon className="h-5 w-5" aria-hidden />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
