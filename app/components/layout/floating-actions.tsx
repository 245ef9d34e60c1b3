import { Link } from '@remix-run/react'
import { Mic, PenSquare, Upload } from 'lucide-react'

const ACTIONS = [
  { to: '/go-live', label: 'Go Live', icon: Mic },
  { to: '/upload-track', label: 'Upload Track', icon: Upload },
  { to: '/posts/new', label: 'Create Post', icon: PenSquare },
]

/** SPEC §2: three round buttons for signed-in users. */
export function FloatingActions() {
  return (
    <div className="fixed bottom-36 right-4 z-30 flex flex-col gap-3 md:bottom-28">
      {ACTIONS.map(({ to, label, icon: Icon }) => (
        <Link
          key={to}
          to={to}
          aria-label={label}
          title={label}
          className="flex h-12 w-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Icon className="h-5 w-5" aria-hidden />
        </Link>
      ))}
    </div>
  )
}
