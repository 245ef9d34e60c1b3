/**
 * `npm run soak`: SOAK_MINUTES (10) of mixed traffic against `wrangler dev` on loopback, bounded (a fixed set of
 * actors, each waiting for its last answer): browsing pages and lists, uploads, likes, plays, follows, chat in 3
 * rooms whose sockets join and drop, and one live audio stream with listeners coming and going. Afterwards every
 * counter must equal its rows, no live stream may be left, and the audio stream's recording must last as long as
 * the audio sent. Prints the figures as JSON and exits 1 on any 5xx, failed request, API 4xx without a JSON
 * message, counter drift or incomplete recording. BENCH_URL points it at a running server (the counter check then
 * needs SOAK_PERSIST_TO, the server's --persist-to folder).
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { startBenchServer } from './room-server'
import { openSocket, ownAddress, sleep } from './sockets'
import { latencySummary } from './stats'
import { SoakAudioHost } from './soak-audio'

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10)
const BROWSERS = 4
const MEMBERS = 12
const ROOMS = 3
const CHAT_SOCKETS_PER_ROOM = 10
const AUDIO_LISTENERS = 4
/** A chat socket speaks every 2 s: under the room's 5 messages per 5 s. */
const CHAT_EVERY_MS = 2000
const UPLOAD_EVERY_MS = 20_000
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../tests/fixtures/media', name))

interface CallOptions {
  body?: unknown
  form?: FormData
  cookie?: string
  headers?: Record<string, string>
}

/** Every request the soak makes goes through here: statuses, latencies and anything that breaks the rules. */
class Traffic {
  readonly statuses: Record<string, number> = {}
  readonly latencies: number[] = []
  readonly problems: string[] = []

  constructor(private readonly baseUrl: string) {}

  async call(method: string, path: string, options: CallOptions = {}): Promise<Response | null> {
    const headers: Record<string, string> = { ...ownAddress(), ...options.headers }
    if (options.cookie) headers.Cookie = options.cookie
    if (options.body !== undefined) headers['Content-Type'] = 'application/json'
    const started = performance.now()
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      })
      this.latencies.push(performance.now() - started)
      this.statuses[response.status] = (this.statuses[response.status] ?? 0) + 1
      if (response.status >= 500)
        this.problem(`${method} ${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`)
      else if (response.status >= 400 && path.startsWith('/api/') && !(await hasMessage(response.clone())))
        this.problem(`${method} ${path} answered ${response.status} without a JSON message`)
      return response
    } catch (error) {
      this.statuses.error = (this.statuses.error ?? 0) + 1
      this.problem(`${method} ${path} failed: ${(error as Error).message}`)
      return null
    }
  }

  problem(text: string) {
    if (this.problems.length < 50) this.problems.push(text)
    else this.problems[49] = `… and more (last: ${text})`
  }
}

async function hasMessage(response: Response) {
  try {
    return typeof ((await response.json()) as { message?: unknown }).message === 'string'
  } catch {
    return false
  }
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]
const jitter = (ms: number) => ms / 2 + Math.random() * ms

interface Member {
  id: number
  username: string
  cookie: string
}

async function register(traffic: Traffic, name: string): Promise<Member> {
  const response = await traffic.call('POST', '/api/register', {
    body: { username: name, password: 'soak-password-1', displayName: `Soak ${name}` },
  })
  if (response?.status !== 201) throw new Error(`registering ${name} failed: ${response?.status}`)
  const { id } = (await response.json()) as { id: number }
  return { id, username: name, cookie: response.headers.get('set-cookie')!.split(';')[0] }
}

/** The soak's actors share what exists: tracks to like and play, creators to follow. */
class World {
  trackIds: number[] = []
  creatorIds: number[] = []

  async refresh(traffic: Traffic) {
    const tracks = await traffic.call('GET', '/api/tracks?limit=50&sort=recent')
    if (tracks?.ok) this.trackIds = ((await tracks.json()) as { id: number }[]).map((track) => track.id)
    const creators = await traffic.call('GET', '/api/creators/recommended')
    if (creators?.ok) this.creatorIds = ((await creators.json()) as { id: number }[]).map((creator) => creator.id)
  }
}

const PAGES = [
  '/',
  '/discover',
  '/tracks',
  '/streams',
  '/top-picks',
  '/genres',
  '/genre/jazz',
  '/posts',
  '/search?q=night',
  '/profile/nova',
]
const LISTS = [
  '/api/tracks?sort=popular',
  '/api/tracks?sort=trending',
  '/api/tracks/top-picks',
  '/api/streams/featured',
  '/api/search/tracks?query=la',
  '/api/posts/recent',
]

async function browse(traffic: Traffic, world: World, until: number) {
  while (Date.now() < until) {
    const roll = Math.random()
    if (roll < 0.4) await traffic.call('GET', pick(PAGES))
    else if (roll < 0.7) await traffic.call('GET', pick(LISTS))
    else if (world.trackIds.length) await traffic.call('GET', `/track/${pick(world.trackIds)}`)
    await sleep(jitter(300))
  }
}

async function listen(traffic: Traffic, world: World, member: Member, until: number) {
  const { cookie } = member
  while (Date.now() < until) {
    const trackId = pick(world.trackIds)
    const roll = Math.random()
    if (trackId === undefined) await world.refresh(traffic)
    else if (roll < 0.3) await traffic.call('POST', `/api/tracks/${trackId}/play`, { cookie })
    else if (roll < 0.4)
      await traffic.call('POST', `/api/tracks/${trackId}/play`) // a visitor, from an address of its own
    else if (roll < 0.55)
      await traffic.call('POST', '/api/likes', { cookie, body: { contentId: trackId, contentType: 'track' } })
    else if (roll < 0.65)
      await traffic.call('DELETE', '/api/likes', { cookie, body: { contentId: trackId, contentType: 'track' } })
    else if (roll < 0.75) {
      const creatorId = pick(world.creatorIds.filter((id) => id !== member.id))
      if (creatorId === undefined) continue
      if (Math.random() < 0.6) await traffic.call('POST', '/api/follows', { cookie, body: { followedId: creatorId } })
      else await traffic.call('DELETE', `/api/follows/${creatorId}`, { cookie })
    } else if (roll < 0.8) await traffic.call('GET', '/api/history', { cookie })
    else await traffic.call('GET', `/api/tracks/${trackId}`, { cookie })
    await sleep(jitter(500))
  }
}

async function upload(traffic: Traffic, world: World, member: Member, until: number) {
  const mine: number[] = []
  let uploads = 0
  while (Date.now() < until) {
    const form = new FormData()
    form.append('audio', new Blob([fixture('tone.wav')], { type: 'audio/wav' }), 'tone.wav')
    const audio = await traffic.call('POST', '/api/upload/audio', { cookie: member.cookie, form })
    if (audio?.ok) {
      const { url } = (await audio.json()) as { url: string }
      const body = { title: `Soak tone ${++uploads}`, artistName: 'Soak', genre: 'Electronic', audioUrl: url }
      const created = await traffic.call('POST', '/api/tracks', { cookie: member.cookie, body })
      if (created?.ok) mine.push(((await created.json()) as { id: number }).id)
    }
    if (mine.length > 3) await traffic.call('DELETE', `/api/tracks/${mine.shift()}`, { cookie: member.cookie })
    await world.refresh(traffic)
    await sleep(jitter(UPLOAD_EVERY_MS))
  }
}

interface Room {
  streamId: number
  streamKey: string
  host: Member
}

async function goLive(traffic: Traffic, host: Member, title: string): Promise<Room> {
  const created = await traffic.call('POST', '/api/streams/webrtc', { cookie: host.cookie, body: { title } })
  if (!created?.ok) throw new Error(`going live failed: ${created?.status}`)
  const { streamId } = (await created.json()) as { streamId: number }
  const key = await traffic.call('GET', `/api/streams/${streamId}/key`, { cookie: host.cookie })
  const { streamKey } = (await key!.json()) as { streamKey: string }
  return { streamId, streamKey, host }
}

interface ChatFigures {
  sent: number
  received: number
  joins: number
  drops: number
}

/** Chat sockets (members and visitors) join, speak every 2 s and drop at random, as a page would. */
async function chat(room: Room, wsBase: string, members: Member[], figures: ChatFigures, until: number) {
  const host = await openSocket(
    `${wsBase}/ws?streamId=${room.streamId}&streamKey=${encodeURIComponent(room.streamKey)}`,
    undefined,
    ownAddress(),
  )
  host.send(JSON.stringify({ type: 'host-stream', data: { streamId: room.streamId } }))
  const open = async () => {
    const member = Math.random() < 0.5 ? pick(members) : null
    const headers = { ...ownAddress(), ...(member ? { Cookie: member.cookie } : {}) }
    const socket = await openSocket(
      `${wsBase}/ws?streamId=${room.streamId}`,
      (data) => {
        if (typeof data === 'string') figures.received += (data.match(/"type":"chat_message"/g) ?? []).length
      },
      headers,
    )
    socket.send(JSON.stringify({ type: 'join', data: { streamId: room.streamId } }))
    figures.joins++
    return socket
  }
  const sockets = await Promise.all(Array.from({ length: CHAT_SOCKETS_PER_ROOM }, open))
  while (Date.now() < until) {
    for (const socket of sockets) {
      if (socket.readyState !== socket.OPEN || Math.random() > 0.5) continue
      socket.send(
        JSON.stringify({ type: 'chat', data: { streamId: room.streamId, message: `soak ${figures.sent++}` } }),
      )
    }
    if (Math.random() < 0.3) {
      const index = Math.floor(Math.random() * sockets.length)
      sockets[index].close(1000)
      figures.drops++
      sockets[index] = await open()
    }
    await sleep(CHAT_EVERY_MS)
  }
  for (const socket of [...sockets, host]) socket.close(1000)
}

/** Rows behind every counter, read from the server's local D1 once it has stopped. */
const COUNTER_DRIFT_SQL = `SELECT
  (SELECT count(*) FROM tracks t WHERE t.play_count != (SELECT count(*) FROM play_events p WHERE p.track_id = t.id)) AS playCounts,
  (SELECT count(*) FROM tracks t WHERE t.like_count != (SELECT count(*) FROM likes l WHERE l.content_type = 'track' AND l.content_id = t.id)) AS trackLikeCounts,
  (SELECT count(*) FROM posts p WHERE p.like_count != (SELECT count(*) FROM likes l WHERE l.content_type = 'post' AND l.content_id = p.id)) AS postLikeCounts,
  (SELECT count(*) FROM users u WHERE u.follower_count != (SELECT count(*) FROM follows f WHERE f.followed_id = u.id)) AS followerCounts,
  (SELECT count(*) FROM streams WHERE is_live = 1) AS liveStreamsLeft`

function counterDrift(persistTo: string): Record<string, number> {
  const output = execFileSync(
    'npx',
    ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--json', '--command', COUNTER_DRIFT_SQL],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  )
  return (JSON.parse(output) as { results: Record<string, number>[] }[])[0].results[0]
}

async function recordingOf(traffic: Traffic, streamId: number) {
  for (let attempt = 0; attempt < 60; attempt++) {
    const response = await traffic.call('GET', `/api/tracks/recordings?streamId=${streamId}`)
    const [recording] = response?.ok ? ((await response.json()) as { duration: number }[]) : []
    if (recording) return recording
    await sleep(1000)
  }
  return null
}

const server = await startBenchServer()
const traffic = new Traffic(server.baseUrl)
const wsBase = server.baseUrl.replace(/^http/, 'ws')
const startedAt = Date.now()
let report: Record<string, unknown> = {}
try {
  const run = Date.now().toString(36)
  const members = await Promise.all(
    Array.from({ length: MEMBERS }, (_, index) => register(traffic, `soak${run}${index}`)),
  )
  const hosts = members.slice(0, ROOMS)
  const world = new World()
  await world.refresh(traffic)
  const rooms = await Promise.all(hosts.map((host, index) => goLive(traffic, host, `Soak room ${index + 1}`)))
  const until = Date.now() + MINUTES * 60_000
  const chatFigures: ChatFigures = { sent: 0, received: 0, joins: 0, drops: 0 }
  const audio = new SoakAudioHost(wsBase, rooms[0].streamId, rooms[0].streamKey, fixture('tone.webm'))
  await Promise.all([
    ...Array.from({ length: BROWSERS }, () => browse(traffic, world, until)),
    ...members.slice(ROOMS).map((member) => listen(traffic, world, member, until)),
    upload(traffic, world, members[ROOMS], until),
    ...rooms.map((room) => chat(room, wsBase, members, chatFigures, until)),
    audio.broadcast(until, AUDIO_LISTENERS),
  ])
  for (const room of rooms)
    await traffic.call('POST', `/api/streams/${room.streamId}/end`, { cookie: room.host.cookie })
  const recording = await recordingOf(traffic, rooms[0].streamId)
  const recordingComplete = recording !== null && Math.abs(recording.duration - audio.sentSeconds) <= 0.5
  if (!recordingComplete)
    traffic.problem(`recording lasts ${recording?.duration ?? 'nothing'} s for ${audio.sentSeconds} s of audio sent`)
  report = {
    minutes: MINUTES,
    requests: traffic.latencies.length,
    statuses: traffic.statuses,
    http: latencySummary(traffic.latencies),
    chat: chatFigures,
    audio: { ...audio.figures(), recordingSeconds: recording?.duration ?? null, recordingComplete },
  }
} finally {
  server.stop()
}
await sleep(2000)
const persistTo = server.persistTo ?? process.env.SOAK_PERSIST_TO
const drift = persistTo ? counterDrift(persistTo) : null
for (const [counter, rows] of Object.entries(drift ?? {}))
  if (rows > 0) traffic.problem(`${rows} ${counter} differ from their rows`)
console.log(
  JSON.stringify(
    {
      ...report,
      counterDrift: drift,
      wallSeconds: Math.round((Date.now() - startedAt) / 1000),
      problems: traffic.problems,
    },
    null,
    2,
  ),
)
process.exitCode = traffic.problems.length || !report.requests ? 1 : 0
