import { likeableTypes, repostableTypes, type LikeableType, type RepostableType } from '../../contracts/plain-values'
import { isSignInPage } from './redirect-to'

/** What a visitor tried before being sent to sign in, done for them once they are back on the page signed in. */
export type PendingAction =
  | { kind: 'like'; contentType: LikeableType; contentId: number }
  | { kind: 'repost'; contentType: RepostableType; contentId: number }
  | { kind: 'follow'; creatorId: number }

/** A visitor who wanders off and signs in much later did not ask for it any more. */
export const PENDING_ACTION_TTL_MS = 15 * 60 * 1000

/** 'like:track:12', 'repost:playlist:3' or 'follow:5'. */
export function formatPendingAction(action: PendingAction): string {
  return action.kind === 'follow'
    ? `follow:${action.creatorId}`
    : `${action.kind}:${action.contentType}:${action.contentId}`
}

const isId = (text: string | undefined) => text !== undefined && /^[1-9]\d{0,15}$/.test(text)
const isLikeable = (text: string | undefined): text is LikeableType => likeableTypes.some((type) => type === text)
const isRepostable = (text: string | undefined): text is RepostableType => repostableTypes.some((type) => type === text)

/** The action 'like:track:12', 'repost:playlist:3' or 'follow:5' names, or null for anything else. */
export function parsePendingAction(text: string): PendingAction | null {
  const [kind, ...rest] = text.split(':')
  if (kind === 'like' && rest.length === 2 && isLikeable(rest[0]) && isId(rest[1])) {
    return { kind, contentType: rest[0], contentId: Number(rest[1]) }
  }
  if (kind === 'repost' && rest.length === 2 && isRepostable(rest[0]) && isId(rest[1])) {
    return { kind, contentType: rest[0], contentId: Number(rest[1]) }
  }
  if (kind === 'follow' && rest.length === 1 && isId(rest[0])) return { kind, creatorId: Number(rest[0]) }
  return null
}

interface StoredPendingAction {
  action: string
  /** The page the visitor was on, where it is done. */
  path: string
  at: number
}

/** The stored form of an action tried on `path` at `now`. */
export function storedPendingAction(action: PendingAction, path: string, now: number): string {
  return JSON.stringify({ action: formatPendingAction(action), path, at: now } satisfies StoredPendingAction)
}

function readStored(stored: string): { action: PendingAction; path: string; at: number } | null {
  let parsed: Partial<StoredPendingAction> | null
  try {
    parsed = JSON.parse(stored) as Partial<StoredPendingAction> | null
  } catch {
    return null
  }
  if (typeof parsed?.path !== 'string' || typeof parsed.at !== 'number' || typeof parsed.action !== 'string')
    return null
  const action = parsePendingAction(parsed.action)
  return action && { action, path: parsed.path, at: parsed.at }
}

export type PendingActionStep = { step: 'perform'; action: PendingAction } | { step: 'keep' } | { step: 'forget' }

/**
 * What to do with the stored action on the page at `path`: do it once the visitor is back on the page where they
 * tried it and signed in; keep it while they sign in (or return there signed out); forget it once they go anywhere
 * else, or when it is old or unreadable.
 */
export function pendingActionStep(
  stored: string | null,
  path: string,
  signedIn: boolean,
  now: number,
): PendingActionStep {
  if (stored === null) return { step: 'keep' }
  const pending = readStored(stored)
  if (!pending || now < pending.at || now - pending.at > PENDING_ACTION_TTL_MS) return { step: 'forget' }
  if (isSignInPage(path)) return { step: 'keep' }
  if (pending.path !== path) return { step: 'forget' }
  return signedIn ? { step: 'perform', action: pending.action } : { step: 'keep' }
}
