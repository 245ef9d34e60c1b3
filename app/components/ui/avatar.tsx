import { cn } from '~/lib/utils'

interface AvatarProps {
  name?: string | null
  src?: string | null
  className?: string
}

/** A round picture, or the first letter of the name ('U' without one). */
export function Avatar({ name, src, className }: AvatarProps) {
  const letter = name?.trim().charAt(0).toUpperCase() || 'U'
  return (
    <span
      className={cn(
        'relative flex h-9 w-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary/20 font-semibold text-link',
        className,
      )}
    >
      {src ? <img src={src} alt="" className="h-full w-full object-cover" /> : <span aria-hidden>{letter}</span>}
    </span>
  )
}
