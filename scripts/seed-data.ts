import type { Tune } from './synth-wav'

export const DEMO_PASSWORD = 'demo1234'

export const GENRES = [
  'Electronic',
  'Hip-Hop',
  'Lo-Fi',
  'House',
  'Indie',
  'Rock',
  'Jazz',
  'Ambient',
  'Pop',
  'Classical',
]

export const CREATORS = [
  {
    username: 'demo',
    displayName: 'Demo User',
    bio: 'The demo account: sign in with demo / demo1234 and look around.',
  },
  { username: 'nova', displayName: 'Nova Lights', bio: 'Synthwave and late-night electronic sets from Lisbon.' },
  { username: 'marlowe', displayName: 'Marlowe Keys', bio: 'Jazz pianist. Sunday sessions, live every week.' },
  { username: 'lowtide', displayName: 'Low Tide', bio: 'Lo-fi beats to study, code and drift to.' },
  { username: 'redline', displayName: 'Redline Collective', bio: 'Four friends, two guitars, too many pedals.' },
]

type Cover = 'cover.jpg' | 'cover.png' | 'cover.webp' | 'cover.gif' | null

export interface SeedTrack {
  owner: string
  title: string
  genre: string
  cover: Cover
  /** How many play rows the seed writes for it. */
  plays: number
  tune: Tune
}

const tune = (bpm: number, roots: number[], lead: number[], wave: Tune['wave'], bars = 8): Tune => ({
  bpm,
  roots,
  lead,
  wave,
  bars,
})

export const TRACKS: SeedTrack[] = [
  {
    owner: 'nova',
    title: 'Neon Harbour',
    genre: 'Electronic',
    cover: 'cover.jpg',
    plays: 1840,
    tune: tune(118, [57, 53, 48, 55], [0, 7, 12, 7, 3, 7, 10, 7], 'square'),
  },
  {
    owner: 'nova',
    title: 'Midnight Circuit',
    genre: 'Electronic',
    cover: 'cover.webp',
    plays: 960,
    tune: tune(124, [50, 46, 53, 48], [0, 3, 7, 10, 12, 10, 7, 3], 'square'),
  },
  {
    owner: 'nova',
    title: 'Glass Skyline',
    genre: 'House',
    cover: 'cover.png',
    plays: 412,
    tune: tune(122, [52, 55, 57, 50], [7, 0, 7, 12, 7, 0, 4, 7], 'triangle', 10),
  },
  {
    owner: 'marlowe',
    title: 'Blue Corner',
    genre: 'Jazz',
    cover: 'cover.jpg',
    plays: 733,
    tune: tune(92, [50, 55, 48, 57], [0, 4, 7, 11, 9, 7, 4, 2], 'sine'),
  },
  {
    owner: 'marlowe',
    title: 'Rainy Sunday Waltz',
    genre: 'Jazz',
    cover: 'cover.gif',
    plays: 288,
    tune: tune(84, [53, 58, 48, 53], [0, 4, 7, 4, 9, 7, 4, 2], 'sine', 6),
  },
  {
    owner: 'marlowe',
    title: 'Late Set at the Lantern',
    genre: 'Jazz',
    cover: null,
    plays: 57,
    tune: tune(100, [55, 60, 50, 55], [0, 2, 4, 7, 9, 7, 4, 2], 'triangle'),
  },
  {
    owner: 'lowtide',
    title: 'Paper Lanterns',
    genre: 'Lo-Fi',
    cover: 'cover.webp',
    plays: 2210,
    tune: tune(78, [52, 57, 50, 55], [0, 3, 7, 3, 10, 7, 3, 0], 'sine', 6),
  },
  {
    owner: 'lowtide',
    title: 'Study Hall',
    genre: 'Lo-Fi',
    cover: 'cover.png',
    plays: 1390,
    tune: tune(74, [48, 53, 55, 52], [4, 7, 11, 7, 4, 2, 0, 2], 'triangle', 6),
  },
  {
    owner: 'lowtide',
    title: 'Drift',
    genre: 'Ambient',
    cover: 'cover.jpg',
    plays: 145,
    tune: tune(66, [45, 50, 52, 48], [0, 7, 12, 14, 12, 7, 5, 7], 'sine', 5),
  },
  {
    owner: 'redline',
    title: 'Overdrive',
    genre: 'Rock',
    cover: 'cover.gif',
    plays: 1104,
    tune: tune(140, [52, 55, 57, 52], [0, 0, 3, 5, 7, 5, 3, 0], 'square', 10),
  },
  {
    owner: 'redline',
    title: 'Basement Tapes',
    genre: 'Indie',
    cover: 'cover.webp',
    plays: 530,
    tune: tune(128, [55, 50, 52, 48], [0, 4, 7, 4, 2, 4, 7, 12], 'triangle'),
  },
  {
    owner: 'demo',
    title: 'First Light',
    genre: 'Pop',
    cover: 'cover.png',
    plays: 12,
    tune: tune(110, [60, 55, 57, 53], [0, 4, 7, 12, 7, 4, 2, 4], 'triangle'),
  },
]

export const POSTS = [
  {
    owner: 'nova',
    title: 'New EP out Friday',
    content: 'Six tracks of neon-soaked synths. Thank you for every play and every message this year.',
    tags: ['release', 'synthwave'],
    image: 'cover.jpg' as Cover,
  },
  {
    owner: 'marlowe',
    title: 'Sunday session recap',
    content: 'What a room! We played Blue Corner three times because chat asked for it. Next week: standards only.',
    tags: ['jazz', 'live'],
    image: null,
  },
  {
    owner: 'lowtide',
    title: 'My study setup',
    content: 'Tape deck, an old Rhodes and a lot of tea. The new beat tape is built around rain recordings.',
    tags: ['lofi', 'gear', 'setup'],
    image: 'cover.webp' as Cover,
  },
  {
    owner: 'redline',
    title: 'Tour dates',
    content: 'Porto, Madrid and Lyon this spring. Tell us which songs you want in the set.',
    tags: ['tour'],
    image: null,
  },
  {
    owner: 'demo',
    title: 'Hello, Soundwave',
    content: 'Trying out the platform: my first track is up. Feedback welcome!',
    tags: ['hello'],
    image: null,
  },
]

/** Who follows whom, by username. */
export const FOLLOWS: [follower: string, followed: string][] = [
  ['demo', 'nova'],
  ['demo', 'lowtide'],
  ['nova', 'marlowe'],
  ['marlowe', 'nova'],
  ['lowtide', 'nova'],
  ['lowtide', 'marlowe'],
  ['redline', 'nova'],
  ['redline', 'lowtide'],
]

/** What each seeded user liked, by track and post title. */
export const LIKES: { by: string; tracks: string[]; posts: string[] }[] = [
  {
    by: 'demo',
    tracks: ['Paper Lanterns', 'Neon Harbour', 'Blue Corner'],
    posts: ['New EP out Friday', 'My study setup'],
  },
  {
    by: 'nova',
    tracks: ['Paper Lanterns', 'Study Hall', 'Overdrive', 'First Light'],
    posts: ['Sunday session recap', 'Hello, Soundwave'],
  },
  {
    by: 'marlowe',
    tracks: ['Paper Lanterns', 'Neon Harbour', 'Drift'],
    posts: ['New EP out Friday', 'Hello, Soundwave'],
  },
  {
    by: 'lowtide',
    tracks: ['Neon Harbour', 'Blue Corner', 'Overdrive'],
    posts: ['New EP out Friday', 'Sunday session recap'],
  },
  {
    by: 'redline',
    tracks: ['Paper Lanterns', 'Study Hall', 'Midnight Circuit'],
    posts: ['New EP out Friday', 'My study setup'],
  },
]

/**
 * Comments pinned to a moment of a track (`at`, in seconds, within its 15–20 s), each by someone other than its
 * owner. Drift and Study Hall have none: the comment journeys start from a track without comments.
 */
export const COMMENTS: { on: string; by: string; at: number; text: string }[] = [
  { on: 'Neon Harbour', by: 'marlowe', at: 4.5, text: 'That lead line coming in here gets me every time.' },
  { on: 'Neon Harbour', by: 'lowtide', at: 11, text: 'The chord change at this point is pure late-night driving.' },
  { on: 'Neon Harbour', by: 'demo', at: 14, text: 'Ending on this note is perfect. On repeat all week.' },
  { on: 'Paper Lanterns', by: 'nova', at: 2, text: 'Those first few notes are so calm. Instant focus mode.' },
  {
    on: 'Paper Lanterns',
    by: 'redline',
    at: 9.5,
    text: 'Would love to hear this section with a tape-saturated guitar on top.',
  },
  { on: 'Blue Corner', by: 'demo', at: 6, text: 'This walk up the keys is lovely.' },
  { on: 'Blue Corner', by: 'nova', at: 15, text: 'Sampling this bar for something, if you do not mind!' },
  { on: 'Overdrive', by: 'lowtide', at: 3, text: 'Turn it up right here.' },
  { on: 'Overdrive', by: 'marlowe', at: 12.5, text: 'Great energy in this part. Drums would make it explode live.' },
  { on: 'First Light', by: 'nova', at: 7, text: 'Great first upload! The melody here is really catchy.' },
]

export const ENDED_STREAM = {
  owner: 'marlowe',
  title: 'Sunday Jazz Session',
  description: 'Two hours of standards and requests from the chat, recorded live from the Lantern.',
  category: 'Jazz',
  tags: ['jazz', 'piano', 'live'],
  minutes: 94,
}
