import { SearchInput } from '~/components/search/search-input'
import { useSearchForm } from '~/hooks/use-search-form'

export function HeaderSearch({ className, autoFocus }: { className?: string; autoFocus?: boolean }) {
  const { text, setText, onSubmit } = useSearchForm()
  return (
    <form role="search" onSubmit={onSubmit} className={className}>
      <SearchInput
        aria-label="Search"
        placeholder="Search tracks, users, streams, or posts"
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoFocus={autoFocus}
      />
    </form>
  )
}
