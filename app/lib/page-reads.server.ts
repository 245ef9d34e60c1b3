import { idSchema, pageQuerySchema } from '../../contracts/common'
import { searchQuerySchema } from '../../contracts/search'
import { featuredStreamsQuerySchema } from '../../contracts/streams'
import { recordingsQuerySchema, trackListQuerySchema } from '../../contracts/tracks'
import { recommendedCreatorsQuerySchema } from '../../contracts/users'
import { creatorReads } from '../../workers/reads/creators'
import { fail } from '../../workers/api/http'
import { basicHealthStatus, healthReads } from '../../workers/reads/health'
import { libraryReads } from '../../workers/reads/library'
import { postReads } from '../../workers/reads/posts'
import { search } from '../../workers/reads/search'
import { ownSettings } from '../../workers/reads/settings'
import { streamReads } from '../../workers/reads/streams'
import { trackReads } from '../../workers/reads/tracks'
import { userReads } from '../../workers/reads/users'
import { pageRead } from './page-data.server'
import { browseQueries, searchQuery, type Page, type SearchKind } from './queries/browse'
import { channelQueries } from './queries/channels'
import {
  creatorQueries,
  CREATORS_SHOWN,
  FEATURED_STREAMS_SHOWN,
  postQueries,
  RECENT_TRACKS_SHOWN,
  streamQueries,
  trackQueries,
} from './queries/content'
import { creatorQueries as creatorStudioQueries } from './queries/creator'
import { healthQueries } from './queries/health'
import { libraryQueries } from './queries/library'
import { settingsQueries } from './queries/settings'

/*
 * What a loader reads, by resource: each query factory's key beside the read the API answers its path with, given
 * the arguments the path carries, parsed by the same schemas (a malformed id is refused as the API refuses it).
 */
export const pageReads = {
  tracks: {
    recent: () => pageRead(trackQueries.recent(), (reader) => trackReads.recent(reader, RECENT_TRACKS_SHOWN)),
    byUser: (userId: number) => pageRead(trackQueries.byUser(userId), (reader) => trackReads.byUser(reader, userId)),
    detail: (id: number, token?: string | null) =>
      pageRead(trackQueries.detail(id, token), (reader) =>
        trackReads.detail(reader, idSchema.parse(id), token ?? undefined),
      ),
    list: (options: Parameters<typeof browseQueries.trackList>[0]) =>
      pageRead(browseQueries.trackList(options), (reader) =>
        trackReads.list(reader, trackListQuerySchema.parse(options)),
      ),
    topPicks: (page: Page) =>
      pageRead(browseQueries.topPicks(page), (reader) => trackReads.topPicks(reader, pageQuerySchema.parse(page))),
    recordings: (options: Parameters<typeof browseQueries.recordings>[0]) =>
      pageRead(browseQueries.recordings(options), (reader) =>
        trackReads.recordings(reader, recordingsQuerySchema.parse(options)),
      ),
  },
  streams: {
    featured: () =>
      pageRead(streamQueries.featured(), (reader) =>
        streamReads.featured(reader, featuredStreamsQuerySchema.parse({}).limit),
      ),
    featuredRow: () =>
      pageRead(streamQueries.featuredRow(), (reader) => streamReads.featured(reader, FEATURED_STREAMS_SHOWN)),
    byUser: (userId: number) => pageRead(streamQueries.byUser(userId), (reader) => streamReads.byUser(reader, userId)),
    detail: (id: number) =>
      pageRead(streamQueries.detail(id), (reader) => streamReads.detail(reader, idSchema.parse(id))),
  },
  posts: {
    recent: () => pageRead(postQueries.recent(), postReads.recent),
    byUser: (userId: number) => pageRead(postQueries.byUser(userId), (reader) => postReads.byUser(reader, userId)),
    detail: (id: number) =>
      pageRead(creatorStudioQueries.post(id), (reader) => postReads.detail(reader, idSchema.parse(id))),
  },
  creators: {
    recommended: () =>
      pageRead(creatorQueries.recommended(), (reader) =>
        creatorReads.recommended(reader, recommendedCreatorsQuerySchema.parse({}).limit),
      ),
    recommendedRow: () =>
      pageRead(creatorQueries.recommendedRow(), (reader) => creatorReads.recommended(reader, CREATORS_SHOWN)),
    genres: () => pageRead(channelQueries.genres(), creatorReads.genres),
  },
  users: {
    byId: (id: number) => pageRead(browseQueries.user(id), (reader) => userReads.byId(reader, idSchema.parse(id))),
    byUsername: (username: string) =>
      pageRead(browseQueries.userByUsername(username), (reader) => userReads.byUsername(reader, username)),
    followCheck: (creatorId: number) =>
      pageRead(browseQueries.followCheck(creatorId), (reader) => userReads.followCheck(reader, creatorId)),
  },
  library: {
    likedTracks: () => pageRead(libraryQueries.likedTracks(), (reader) => libraryReads.likedTracks(reader)),
    history: () => pageRead(libraryQueries.history(), (reader) => libraryReads.history(reader)),
    playlist: (id: number, token?: string | null) =>
      pageRead(libraryQueries.playlist(id, token), (reader) =>
        libraryReads.playlist(reader, idSchema.parse(id), token ?? undefined),
      ),
  },
  settings: (userId: number) => pageRead(settingsQueries.byUser(userId), (reader) => ownSettings(reader, userId)),
  search: (kind: SearchKind, query: string) =>
    pageRead(searchQuery(kind, query), (reader) => search(reader, kind, searchQuerySchema.parse({ query }).query)),
  health: {
    basic: () =>
      pageRead(healthQueries.basic(), async (reader) => {
        const health = await healthReads.basic(reader)
        return basicHealthStatus(health) === 200 ? health : fail(503, 'The database is unreachable')
      }),
    detailed: () => pageRead(healthQueries.detailed(), healthReads.detailed),
    direct: () => pageRead(healthQueries.direct(), healthReads.direct),
  },
}
