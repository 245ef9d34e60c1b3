import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'

interface SectionProps {
  title: string
  seeAllTo?: string
  seeAllLabel?: string
  children: ReactNode
}

/** A titled block of a page with an optional 'See All' link. */
export function Section({ title, seeAllTo, seeAllLabel = 'See All', children }: SectionProps) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {seeAllTo && (
          <Link to={seeAllTo} className="text-sm text-link hover:underline">
            {seeAllLabel}
          </Link>
        )}
      </div>
      {children}
    </section>
  )
}

export const EmptyState = ({ children }: { children: ReactNode }) => (
  <div className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{children}</div>
)
