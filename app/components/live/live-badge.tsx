import { Users } from 'lucide-react'
import { Badge } from '~/components/ui/badge'
import { formatCount, formatQuantity } from '~/lib/format'

/** The LIVE badge and the number of people watching, as both live pages show them. */
export function LiveBadge({ viewerCount }: { viewerCount: number }) {
  return (
    <div className="flex items-center gap-2">
      <Badge variant="live">LIVE</Badge>
      <span className="flex items-center gap-1 text-sm text-muted-foreground">
        <Users className="h-4 w-4" aria-hidden />
        <span aria-hidden>{formatCount(viewerCount)}</span>
        <span className="sr-only">{formatQuantity(viewerCount, 'viewer')}</span>
      </span>
    </div>
  )
}
