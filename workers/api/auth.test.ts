import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { TestClient, signedInClient } from '../../tests/support/api'

type Body = { message: string; issues?: { path: string; message: string }[] }

describe('POST /api/register', () => {
  it('creates the user, starts a session and never returns the password hash', async () => {
    const client = new TestClient()
    const response = await client.post('/api/register', {
      username: 'alice',
      password: 'secret123',
      displayName: 'Alice',
      bio: 'Hi',
    })
    expect(response.status).toBe(201)
    const user = await response.json()
    expect(user).toMatchObject({
      username: 'alice',
      displayName: 'Alice',
      bio: 'Hi',
      isStreaming: false,
      followerCount: 0,
    })
    expect(JSON.stringify(user)).not.toMatch(/password|pbkdf2/i)
    expect((await client.get('/api/user')).status).toBe(200)
  })

  it('sets an HttpOnly, SameSite=Lax, 30-day session cookie, Secure only over https', async () => {
    const plain = await new TestClient().post('/api/register', {
      username: 'cookieplain',
      password: 'secret123',
      displayName: 'Plain',
    })
    const cookie = plain.headers.get('Set-Cookie')!
    expect(cookie).toMatch(/^sid=[1-9][0-9]*\.[A-Za-z0-9_-]{43};/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`)
    expect(cookie).not.toContain('Secure')

    const { SELF } = await import('cloudflare:test')
    const secure = await SELF.fetch('https://localhost/api/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'cookiesecure', password: 'secret123', displayName: 'Secure' }),
    })
    expect(secure.headers.get('Set-Cookie')).toContain('Secure')
  })

  it('stores only a salted PBKDF2 hash and only the SHA-256 of the session token', async () => {
    const client = new TestClient()
    await client.post('/api/register', { username: 'hashcheck', password: 'secret123', displayName: 'Hash' })
    const row = await env.DB.prepare("select password_hash from users where username = 'hashcheck'").first<{
      password_hash: string
    }>()
    expect(row!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/)
    const token = client.sessionCookie.split('=')[1]
    const stored = await env.DB.prepare('select token_hash from sessions').all<{ token_hash: string }>()
    expect(stored.results.map((r) => r.token_hash)).not.toContain(token)
    expect(stored.results.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true)
  })

  it.each([
    [
      { username: 'ab', password: 'secret123', displayName: 'Ab' },
      'username',
      'Username must be at least 3 characters',
    ],
    [
      { username: 'shortpw', password: '12345', displayName: 'Short' },
      'password',
      'Password must be at least 6 characters',
    ],
    [
      { username: 'shortname', password: 'secret123', displayName: 'X' },
      'displayName',
      'Display name must be at least 2 characters',
    ],
    ...['Admin\u202Enimda', 'Ad\u0000min', 'Ad\u0085min', 'Ad\u2066min', 'Ad\u200Fmin', 'Ad\u061Cmin'].map(
      (displayName) => [
        { username: 'sneaky', password: 'secret123', displayName },
        'displayName',
        'Display name must not contain control or text-direction characters',
      ],
    ),
  ])('refuses %o with 400 naming %s', async (body, field, message) => {
    const response = await new TestClient().post('/api/register', body)
    expect(response.status).toBe(400)
    const error = (await response.json()) as Body
    expect(error.message).toBe(message)
    expect(error.issues).toContainEqual({ path: field, message })
  })

  it('answers 409 for a username that is taken, whatever its case, and keeps the first account', async () => {
    await new TestClient().post('/api/register', { username: 'Taken', password: 'secret123', displayName: 'First' })
    const response = await new TestClient().post('/api/register', {
      username: 'taken',
      password: 'other123',
      displayName: 'Second',
    })
    expect(response.status).toBe(409)
    expect(((await response.json()) as Body).message).toBe('Username already exists')
    const login = await new TestClient().post('/api/login', { username: 'taken', password: 'secret123' })
    expect(((await login.json()) as { displayName: string }).displayName).toBe('First')
  })

  it('accepts an optional email and refuses a second account with it', async () => {
    const first = await new TestClient().post('/api/register', {
      username: 'mailer1',
      password: 'secret123',
      displayName: 'Mail',
      email: 'a@example.com',
    })
    expect(first.status).toBe(201)
    const second = await new TestClient().post('/api/register', {
      username: 'mailer2',
      password: 'secret123',
      displayName: 'Mail',
      email: 'A@example.com',
    })
    expect(second.status).toBe(409)
  })

  it('answers 400 with a message for malformed JSON and for a body that is not an object', async () => {
    const client = new TestClient()
    const malformed = await client.request('POST', '/api/register', '{"username":', {
      'Content-Type': 'application/json',
    })
    expect(malformed.status).toBe(400)
    expect(((await malformed.json()) as Body).message).toMatch(/JSON/)
    const wrongShape = await client.post('/api/register', '[1,2]')
    expect(wrongShape.status).toBe(400)
  })

  it('gives a new user default settings and the four starter playlists, empty', async () => {
    const { user } = await signedInClient()
    const settings = await env.DB.prepare(
      'select ui_color, enable_autoplay, default_sort_type, high_contrast_mode from user_settings where user_id = ?',
    )
      .bind(user.id)
      .first()
    expect(settings).toEqual({
      ui_color: '#8B5CF6',
      enable_autoplay: 1,
      default_sort_type: 'recent',
      high_contrast_mode: 0,
    })
    const names = await env.DB.prepare('select name from playlists where user_id = ? order by id')
      .bind(user.id)
      .all<{ name: string }>()
    expect(names.results.map((r) => r.name)).toEqual(['Favorite Tracks', 'Workout Mix', 'Chill Vibes', 'Study Music'])
  })
})

describe('POST /api/login', () => {
  it('signs in with the right password, in any username case, and sets a new session', async () => {
    const { user, password } = await signedInClient({ username: 'loginok' })
    const client = new TestClient()
    const response = await client.post('/api/login', { username: 'LOGINOK', password })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ id: user.id, displayName: user.displayName })
    expect(((await (await client.get('/api/user')).json()) as { id: number }).id).toBe(user.id)
  })

  it.each([
    ['a wrong password', { username: 'loginbad', password: 'wrong-password' }],
    ['an unknown username', { username: 'nobody-here', password: 'secret123' }],
  ])('answers 401 Invalid username or password for %s', async (_case, body) => {
    await new TestClient().post('/api/register', { username: 'loginbad', password: 'secret123', displayName: 'Bad' })
    const client = new TestClient()
    const response = await client.post('/api/login', body)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Invalid username or password' })
    expect(client.sessionCookie).toBe('')
  })

  it.each([
    [{ username: 'ab', password: 'secret123' }, 'Username must be at least 3 characters'],
    [{ username: 'abc', password: '12345' }, 'Password must be at least 6 characters'],
  ])('validates %o', async (body, message) => {
    const response = await new TestClient().post('/api/login', body)
    expect(response.status).toBe(400)
    expect(((await response.json()) as Body).message).toBe(message)
  })
})

describe('GET /api/user and POST /api/logout', () => {
  it('answers 401 with a message for a visitor and for an unknown session', async () => {
    const visitor = await new TestClient().get('/api/user')
    expect(visitor.status).toBe(401)
    expect(((await visitor.json()) as Body).message).toBeTruthy()
    const forged = await new TestClient().request('GET', '/api/user', undefined, {
      Cookie: 'sid=not-a-real-session-token',
    })
    expect(forged.status).toBe(401)
  })

  it('logout deletes the session so the old cookie no longer works', async () => {
    const { client } = await signedInClient()
    const cookie = client.sessionCookie
    expect((await client.post('/api/logout')).status).toBe(200)
    expect(client.sessionCookie).toBe('')
    const replay = await new TestClient().request('GET', '/api/user', undefined, { Cookie: cookie })
    expect(replay.status).toBe(401)
  })

  it('an expired session is not accepted', async () => {
    const { client } = await signedInClient()
    await env.DB.prepare('update sessions set expires_at = ?')
      .bind(Date.now() - 1000)
      .run()
    expect((await client.get('/api/user')).status).toBe(401)
  })
})

describe('registration profile image', () => {
  it('refuses a profile image that is not an image uploaded here', async () => {
    const response = await new TestClient().post('/api/register', {
      username: 'outsideimage',
      password: 'secret123',
      displayName: 'Outside',
      profileImageUrl: 'https://tracker.example/pixel.png',
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as Body).message).toBe('Profile image must be an image you uploaded')
  })

  it('treats an empty profile image as none (the register form sends nulls as empty strings)', async () => {
    const response = await new TestClient().post('/api/register', {
      username: 'emptyimage',
      password: 'secret123',
      displayName: 'Empty',
      profileImageUrl: '',
      bio: '',
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ profileImageUrl: null, bio: null })
  })
})
