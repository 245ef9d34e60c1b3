import { readMpegFrame } from './mpeg-frame'

/** The formats this server accepts, each with its own parser. */
export type AcceptedFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'mp3' | 'wav' | 'flac' | 'ogg'

export interface Sniffed {
  format: AcceptedFormat | null
  /** What the bytes look like, for refusal messages: 'a PNG image', 'an SVG image', 'plain text'. */
  label: string
}

/** How many of a file's first bytes `sniff` looks at: any more give the same answer. */
export const SNIFF_LENGTH = 1024

const startsWith = (bytes: Uint8Array, signature: string, offset = 0) =>
  bytes.length >= offset + signature.length &&
  [...signature].every((char, i) => bytes[offset + i] === char.charCodeAt(0))

/** The start of the file as lower-case text without a UTF-8 byte order mark or leading whitespace. */
function leadingMarkup(bytes: Uint8Array) {
  const text = String.fromCharCode(...bytes.subarray(0, SNIFF_LENGTH))
  return text
    .replace(/^\xef\xbb\xbf/, '')
    .trimStart()
    .toLowerCase()
}

/** An ISO media file's major brand (MP4, M4A, AVIF, HEIC). */
const brand = (bytes: Uint8Array) => String.fromCharCode(...bytes.subarray(8, 12))

const isSvg = (bytes: Uint8Array) => {
  const text = leadingMarkup(bytes)
  return text.startsWith('<') && /<svg[\s>/]/.test(text)
}

const isHtml = (bytes: Uint8Array) => /^<(!doctype html|html|head|body|script|iframe)[\s>]/.test(leadingMarkup(bytes))

// Tab, newline, carriage return and printable ASCII or UTF-8 bytes; no other control characters.
const isText = (bytes: Uint8Array) =>
  bytes.subarray(0, 512).every((byte) => byte >= 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d)

const SIGNATURES: { format: AcceptedFormat | null; label: string; matches: (bytes: Uint8Array) => boolean }[] = [
  { format: 'jpeg', label: 'a JPEG image', matches: (b) => startsWith(b, '\xff\xd8\xff') },
  { format: 'png', label: 'a PNG image', matches: (b) => startsWith(b, '\x89PNG\r\n\x1a\n') },
  { format: 'gif', label: 'a GIF image', matches: (b) => startsWith(b, 'GIF87a') || startsWith(b, 'GIF89a') },
  { format: 'webp', label: 'a WebP image', matches: (b) => startsWith(b, 'RIFF') && startsWith(b, 'WEBP', 8) },
  { format: 'wav', label: 'WAV audio', matches: (b) => startsWith(b, 'RIFF') && startsWith(b, 'WAVE', 8) },
  { format: 'flac', label: 'FLAC audio', matches: (b) => startsWith(b, 'fLaC') },
  { format: 'ogg', label: 'an Ogg file', matches: (b) => startsWith(b, 'OggS') },
  { format: 'mp3', label: 'MP3 audio', matches: (b) => startsWith(b, 'ID3') || readMpegFrame(b, 0) !== null },
  { format: null, label: 'WebM or Matroska media', matches: (b) => startsWith(b, '\x1a\x45\xdf\xa3') },
  {
    format: null,
    label: 'an AVIF or HEIC image',
    matches: (b) => startsWith(b, 'ftyp', 4) && /^(avif|avis|heic|heix|mif1)$/.test(brand(b)),
  },
  { format: null, label: 'an MP4 or M4A file', matches: (b) => startsWith(b, 'ftyp', 4) },
  {
    format: null,
    label: 'AIFF audio',
    matches: (b) => startsWith(b, 'FORM') && (startsWith(b, 'AIFF', 8) || startsWith(b, 'AIFC', 8)),
  },
  { format: null, label: 'a TIFF image', matches: (b) => startsWith(b, 'II*\0') || startsWith(b, 'MM\0*') },
  {
    format: null,
    label: 'a BMP image',
    matches: (b) => startsWith(b, 'BM') && b.length > 26 && startsWith(b, '\0\0\0\0', 6),
  },
  { format: null, label: 'an ICO icon', matches: (b) => startsWith(b, '\0\0\x01\0') },
  { format: null, label: 'a PDF document', matches: (b) => startsWith(b, '%PDF-') },
  { format: null, label: 'a ZIP archive', matches: (b) => startsWith(b, 'PK\x03\x04') },
  { format: null, label: 'an SVG image', matches: isSvg },
  { format: null, label: 'an HTML document', matches: isHtml },
  { format: null, label: 'plain text', matches: isText },
]

/** What a file is, judged by its first bytes alone (never its name or the client's Content-Type); null if unknown. */
export function sniff(bytes: Uint8Array): Sniffed | null {
  const match = SIGNATURES.find((signature) => signature.matches(bytes))
  return match ? { format: match.format, label: match.label } : null
}
