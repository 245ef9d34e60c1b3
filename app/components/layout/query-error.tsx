import { RotateCw } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/utils'

interface QueryErrorProps {
  /** The failed query's refetch. */
  onRetry: () => unknown
  /** What failed, in the page's own words where it has some (e.g. 'Failed to load posts'). */
  message?: string
  className?: string
}

/**
 * What a list shows when its request failed (docs/product/rules.md#lists): that it failed and a Retry, never the
 * empty-state text, which means the list is really empty.
 */
export function QueryError({ onRetry, message = "Couldn't load this list.", className }: QueryErrorProps) {
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-center gap-3 rounded-lg border border-destructive p-6 text-center', className)}
    >
      <p>{message}</p>
      <Button type="button" variant="outline" size="sm" onClick={() => onRetry()}>
        <RotateCw aria-hidden /> Retry
      </Button>
    </div>
  )
}
