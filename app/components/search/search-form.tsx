import { useNavigate } from '@remix-run/react'
import { Search } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'

/** SPEC §2 'Search': submit is disabled while the text is blank or a search is running. */
export function SearchForm({ initialQuery, isLoading }: { initialQuery: string; isLoading: boolean }) {
  const navigate = useNavigate()
  const [text, setText] = useState(initialQuery)
  const query = text.trim()

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (query) navigate(`/search?q=${encodeURIComponent(query)}`)
  }

  return (
    <form role="search" aria-label="Search the site" onSubmit={onSubmit} className="flex max-w-2xl gap-2">
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          type="search"
          aria-label="Search query"
          placeholder="Search tracks, users, streams, or posts"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="pl-9"
        />
      </div>
      <Button type="submit" disabled={!query || isLoading}>
        Search
      </Button>
    </form>
  )
}
