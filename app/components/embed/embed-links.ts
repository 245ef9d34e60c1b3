import type { LinksFunction, MetaDescriptor } from '@remix-run/cloudflare'
import embedStyles from './embed.css?url'
import { pageMeta } from '~/lib/meta/page-meta'

export const embedLinks: LinksFunction = () => [{ rel: 'stylesheet', href: embedStyles }]

/** An embed is a part of another page: titled for the frame, kept out of search results. */
export const embedMeta = (title: string | null): MetaDescriptor[] => [
  ...pageMeta(title ?? 'Not available'),
  { name: 'robots', content: 'noindex' },
]
