import type { MetaDescriptor } from '@remix-run/cloudflare'
import type { EmbedSize } from '../../../contracts/embed'
import { pageMeta, SITE_NAME } from './page-meta'

/** What a shared link unfurls to. Every address is absolute: unfurlers do not resolve relative ones. */
export interface LinkCard {
  title: string
  description: string
  /** The canonical address of the page (one per thing: /track/{id}, not /tracks/{id}). */
  url: string
  /** null: the site's own card image. */
  image: string | null
  type: 'music.song' | 'music.playlist' | 'article' | 'video.other' | 'profile' | 'website'
  audio?: string
  /** GET /oembed answers for the page (docs/decisions/037-embeds-framed-and-small.md). */
  oembed?: boolean
  /** The embed a Twitter player card frames, at its size. */
  player?: { path: string } & EmbedSize
}

export const DEFAULT_CARD_IMAGE = '/link-card.png'
const DESCRIPTION_LENGTH = 200

/** One line of at most 200 characters, cut at a word where it can be. */
export function cardDescription(text: string) {
  const line = text.replace(/\s+/g, ' ').trim()
  if (line.length <= DESCRIPTION_LENGTH) return line
  const cut = line.slice(0, DESCRIPTION_LENGTH - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${lastSpace > DESCRIPTION_LENGTH / 2 ? cut.slice(0, lastSpace) : cut}…`
}

/** OpenGraph and Twitter card tags with the canonical link, after the page's title and description. */
export function linkCardMeta(card: LinkCard, origin: string): MetaDescriptor[] {
  const absolute = (path: string) => new URL(path, origin).href
  const image = absolute(card.image ?? DEFAULT_CARD_IMAGE)
  const tags: MetaDescriptor[] = [
    ...pageMeta(card.title, card.description),
    { tagName: 'link', rel: 'canonical', href: absolute(card.url) },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: card.title },
    { property: 'og:description', content: card.description },
    { property: 'og:url', content: absolute(card.url) },
    { property: 'og:type', content: card.type },
    { property: 'og:image', content: image },
    // The site's own image is a wide banner; covers and avatars are square.
    { name: 'twitter:card', content: card.player ? 'player' : card.image ? 'summary' : 'summary_large_image' },
    { name: 'twitter:title', content: card.title },
    { name: 'twitter:description', content: card.description },
    { name: 'twitter:image', content: image },
  ]
  if (card.audio) tags.push({ property: 'og:audio', content: absolute(card.audio) })
  if (card.player) {
    tags.push(
      { name: 'twitter:player', content: absolute(card.player.path) },
      { name: 'twitter:player:width', content: String(card.player.width) },
      { name: 'twitter:player:height', content: String(card.player.height) },
    )
  }
  if (card.oembed) {
    const query = new URLSearchParams({ url: absolute(card.url), format: 'json' })
    tags.push({
      tagName: 'link',
      rel: 'alternate',
      type: 'application/json+oembed',
      href: absolute(`/oembed?${query}`),
      title: card.title,
    })
  }
  return tags
}
