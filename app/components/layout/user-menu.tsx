import { lazy } from 'react'
import type { CurrentUser } from '../../../contracts/user'
import { Avatar } from '~/components/ui/avatar'
import { OpenOnDemand } from '~/components/ui/open-on-demand'

const loadDropdown = () => import('./user-menu-dropdown')
const UserMenuDropdown = lazy(loadDropdown)

/** The header's avatar button; its menu (user-menu-dropdown.tsx) loads when it is first opened. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const trigger = (
    <button type="button" className="rounded-full" aria-label="Account menu">
      <Avatar name={user.displayName} src={user.profileImageUrl} />
    </button>
  )
  return (
    <OpenOnDemand trigger={trigger} popup="menu" preload={loadDropdown}>
      <UserMenuDropdown user={user} trigger={trigger} />
    </OpenOnDemand>
  )
}
