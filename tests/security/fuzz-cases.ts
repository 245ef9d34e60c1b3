import type { ApiCall, World } from './api-calls'
import {
  EXTRA_FIELDS,
  HUGE_STRINGS,
  INVALID_UTF8_BODY,
  MALFORMED_BODIES,
  ODD_CONTENT_TYPES,
  ODD_HEADERS,
  ODD_JSON_VALUES,
  ODD_PATH_VALUES,
  ODD_QUERY_VALUES,
} from './fuzz-values'

/** Who sends a request: nobody, the owner of the world's things, another user, or a made-up session. */
export type Actor = 'visitor' | 'owner' | 'other' | 'forged'

export interface FuzzCase {
  /** What was changed, for the failure report. */
  mutation: string
  actor: Actor
  method: string
  path: string
  headers: Record<string, string>
  body?: string | Uint8Array<ArrayBuffer> | FormData
}

/** mulberry32: a small seeded generator, so every run sends the same requests. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]
  return { next, pick }
}

type Random = ReturnType<typeof seededRandom>

const ACTORS: Actor[] = ['visitor', 'owner', 'other', 'forged']
const ADDRESSES = ['198.51.100.1', '198.51.100.2', '2001:db8:0:1::1', '2001:db8:0:1::2']
const JSON_TYPE = { 'Content-Type': 'application/json' }

/** Mutations that apply to every call, and those that need a body contract, query contract, params or an upload. */
type Mutation = (call: ApiCall, world: World, random: Random) => Partial<FuzzCase> & { mutation: string }

function pathOf(call: ApiCall, world: World, odd?: { name: string; value: string }) {
  return call.path.replace(/:(\w+)/g, (_, name: string) => (odd?.name === name ? odd.value : world[call.params![name]]))
}

const queryKeysOf = (call: ApiCall) => [...call.query!, 'limit', 'offset']
const jsonBody = (body: unknown) => ({ body: JSON.stringify(body), headers: JSON_TYPE })

const withField = (call: ApiCall, world: World, field: string, value: unknown) => {
  const body = call.sample!(world)
  // defineProperty, so '__proto__' becomes an own key that JSON.stringify writes out.
  Object.defineProperty(body, field, { value, enumerable: true, configurable: true, writable: true })
  return body
}

const EVERY_CALL: Mutation[] = [
  () => ({ mutation: 'valid' }),
  (_call, _world, random) => ({ mutation: 'odd header', headers: random.pick(ODD_HEADERS) }),
  (call, world, random) => ({
    mutation: 'another method',
    method: random.pick(['PUT', 'OPTIONS', 'PATCH', 'DELETE', 'POST']),
    path: pathOf(call, world),
  }),
  (call, world, random) => {
    const key = random.pick(['limit', 'offset', 'query', 'x'])
    return { mutation: `query ${key} repeated`, path: `${pathOf(call, world)}?${key}=1&${key}=2` }
  },
]

const WITH_PARAMS: Mutation[] = [
  (call, world, random) => {
    const name = random.pick(Object.keys(call.params!))
    const value = random.pick(ODD_PATH_VALUES)
    return { mutation: `param ${name}=${value.slice(0, 20)}`, path: pathOf(call, world, { name, value }) }
  },
]

const WITH_QUERY: Mutation[] = [
  (call, world, random) => {
    const key = random.pick(queryKeysOf(call))
    const value = random.pick(ODD_QUERY_VALUES)
    return { mutation: `query ${key}=${value.slice(0, 20)}`, path: `${pathOf(call, world)}?${key}=${value}` }
  },
  (call, world, random) => {
    const [first, second] = [random.pick(queryKeysOf(call)), random.pick(queryKeysOf(call))]
    return {
      mutation: `queries ${first}, ${second}`,
      path: `${pathOf(call, world)}?${first}=${random.pick(ODD_QUERY_VALUES)}&${second}=${random.pick(ODD_QUERY_VALUES)}`,
    }
  },
]

/** Sent to every call that is not a GET, body-less ones too: they must not care. */
const WITH_ANY_BODY: Mutation[] = [
  (_call, _world, random) => {
    const body = random.pick(MALFORMED_BODIES)
    return { mutation: `malformed body ${JSON.stringify(body.slice(0, 12))}`, body, headers: JSON_TYPE }
  },
  () => ({ mutation: 'invalid UTF-8', body: INVALID_UTF8_BODY, headers: JSON_TYPE }),
]

const WITH_BODY: Mutation[] = [
  (call, world, random) => {
    const field = random.pick(call.body!)
    const value = random.pick(ODD_JSON_VALUES)
    return {
      mutation: `field ${field}=${JSON.stringify(value)?.slice(0, 20)}`,
      ...jsonBody(withField(call, world, field, value)),
    }
  },
  (call, world, random) => {
    const field = random.pick(call.body!)
    const body = call.sample!(world)
    delete body[field]
    return { mutation: `field ${field} missing`, ...jsonBody(body) }
  },
  (call, world, random) => {
    const field = random.pick(EXTRA_FIELDS)
    return {
      mutation: `extra field ${field}`,
      ...jsonBody(withField(call, world, field, random.pick(ODD_JSON_VALUES))),
    }
  },
  (call, world, random) => {
    const field = random.pick(call.body!)
    return { mutation: `field ${field} 100 KB`, ...jsonBody(withField(call, world, field, random.pick(HUGE_STRINGS))) }
  },
  (call, world, random) => ({
    mutation: 'wrong content type',
    body: JSON.stringify(call.sample!(world)),
    headers: { 'Content-Type': random.pick(ODD_CONTENT_TYPES) },
  }),
  (call, world) => ({ mutation: 'no content type', body: JSON.stringify(call.sample!(world)), headers: {} }),
]

const garbage = (random: Random, size: number) =>
  Uint8Array.from({ length: size }, () => Math.floor(random.next() * 256))

const WITH_UPLOAD: Mutation[] = [
  (call, _world, random) => {
    const form = new FormData()
    const name = random.pick(['a.png', 'a.mp3', '', '../../x.png', '🎵.wav', 'x'.repeat(1000) + '.png'])
    form.append(
      random.next() < 0.7 ? call.upload! : 'file',
      new File([garbage(random, Math.floor(random.next() * 2048))], name, {
        type: random.pick(['image/png', 'audio/mpeg', 'text/html', '']),
      }),
    )
    return { mutation: 'garbage file', body: form }
  },
  (_call, _world, random) => ({
    mutation: 'broken multipart',
    body: random.pick([
      '--x\r\nContent-Disposition: form-data; name="image"\r\n\r\nabc',
      '--x--',
      '',
      'not multipart at all',
    ]),
    headers: {
      'Content-Type': random.pick([
        'multipart/form-data; boundary=x',
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'application/octet-stream',
      ]),
    },
  }),
]

/** `count` requests for `call`: its valid request first, then mutations drawn by `random`. */
export function fuzzCases(call: ApiCall, world: World, random: Random, count: number): FuzzCase[] {
  const mutations = [
    ...EVERY_CALL,
    ...(call.params ? WITH_PARAMS : []),
    ...(call.query ? WITH_QUERY : []),
    ...(call.method !== 'GET' ? WITH_ANY_BODY : []),
    ...(call.body ? WITH_BODY : []),
    ...(call.upload ? WITH_UPLOAD : []),
  ]
  return Array.from({ length: count }, (_, index) => {
    const changed = (index === 0 ? mutations[0] : random.pick(mutations))(call, world, random)
    const body = changed.body ?? (call.body ? JSON.stringify(call.sample!(world)) : undefined)
    return {
      actor: call.endsSession ? random.pick<Actor>(['visitor', 'forged']) : random.pick(ACTORS),
      method: call.method,
      path: pathOf(call, world),
      ...changed,
      headers: {
        'CF-Connecting-IP': random.pick(ADDRESSES),
        ...(call.body && !changed.body ? JSON_TYPE : {}),
        ...changed.headers,
      },
      // A GET carries no body (fetch refuses one).
      body: (changed.method ?? call.method) === 'GET' ? undefined : body,
    }
  })
}
