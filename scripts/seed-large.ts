/**
 * The large seed (`npm run seed:large`): 200 users ("crowd1".."crowd200", password crowd1234), 1,000
 * tracks with the play and like rows behind their counters, follows behind every follower count, and 50 live
 * streams. Set-based SQL through `wrangler d1 execute --file`, so it takes seconds. It applies the migrations
 * first, so a bench can run it on a fresh state folder before the server starts (`startBenchServer(seedLarge)`);
 * the demo seed (scripts/seed.ts) still runs after it. Running it again on a seeded folder adds nothing.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { hashPassword } from '../workers/auth/password'
import { GENRES } from './seed-data'

export const LARGE_SEED = { users: 200, tracks: 1000, liveStreams: 50, password: 'crowd1234' } as const

/** The first seeded user: a profile the benches open. */
export const LARGE_SEED_USERNAME = 'crowd1'

const HOUR_MS = 60 * 60 * 1000
const TWO_WEEKS_MS = 14 * 24 * HOUR_MS
/** At most this many plays per track, spread over the last two weeks, each by its own visitor. */
const MAX_PLAYS = 60

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`
const numbers = (count: number) => `n(i) as (select 1 union all select i + 1 from n where i < ${count})`
const NOW = "cast(unixepoch('subsec') * 1000 as integer)"

export function largeSeedSql(passwordHash: string): string {
  const { users, tracks, liveStreams } = LARGE_SEED
  const genreList = sqlText(JSON.stringify(GENRES))
  const crowdTrack = `tracks.title like 'Crowd Track %'`
  return `
insert or ignore into genres (name) values ${GENRES.map((name) => `(${sqlText(name)})`).join(', ')};
with recursive ${numbers(users)}
insert into users (username, password_hash, display_name, bio)
select 'crowd' || i, ${sqlText(passwordHash)}, 'Crowd Artist ' || i, 'One of the crowd seeded for benchmarks.' from n;
with recursive ${numbers(tracks)}
insert into tracks (user_id, title, artist_name, genre, audio_url, duration, uploaded_at)
select users.id, 'Crowd Track ' || i, users.display_name, json_extract(${genreList}, '$[' || (i % ${GENRES.length}) || ']'),
  '/api/media/crowd-track-' || i || '.wav', 120 + i % 180, ${NOW} - i * ${HOUR_MS}
from n join users on users.username = 'crowd' || (1 + (i - 1) % ${users});
with recursive ${numbers(MAX_PLAYS)}
insert into play_events (track_id, listener_key, played_at)
select tracks.id, 'a:crowd-' || i, ${NOW} - (tracks.id * 7919 + i * 104729) % ${TWO_WEEKS_MS}
from tracks join n on i <= (tracks.id * 7) % ${MAX_PLAYS} where ${crowdTrack};
insert into likes (user_id, content_id, content_type)
select users.id, tracks.id, 'track' from users join tracks on (users.id * 31 + tracks.id) % 40 = 0
where users.username like 'crowd%' and ${crowdTrack};
insert into follows (follower_id, followed_id)
select fan.id, creator.id from users fan join users creator on (fan.id * 17 + creator.id * 13) % 50 = 0 and fan.id <> creator.id
where fan.username like 'crowd%' and creator.username like 'crowd%';
with recursive ${numbers(liveStreams)}
insert into streams (user_id, title, description, is_live, started_at, category, tags)
select users.id, 'Crowd Live ' || i, 'A live set seeded for benchmarks.', 1, ${NOW} - i * 60000, 'Music', '["live"]'
from n join users on users.username = 'crowd' || i;
update tracks set
  play_count = (select count(*) from play_events where play_events.track_id = tracks.id),
  like_count = (select count(*) from likes where likes.content_type = 'track' and likes.content_id = tracks.id);
update users set
  follower_count = (select count(*) from follows where follows.followed_id = users.id),
  is_streaming = exists (select 1 from streams where streams.user_id = users.id and streams.is_live = 1);
`
}

const exec = promisify(execFile)

/** Applies the migrations to the local D1 in `persistTo` and writes the large seed once. */
export async function seedLarge(persistTo: string): Promise<void> {
  const wrangler = (...args: string[]) =>
    exec('npx', ['wrangler', 'd1', ...args, '--local', '--persist-to', persistTo], { maxBuffer: 1 << 24 })
  await wrangler('migrations', 'apply', 'DB')
  const { stdout } = await wrangler(
    'execute',
    'DB',
    '--json',
    '--command',
    `select count(*) as seeded from users where username = '${LARGE_SEED_USERNAME}'`,
  )
  if ((JSON.parse(stdout) as [{ results: [{ seeded: number }] }])[0].results[0].seeded > 0) return
  const dir = await mkdtemp(path.join(tmpdir(), 'seed-large-'))
  const file = path.join(dir, 'seed.sql')
  try {
    await writeFile(file, largeSeedSql(await hashPassword(LARGE_SEED.password)))
    await wrangler('execute', 'DB', '--file', file)
  } finally {
    await rm(dir, { recursive: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const persistTo = process.env.PERSIST_TO ?? '.wrangler/state'
  await seedLarge(persistTo)
  const { users, tracks, liveStreams, password } = LARGE_SEED
  console.log(
    `Large seed in ${persistTo}: ${users} users (crowd1..crowd${users} / ${password}), ${tracks} tracks, ${liveStreams} live streams.`,
  )
}
