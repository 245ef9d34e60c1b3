/**
 * Option lists and limits the browser needs, kept free of zod: importing one value from a contract module that
 * builds schemas would bring all of zod into the page. The contract modules import these.
 */

/** The orders of a track list; a user's default sort is one of them. */
export const trackSorts = ['recent', 'popular', 'trending'] as const
export type TrackSort = (typeof trackSorts)[number]

export const COMMENT_MAX_LENGTH = 1000

/** Chat limits (characters of the trimmed message). */
export const CHAT_MESSAGE_MAX = 500

/**
 * The close code of a host socket whose broadcast moved to a newer host socket of the same channel (another tab, or
 * the same studio reloaded), after `host-moved` on /ws; the stream goes on from the newer socket.
 */
export const HOST_MOVED_CLOSE_CODE = 4001
export const HOST_MOVED_MESSAGE = 'This broadcast moved to another tab'

/** What a like can be given to. */
export const likeableTypes = ['track', 'post', 'stream'] as const
export type LikeableType = (typeof likeableTypes)[number]

/** What a listener can repost. */
export const repostableTypes = ['track', 'playlist'] as const
export type RepostableType = (typeof repostableTypes)[number]

/** Chat moderation: the lengths of a timeout, in minutes. */
export const TIMEOUT_MINUTES = [1, 10, 60] as const
/** Slow mode: at most one message per this many seconds per chatter; 0 is off. */
export const SLOW_MODE_SECONDS = [0, 3, 10, 30, 60] as const

/** The request header naming one user action of a creating call (docs/decisions/026-idempotent-creating-calls.md). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'

/** The product's name, in page titles and as the oEmbed provider. */
export const SITE_NAME = 'Soundwave'
