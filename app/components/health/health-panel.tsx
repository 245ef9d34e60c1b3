import type { UseQueryResult } from '@tanstack/react-query'
import { RefreshCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader } from '~/components/ui/card'
import { Skeleton } from '~/components/ui/skeleton'
import { cn } from '~/lib/utils'

interface HealthPanelProps<T> {
  /** 'Basic', 'Detailed' or 'Direct'. */
  name: string
  query: UseQueryResult<T>
  children: (data: T) => ReactNode
}

/** One panel of /health-test: its check's answer, or 'Error fetching {name} health: ...', and a refresh. */
export function HealthPanel<T>({ name, query, children }: HealthPanelProps<T>) {
  const headingId = `health-${name.toLowerCase()}`
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="flex-row items-center justify-between space-y-0">
        <h2 id={headingId} className="text-lg font-semibold">
          {name}
        </h2>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Refresh ${name}`}
          disabled={query.isFetching}
          onClick={() => query.refetch()}
        >
          <RefreshCw aria-hidden className={cn(query.isFetching && 'animate-spin')} />
        </Button>
      </CardHeader>
      <CardContent>
        {query.error ? (
          <p role="alert" className="break-words text-sm text-destructive">
            Error fetching {name.toLowerCase()} health: {query.error.message}
          </p>
        ) : query.data ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">{children(query.data)}</dl>
        ) : (
          <Skeleton className="h-24 w-full" />
        )}
      </CardContent>
    </Card>
  )
}

/** A label and its value in a panel's list. */
export function HealthEntry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words font-medium">{children}</dd>
    </>
  )
}
