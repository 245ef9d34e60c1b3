import { Button } from '~/components/ui/button'
import { useSearchForm } from '~/hooks/use-search-form'
import { SearchInput } from './search-input'

/** docs/product/screens.md#search: submit is disabled while the text is blank or a search is running. */
export function SearchForm({ initialQuery, isLoading }: { initialQuery: string; isLoading: boolean }) {
  const { text, setText, query, onSubmit } = useSearchForm(initialQuery)
  return (
    <form role="search" aria-label="Search the site" onSubmit={onSubmit} className="flex max-w-2xl gap-2">
      <SearchInput
        className="flex-1"
        aria-label="Search query"
        placeholder="Search tracks, users, streams, or posts"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" disabled={!query || isLoading}>
        Search
      </Button>
    </form>
  )
}
