/** The API's response shapes, named as the screens speak of them. The contracts are the one source. */
export type { PublicComment as Comment } from '../../../contracts/comments'
export type { PublicPost as Post } from '../../../contracts/posts'
export type { Stream } from '../../../contracts/streams'
export type { ListedTrack as Track, TrackDetail, UserSummary as Author, VideoSegment } from '../../../contracts/tracks'
export type { FollowedChannel as Channel, Genre, RecommendedCreator as Creator } from '../../../contracts/users'
