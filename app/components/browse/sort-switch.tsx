import { Button } from '~/components/ui/button'
import { trackSorts, type TrackSort } from '../../../contracts/plain-values'

const SORT_LABEL: Record<TrackSort, string> = { recent: 'Recent', popular: 'Popular', trending: 'Trending' }

/** The sort options (docs/product/rules.md#lists), one pressed at a time. */
export function SortSwitch({ value, onChange }: { value: TrackSort; onChange: (sort: TrackSort) => void }) {
  return (
    <div role="group" aria-label="Sort tracks" className="inline-flex rounded-md bg-muted p-1">
      {trackSorts.map((sort) => (
        <Button
          key={sort}
          size="sm"
          variant={sort === value ? 'default' : 'ghost'}
          aria-pressed={sort === value}
          onClick={() => onChange(sort)}
        >
          {SORT_LABEL[sort]}
        </Button>
      ))}
    </div>
  )
}
