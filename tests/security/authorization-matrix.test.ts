import { describe, expect, it } from 'vitest'
import { TestClient, signedInClient } from '../support/api'
import { fixtureBytes } from '../support/fixtures'
import { createOwnedThings, type OwnedThings } from './owned-things'

interface OwnedCall {
  name: string
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  path: (things: OwnedThings) => string
  body?: (things: OwnedThings) => unknown
  /** What must not have changed after a refused call: a GET whose body is compared before and after. */
  unchanged?: (things: OwnedThings) => string
}

/** Every call that changes (or reveals) something one user owns. */
const OWNED_CALLS: OwnedCall[] = [
  {
    name: 'update profile',
    method: 'PATCH',
    path: (t) => `/api/users/${t.userId}`,
    body: () => ({ displayName: 'Taken over' }),
    unchanged: (t) => `/api/users/${t.userId}`,
  },
  { name: 'read settings', method: 'GET', path: (t) => `/api/user-settings/${t.userId}` },
  {
    name: 'update settings',
    method: 'PATCH',
    path: (t) => `/api/user-settings/${t.userId}`,
    body: () => ({ uiColor: '#ff0000' }),
  },
  {
    name: 'rename playlist',
    method: 'PATCH',
    path: (t) => `/api/playlists/${t.playlistId}`,
    body: () => ({ name: 'Renamed' }),
  },
  {
    name: 'add to playlist',
    method: 'POST',
    path: (t) => `/api/playlists/${t.playlistId}/tracks`,
    body: (t) => ({ trackId: t.spareTrackId }),
  },
  { name: 'remove from playlist', method: 'DELETE', path: (t) => `/api/playlists/${t.playlistId}/tracks/${t.trackId}` },
  { name: 'delete playlist', method: 'DELETE', path: (t) => `/api/playlists/${t.playlistId}` },
  { name: 'read stream key', method: 'GET', path: (t) => `/api/streams/${t.streamId}/key` },
  { name: 'rotate stream key', method: 'POST', path: (t) => `/api/streams/${t.streamId}/key` },
  {
    name: 'end stream',
    method: 'POST',
    path: (t) => `/api/streams/${t.streamId}/end`,
    unchanged: (t) => `/api/streams/${t.streamId}`,
  },
  {
    name: 'delete stream',
    method: 'DELETE',
    path: (t) => `/api/streams/${t.streamId}`,
    unchanged: (t) => `/api/streams/${t.streamId}`,
  },
  {
    name: 'delete post',
    method: 'DELETE',
    path: (t) => `/api/posts/${t.postId}`,
    unchanged: (t) => `/api/posts/${t.postId}`,
  },
  {
    name: 'edit track',
    method: 'PATCH',
    path: (t) => `/api/tracks/${t.trackId}`,
    body: () => ({ title: 'Taken over' }),
    unchanged: (t) => `/api/tracks/${t.trackId}`,
  },
  {
    name: 'edit post',
    method: 'PATCH',
    path: (t) => `/api/posts/${t.postId}`,
    body: () => ({ content: 'Taken over' }),
    unchanged: (t) => `/api/posts/${t.postId}`,
  },
  {
    name: 'edit stream',
    method: 'PATCH',
    path: (t) => `/api/streams/${t.streamId}`,
    body: () => ({ description: 'Taken over' }),
    unchanged: (t) => `/api/streams/${t.streamId}`,
  },
  {
    name: 'delete track',
    method: 'DELETE',
    path: (t) => `/api/tracks/${t.trackId}`,
    unchanged: (t) => `/api/tracks/${t.trackId}`,
  },
  { name: 'reset private track link', method: 'POST', path: (t) => `/api/tracks/${t.trackId}/private-link` },
  { name: 'reset private playlist link', method: 'POST', path: (t) => `/api/playlists/${t.playlistId}/private-link` },
  {
    name: 'delete comment',
    method: 'DELETE',
    path: (t) => `/api/comments/${t.commentId}`,
    unchanged: (t) => `/api/tracks/${t.trackId}/comments`,
  },
]

/** Calls any signed-in user may make on their own behalf, and no visitor. */
const SIGNED_IN_CALLS: {
  name: string
  method: 'GET' | 'POST' | 'DELETE'
  path: string | ((t: OwnedThings) => string)
  body?: (t: OwnedThings) => unknown
}[] = [
  { name: 'follow', method: 'POST', path: '/api/follows', body: (t) => ({ followedId: t.userId }) },
  { name: 'like', method: 'POST', path: '/api/likes', body: (t) => ({ contentId: t.trackId, contentType: 'track' }) },
  {
    name: 'unlike',
    method: 'DELETE',
    path: '/api/likes',
    body: (t) => ({ contentId: t.trackId, contentType: 'track' }),
  },
  { name: 'create playlist', method: 'POST', path: '/api/playlists', body: () => ({ name: 'New' }) },
  { name: 'create post', method: 'POST', path: '/api/posts', body: () => ({ title: 'Hello', content: 'World' }) },
  {
    name: 'comment on a track',
    method: 'POST',
    path: (t) => `/api/tracks/${t.trackId}/comments`,
    body: () => ({ content: 'Nice', timestampSeconds: 1 }),
  },
  {
    name: 'comment on a post',
    method: 'POST',
    path: (t) => `/api/posts/${t.postId}/comments`,
    body: () => ({ content: 'Nice' }),
  },
  { name: 'schedule stream', method: 'POST', path: '/api/streams', body: () => ({ title: 'Later' }) },
  { name: 'go live', method: 'POST', path: '/api/streams/webrtc', body: () => ({}) },
  {
    name: 'change password',
    method: 'POST',
    path: '/api/user/password',
    body: () => ({ currentPassword: 'secret123', newPassword: 'secret456' }),
  },
  { name: 'delete account', method: 'DELETE', path: '/api/user', body: () => ({ password: 'secret123' }) },
  { name: 'listening history', method: 'GET', path: '/api/history' },
  { name: 'plays analytics', method: 'GET', path: '/api/analytics/plays' },
  { name: 'liked tracks', method: 'GET', path: '/api/likes/tracks' },
  { name: 'my playlists', method: 'GET', path: '/api/playlists' },
  { name: 'notifications', method: 'GET', path: '/api/notifications' },
  { name: 'unread notifications', method: 'GET', path: '/api/notifications/unread-count' },
  { name: 'mark notifications read', method: 'POST', path: '/api/notifications/read', body: () => ({}) },
]

function upload(field: 'image' | 'audio', name: string, type: string) {
  const form = new FormData()
  form.append(field, new File([fixtureBytes(name)], name, { type }))
  return form
}

const UPLOADS = [
  { path: '/api/upload/image', form: () => upload('image', 'avatar.png', 'image/png') },
  { path: '/api/upload/audio', form: () => upload('audio', 'tone.wav', 'audio/wav') },
]

const send = (client: TestClient, method: string, path: string, body?: unknown) => client.request(method, path, body)
const snapshot = async (client: TestClient, path: string | undefined) => (path ? (await client.get(path)).text() : null)

describe('authorization matrix: visitor 401, another user 403, the owner 2xx', () => {
  it.each(OWNED_CALLS)('$method $name', async (call) => {
    const { client: owner, user } = await signedInClient()
    const { client: other } = await signedInClient()
    const things = await createOwnedThings(owner, user.id)
    const watched = call.unchanged?.(things)
    const before = await snapshot(owner, watched)

    const byVisitor = await send(new TestClient(), call.method, call.path(things), call.body?.(things))
    expect(byVisitor.status).toBe(401)
    expect(await byVisitor.json()).toHaveProperty('message')
    const byOther = await send(other, call.method, call.path(things), call.body?.(things))
    expect(byOther.status).toBe(403)
    expect(await byOther.json()).toHaveProperty('message')
    expect(await snapshot(owner, watched)).toBe(before)

    const byOwner = await send(owner, call.method, call.path(things), call.body?.(things))
    expect(byOwner.status).toBeLessThan(300)
  })

  it.each(SIGNED_IN_CALLS)('$method $name: a visitor 401, a signed-in user 2xx', async (call) => {
    const { client: owner, user } = await signedInClient()
    const { client: someone } = await signedInClient()
    const things = await createOwnedThings(owner, user.id)
    const path = typeof call.path === 'string' ? call.path : call.path(things)
    const byVisitor = await send(new TestClient(), call.method, path, call.body?.(things))
    expect(byVisitor.status).toBe(401)
    expect(await byVisitor.json()).toHaveProperty('message')
    expect((await send(someone, call.method, path, call.body?.(things))).status).toBeLessThan(300)
  })

  it.each(UPLOADS)('POST $path: a visitor 401, a signed-in user 200', async ({ path, form }) => {
    const { client } = await signedInClient()
    const byVisitor = await new TestClient().post(path, form())
    expect(byVisitor.status).toBe(401)
    expect(await byVisitor.json()).toHaveProperty('message')
    expect((await client.post(path, form())).status).toBe(200)
  })
})
