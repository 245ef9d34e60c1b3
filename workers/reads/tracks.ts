import type { z } from 'zod'
import { pageQuerySchema, userItemsQuerySchema, type PageQuery } from '../../contracts/common'
import type { recordingsQuerySchema, trackListQuerySchema } from '../../contracts/tracks'
import { fail } from '../api/http'
import { relatedTracks } from '../db/related-tracks'
import { findTrack, listTracks, listTracksOfUser } from '../db/tracks'
import type { Reader } from './reader'

/** The reads of tracks: GET /api/tracks... and the pages that show them call these. */
export const trackReads = {
  // Uploads only, in every sort: recordings are listed under Recordings and on their host's profile instead.
  list: ({ db }: Reader, query: z.output<typeof trackListQuerySchema>) =>
    listTracks(db, { ...query, recordingsOf: 'none' }),
  recent: ({ db }: Reader, limit: number) => listTracks(db, { sort: 'recent', recordingsOf: 'none', limit, offset: 0 }),
  // A recording is a track whose row names its stream, whatever its title.
  recordings: ({ db }: Reader, { streamId, ...page }: z.output<typeof recordingsQuerySchema>) =>
    listTracks(db, { sort: 'recent', recordingsOf: streamId ?? 'any', ...page }),
  // Weekly Top Picks: the most played of the last 7 days, then the most recent.
  topPicks: ({ db }: Reader, page: PageQuery = pageQuerySchema.parse({})) =>
    listTracks(db, { sort: 'weeklyPlays', ...page }),
  byUser: async ({ db }: Reader, userId: number, page: PageQuery = userItemsQuerySchema.parse({})) =>
    (await listTracksOfUser(db, userId, page)) ?? fail(404, 'User not found'),
  detail: async ({ db }: Reader, id: number) => (await findTrack(db, id)) ?? fail(404, 'Track not found'),
  // The listener's own recent plays are left out: a visitor has none.
  related: async ({ db }: Reader, id: number, listenerId: number | null, limit: number) =>
    (await relatedTracks(db, id, listenerId, limit)) ?? fail(404, 'Track not found'),
}
