import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { PublicPost } from '../../contracts/posts'
import type { ListedTrack } from '../../contracts/tracks'
import { TestClient, signedInClient } from '../../tests/support/api'
import { createPost, createTrack, uploadMedia } from '../../tests/support/content'
import { openRoomSocket } from '../../tests/support/room-test-client'

type Body = { message: string; issues?: { path: string; message: string }[] }

const json = async <T>(response: Response) => (await response.json()) as T

const objectExists = async (url: string) => (await env.MEDIA.head(url.replace('/api/media/', ''))) != null

const rowCount = async (sql: string, ...values: unknown[]) =>
  (await env.DB.prepare(`select count(*) as n from ${sql}`)
    .bind(...values)
    .first<{ n: number }>())!.n

/** A second sign-in of the same user, as another browser would have. */
async function signIn(username: string, password: string) {
  const client = new TestClient()
  const response = await client.post('/api/login', { username, password })
  expect(response.status).toBe(200)
  return client
}

describe('POST /api/user/password', () => {
  it('changes the password, ends every other session of the user and keeps the current one', async () => {
    const { client, user, password } = await signedInClient()
    const elsewhere = await signIn(user.username, password)
    const { client: someoneElse } = await signedInClient()

    const response = await client.post('/api/user/password', { currentPassword: password, newPassword: 'brand-new-1' })
    expect(response.status).toBe(200)
    expect(await json<Body>(response)).toEqual({ message: 'Password changed' })

    expect((await client.get('/api/user')).status).toBe(200)
    expect((await elsewhere.get('/api/user')).status).toBe(401)
    expect((await someoneElse.get('/api/user')).status).toBe(200)
    expect((await new TestClient().post('/api/login', { username: user.username, password })).status).toBe(401)
    expect(
      (await new TestClient().post('/api/login', { username: user.username, password: 'brand-new-1' })).status,
    ).toBe(200)
  })

  it('refuses a wrong current password with 400, changing nothing and ending no session', async () => {
    const { client, user, password } = await signedInClient()
    const elsewhere = await signIn(user.username, password)
    const response = await client.post('/api/user/password', { currentPassword: 'not-it', newPassword: 'brand-new-1' })
    expect(response.status).toBe(400)
    expect(await json<Body>(response)).toEqual({ message: 'Current password is incorrect' })
    expect((await elsewhere.get('/api/user')).status).toBe(200)
    expect((await new TestClient().post('/api/login', { username: user.username, password })).status).toBe(200)
  })

  it('counts wrong current passwords as failed logins: the sixth try is refused with 429 even with the right one', async () => {
    const { client, user, password } = await signedInClient()
    for (let i = 0; i < 5; i++) {
      expect(
        (await client.post('/api/user/password', { currentPassword: `wrong${i}`, newPassword: 'brand-new-1' })).status,
      ).toBe(400)
    }
    const refused = await client.post('/api/user/password', { currentPassword: password, newPassword: 'brand-new-1' })
    expect(refused.status).toBe(429)
    expect((await json<Body>(refused)).message).toMatch(/^Too many attempts, try again in \d+ minutes?$/)
    expect((await new TestClient().post('/api/login', { username: user.username, password })).status).toBe(429)
  })

  it.each([
    [{ newPassword: 'brand-new-1' }, 'Current password is required'],
    [{ currentPassword: 'secret123', newPassword: '12345' }, 'Password must be at least 6 characters'],
    [{ currentPassword: 'secret123' }, 'Password is required'],
  ])('refuses %o with 400 %s', async (body, message) => {
    const { client } = await signedInClient()
    const response = await client.post('/api/user/password', body)
    expect(response.status).toBe(400)
    expect((await json<Body>(response)).message).toBe(message)
  })

  it('answers 401 to a visitor', async () => {
    const response = await new TestClient().post('/api/user/password', {
      currentPassword: 'secret123',
      newPassword: 'brand-new-1',
    })
    expect(response.status).toBe(401)
  })
})

/** A user with one of everything, tangled with two others: likes, follows, plays, comments and a shared file. */
async function tangledUser() {
  const leaving = await signedInClient()
  const fan = await signedInClient()
  const creator = await signedInClient()
  const { id } = leaving.user

  const avatar = await uploadMedia(id, 'image')
  expect((await leaving.client.patch(`/api/users/${id}`, { profileImageUrl: avatar.url })).status).toBe(200)
  const cover = await uploadMedia(id, 'image')
  const ownTrack = await createTrack(leaving.client, id, { coverUrl: cover.url })
  const ownPost = await createPost(leaving.client)
  const unused = await uploadMedia(id, 'audio')

  const creatorTrack = await createTrack(creator.client, creator.user.id)
  const creatorPost = await createPost(creator.client)
  for (const [client, body] of [
    [leaving.client, { contentId: creatorTrack.id, contentType: 'track' }],
    [leaving.client, { contentId: creatorPost.id, contentType: 'post' }],
    [fan.client, { contentId: creatorTrack.id, contentType: 'track' }],
    [fan.client, { contentId: ownTrack.id, contentType: 'track' }],
    [fan.client, { contentId: ownPost.id, contentType: 'post' }],
  ] as const) {
    expect((await client.post('/api/likes', body)).status).toBeLessThan(300)
  }
  for (const [client, followedId] of [
    [leaving.client, creator.user.id],
    [fan.client, creator.user.id],
    [fan.client, id],
    [creator.client, id],
  ] as const) {
    expect((await client.post('/api/follows', { followedId })).status).toBeLessThan(300)
  }
  for (const client of [leaving.client, fan.client])
    expect((await client.post(`/api/tracks/${creatorTrack.id}/play`)).status).toBe(200)
  expect((await fan.client.post(`/api/tracks/${ownTrack.id}/play`)).status).toBe(200)
  // Comments one each way: theirs on the creator's post, the fan's on the creator's post and on their track.
  for (const [client, path, content] of [
    [leaving.client, `/api/posts/${creatorPost.id}`, 'Nice'],
    [fan.client, `/api/posts/${creatorPost.id}`, 'Also nice'],
    [fan.client, `/api/tracks/${ownTrack.id}`, 'Great'],
  ] as const) {
    expect((await client.post(`${path}/comments`, { content })).status).toBe(201)
  }
  const playlist = await json<{ id: number }>(await fan.client.post('/api/playlists', { name: 'Has their track' }))
  expect((await fan.client.post(`/api/playlists/${playlist.id}/tracks`, { trackId: ownTrack.id })).status).toBeLessThan(
    300,
  )

  return {
    leaving,
    fan,
    creator,
    ownTrack,
    ownPost,
    creatorTrack,
    creatorPost,
    mediaUrls: [avatar.url, cover.url, ownTrack.audioUrl, unused.url],
    playlist,
  }
}

describe('DELETE /api/user', () => {
  it("deletes the user's rows, media and sessions, frees the username and keeps others' counters equal to their rows", async () => {
    const world = await tangledUser()
    const { leaving, fan, creator } = world
    const elsewhere = await signIn(leaving.user.username, leaving.password)
    const { streamId } = await json<{ streamId: number }>(
      await leaving.client.post('/api/streams/webrtc', { title: 'Going away' }),
    )
    const viewer = await openRoomSocket(`/ws?streamId=${streamId}`)
    viewer.send('join', { streamId })
    await viewer.waitFor('stream_status', (m) => m.data.isLive)

    const response = await leaving.client.delete('/api/user', { password: leaving.password })
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')

    // Signed out everywhere, the profile gone.
    expect((await leaving.client.get('/api/user')).status).toBe(401)
    expect((await elsewhere.get('/api/user')).status).toBe(401)
    expect((await new TestClient().get(`/api/users/by-username/${leaving.user.username}`)).status).toBe(404)
    expect((await new TestClient().get(`/api/tracks/${world.ownTrack.id}`)).status).toBe(404)
    expect((await new TestClient().get(`/api/posts/${world.ownPost.id}`)).status).toBe(404)
    expect((await new TestClient().get(`/api/streams/${streamId}`)).status).toBe(404)

    // The live room heard that its stream ended.
    expect((await viewer.waitFor('stream_status', (m) => !m.data.isLive)).data.streamId).toBe(streamId)

    // No row of theirs is left anywhere, nor a like on their things.
    const id = leaving.user.id
    for (const [table, column] of [
      ['sessions', 'user_id'],
      ['user_settings', 'user_id'],
      ['tracks', 'user_id'],
      ['posts', 'user_id'],
      ['streams', 'user_id'],
      ['likes', 'user_id'],
      ['playlists', 'user_id'],
      ['play_events', 'user_id'],
      ['uploads', 'user_id'],
      ['follows', 'follower_id'],
      ['follows', 'followed_id'],
    ]) {
      expect(await rowCount(`${table} where ${column} = ?`, id), `${table}.${column}`).toBe(0)
    }
    expect(await rowCount(`likes where content_type = 'track' and content_id = ?`, world.ownTrack.id)).toBe(0)
    expect(await rowCount(`likes where content_type = 'post' and content_id = ?`, world.ownPost.id)).toBe(0)
    expect(await rowCount(`comments where content_type = 'track' and content_id = ?`, world.ownTrack.id)).toBe(0)
    expect(await rowCount('comments where user_id = ?', id)).toBe(0)
    expect(await rowCount('playlist_tracks where playlist_id = ?', world.playlist.id)).toBe(0)

    // Their files are gone from R2.
    for (const url of world.mediaUrls) expect(await objectExists(url), url).toBe(false)

    // Others' counters equal their rows.
    const creatorTrack = await json<ListedTrack>(await new TestClient().get(`/api/tracks/${world.creatorTrack.id}`))
    expect(creatorTrack).toMatchObject({ likeCount: 1, playCount: 1 })
    expect(await json<PublicPost>(await new TestClient().get(`/api/posts/${world.creatorPost.id}`))).toMatchObject({
      likeCount: 0,
      commentCount: 1,
    })
    expect(
      (await json<{ followerCount: number }>(await new TestClient().get(`/api/users/${creator.user.id}`)))
        .followerCount,
    ).toBe(1)
    expect((await fan.client.get('/api/user')).status).toBe(200)

    // The name registers again.
    const again = await new TestClient().post('/api/register', {
      username: leaving.user.username,
      password: 'another-1',
      displayName: 'Someone new',
    })
    expect(again.status).toBe(201)
  })

  it('deletes every file of a user with more uploads than D1 binds parameters in one query', async () => {
    const { client, user, password } = await signedInClient()
    const files = await Promise.all(Array.from({ length: 30 }, () => uploadMedia(user.id, 'image')))
    expect((await client.delete('/api/user', { password })).status).toBe(204)
    for (const file of files) expect(await objectExists(file.url), file.url).toBe(false)
  })

  it('keeps a file another user also uploaded', async () => {
    const { client, user, password } = await signedInClient()
    const { client: other, user: otherUser } = await signedInClient()
    const cover = await uploadMedia(user.id, 'image')
    await createTrack(client, user.id, { coverUrl: cover.url })
    // The same bytes uploaded by someone else share the object (keys are content hashes).
    await env.DB.prepare(
      "insert into uploads (key, user_id, kind, content_type, size) values (?, ?, 'image', 'image/png', 32)",
    )
      .bind(cover.key, otherUser.id)
      .run()
    await createTrack(other, otherUser.id, { coverUrl: cover.url })
    expect((await client.delete('/api/user', { password })).status).toBe(204)
    expect(await objectExists(cover.url)).toBe(true)
  })

  it('refuses a wrong password with 400 and deletes nothing', async () => {
    const { client, user } = await signedInClient()
    const track = await createTrack(client, user.id)
    const response = await client.delete('/api/user', { password: 'not-it' })
    expect(response.status).toBe(400)
    expect(await json<Body>(response)).toEqual({ message: 'Password is incorrect' })
    expect((await client.get('/api/user')).status).toBe(200)
    expect((await new TestClient().get(`/api/tracks/${track.id}`)).status).toBe(200)
    expect(await objectExists(track.audioUrl)).toBe(true)
  })

  it('refuses a missing password with 400 and a visitor with 401', async () => {
    const { client } = await signedInClient()
    const missing = await client.delete('/api/user', {})
    expect(missing.status).toBe(400)
    expect((await json<Body>(missing)).message).toBe('Password is required')
    expect((await new TestClient().delete('/api/user', { password: 'secret123' })).status).toBe(401)
  })
})
