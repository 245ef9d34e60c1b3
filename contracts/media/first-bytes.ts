import { sniff, type AcceptedFormat, type Sniffed } from './sniff'

/** The formats each kind of upload takes, and how a refusal names them. */
const ACCEPTED = {
  audio: { formats: ['mp3', 'wav', 'flac', 'ogg'], use: 'Use MP3, WAV, FLAC or OGG.' },
  image: { formats: ['jpeg', 'png', 'gif', 'webp'], use: 'Use JPEG, PNG, WebP or GIF.' },
} as const satisfies Record<string, { formats: readonly AcceptedFormat[]; use: string }>

export type MediaKind = keyof typeof ACCEPTED
export type FormatOf<Kind extends MediaKind> = (typeof ACCEPTED)[Kind]['formats'][number]

/** An accepted format, or the refusal the server answers (its reason and message). */
export type FirstBytes<Kind extends MediaKind> =
  | { format: FormatOf<Kind> }
  | { refusal: 'empty' | 'unsupported'; message: string }

const isAccepted = <Kind extends MediaKind>(kind: Kind, format: AcceptedFormat): format is FormatOf<Kind> =>
  (ACCEPTED[kind].formats as readonly AcceptedFormat[]).includes(format)

function unsupported(kind: MediaKind, sniffed: Sniffed | null) {
  const { use } = ACCEPTED[kind]
  if (kind === 'image' && sniffed?.label === 'an SVG image') return `SVG images are not accepted. ${use}`
  const looksLike = sniffed ? ` (it looks like ${sniffed.label})` : ''
  return `This file is not a supported ${kind} format${looksLike}. ${use}`
}

/**
 * What an upload of this kind makes of a file's first bytes (SNIFF_LENGTH of them are enough): the server refuses
 * with this message before reading on, and the upload form says it as soon as the file is picked.
 */
export function judgeFirstBytes<Kind extends MediaKind>(kind: Kind, bytes: Uint8Array): FirstBytes<Kind> {
  if (bytes.length === 0) return { refusal: 'empty', message: 'The file is empty' }
  const sniffed = sniff(bytes)
  if (sniffed?.format && isAccepted(kind, sniffed.format)) return { format: sniffed.format }
  return { refusal: 'unsupported', message: unsupported(kind, sniffed) }
}
