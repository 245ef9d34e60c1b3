import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { TestClient, signedInClient } from '../../tests/support/api'

type Body = { message: string; issues?: { path: string; message: string }[] }

const DEFAULTS = {
  uiColor: '#8B5CF6',
  enableAutoplay: true,
  normalizeVolume: true,
  defaultSortType: 'recent',
  highContrastMode: false,
}

describe('GET /api/user-settings/{userId}', () => {
  it('answers the owner the saved settings with every field', async () => {
    const { client, user } = await signedInClient()
    const response = await client.get(`/api/user-settings/${user.id}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      id: expect.any(Number),
      userId: user.id,
      ...DEFAULTS,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    })
  })

  it('creates the defaults when the row is missing', async () => {
    const { client, user } = await signedInClient()
    await env.DB.prepare('delete from user_settings where user_id = ?').bind(user.id).run()
    expect(await (await client.get(`/api/user-settings/${user.id}`)).json()).toMatchObject({
      userId: user.id,
      ...DEFAULTS,
    })
    const row = await env.DB.prepare('select count(*) as n from user_settings where user_id = ?')
      .bind(user.id)
      .first<{ n: number }>()
    expect(row!.n).toBe(1)
  })

  it('answers 401 for a visitor and 403 for another user', async () => {
    const { user } = await signedInClient()
    const { client: other } = await signedInClient()
    expect((await new TestClient().get(`/api/user-settings/${user.id}`)).status).toBe(401)
    expect((await other.get(`/api/user-settings/${user.id}`)).status).toBe(403)
  })
})

describe('PATCH /api/user-settings/{userId}', () => {
  it('saves the fields sent, keeps the others and answers the saved settings', async () => {
    const { client, user } = await signedInClient()
    const response = await client.patch(`/api/user-settings/${user.id}`, {
      uiColor: '#10B981',
      highContrastMode: true,
      userId: user.id,
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      userId: user.id,
      uiColor: '#10B981',
      highContrastMode: true,
      enableAutoplay: true,
      defaultSortType: 'recent',
    })
    await client.patch(`/api/user-settings/${user.id}`, {
      enableAutoplay: false,
      normalizeVolume: false,
      defaultSortType: 'trending',
    })
    expect(await (await client.get(`/api/user-settings/${user.id}`)).json()).toMatchObject({
      uiColor: '#10B981',
      highContrastMode: true,
      enableAutoplay: false,
      normalizeVolume: false,
      defaultSortType: 'trending',
    })
  })

  it('accepts a 3-digit hex and turns an empty colour into the default', async () => {
    const { client, user } = await signedInClient()
    expect(await (await client.patch(`/api/user-settings/${user.id}`, { uiColor: '#fa0' })).json()).toMatchObject({
      uiColor: '#fa0',
    })
    expect(await (await client.patch(`/api/user-settings/${user.id}`, { uiColor: '' })).json()).toMatchObject({
      uiColor: '#8B5CF6',
    })
  })

  it('creates the row when it is missing', async () => {
    const { client, user } = await signedInClient()
    await env.DB.prepare('delete from user_settings where user_id = ?').bind(user.id).run()
    const response = await client.patch(`/api/user-settings/${user.id}`, { defaultSortType: 'popular' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ ...DEFAULTS, defaultSortType: 'popular' })
  })

  it.each([
    [{ uiColor: '8B5CF6' }, 'uiColor', 'Color must be a hex value like #8B5CF6'],
    [{ uiColor: '#8B5CF' }, 'uiColor', 'Color must be a hex value like #8B5CF6'],
    [{ uiColor: '#GGGGGG' }, 'uiColor', 'Color must be a hex value like #8B5CF6'],
    [{ defaultSortType: 'oldest' }, 'defaultSortType', 'Default sort must be recent, popular or trending'],
    [{ enableAutoplay: 'yes' }, 'enableAutoplay', 'Autoplay must be true or false'],
    [{ normalizeVolume: 1 }, 'normalizeVolume', 'Normalize volume must be true or false'],
    [{ highContrastMode: 1 }, 'highContrastMode', 'High contrast mode must be true or false'],
  ])('refuses %o with 400 naming %s', async (body, field, message) => {
    const { client, user } = await signedInClient()
    const response = await client.patch(`/api/user-settings/${user.id}`, body)
    expect(response.status).toBe(400)
    const error = (await response.json()) as Body
    expect(error.message).toBe(message)
    expect(error.issues).toContainEqual({ path: field, message })
  })

  it('answers 401 for a visitor, 403 for another user and 403 for a body userId that is not the session user', async () => {
    const { client, user } = await signedInClient()
    const { client: other, user: otherUser } = await signedInClient()
    expect((await new TestClient().patch(`/api/user-settings/${user.id}`, { uiColor: '#000' })).status).toBe(401)
    expect((await other.patch(`/api/user-settings/${user.id}`, { uiColor: '#000' })).status).toBe(403)
    expect(
      (await client.patch(`/api/user-settings/${user.id}`, { uiColor: '#000', userId: otherUser.id })).status,
    ).toBe(403)
    expect(await (await client.get(`/api/user-settings/${user.id}`)).json()).toMatchObject({ uiColor: '#8B5CF6' })
  })
})
