import { IDEMPOTENCY_KEY_HEADER } from '../../contracts/plain-values'
import { ApiRequestError } from './api-client'
import { judgeFirstBytes, type MediaKind } from '../../contracts/media/first-bytes'
import { SNIFF_LENGTH } from '../../contracts/media/sniff'
import { UPLOAD_LIMITS, type UploadedAudio, type UploadedImage } from '../../contracts/uploads'

interface UploadResult {
  audio: UploadedAudio
  image: UploadedImage
}

export class UploadCancelled extends Error {
  constructor() {
    super('Upload cancelled')
    this.name = 'UploadCancelled'
  }
}

export interface Upload<Kind extends MediaKind> {
  done: Promise<UploadResult[Kind]>
  cancel: () => void
}

/** The server's `message`, else the status line. */
function refusalMessage(xhr: XMLHttpRequest) {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown }
    if (typeof body.message === 'string' && body.message) return body.message
  } catch {
    // not JSON
  }
  return `${xhr.status} ${xhr.statusText}`.trim()
}

/**
 * What the server would answer a picked file, in its words, or null for one it takes: its size, then whether its
 * first bytes start a format it takes.
 */
export async function pickedFileRefusal(kind: MediaKind, file: File): Promise<string | null> {
  const { maxBytes, tooLarge } = UPLOAD_LIMITS[kind]
  if (file.size > maxBytes) return tooLarge
  const judged = judgeFirstBytes(kind, new Uint8Array(await file.slice(0, SNIFF_LENGTH).arrayBuffer()))
  return 'refusal' in judged ? judged.message : null
}

/**
 * POST /api/upload/{kind} with the file in the field named after its kind. XMLHttpRequest rather than fetch
 * because only it reports upload progress; `onProgress` gets whole percents. An `idempotencyKey` makes a repeat of
 * the same request store the file once.
 */
export function uploadFile<Kind extends MediaKind>(
  kind: Kind,
  file: File,
  onProgress: (percent: number) => void,
  idempotencyKey?: string,
): Upload<Kind> {
  const xhr = new XMLHttpRequest()
  const done = new Promise<UploadResult[Kind]>((resolve, reject) => {
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100)
        resolve(JSON.parse(xhr.responseText) as UploadResult[Kind])
      } else reject(new ApiRequestError(xhr.status, refusalMessage(xhr)))
    }
    xhr.onerror = () => reject(new Error('Network error: the upload did not reach the server'))
    xhr.onabort = () => reject(new UploadCancelled())
    xhr.open('POST', `/api/upload/${kind}`)
    xhr.withCredentials = true
    xhr.setRequestHeader('Accept', 'application/json')
    if (idempotencyKey) xhr.setRequestHeader(IDEMPOTENCY_KEY_HEADER, idempotencyKey)
    const body = new FormData()
    body.append(kind, file)
    xhr.send(body)
  })
  return { done, cancel: () => xhr.abort() }
}
