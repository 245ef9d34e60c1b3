/**
 * Usernames never change (only display names do), so the id a name was found under is remembered in this isolate:
 * the profile of a name seen before loads its lists beside its user instead of after it. The user is still read by
 * id on every request and must still carry the name, so a name freed by a deleted account is looked up afresh.
 */
const MAX_REMEMBERED = 1000
const idByUsername = new Map<string, number>()

export const rememberedUserId = (username: string): number | undefined => idByUsername.get(username.toLowerCase())

export function rememberUserId(username: string, id: number): void {
  const key = username.toLowerCase()
  idByUsername.delete(key)
  idByUsername.set(key, id)
  if (idByUsername.size > MAX_REMEMBERED) idByUsername.delete(idByUsername.keys().next().value!)
}

export function forgetUserId(username: string): void {
  idByUsername.delete(username.toLowerCase())
}
