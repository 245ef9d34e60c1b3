import { DEMO_PASSWORD } from '../scripts/seed-data'

/** Every cookie (`name=value`) a sign-in through the API sets: the session first, then the D1 bookmark. */
export async function signInCookies(baseUrl: string, username = 'demo', password = DEMO_PASSWORD): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ username, password }),
  })
  if (!response.ok) throw new Error(`login as ${username} failed: ${response.status}`)
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!)
}

/** The session cookie of `username` (the seeded demo user unless named), for a bench's requests as them. */
export const signIn = async (baseUrl: string, username?: string, password?: string) =>
  (await signInCookies(baseUrl, username, password))[0]!
