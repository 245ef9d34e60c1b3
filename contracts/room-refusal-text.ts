/**
 * What a refused chatter reads in their composer, kept free of zod so the browser can count a timeout down with the
 * room's own words (contracts/room-moderation.ts re-exports it).
 */

export const CHAT_REFUSAL_REASONS = ['timed-out', 'banned', 'slow-mode', 'followers-only'] as const
export type ChatRefusalReason = (typeof CHAT_REFUSAL_REASONS)[number]

/** Reasons that hold however the chatter waits or follows: the composer is closed until they end. */
export const isSanction = (reason: ChatRefusalReason) => reason === 'timed-out' || reason === 'banned'

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** 272_000 ms → '4:32'; an hour or more → '1:00:00'. Rounded up, so the last second reads '0:01', not '0:00'. */
export function formatRemaining(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000))
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  const rest = twoDigits(seconds % 60)
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${rest}` : `${minutes}:${rest}`
}

/** `remainingMs` is the time left of a timeout or slow mode. */
export function chatRefusalText(reason: ChatRefusalReason, remainingMs: number, signedIn: boolean): string {
  switch (reason) {
    case 'timed-out':
      return `You are timed out for ${formatRemaining(remainingMs)}`
    case 'banned':
      return 'You are banned from this chat'
    case 'slow-mode':
      return `Slow mode: wait ${Math.max(1, Math.ceil(remainingMs / 1000))} s`
    case 'followers-only':
      return signedIn
        ? 'Followers-only chat: follow the host to chat'
        : 'Followers-only chat: sign in and follow the host to chat'
  }
}
