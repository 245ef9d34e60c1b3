import { userItemsQuerySchema, type PageQuery } from '../../contracts/common'
import { fail } from '../api/http'
import { findPublicStream, listFeaturedStreams, listUserStreams } from '../db/streams'
import type { Reader } from './reader'

export const STREAM_NOT_FOUND = 'Stream not found'

/** The reads of streams: GET /api/streams... and the pages that show them call these. */
export const streamReads = {
  featured: ({ db }: Reader, limit: number) => listFeaturedStreams(db, limit),
  byUser: ({ db }: Reader, userId: number, page: PageQuery = userItemsQuerySchema.parse({})) =>
    listUserStreams(db, userId, page),
  detail: async ({ db }: Reader, id: number) => (await findPublicStream(db, id)) ?? fail(404, STREAM_NOT_FOUND),
}
