import { env, type D1Migration } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { TestClient, signedInClient } from '../../tests/support/api'
import { getDb } from '../db/client'
import { posts, streams, tracks, users } from '../db/schema'
import { SEARCH_CANDIDATE_LIMIT } from '../db/search'

const db = getDb(env.DB)

type Kind = 'tracks' | 'users' | 'streams' | 'posts'
type Row = Record<string, unknown> & { id: number }

/** A word found nowhere else in the shared database, so each test sees only its own rows. */
const uniqueWord = () => `mk${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`

async function search(kind: Kind, query: string) {
  const response = await new TestClient().get(`/api/search/${kind}?query=${encodeURIComponent(query)}`)
  expect(response.status).toBe(200)
  return (await response.json()) as Row[]
}

const ids = (rows: Row[]) => rows.map((row) => row.id)

async function newUserId() {
  const { user } = await signedInClient()
  return user.id
}

async function insertTrack(values: { title: string; artistName?: string; genre?: string | null }, userId?: number) {
  const [track] = await db
    .insert(tracks)
    .values({
      userId: userId ?? (await newUserId()),
      artistName: 'Someone',
      audioUrl: '/api/media/a.mp3',
      duration: 180,
      ...values,
    })
    .returning()
  return track
}

async function insertStream(values: { title: string; description?: string | null }) {
  const [stream] = await db
    .insert(streams)
    .values({ userId: await newUserId(), streamKey: `secret-${crypto.randomUUID()}`, ...values })
    .returning()
  return stream
}

async function insertPost(values: { title: string; content: string }) {
  const [post] = await db
    .insert(posts)
    .values({ userId: await newUserId(), ...values })
    .returning()
  return post
}

describe('GET /api/search/*', () => {
  it('matches word prefixes in every searched column, for visitors', async () => {
    const word = uniqueWord()
    const userId = await newUserId()
    const byTitle = await insertTrack({ title: `Neon Harbour ${word}` }, userId)
    const byArtist = await insertTrack({ title: `Other ${word}`, artistName: 'Neotokyo Band' }, userId)
    const byGenre = await insertTrack({ title: `Third ${word}`, genre: 'Neoclassical' }, userId)
    await insertTrack({ title: `Unrelated ${word}` }, userId)

    expect(ids(await search('tracks', `neo ${word}`)).sort()).toEqual([byTitle.id, byArtist.id, byGenre.id].sort())
    expect(ids(await search('tracks', `harb ${word.slice(0, 8)}`))).toContain(byTitle.id)

    const stream = await insertStream({ title: 'Late show', description: `Deep ${word}house all night` })
    expect(ids(await search('streams', `${word}hou`))).toEqual([stream.id])
    const post = await insertPost({ title: 'Notes', content: `Mixing ${word}tips inside` })
    expect(ids(await search('posts', `${word}ti`))).toEqual([post.id])
  })

  it("finds text inside a word in every kind: 'night' finds 'Midnight Circuit'", async () => {
    const word = uniqueWord()
    const track = await insertTrack({ title: `Midnight Circuit ${word}` })
    expect(ids(await search('tracks', 'night'))).toContain(track.id)
    expect(ids(await search('tracks', `night ${word}`))).toEqual([track.id])
    expect(ids(await search('tracks', `IDNIGHT circ ${word.slice(1)}`))).toEqual([track.id])

    const { user } = await signedInClient({ displayName: `Midnight ${word}` })
    expect(ids(await search('users', `night ${word}`))).toEqual([user.id])
    const stream = await insertStream({ title: 'Late show', description: `Midnight ${word}` })
    expect(ids(await search('streams', `night ${word}`))).toEqual([stream.id])
    const post = await insertPost({ title: 'Notes', content: `Mixing at midnight ${word}` })
    expect(ids(await search('posts', `night ${word}`))).toEqual([post.id])
  })

  it('ranks whole words, then word starts, then matches inside a word, whatever the column or age', async () => {
    const word = uniqueWord()
    const userId = await newUserId()
    const whole = await insertTrack({ title: `Other ${word}`, artistName: 'Night' }, userId)
    const prefix = await insertTrack({ title: `Nightfall ${word}` }, userId)
    const inside = await insertTrack({ title: `Midnight ${word}` }, userId)
    expect(ids(await search('tracks', `night ${word}`))).toEqual([whole.id, prefix.id, inside.id])
  })

  it('looks inside words for words of three or more characters only; shorter ones still start a word', async () => {
    const word = uniqueWord()
    const userId = await newUserId()
    const withDj = await insertTrack({ title: `DJ Midnight ${word}` }, userId)
    await insertTrack({ title: `Midnight Adj ${word}` }, userId)
    expect(ids(await search('tracks', `dj night ${word}`))).toEqual([withDj.id])

    // Cyrillic 'щ' is in no other row of the shared test database.
    const pike = await insertTrack({ title: 'Щука' }, userId)
    expect(await search('tracks', 'ук')).toEqual([])
    expect(ids(await search('tracks', 'ука'))).toEqual([pike.id])
  })

  it('ranks a title match above a match in a secondary column, even when older', async () => {
    const word = uniqueWord()
    const titled = await insertStream({ title: `${word} session`, description: 'A calm evening' })
    const described = await insertStream({ title: 'Evening session', description: `Long talk about ${word} and more` })
    expect(ids(await search('streams', word))).toEqual([titled.id, described.id])

    const postTitled = await insertPost({ title: `${word} guide`, content: 'How I work' })
    const postContent = await insertPost({ title: 'Guide', content: `${word} once` })
    expect(ids(await search('posts', word))).toEqual([postTitled.id, postContent.id])

    const trackTitled = await insertTrack({ title: `${word} anthem` })
    const trackGenre = await insertTrack({ title: 'Anthem', genre: word })
    expect(ids(await search('tracks', word))).toEqual([trackTitled.id, trackGenre.id])
  })

  it('ignores case and diacritics on both sides', async () => {
    const word = uniqueWord()
    const accented = await insertTrack({ title: `Café Ñandú ${word}`, artistName: 'Beyoncé' })
    const plain = await insertTrack({ title: `Cafe Nandu ${word}`, artistName: 'Beyonce' })
    const both = [accented.id, plain.id].sort()
    expect(ids(await search('tracks', `CAFE nandu ${word}`)).sort()).toEqual(both)
    expect(ids(await search('tracks', `café ÑANDÚ ${word.toUpperCase()}`)).sort()).toEqual(both)
    expect(ids(await search('tracks', `beyonce\u0301 ${word}`)).sort()).toEqual(both)

    const { user } = await signedInClient({ username: word, displayName: 'Zoë Ünal' })
    expect(ids(await search('users', `zoe UNAL ${word}`))).toEqual([user.id])
  })

  it('follows inserts, updates and deletes, including cascades', async () => {
    const before = uniqueWord()
    const after = uniqueWord()
    const track = await insertTrack({ title: `Draft ${before}` })
    expect(ids(await search('tracks', before))).toEqual([track.id])

    await db.update(tracks).set({ playCount: 7 }).where(eq(tracks.id, track.id))
    expect(ids(await search('tracks', before))).toEqual([track.id])
    await db
      .update(tracks)
      .set({ title: `Final ${after}` })
      .where(eq(tracks.id, track.id))
    expect(await search('tracks', before)).toEqual([])
    expect(ids(await search('tracks', `final ${after}`))).toEqual([track.id])
    expect(await search('tracks', before.slice(1))).toEqual([])
    expect(ids(await search('tracks', after.slice(1)))).toEqual([track.id])

    await db.delete(tracks).where(eq(tracks.id, track.id))
    expect(await search('tracks', after)).toEqual([])
    expect(await search('tracks', after.slice(1))).toEqual([])

    const { user } = await signedInClient({ displayName: `Owner ${before}` })
    await db
      .update(users)
      .set({ displayName: `Renamed ${after}` })
      .where(eq(users.id, user.id))
    expect(await search('users', `owner ${before}`)).toEqual([])
    expect(ids(await search('users', `renamed ${after}`))).toEqual([user.id])
    const owned = await insertTrack({ title: `Owned ${after}` }, user.id)
    expect(ids(await search('tracks', `owned ${after}`))).toEqual([owned.id])
    await db.delete(users).where(eq(users.id, user.id))
    expect(await search('users', after)).toEqual([])
    expect(await search('users', after.slice(1))).toEqual([])
    expect(await search('tracks', `owned ${after}`)).toEqual([])

    for (const table of ['tracks', 'users', 'streams', 'posts']) {
      for (const index of [`${table}_fts`, `${table}_trigram`]) {
        await env.DB.prepare(`insert into ${index} (${index}) values ('integrity-check')`).run()
      }
    }
  })

  it('fills the trigram indexes with the rows already there when its migration runs', async () => {
    const word = uniqueWord()
    const track = await insertTrack({ title: `Afterglow ${word}` })
    const { name, queries } = (env as Env & { TEST_MIGRATIONS: D1Migration[] }).TEST_MIGRATIONS.find(({ name }) =>
      name.startsWith('0011_'),
    )!
    for (const table of ['tracks', 'users', 'streams', 'posts']) {
      for (const event of ['insert', 'delete', 'update'])
        await env.DB.prepare(`drop trigger ${table}_trigram_after_${event}`).run()
      await env.DB.prepare(`drop table ${table}_trigram`).run()
    }
    await env.DB.batch(queries.map((query) => env.DB.prepare(query)))
    expect(name).toBe('0011_search_infix.sql')
    expect(ids(await search('tracks', `terglow ${word.slice(1)}`))).toEqual([track.id])
  })

  it('searches quotes, FTS operators and SQL as literal text, never failing', async () => {
    const word = uniqueWord()
    const track = await insertTrack({ title: `Rock OR Roll NEAR ${word}` })
    const hostile = [
      '"',
      "'",
      '*',
      'OR',
      'AND',
      'NOT',
      '^',
      ':',
      '(',
      ')',
      '-',
      'NEAR(',
      '"a" OR "b"',
      'title:x',
      "'; DROP TABLE tracks; --",
      '\\',
      '%_',
    ]
    for (const kind of ['tracks', 'users', 'streams', 'posts'] as const) {
      for (const query of hostile) expect(Array.isArray(await search(kind, query))).toBe(true)
    }
    expect(ids(await search('tracks', `"${word}`))).toEqual([track.id])
    expect(ids(await search('tracks', `${word}" *`))).toEqual([track.id])
    expect(ids(await search('tracks', `NEAR(${word})`))).toEqual([track.id])
    expect(ids(await search('tracks', `rock OR ${word}`))).toEqual([track.id])
    expect(await search('tracks', `${word} OR nothingelsematches`)).toEqual([])
    expect(await search('tracks', `${word} NOT roll`)).toEqual([])
    expect(await search('tracks', `-${word} ^roll`)).toHaveLength(1)
    expect(ids(await search('tracks', `'; DROP TABLE tracks; -- ${word}`))).toEqual([])
    expect(ids(await search('tracks', `"${word.slice(1)}" OR*`))).toEqual([track.id])
    expect(await env.DB.prepare('select count(*) as n from tracks where id = ?').bind(track.id).first('n')).toBe(1)
  })

  it('returns [] for a blank query or one without words, and for no query at all', async () => {
    for (const kind of ['tracks', 'users', 'streams', 'posts'] as const) {
      for (const query of ['', '   ', '\t', '!!!', '" * "']) expect(await search(kind, query)).toEqual([])
      const missing = await new TestClient().get(`/api/search/${kind}`)
      expect(missing.status).toBe(200)
      expect(await missing.json()).toEqual([])
    }
  })

  it('refuses a query over 200 characters or given twice with 400 naming the field', async () => {
    const long = await new TestClient().get(`/api/search/tracks?query=${'a'.repeat(201)}`)
    expect(long.status).toBe(400)
    expect(await long.json()).toMatchObject({
      issues: [{ path: 'query', message: 'Search text must be at most 200 characters' }],
    })
    expect(await search('tracks', 'a '.repeat(100))).toBeInstanceOf(Array)
    const twice = await new TestClient().get('/api/search/users?query=a&query=b')
    expect(twice.status).toBe(400)
  })

  it('returns at most 20 results', async () => {
    const word = uniqueWord()
    const userId = await newUserId()
    const take = (n: number) =>
      db
        .insert(tracks)
        .values({ userId, title: `Take ${n} ${word}`, artistName: 'Band', audioUrl: '/api/media/a.mp3', duration: 60 })
    // One row per statement: D1 binds at most 100 parameters per statement.
    await db.batch([take(0), ...Array.from({ length: 24 }, (_, n) => take(n + 1))])
    expect(await search('tracks', word)).toHaveLength(20)
    expect(await search('tracks', word.slice(1))).toHaveLength(20)
  })

  it('fills its 20 results with public tracks when private ones match better', async () => {
    const word = uniqueWord()
    const userId = await newUserId()
    const take = (n: number, visibility: 'public' | 'private') =>
      db.insert(tracks).values({
        userId,
        title: `Take ${n} ${word}`,
        artistName: 'Band',
        audioUrl: '/api/media/a.mp3',
        duration: 60,
        visibility,
      })
    // The newest rank first among equal matches: the private ones are the newest.
    await db.batch([
      take(0, 'public'),
      ...Array.from({ length: 21 }, (_, n) => take(n + 1, 'public')),
      ...Array.from({ length: 3 }, (_, n) => take(n + 22, 'private')),
    ])
    for (const query of [word, word.slice(1), `${word} ta`]) {
      const titles = (await search('tracks', query)).map((row) => row.title)
      expect(titles, query).toHaveLength(20)
      expect(titles, query).not.toContain(`Take 22 ${word}`)
    }
  })

  it('ranks the newest matches of a query that matches more than SEARCH_CANDIDATE_LIMIT rows, best first', async () => {
    const word = uniqueWord()
    const rare = uniqueWord()
    const userId = await newUserId()
    const oldest = await insertTrack({ title: `Apex ${word} ${rare}` }, userId)
    await env.DB.prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
       insert into tracks (user_id, title, artist_name, genre, audio_url, duration) select ?, 'Filler ' || ?, 'Band', 'Ambient', '/api/media/a.mp3', 60 from n`,
    )
      .bind(SEARCH_CANDIDATE_LIMIT, userId, word)
      .run()
    const titled = await insertTrack({ title: `Aurora ${word}` }, userId)

    // 'a' matches every one of them (the fillers by their genre): the title match among the newest comes first.
    const broad = ids(await search('tracks', `${word} a`))
    expect(broad).toHaveLength(20)
    expect(broad[0]).toBe(titled.id)
    expect(broad).not.toContain(oldest.id)
    // Inside words too: the newest matches only, the title match first.
    const inside = ids(await search('tracks', `${word.slice(1)} a`))
    expect(inside).toHaveLength(20)
    expect(inside[0]).toBe(titled.id)
    expect(inside).not.toContain(oldest.id)
    // A query that matches fewer ranks them all, the oldest included.
    expect(ids(await search('tracks', `${rare} a`))).toEqual([oldest.id])
    expect(ids(await search('tracks', `${rare.slice(1)} a`))).toEqual([oldest.id])
  })

  it('ranks a query of one- or two-letter words by where it matched, title first, then newest first', async () => {
    // Cyrillic 'ж' starts no word elsewhere in the shared test database.
    const userId = await newUserId()
    const shortOldTitle = await insertTrack({ title: 'Жар' }, userId)
    const longNewTitle = await insertTrack({ title: 'Жизнь and a very long ballad of the night' }, userId)
    const artistOnly = await insertTrack({ title: 'Other', artistName: 'Жанна' }, userId)
    expect(ids(await search('tracks', 'ж'))).toEqual([longNewTitle.id, shortOldTitle.id, artistOnly.id])
    expect(ids(await search('tracks', 'жи'))).toEqual([longNewTitle.id])
  })

  it('answers snake_case results with what a result card needs and no secrets', async () => {
    const word = uniqueWord()
    const { user } = await signedInClient({ displayName: `Shape ${word}` })
    const track = await insertTrack({ title: `Shape ${word}`, genre: 'Ambient' }, user.id)
    const stream = await insertStream({ title: `Shape ${word}`, description: null })
    const post = await insertPost({ title: `Shape ${word}`, content: 'é'.repeat(150) + 'x'.repeat(150) })

    expect(await search('tracks', word)).toEqual([
      {
        id: track.id,
        title: `Shape ${word}`,
        artist_name: 'Someone',
        cover_url: null,
        genre: 'Ambient',
        duration: 180,
        user_id: user.id,
      },
    ])
    expect(await search('users', word)).toEqual([
      {
        id: user.id,
        username: user.username,
        display_name: `Shape ${word}`,
        profile_image_url: null,
        follower_count: 0,
      },
    ])
    expect(await search('streams', word)).toEqual([
      {
        id: stream.id,
        title: `Shape ${word}`,
        description: null,
        thumbnail_url: null,
        is_live: false,
        user_id: stream.userId,
      },
    ])
    const [postResult] = await search('posts', word)
    expect(postResult).toEqual({
      id: post.id,
      title: `Shape ${word}`,
      image_url: null,
      content: 'é'.repeat(150) + 'x'.repeat(50),
      user_id: post.userId,
      created_at: post.createdAt.toISOString(),
    })
    for (const kind of ['users', 'streams'] as const) {
      expect(JSON.stringify(await search(kind, word))).not.toMatch(/secret-|password|pbkdf2|stream_key|email/i)
    }
  })
})
