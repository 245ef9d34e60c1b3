import { Link } from '@remix-run/react'
import { FileText, Music, Radio, User } from 'lucide-react'
import { Badge } from '~/components/ui/badge'
import { SEARCH_TYPE_LABEL, type SearchItem } from './search-items'

const TYPE_ICON = { track: Music, user: User, stream: Radio, post: FileText }

export function SearchResultCard({ item }: { item: SearchItem }) {
  const Icon = TYPE_ICON[item.type]
  return (
    <article className="flex gap-4 rounded-lg border p-4">
      <div
        className={`relative flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden bg-muted ${item.type === 'user' ? 'rounded-full' : 'rounded-md'}`}
      >
        {item.imageUrl ? (
          <img src={item.imageUrl} alt="" loading="lazy" className="h-full w-full object-cover" />
        ) : (
          <Icon className="h-6 w-6 text-muted-foreground" aria-hidden />
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <Badge variant="secondary">{SEARCH_TYPE_LABEL[item.type]}</Badge>
        <h3 className="truncate font-semibold">{item.title}</h3>
        {item.subtitle && <p className="line-clamp-2 text-sm text-muted-foreground">{item.subtitle}</p>}
        <Link to={item.href} className="inline-block text-sm font-medium text-link hover:underline">
          View details
        </Link>
      </div>
    </article>
  )
}
