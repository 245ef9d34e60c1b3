import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { TestClient, signedInClient } from '../../tests/support/api'
import { uploadMedia } from '../../tests/support/content'

type Body = { message: string; issues?: { path: string; message: string }[] }
type User = { id: number; username: string; displayName: string; bio: string | null; profileImageUrl: string | null }

const PUBLIC_USER_KEYS = [
  'bio',
  'createdAt',
  'displayName',
  'followerCount',
  'id',
  'isStreaming',
  'profileImageUrl',
  'username',
]

describe('GET /api/users/{id} and /api/users/by-username/{username}', () => {
  it('answers the public user, without email or password hash', async () => {
    const { user } = await signedInClient()
    const response = await new TestClient().get(`/api/users/${user.id}`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as Record<string, unknown>
    expect(Object.keys(body).sort()).toEqual(PUBLIC_USER_KEYS)
    expect(body).toMatchObject({ id: user.id, username: user.username, isStreaming: false, followerCount: 0 })
  })

  it('finds a user by username in any case', async () => {
    const { user } = await signedInClient()
    const response = await new TestClient().get(`/api/users/by-username/${user.username.toUpperCase()}`)
    expect(response.status).toBe(200)
    expect(((await response.json()) as User).id).toBe(user.id)
  })

  it('answers 404 for an unknown id or username and 400 for an id that is not a number', async () => {
    const unknownId = await new TestClient().get('/api/users/99999999')
    expect(unknownId.status).toBe(404)
    expect(await unknownId.json()).toEqual({ message: 'User not found' })
    expect((await new TestClient().get('/api/users/by-username/no-such-user-here')).status).toBe(404)
    expect((await new TestClient().get('/api/users/abc')).status).toBe(400)
  })
})

describe('PATCH /api/users/{id}', () => {
  it('lets the owner change display name and bio, and answers the updated user', async () => {
    const { client, user } = await signedInClient()
    const response = await client.patch(`/api/users/${user.id}`, { displayName: '  New Name ', bio: 'Making beats' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ id: user.id, displayName: 'New Name', bio: 'Making beats' })
    expect(await (await client.get(`/api/users/${user.id}`)).json()).toMatchObject({
      displayName: 'New Name',
      bio: 'Making beats',
    })
  })

  it('refuses a display name with control or text-direction characters and keeps the old one', async () => {
    const { client, user } = await signedInClient()
    for (const displayName of ['Mod\u202E', 'Mod\nerator', 'Mod\u2068']) {
      const response = await client.patch(`/api/users/${user.id}`, { displayName })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({
        message: 'Display name must not contain control or text-direction characters',
      })
    }
    expect(await (await client.get(`/api/users/${user.id}`)).json()).toMatchObject({ displayName: user.displayName })
  })

  it('leaves fields that are not sent as they are and clears bio with null or an empty string', async () => {
    const { client, user } = await signedInClient()
    await client.patch(`/api/users/${user.id}`, { bio: 'Keep me' })
    expect(await (await client.patch(`/api/users/${user.id}`, {})).json()).toMatchObject({
      displayName: user.displayName,
      bio: 'Keep me',
    })
    expect(await (await client.patch(`/api/users/${user.id}`, { bio: '' })).json()).toMatchObject({ bio: null })
  })

  it('answers 401 for a visitor and 403 for another user', async () => {
    const { user } = await signedInClient()
    const { client: other } = await signedInClient()
    expect((await new TestClient().patch(`/api/users/${user.id}`, { displayName: 'Hacked' })).status).toBe(401)
    const forbidden = await other.patch(`/api/users/${user.id}`, { displayName: 'Hacked' })
    expect(forbidden.status).toBe(403)
    expect(((await forbidden.json()) as Body).message).toBeTruthy()
    expect(await (await other.get(`/api/users/${user.id}`)).json()).toMatchObject({ displayName: user.displayName })
  })

  it.each([
    [{ displayName: 'X' }, 'displayName', 'Display name must be at least 2 characters'],
    [{ displayName: 'x'.repeat(51) }, 'displayName', 'Display name must be at most 50 characters'],
    [{ bio: 'x'.repeat(1001) }, 'bio', 'Bio must be at most 1000 characters'],
  ])('refuses %o with 400 naming %s', async (body, field, message) => {
    const { client, user } = await signedInClient()
    const response = await client.patch(`/api/users/${user.id}`, body)
    expect(response.status).toBe(400)
    const error = (await response.json()) as Body
    expect(error.message).toBe(message)
    expect(error.issues).toContainEqual({ path: field, message })
  })

  it('answers 400 for malformed JSON', async () => {
    const { client, user } = await signedInClient()
    expect(
      (await client.request('PATCH', `/api/users/${user.id}`, '{"bio":', { 'Content-Type': 'application/json' }))
        .status,
    ).toBe(400)
  })

  it('accepts as profile image only an image this user uploaded here', async () => {
    const { client, user } = await signedInClient()
    const { user: other } = await signedInClient()
    const mine = await uploadMedia(user.id, 'image')
    const theirs = await uploadMedia(other.id, 'image')
    const audio = await uploadMedia(user.id, 'audio')

    const accepted = await client.patch(`/api/users/${user.id}`, { profileImageUrl: mine.url })
    expect(accepted.status).toBe(200)
    expect(((await accepted.json()) as User).profileImageUrl).toBe(mine.url)

    for (const url of [theirs.url, audio.url, 'https://evil.example/x.png', '/api/media/image/never-uploaded.png']) {
      const refused = await client.patch(`/api/users/${user.id}`, { profileImageUrl: url })
      expect(refused.status).toBe(400)
      expect(((await refused.json()) as Body).message).toBe('Profile image must be an image you uploaded')
    }
    expect(await (await client.patch(`/api/users/${user.id}`, { profileImageUrl: '' })).json()).toMatchObject({
      profileImageUrl: null,
    })
    // The replaced picture is no longer used by anything, so its file goes.
    expect(await env.MEDIA.head(mine.key)).toBeNull()
  })
})
