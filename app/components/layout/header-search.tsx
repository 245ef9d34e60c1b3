import { useNavigate } from '@remix-run/react'
import { Search } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Input } from '~/components/ui/input'
import { cn } from '~/lib/utils'

/** SPEC §2: trims, ignores empty input, URL-encodes and opens /search?q=. */
export function HeaderSearch({ className, autoFocus }: { className?: string; autoFocus?: boolean }) {
  const navigate = useNavigate()
  const [text, setText] = useState('')

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const query = text.trim()
    if (query) navigate(`/search?q=${encodeURIComponent(query)}`)
  }

  return (
    <form role="search" onSubmit={onSubmit} className={cn('relative', className)}>
      <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
      <Input
        type="search"
        aria-label="Search"
        placeholder="Search tracks, users, streams, or posts"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="pl-9"
        autoFocus={autoFocus}
      />
    </form>
  )
}
