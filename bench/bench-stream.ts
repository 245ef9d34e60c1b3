import type WebSocket from 'ws'
import { signIn } from './sign-in'

/** Sockets open this many at a time: a whole audience at once would be a connection storm no edge lets through. */
const OPEN_BATCH = 50

/** Opens `count` sockets, OPEN_BATCH at a time. */
export async function openMany<Socket extends WebSocket | null>(
  count: number,
  open: (index: number) => Promise<Socket>,
): Promise<Socket[]> {
  const sockets: Socket[] = []
  for (let start = 0; start < count; start += OPEN_BATCH) {
    const batch = Array.from({ length: Math.min(OPEN_BATCH, count - start) }, (_, i) => open(start + i))
    sockets.push(...(await Promise.all(batch)))
  }
  return sockets
}

/** A live stream of the seeded demo user (POST /api/streams/webrtc), with its key and the session cookie. */
export async function createStream(baseUrl: string): Promise<{ streamId: number; streamKey: string; cookie: string }> {
  const cookie = await signIn(baseUrl)
  const headers = { 'Content-Type': 'application/json', Cookie: cookie }
  const created = await fetch(`${baseUrl}/api/streams/webrtc`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ title: 'Bench room' }),
  })
  const { streamId } = (await created.json()) as { streamId: number }
  const { streamKey } = (await (await fetch(`${baseUrl}/api/streams/${streamId}/key`, { headers })).json()) as {
    streamKey: string
  }
  return { streamId, streamKey, cookie }
}
