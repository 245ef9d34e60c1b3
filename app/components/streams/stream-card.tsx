import { Link } from '@remix-run/react'
import { Radio, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { Badge } from '~/components/ui/badge'
import { DateText } from '~/components/ui/date-text'
import { formatCount, previewText } from '~/lib/format'
import type { Stream } from '~/lib/queries/types'

export function StreamCard({ stream, ownerControls }: { stream: Stream; ownerControls?: ReactNode }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border bg-card">
      <Link
        to={`/stream/${stream.id}`}
        className="relative block aspect-video bg-gradient-to-br from-primary/40 to-secondary"
      >
        {/* Named by its content, so the name holds the LIVE badge and viewer count it shows (WCAG 2.5.3). */}
        <span className="sr-only">Watch {stream.title}</span>
        {stream.thumbnailUrl && (
          <img src={stream.thumbnailUrl} alt="" loading="lazy" className="h-full w-full object-cover" />
        )}
        {!stream.thumbnailUrl && <Radio className="absolute inset-0 m-auto h-10 w-10 text-foreground/60" aria-hidden />}
        {stream.isLive && (
          <Badge variant="live" className="absolute left-2 top-2">
            LIVE
          </Badge>
        )}
        {stream.isLive && (
          <span className="absolute bottom-2 left-2 flex items-center gap-1 rounded bg-black/60 px-2 py-0.5 text-xs text-white">
            <Users className="h-3 w-3" aria-hidden /> {formatCount(stream.viewerCount)}
          </span>
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="font-semibold">
          <Link to={`/stream/${stream.id}`} className="block leading-6 hover:underline">
            {stream.title}
          </Link>
        </h3>
        <Link
          to={`/profile/${stream.user.username}`}
          className="text-sm leading-6 text-muted-foreground hover:underline"
        >
          {stream.user.displayName}
        </Link>
        {stream.description && <p className="text-sm text-muted-foreground">{previewText(stream.description)}</p>}
        {!stream.isLive && stream.endedAt && (
          <p className="text-xs text-muted-foreground">
            Ended <DateText value={stream.endedAt} />
          </p>
        )}
        {ownerControls}
      </div>
    </article>
  )
}

export function StreamCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-lg border" aria-hidden>
      <div className="aspect-video animate-pulse bg-muted" />
      <div className="space-y-2 p-3">
        <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
        <div className="h-3 w-1/3 animate-pulse rounded bg-muted" />
      </div>
    </div>
  )
}
