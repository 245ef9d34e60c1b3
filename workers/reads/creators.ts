import { listFollowedChannels, listGenres, listRecommendedCreators } from '../db/creators'
import type { Reader } from './reader'

/** What the home page, Discover and the side navigation show to find creators. */
export const creatorReads = {
  recommended: ({ db }: Reader, limit: number) => listRecommendedCreators(db, limit),
  genres: ({ db }: Reader) => listGenres(db),
  // A visitor follows nobody; the side navigation shows its sample channels then.
  followedChannels: async (reader: Reader) =>
    (await reader.asViewer((viewerId) => listFollowedChannels(reader.db, viewerId)))?.value ?? [],
}
