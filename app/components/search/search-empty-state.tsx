import { Link } from '@remix-run/react'
import { Button } from '~/components/ui/button'

/** The search page's empty state links to Home, Discover and Browse Tracks. */
export function SearchEmptyState({ query }: { query: string }) {
  return (
    <div className="space-y-4 rounded-lg border border-dashed p-8 text-center">
      <p className="text-lg font-semibold">
        {query ? `No results found for "${query}"` : 'Type something to search for'}
      </p>
      <p className="text-muted-foreground">Try another word, or explore from here:</p>
      <nav aria-label="Explore" className="flex flex-wrap justify-center gap-2">
        <Button asChild variant="secondary">
          <Link to="/">Home</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/discover">Discover</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/tracks">Browse Tracks</Link>
        </Button>
      </nav>
    </div>
  )
}
