/** The odd inputs the fuzzer draws from: what a careless client or an attacker sends instead of the contract. */

const HUGE = 100_000

const UNICODE_STRINGS = [
  '🎵𝄞'.repeat(20), // astral plane
  '\u202Egnp.exe', // right-to-left override
  'مرحبا بالعالم', // right-to-left script
  'a\u0000b', // NUL
  '\uD800', // lone high surrogate
  'x\uDFFFy', // lone low surrogate
  '\u200F\u202Bmixed\u202C',
  '\uFEFFbom',
  'ＡＢＣ',
  'e\u0301\u0301\u0301\u0301',
  '\r\nSet-Cookie: sid=stolen',
]

/** JSON values put where a field's value belongs. */
export const ODD_JSON_VALUES: unknown[] = [
  0,
  -1,
  1e9,
  2 ** 53 + 1,
  -0.5,
  1.5,
  1e308,
  '',
  ' ',
  'abc',
  'NaN',
  'Infinity',
  '-1',
  '1e9',
  true,
  false,
  null,
  [],
  {},
  [1, 2],
  ['a', 'b'],
  { nested: { deeper: [1] } },
  'x'.repeat(300),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../../etc/passwd',
  '/api/media/image/../../logout',
  ...UNICODE_STRINGS,
]

/** 100 KB strings: over the 64 KB JSON limit, in one byte and in four. */
export const HUGE_STRINGS = ['x'.repeat(HUGE), '🎵'.repeat(HUGE / 4), '\u0000'.repeat(HUGE)]

/** Names a contract does not have, some of them with meaning to JavaScript. */
export const EXTRA_FIELDS = [
  '__proto__',
  'constructor',
  'prototype',
  'isAdmin',
  'id',
  'userId',
  'passwordHash',
  'role',
  '',
]

/** Bodies that are not JSON, or not the object every contract wants. */
export const MALFORMED_BODIES = [
  '{',
  '{"a":',
  'nul',
  '[',
  '"',
  '{"title":"x",}',
  '\u0000',
  '',
  '{}{}',
  "{'a':1}",
  'undefined',
  'NaN',
  '{"a":NaN}',
  'null',
  '[]',
  '[{}]',
  '42',
  '"a string"',
  'true',
  '{"__proto__":{"isAdmin":true}}',
  '['.repeat(20_000) + ']'.repeat(20_000),
  '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
]

/** Bytes that are not UTF-8 inside a JSON string. */
export const INVALID_UTF8_BODY = new Uint8Array([
  0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0x22, 0x7d,
])

export const ODD_CONTENT_TYPES = [
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/jsonp',
  'APPLICATION/JSON',
  'application/json, text/plain',
  'application/vnd.api+json',
  '*/*',
  '',
]

/** Query values, written as they appear in the URL (some percent-encodings deliberately broken). */
export const ODD_QUERY_VALUES = [
  '-1',
  '0',
  '1e9',
  'NaN',
  'Infinity',
  '-Infinity',
  'abc',
  '',
  '1.5',
  '0x10',
  '%201',
  '9'.repeat(400),
  '%00',
  '%',
  '%E0%A4%A',
  'x'.repeat(4000),
  '%F0%9F%8E%B5',
  '%E2%80%AE',
  'null',
  'undefined',
  '[]',
  '{}',
  'track',
  '-0',
]

/** Path segments, written as they appear in the URL. */
export const ODD_PATH_VALUES = [
  '0',
  '-1',
  '1e9',
  'abc',
  '%00',
  '1.5',
  '9'.repeat(2000),
  'x'.repeat(2000),
  '%2e%2e',
  '..%2F..%2Fapi%2Fuser',
  '%',
  '%ZZ',
  '%F0%9F%8E%B5',
  '%E2%80%AE',
  '%20',
  'null',
  '00001',
  '+1',
  '0x1f',
  'Infinity',
  '1%2F2',
  '2147483648',
  '9007199254740993',
]

/** Headers a client may send oddly; `Range` and `If-None-Match` reach the media route. */
export const ODD_HEADERS: Record<string, string>[] = [
  { Range: 'bytes=-0' },
  { Range: 'bytes=0-' },
  { Range: 'bytes=5-1' },
  { Range: 'bytes=abc' },
  { Range: 'bytes=0-1,2-3' },
  { Range: 'bytes=99999999999999999999-' },
  { Range: 'items=0-1' },
  { 'If-None-Match': '*' },
  { 'If-None-Match': '"x", W/"y"' },
  { Accept: 'text/html' },
  { 'Accept-Encoding': 'gzip;q=NaN' },
  { 'CF-Connecting-IP': 'not-an-address' },
  { 'CF-Connecting-IP': '::ffff:192.0.2.1' },
  { 'CF-Connecting-IP': '2001:db8::1' },
  { Origin: 'null' },
  { Referer: 'not a url' },
  { Origin: 'http://localhost' },
  // One key for every call: repeats, other requests under a used key and keys still in progress.
  { 'Idempotency-Key': 'fuzzed-key' },
  { 'Idempotency-Key': '' },
  { 'Idempotency-Key': 'k'.repeat(256) },
]
