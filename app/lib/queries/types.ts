import type { PublicUser } from '../../../contracts/user'

/** The author or owner embedded in list items by the API (a JOIN, not a second call). */
export type Author = Pick<PublicUser, 'id' | 'username' | 'displayName' | 'profileImageUrl'>

export interface Track {
  id: number
  userId: number
  title: string
  artistName: string
  genre: string | null
  coverUrl: string | null
  audioUrl: string
  duration: number
  waveform: number[] | null
  playCount: number
  likeCount: number
  uploadedAt: string
  user?: Author
}

export interface Stream {
  id: number
  userId: number
  title: string
  description: string | null
  thumbnailUrl: string | null
  isLive: boolean
  viewerCount: number
  peakViewerCount: number
  startedAt: string | null
  endedAt: string | null
  category: string | null
  tags: string[]
  createdAt: string
  user: Author & { followerCount: number }
}

export interface Post {
  id: number
  userId: number
  title: string
  content: string
  imageUrl: string | null
  likeCount: number
  commentCount: number
  postType: 'text' | 'image'
  tags: string[]
  createdAt: string
  updatedAt: string
  user: Author | null
}

export interface Creator extends PublicUser {
  streamTitle: string | null
  trackCount: number
}
