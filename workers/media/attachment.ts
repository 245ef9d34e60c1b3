/** What a file name never holds: quotes, slashes, backslashes, control and invisible formatting characters. */
const UNSAFE = /["/\\\p{Cc}\p{Cf}]/gu
/** Characters RFC 8187 lets stand unencoded in an ext-value (attr-char). */
const ATTR_CHAR = /[A-Za-z0-9!#$&+.^_`|~-]/

const percentEncoded = (text: string) =>
  [...new TextEncoder().encode(text)]
    .map((byte) => {
      const char = String.fromCharCode(byte)
      return byte < 0x80 && ATTR_CHAR.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
    })
    .join('')

/**
 * The Content-Disposition that saves a file as `<title>.<extension>` (RFC 6266): the title without the characters
 * that could break out of the header or the download folder, spaces collapsed, and 'track' when nothing is left.
 * A title beyond ASCII also gets `filename*` in UTF-8, which browsers prefer, after an ASCII `filename` for the rest
 * (accents dropped, any other character as '_').
 */
export function attachmentDisposition(title: string, extension: string): string {
  const name = `${title.replace(UNSAFE, '').replace(/\s+/g, ' ').trim() || 'track'}.${extension}`
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
  if (ascii === name) return `attachment; filename="${name}"`
  return `attachment; filename="${ascii}"; filename*=UTF-8''${percentEncoded(name)}`
}
