import {
  Home,
  LayoutDashboard,
  Library,
  type LucideIcon,
  Mic,
  Newspaper,
  PenSquare,
  Radio,
  Settings,
  Upload,
} from 'lucide-react'

export interface NavLink {
  to: string
  label: string
  icon: LucideIcon
}

/** The side navigation (docs/product/screens.md#layout). */
export const SIDE_NAV: NavLink[] = [
  { to: '/', label: 'Home', icon: Home },
  { to: '/streams', label: 'Live Streams', icon: Radio },
  { to: '/dashboard', label: 'Creator Dashboard', icon: LayoutDashboard },
  { to: '/library', label: 'Library', icon: Library },
  { to: '/posts', label: 'Posts', icon: Newspaper },
  { to: '/upload-track', label: 'Upload Track', icon: Upload },
  { to: '/go-live', label: 'Go Live', icon: Mic },
  { to: '/settings', label: 'Settings', icon: Settings },
]

/** The bottom navigation on small screens (docs/product/screens.md#layout). */
export const BOTTOM_NAV: NavLink[] = [
  { to: '/', label: 'Home', icon: Home },
  { to: '/streams', label: 'Streams', icon: Radio },
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/go-live', label: 'Go Live', icon: Mic },
  { to: '/library', label: 'Library', icon: Library },
]

/** The Create menu of signed-in users (create-menu.tsx), in the header on wide screens and the bottom bar on phones. */
export const CREATE_ACTIONS: NavLink[] = [
  { to: '/go-live', label: 'Go Live', icon: Mic },
  { to: '/upload-track', label: 'Upload Track', icon: Upload },
  { to: '/posts/new', label: 'Create Post', icon: PenSquare },
]
