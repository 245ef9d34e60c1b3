import { describe, expect, it } from 'vitest'
import { viewerSession, viewerSessionStart, type ViewerEvent, type ViewerSession } from './viewer-session'

const after = (...events: ViewerEvent[]) => events.reduce(viewerSession, viewerSessionStart)
const watching: ViewerSession = after(
  { type: 'check' },
  { type: 'found', streamId: 7 },
  { type: 'viewer-count', count: 3 },
)

describe('the studio viewer session', () => {
  it('starts on the Join form', () => {
    expect(viewerSessionStart).toEqual({ state: 'idle', streamId: null, viewerCount: 0 })
  })

  it('looks a typed id up, then watches the stream it names', () => {
    expect(after({ type: 'check' }).state).toBe('checking')
    expect(watching).toEqual({ state: 'joined', streamId: 7, viewerCount: 3 })
  })

  it('goes back to a usable Join form when the stream is not found', () => {
    expect(after({ type: 'check' }, { type: 'lookup-failed' })).toEqual(viewerSessionStart)
  })

  it('keeps watching the same stream while the room sends counts again after a reconnect', () => {
    expect(viewerSession(watching, { type: 'viewer-count', count: 5 })).toEqual({ ...watching, viewerCount: 5 })
  })

  it('returns to the Join form with no stream and no count when the host ends it or the viewer leaves', () => {
    expect(viewerSession(watching, { type: 'left' })).toEqual(viewerSessionStart)
  })

  it('ignores a lookup answer that comes after the viewer gave up', () => {
    const gaveUp = after({ type: 'check' }, { type: 'left' })
    expect(viewerSession(gaveUp, { type: 'found', streamId: 7 })).toEqual(viewerSessionStart)
  })
})
