import { Link } from '@remix-run/react'

/** A genre tile linking to /genre/{lowercased name} (docs/product/screens.md#routes). */
export function GenreCard({ name }: { name: string }) {
  return (
    <Link
      to={`/genre/${name.toLowerCase()}`}
      className="flex h-24 items-center justify-center rounded-lg bg-primary p-2 text-center text-lg font-bold text-primary-foreground transition-opacity hover:opacity-90"
    >
      {name}
    </Link>
  )
}
