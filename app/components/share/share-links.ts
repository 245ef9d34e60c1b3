export const SHARE_NETWORKS = ['Facebook', 'Twitter', 'WhatsApp', 'Telegram', 'LinkedIn', 'Reddit'] as const

export type ShareNetwork = (typeof SHARE_NETWORKS)[number]

/** The share popup's size (docs/product/limits.md#interface). */
export const SHARE_POPUP_FEATURES = 'width=600,height=400'

/** The page a shared item lives on: /track/{id} and /post/{id} are the sharing targets. */
const CONTENT_PATHS: Record<string, string> = {
  track: 'track',
  post: 'post',
  stream: 'stream',
  user: 'profile',
  playlist: 'playlist',
}

/** The share page of one thing, which returns to the page it was opened from. */
export const sharePagePath = (type: string, id: number, title: string, returnUrl: string) =>
  `/share?${new URLSearchParams({ id: String(id), type, title, returnUrl })}`

export function contentUrl(origin: string, type: string, id: string) {
  const segment = CONTENT_PATHS[type.toLowerCase()] ?? encodeURIComponent(type)
  return `${origin}/${segment}/${encodeURIComponent(id)}`
}

export const shareText = (type: string, title: string) => `Check out this ${type} on Soundwave: ${title}`

/** Each network's share address for a link and its text. */
export function shareUrl(network: ShareNetwork, link: string, text: string) {
  const url = encodeURIComponent(link)
  const message = encodeURIComponent(text)
  switch (network) {
    case 'Facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}&quote=${message}`
    case 'Twitter':
      return `https://twitter.com/intent/tweet?text=${message}&url=${url}`
    case 'WhatsApp':
      return `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`
    case 'Telegram':
      return `https://t.me/share/url?url=${url}&text=${message}`
    case 'LinkedIn':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`
    case 'Reddit':
      return `https://www.reddit.com/submit?url=${url}&title=${message}`
  }
}

/**
 * A returnUrl is followed only when it is a path on this site ('/...', not '//host' or '/\\host'), so the share
 * page cannot be used to send people elsewhere.
 */
export function safeReturnPath(returnUrl: string | null): string | null {
  if (!returnUrl || !returnUrl.startsWith('/') || returnUrl.startsWith('//') || returnUrl.startsWith('/\\')) return null
  // Browsers drop tabs and newlines inside a URL, which would turn '/\t/host' into '//host'.
  return /\s/.test(returnUrl) ? null : returnUrl
}
