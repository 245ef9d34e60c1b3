import type { MediaKind } from './media/first-bytes'

// docs/product/limits.md#uploads: enforced by the server, whatever the browser checked.
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
export const MAX_AUDIO_BYTES = 50 * 1024 * 1024

/** The most bytes a file of each kind may have, and the refusal of a larger one (413). */
export const UPLOAD_LIMITS: Record<MediaKind, { maxBytes: number; tooLarge: string }> = {
  image: { maxBytes: MAX_IMAGE_BYTES, tooLarge: 'Images must be 5 MB or smaller' },
  audio: { maxBytes: MAX_AUDIO_BYTES, tooLarge: 'Audio files must be 50 MB or smaller' },
}
/** Widest or tallest image accepted, in pixels, read from the file's header. */
export const MAX_IMAGE_SIDE = 8000

/** POST /api/upload/image: multipart/form-data with one file field `image`. */
export interface UploadedImage {
  url: string
}

/** POST /api/upload/audio: multipart/form-data with one file field `audio`. */
export interface UploadedAudio {
  url: string
  /** Seconds, measured by the server from the file. */
  duration: number
}
