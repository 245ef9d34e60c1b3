/** A user as every API response shows it; the password hash never leaves the server. */
export interface PublicUser {
  id: number
  username: string
  displayName: string
  bio: string | null
  profileImageUrl: string | null
  isStreaming: boolean
  followerCount: number
  createdAt: string
}

/** The signed-in user's own record (GET /api/user) also carries the email. */
export interface CurrentUser extends PublicUser {
  email: string | null
}

export interface ApiError {
  message: string
  issues?: { path: string; message: string }[]
}
