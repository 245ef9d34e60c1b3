/** What an embed shows: one player per kind, at /embed/{kind}/{id} (docs/decisions/037-embeds-framed-and-small.md). */
export const EMBED_KINDS = ['track', 'playlist', 'stream'] as const

export type EmbedKind = (typeof EMBED_KINDS)[number]

export const EMBED_THEMES = ['light', 'dark'] as const

export type EmbedTheme = (typeof EMBED_THEMES)[number]

/** What a stream embed says once its stream is over (the viewer page's words, docs/product/screens.md). */
export const STREAM_ENDED = 'This stream has ended'

/** Only these pages may be framed by another site. */
export const isEmbedPath = (pathname: string) => pathname.startsWith('/embed/')

export const embedPath = (kind: EmbedKind, id: number) => `/embed/${kind}/${id}`

export interface EmbedSize {
  width: number
  height: number
}

/** The iframe's size: a track is one row; a playlist lists its tracks and a stream its chat under the player. */
export const EMBED_SIZES: Record<EmbedKind, EmbedSize> = {
  track: { width: 600, height: 166 },
  playlist: { width: 600, height: 400 },
  stream: { width: 600, height: 400 },
}

/** The largest size that fits the asked bounds (oEmbed's maxwidth and maxheight), never above the kind's own. */
export const fittedEmbedSize = (kind: EmbedKind, bounds: Partial<EmbedSize>): EmbedSize => ({
  width: Math.min(EMBED_SIZES[kind].width, bounds.width ?? Infinity),
  height: Math.min(EMBED_SIZES[kind].height, bounds.height ?? Infinity),
})

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The snippet another site pastes: an iframe of the embed, titled for screen readers. */
export function embedIframe(src: string, size: EmbedSize, title: string) {
  return `<iframe src="${escapeAttribute(src)}" width="${size.width}" height="${size.height}" title="${escapeAttribute(title)}" style="border:0" allow="autoplay" loading="lazy"></iframe>`
}
