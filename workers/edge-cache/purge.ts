import { env } from 'cloudflare:workers'
import { edgeCache } from './edge-cache'
import { MEDIA_URL_PREFIX } from '../media/store'
import { purgeZoneUrls, zonePurgeOf } from './zone-purge'

interface Owner {
  id: number
  username: string
}

/** An owner's profile, by name and by id, and the lists of the home and discover pages that show their things. */
const ownerPages = (owner: Owner) => [
  `/profile/${encodeURIComponent(owner.username)}`,
  `/user/${owner.id}`,
  '/',
  '/discover',
]

/** The pages a visitor may have been shown each kind of thing on (with their aliases, app/routes/). */
export const pagesShowing = {
  track: (track: { id: number; genre?: string | null }, owner: Owner) => [
    `/track/${track.id}`,
    `/tracks/${track.id}`,
    '/tracks',
    '/top-picks',
    ...(track.genre ? [`/genre/${encodeURIComponent(track.genre)}`] : []),
    ...ownerPages(owner),
  ],
  post: (id: number, owner: Owner) => [`/post/${id}`, `/posts/${id}`, '/posts', ...ownerPages(owner)],
  playlist: (id: number, owner: Owner) => [`/playlist/${id}`, ...ownerPages(owner)],
  stream: (id: number, owner: Owner) => [`/stream/${id}`, '/streams', ...ownerPages(owner)],
  user: ownerPages,
}

/** With single fetch, a page's loaders also answer at `{path}.data`, the home page's at `/_root.data`. */
const withData = (path: string) => [path, path === '/' ? '/_root.data' : `${path}.data`]

/**
 * Takes pages and media files out of the edge cache before the change that hides them is answered, so nobody is
 * shown them again (docs/decisions/040-*): from this data centre's cache, and from every data centre's when the zone
 * purge is set up (zone-purge.ts). `mediaUrls` may name files still in use: they are simply kept anew.
 */
export async function purgeEdgeCache(requestUrl: string, pages: string[], mediaUrls: (string | null)[] = []) {
  const { origin } = new URL(requestUrl)
  const media = mediaUrls.filter((url): url is string => url?.startsWith(MEDIA_URL_PREFIX) ?? false)
  const urls = new Set([...pages.flatMap(withData), ...media].map((path) => origin + path))
  const zone = zonePurgeOf(env)
  await Promise.all([
    ...[...urls].map((url) => edgeCache().delete(url)),
    ...(zone ? [purgeZoneUrls(zone, [...urls])] : []),
  ])
}
