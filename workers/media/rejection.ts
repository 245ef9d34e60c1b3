import type { MediaObject } from './store'

export type MediaKind = MediaObject['kind']

/**
 * Why an upload is refused. `missing`: the request holds no file in the expected form field. `unsupported` covers bytes
 * that are not an accepted format at all, including a file
 * that only starts like one (a GIF header followed by HTML); `corrupt` covers an accepted format whose data is cut
 * short, fails a checksum or holds nothing playable or viewable.
 */
export type RejectionReason = 'missing' | 'empty' | 'too-large' | 'unsupported' | 'corrupt' | 'too-many-pixels'

export class MediaRejection extends Error {
  constructor(
    readonly reason: RejectionReason,
    message: string,
  ) {
    super(message)
    this.name = 'MediaRejection'
  }
}

export const corrupt = (kind: MediaKind, detail: string) =>
  new MediaRejection('corrupt', `The ${kind} file is corrupt or truncated (${detail})`)

export const notValid = (format: string, detail: string) =>
  new MediaRejection('unsupported', `This file is not a valid ${format} (${detail})`)
