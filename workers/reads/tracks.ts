import type { z } from 'zod'
import { pageQuerySchema, userItemsQuerySchema, type PageQuery } from '../../contracts/common'
import type { recordingsQuerySchema, relatedTracksQuerySchema, trackListQuerySchema } from '../../contracts/tracks'
import { fail } from '../api/http'
import { relatedTracks } from '../db/related-tracks'
import { findTrack, listTracks, listTracksOfUser } from '../db/tracks'
import { trackShownTo } from './private-links'
import type { Reader } from './reader'

type RelatedTracksQuery = z.output<typeof relatedTracksQuerySchema>

/**
 * A user's tracks as the viewer may list them: their owner's list holds the private ones too. A session cookie
 * claiming the owner reads both lists alongside its lookup, one round trip in all; a claim of anyone else cannot be
 * the owner, and only a cookie without a claim is looked up first (docs/decisions/045-*).
 */
async function tracksOfUserFor(reader: Reader, userId: number, page: PageQuery) {
  if (reader.claimedViewerId === userId) {
    const [viewer, withPrivate, listed] = await Promise.all([
      reader.viewer(),
      listTracksOfUser(reader.db, userId, page, true),
      listTracksOfUser(reader.db, userId, page),
    ])
    return viewer?.id === userId ? withPrivate : listed
  }
  const mayOwn = reader.claimedViewerId === null && (await reader.viewer())?.id === userId
  return listTracksOfUser(reader.db, userId, page, mayOwn)
}

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
  // Its owner's private tracks too, for the owner alone.
  byUser: async (reader: Reader, userId: number, page: PageQuery = userItemsQuerySchema.parse({})) =>
    (await tracksOfUserFor(reader, userId, page)) ?? fail(404, 'User not found'),
  // `token`: the secret of a private track's link (?s=).
  detail: async (reader: Reader, id: number, token?: string) =>
    trackShownTo(reader, await findTrack(reader.db, id), token),
  // The listener's own recent plays are left out: a visitor has none. A private track's with its link's secret (`s`).
  related: async ({ db }: Reader, id: number, listenerId: number | null, { limit, s }: RelatedTracksQuery) =>
    (await relatedTracks(db, id, listenerId, limit, s)) ?? fail(404, 'Track not found'),
}
