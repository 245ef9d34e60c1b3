import { describe, expect, it } from 'vitest'
import { studioSession, studioSessionStart, type StudioEvent, type StudioSession } from './studio-session'

const stream = { id: 7, shareUrl: 'https://example.test/live/7' }
const after = (...events: StudioEvent[]) => events.reduce(studioSession, studioSessionStart)
const live: StudioSession = after({ type: 'start' }, { type: 'started', stream }, { type: 'viewer-count', count: 4 })
const record = { streamId: 7, at: 1_700_000_000_000 }

describe('the studio host session', () => {
  it('starts in preview with nothing broadcast', () => {
    expect(studioSessionStart).toEqual({
      state: 'preview',
      stream: null,
      viewerCount: 0,
      ended: null,
      found: null,
      waiting: null,
    })
  })

  it('goes live with the created stream after Start Streaming', () => {
    expect(after({ type: 'start' }).state).toBe('starting')
    expect(live).toEqual({ state: 'live', stream, viewerCount: 4, ended: null, found: null, waiting: null })
  })

  it('leaves the form usable when the stream could not be created', () => {
    expect(after({ type: 'start' }, { type: 'start-failed' })).toEqual(studioSessionStart)
  })

  it('starts once: a second Start while starting or live changes nothing', () => {
    const starting = after({ type: 'start' })
    expect(studioSession(starting, { type: 'start' })).toBe(starting)
    expect(studioSession(live, { type: 'start' })).toBe(live)
  })

  it('keeps the stream live and the count current while the signaling socket reconnects', () => {
    expect(studioSession(live, { type: 'viewer-count', count: 6 })).toEqual({ ...live, viewerCount: 6 })
  })

  it('ends through ending back to preview, keeping the ended stream for the recording choice', () => {
    const ending = studioSession(live, { type: 'end' })
    expect(ending.state).toBe('ending')
    expect(studioSession(ending, { type: 'ended', ended: record })).toEqual({ ...studioSessionStart, ended: record })
  })

  it('goes back to preview without a recording choice when ending failed', () => {
    const ending = studioSession(live, { type: 'end' })
    expect(studioSession(ending, { type: 'ended', ended: null })).toEqual(studioSessionStart)
  })

  it('goes back to preview when the room closes the stream, the recording choice untouched', () => {
    expect(studioSession(live, { type: 'room-closed' })).toEqual(studioSessionStart)
    const choosing = after(
      { type: 'start' },
      { type: 'started', stream },
      { type: 'end' },
      { type: 'ended', ended: record },
    )
    expect(studioSession(choosing, { type: 'room-closed' }).ended).toEqual(record)
  })

  it('ends only a live stream', () => {
    expect(studioSession(studioSessionStart, { type: 'end' })).toBe(studioSessionStart)
  })

  it('closes the recording choice when dismissed, and a new start closes it too', () => {
    const choosing = { ...studioSessionStart, ended: record }
    expect(studioSession(choosing, { type: 'dismiss-ended' }).ended).toBeNull()
    expect(studioSession(choosing, { type: 'start' }).ended).toBeNull()
  })

  it('resumes a live stream found on opening whose host is away, keeping its title', () => {
    const found = { id: 7, title: 'Late night set', broadcastFrom: null }
    const resuming = after({ type: 'found-live', found })
    expect(resuming).toMatchObject({ state: 'resuming', found })
    expect(studioSession(resuming, { type: 'started', stream })).toMatchObject({ state: 'live', stream, found })
    expect(studioSession(resuming, { type: 'start-failed' })).toEqual(studioSessionStart)
  })

  it('offers the take-over for a stream another tab broadcasts, and only for that', () => {
    const elsewhere = after({ type: 'found-live', found: { id: 7, title: 'Set', broadcastFrom: 'studio' } })
    expect(elsewhere.state).toBe('elsewhere')
    expect(studioSession(elsewhere, { type: 'start' })).toBe(elsewhere)
    expect(studioSession(elsewhere, { type: 'take-over' }).state).toBe('resuming')
    const pushed = after({ type: 'found-live', found: { id: 7, title: 'Set', broadcastFrom: 'software' } })
    expect(studioSession(pushed, { type: 'take-over' })).toBe(pushed)
  })

  it('ignores a live stream found once the host already pressed Start Streaming', () => {
    const starting = after({ type: 'start' })
    expect(studioSession(starting, { type: 'found-live', found: { id: 7, title: 'Set', broadcastFrom: null } })).toBe(
      starting,
    )
  })

  it('shows a stream waiting for broadcasting software until it goes live, then says software broadcasts it', () => {
    const made = { id: 9, title: 'For the encoder' }
    const waiting = after({ type: 'found-waiting', waiting: made })
    expect(waiting).toMatchObject({ state: 'preview', waiting: made })
    const pushed = studioSession(waiting, {
      type: 'found-live',
      found: { ...made, broadcastFrom: 'software' },
    })
    expect(pushed).toMatchObject({ state: 'elsewhere', waiting: null, found: { id: 9, broadcastFrom: 'software' } })
    expect(studioSession(waiting, { type: 'found-waiting', waiting: null }).waiting).toBeNull()
    const starting = after({ type: 'start' })
    expect(studioSession(starting, { type: 'found-waiting', waiting: made })).toBe(starting)
  })

  it('ends a stream live from broadcasting software from here, then offers its recording', () => {
    const pushed = after({ type: 'found-live', found: { id: 7, title: 'Set', broadcastFrom: 'software' } })
    const ending = studioSession(pushed, { type: 'end' })
    expect(ending.state).toBe('ending')
    expect(studioSession(ending, { type: 'ended', ended: record })).toEqual({ ...studioSessionStart, ended: record })
    const otherTab = after({ type: 'found-live', found: { id: 7, title: 'Set', broadcastFrom: 'studio' } })
    expect(studioSession(otherTab, { type: 'end' })).toBe(otherTab)
  })

  it('goes back to preview once the stream broadcast elsewhere ends, offering the recording of a pushed one only', () => {
    const pushed = after({ type: 'found-live', found: { id: 7, title: 'Set', broadcastFrom: 'software' } })
    expect(studioSession(pushed, { type: 'found-ended', at: record.at })).toEqual({
      ...studioSessionStart,
      ended: record,
    })
    const otherTab = after({ type: 'found-live', found: { id: 7, title: 'Set', broadcastFrom: 'studio' } })
    expect(studioSession(otherTab, { type: 'found-ended', at: record.at })).toEqual(studioSessionStart)
    expect(studioSession(live, { type: 'found-ended', at: record.at })).toBe(live)
  })
})
