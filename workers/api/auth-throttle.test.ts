import { describe, expect, it } from 'vitest'
import { TestClient, signedInClient } from '../../tests/support/api'

let addresses = 0
/** A client behind its own address, as Cloudflare's edge reports it in CF-Connecting-IP. */
function clientAt(address = `10.9.${Math.floor(addresses / 250)}.${addresses++ % 250}`) {
  const client = new TestClient()
  const post = (path: string, body: unknown) =>
    client.request('POST', path, JSON.stringify(body), { 'CF-Connecting-IP': address })
  return { client, post, address }
}

const message = async (response: Response) => ((await response.json()) as { message: string }).message

describe('sign-in throttling', () => {
  it('allows 5 wrong passwords for one username, then answers 429 with Retry-After, even to the right password', async () => {
    const { user, password } = await signedInClient()
    const attacker = clientAt()
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await attacker.post('/api/login', { username: user.username, password: 'wrong-password' })).status).toBe(
        401,
      )
    }
    const refused = await clientAt().post('/api/login', { username: user.username, password })
    expect(refused.status).toBe(429)
    expect(await message(refused)).toBe('Too many attempts, try again in 15 minutes')
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(14 * 60)
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(15 * 60)
  })

  it('a successful sign-in clears the failures of that username', async () => {
    const { user, password } = await signedInClient()
    const owner = clientAt()
    for (let attempt = 0; attempt < 4; attempt++)
      await owner.post('/api/login', { username: user.username, password: 'typo-typo' })
    expect((await owner.post('/api/login', { username: user.username, password })).status).toBe(200)
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await owner.post('/api/login', { username: user.username, password: 'typo-typo' })).status).toBe(401)
    }
  })

  it('allows 20 failed logins from one address across usernames, unknown ones included, then 429', async () => {
    const attacker = clientAt()
    for (let attempt = 0; attempt < 20; attempt++) {
      expect(
        (await attacker.post('/api/login', { username: `nobody${attempt}x${addresses}`, password: 'guess-guess' }))
          .status,
      ).toBe(401)
    }
    const { user, password } = await signedInClient()
    expect((await attacker.post('/api/login', { username: user.username, password })).status).toBe(429)
    expect((await clientAt().post('/api/login', { username: user.username, password })).status).toBe(200)
  })
})

describe('registration throttling', () => {
  it('allows 10 registrations an hour from one address, then 429; other addresses go on', async () => {
    const sameAddress = `10.8.0.${addresses++ % 250}`
    const suffix = Date.now().toString(36)
    for (let index = 0; index < 10; index++) {
      const response = await clientAt(sameAddress).post('/api/register', {
        username: `r${suffix}n${index}`,
        password: 'secret123',
        displayName: 'Registrant',
      })
      expect(response.status).toBe(201)
    }
    const refused = await clientAt(sameAddress).post('/api/register', {
      username: `r${suffix}n10`,
      password: 'secret123',
      displayName: 'Registrant',
    })
    expect(refused.status).toBe(429)
    expect(await message(refused)).toBe('Too many attempts, try again in 60 minutes')
    expect(
      (
        await clientAt().post('/api/register', {
          username: `r${suffix}n11`,
          password: 'secret123',
          displayName: 'Registrant',
        })
      ).status,
    ).toBe(201)
  })

  it('counts an IPv6 client by its /64: ten addresses of one /64 share one allowance', async () => {
    const suffix = Date.now().toString(36)
    const prefix = `2001:db8:${(addresses++).toString(16)}:7`
    for (let index = 0; index < 10; index++) {
      const response = await clientAt(`${prefix}::${index + 1}`).post('/api/register', {
        username: `s${suffix}n${index}`,
        password: 'secret123',
        displayName: 'Registrant',
      })
      expect(response.status).toBe(201)
    }
    const refused = await clientAt(`${prefix}:ffff:1:2:3`).post('/api/register', {
      username: `s${suffix}n10`,
      password: 'secret123',
      displayName: 'Registrant',
    })
    expect(refused.status).toBe(429)
    const nextNetwork = await clientAt(`${prefix.slice(0, -1)}8::1`).post('/api/register', {
      username: `s${suffix}n11`,
      password: 'secret123',
      displayName: 'Registrant',
    })
    expect(nextNetwork.status).toBe(201)
  })
})
