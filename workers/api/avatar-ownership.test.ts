import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { TestClient, signedInClient } from '../../tests/support/api'
import { uploadMedia } from '../../tests/support/content'
import { getDb } from '../db/client'
import { storeMedia } from '../media/store'

const message = async (response: Response) => ((await response.json()) as { message: string }).message
let names = 0
const registration = (profileImageUrl: string) => ({
  username: `av${Date.now().toString(36)}${names++}`,
  password: 'secret123',
  displayName: 'Avatar',
  profileImageUrl,
})

describe('avatars are the caller’s own uploads (docs/product/rules.md#authorisation)', () => {
  it('refuses at registration another user’s upload and a path that is not a media file', async () => {
    const { user: other } = await signedInClient()
    const theirs = await uploadMedia(other.id, 'image')
    for (const url of [theirs.url, '/api/media/image/../../logout']) {
      const refused = await new TestClient().post('/api/register', registration(url))
      expect(refused.status).toBe(400)
      expect(await message(refused)).toBe('Profile image must be an image you uploaded')
    }
    expect(await env.MEDIA.head(theirs.key)).not.toBeNull()
  })

  it('accepts at registration an image the calling session uploaded', async () => {
    const { client, user } = await signedInClient()
    const mine = await uploadMedia(user.id, 'image')
    const registered = await client.post('/api/register', registration(mine.url))
    expect(registered.status).toBe(201)
    expect(await registered.json()).toMatchObject({ profileImageUrl: mine.url })
  })

  it('replacing my avatar never deletes the same file another user uploaded', async () => {
    const { client: me, user: meUser } = await signedInClient()
    const { client: them, user: themUser } = await signedInClient()
    const bytes = crypto.getRandomValues(new Uint8Array(48))
    const upload = (userId: number) =>
      storeMedia(env.MEDIA, getDb(env.DB), { bytes, kind: 'image', contentType: 'image/png', extension: 'png', userId })
    const mine = await upload(meUser.id)
    await upload(themUser.id)

    expect((await me.patch(`/api/users/${meUser.id}`, { profileImageUrl: mine.url })).status).toBe(200)
    expect((await me.patch(`/api/users/${meUser.id}`, { profileImageUrl: '' })).status).toBe(200)

    expect(await env.MEDIA.head(mine.key)).not.toBeNull()
    expect((await them.patch(`/api/users/${themUser.id}`, { profileImageUrl: mine.url })).status).toBe(200)
  })
})
