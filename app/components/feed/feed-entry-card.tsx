import { Link } from '@remix-run/react'
import { ListMusic, Radio } from 'lucide-react'
import { TrackCard } from '~/components/tracks/track-card'
import { DateText } from '~/components/ui/date-text'
import type { FeedEntry } from '~/lib/queries/feed'

/** What the creator did, after their name: "… reposted", "… uploaded", "… is live" or "… went live". */
function happened({ kind, item }: FeedEntry) {
  if (kind === 'repost') return 'reposted'
  if (kind === 'upload') return 'uploaded'
  return item.type === 'stream' && item.stream.isLive ? 'is live' : 'went live'
}

function EntryItem({ item }: Pick<FeedEntry, 'item'>) {
  if (item.type === 'track') return <TrackCard track={item.track} />
  const [to, title, byline, Icon] =
    item.type === 'playlist'
      ? [
          `/playlist/${item.playlist.id}`,
          item.playlist.name,
          `Playlist by ${item.playlist.user.displayName}`,
          ListMusic,
        ]
      : [`/stream/${item.stream.id}`, item.stream.title, item.stream.isLive ? 'Live now' : 'Stream', Radio]
  return (
    <Link to={to} className="flex items-center gap-3 rounded-lg border bg-card p-3 hover:bg-accent">
      <Icon className="h-8 w-8 shrink-0 text-muted-foreground" aria-hidden />
      <span className="min-w-0">
        <span className="block truncate font-semibold">{title}</span>
        <span className="block text-sm text-muted-foreground">{byline}</span>
      </span>
    </Link>
  )
}

/** One entry of a feed: who did what and when, over the track, playlist or stream it is about. */
export function FeedEntryCard({ entry }: { entry: FeedEntry }) {
  return (
    <li className="space-y-2">
      <p className="text-sm">
        <Link to={`/profile/${entry.actor.id}`} className="font-semibold text-link hover:underline">
          {entry.actor.displayName}
        </Link>{' '}
        {happened(entry)}{' '}
        <span className="text-muted-foreground">
          <DateText value={entry.at} />
        </span>
      </p>
      <EntryItem item={entry.item} />
    </li>
  )
}
