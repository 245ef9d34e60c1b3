import { env, runDurableObjectAlarm, runInDurableObject, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { liveStream } from '../../tests/support/room-test-client'
import { HOST_AWAY_GRACE_MS } from './host-presence'
import { roomOf } from './room-identity'
import type { StreamRoom } from './stream-room'

/** A visitor's view of a page: whether it came from the edge cache (it carries an Age), and its HTML. */
async function visitorView(path: string) {
  const response = await SELF.fetch(`http://localhost${path}`)
  return { fromCache: response.headers.has('Age'), html: await response.text() }
}

describe('a stream that ends by itself', () => {
  it('takes the pages that listed it live out of the edge cache when its grace runs out', async () => {
    const { streamId, user } = await liveStream('Vanishing Host')
    const pages = ['/streams', `/stream/${streamId}`, `/profile/${user.username}`, '/']
    for (const page of pages) await visitorView(page)
    for (const page of pages) expect((await visitorView(page)).fromCache, page).toBe(true)

    const room = roomOf(env, streamId)
    await runInDurableObject(room, (instance: StreamRoom) => {
      instance.storage.hostAwaySince = Date.now() - HOST_AWAY_GRACE_MS - 1
    })
    expect(await runDurableObjectAlarm(room)).toBe(true)
    const ended = await env.DB.prepare('SELECT is_live FROM streams WHERE id = ?').bind(streamId).first<{
      is_live: number
    }>()
    expect(ended?.is_live).toBe(0)

    for (const page of pages) expect((await visitorView(page)).fromCache, page).toBe(false)
  })
})
