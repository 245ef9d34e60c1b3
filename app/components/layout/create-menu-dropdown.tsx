import { Link } from '@remix-run/react'
import type { ReactElement } from 'react'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '~/components/ui/dropdown-menu'
import { CREATE_ACTIONS } from './nav-links'

interface CreateMenuDropdownProps {
  trigger: ReactElement
  side: 'top' | 'bottom'
  defaultOpen: boolean
}

/** The Create menu, loaded and mounted open by create-menu.tsx the first time its trigger is used. */
export default function CreateMenuDropdown({ trigger, side, defaultOpen }: CreateMenuDropdownProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent side={side} align="end" className="w-48">
        {CREATE_ACTIONS.map(({ to, label, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden /> {label}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
