/**
 * The session cookie's value: the id of the user the session claims to be, a dot, and the session's token
 * (docs/decisions/045-*). The claim lets a page read the user's own data alongside the lookup that checks the token;
 * nothing read for a claim is used unless that lookup finds the token's session, unexpired, of that same user.
 * A cookie from before the claim is the bare token, still a session, looked up first.
 */
const CLAIMED = /^([1-9][0-9]{0,14})\.(.+)$/

export interface SessionCookie {
  token: string
  claimedUserId: number | null
}

export const sessionCookieValue = (userId: number, token: string) => `${userId}.${token}`

export function readSessionCookie(value: string | undefined): SessionCookie | undefined {
  if (!value) return undefined
  const claimed = CLAIMED.exec(value)
  return claimed ? { token: claimed[2], claimedUserId: Number(claimed[1]) } : { token: value, claimedUserId: null }
}
