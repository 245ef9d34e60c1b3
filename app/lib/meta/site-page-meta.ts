import type { MetaDescriptor, MetaFunction } from '@remix-run/cloudflare'
import { siteCard } from './cards'
import { linkCardMeta } from './link-card'
import { pageMeta, SITE_DESCRIPTION } from './page-meta'

type MetaMatches = Parameters<MetaFunction>[0]['matches']

/** The root loader hands every page the request's origin: a link card's addresses are absolute. */
const originOf = (matches: MetaMatches) =>
  (matches.find((match) => match.id === 'root')?.data as { origin?: string } | undefined)?.origin

/**
 * The title, description and link card of a public page about no one thing, at `url` (its canonical address). Without
 * the root's data (its loader failed) the page keeps its title and description.
 */
export function sitePageMeta(
  matches: MetaMatches,
  url: string,
  title: string,
  description = SITE_DESCRIPTION,
): MetaDescriptor[] {
  const origin = originOf(matches)
  return origin ? linkCardMeta(siteCard(title, description, url), origin) : pageMeta(title, description)
}
