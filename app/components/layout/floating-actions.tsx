import { Link } from '@remix-run/react'
import { Mic, PenSquare, Upload } from 'lucide-react'

const ACTIONS = [
  { to: '/go-live', label: 'Go Live', icon: Mic },
  { to: '/upload-track', label: 'Upload Track', icon: Upload },
  { to: '/posts/new', label: 'Create Post', icon: PenSquare },
]

/** SPEC §2: three round buttons for signed-in users, in a row at the top of the bottom dock (bottom-dock.tsx). */
export function FloatingActions() {
  return (
    <div className="flex justify-end gap-3 px-4 pb-3">
      {ACTIONS.map(({ to, label, icon: Icon }) => (
        <Link
          key={to}
          to={to}
          aria-label={label}
          title={label}
          className="pointer-events-auto flex h-12 w-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105"
        >
          <Icon className="h-5 w-5" aria-hidden />
        </Link>
      ))}
    </div>
  )
}
