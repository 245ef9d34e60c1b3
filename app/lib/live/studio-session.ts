import type { BroadcastFrom } from '../../../contracts/streams'

/**
 * preview: devices on, not broadcasting; starting: creating the stream; resuming: reconnecting to the host's live
 * stream found on opening; elsewhere: that stream is broadcast from another tab or a program; live; ending.
 */
export type HostState = 'preview' | 'starting' | 'resuming' | 'elsewhere' | 'live' | 'ending'

/** The host's live stream the studio found on opening (GET /api/streams/live/mine), and who broadcasts it now. */
export interface FoundStream {
  id: number
  title: string
  broadcastFrom: BroadcastFrom
}

/** A stream made ahead for broadcasting software that has not had its first bytes yet. */
export interface WaitingStream {
  id: number
  title: string
}

export interface LiveStream {
  id: number
  shareUrl: string
}

/** The stream the host just ended, whose recording they are choosing to publish or delete. */
export interface EndedStream {
  streamId: number
  at: number
}

export interface StudioSession {
  state: HostState
  stream: LiveStream | null
  viewerCount: number
  ended: EndedStream | null
  found: FoundStream | null
  /** Shown while in preview: made with 'Use broadcasting software' here or before a reload. */
  waiting: WaitingStream | null
}

export type StudioEvent =
  | { type: 'start' }
  /** The studio opened while the host is live: it resumes, unless a tab or a program broadcasts the stream now. */
  | { type: 'found-live'; found: FoundStream }
  /** The host's stream waiting for broadcasting software, as just made or as the server has it now (null: none). */
  | { type: 'found-waiting'; waiting: WaitingStream | null }
  /** 'Take over here': the broadcast moves to this tab. */
  | { type: 'take-over' }
  | { type: 'started'; stream: LiveStream }
  | { type: 'start-failed' }
  /** End Stream: on the stream this tab broadcasts, or on one live from broadcasting software. */
  | { type: 'end' }
  /** The API answered End Stream: `ended` is null when it failed, and the studio goes back to preview anyway. */
  | { type: 'ended'; ended: EndedStream | null }
  /** The room closed the stream (ended elsewhere, or not found). */
  | { type: 'room-closed' }
  /**
   * The stream broadcast elsewhere is live no more (ended at `at`): one from broadcasting software leaves its recording
   * to choose here; another tab's stream leaves it to that tab.
   */
  | { type: 'found-ended'; at: number }
  | { type: 'viewer-count'; count: number }
  | { type: 'dismiss-ended' }

export const studioSessionStart: StudioSession = {
  state: 'preview',
  stream: null,
  viewerCount: 0,
  ended: null,
  found: null,
  waiting: null,
}

const backToPreview = (session: StudioSession): StudioSession => ({
  ...session,
  state: 'preview',
  stream: null,
  viewerCount: 0,
  found: null,
})

const connecting = (state: HostState) => state === 'starting' || state === 'resuming'

/** The studio shows a stream live from broadcasting software: End Stream ends it over the API. */
export const fromSoftware = (session: StudioSession) =>
  session.state === 'elsewhere' && session.found?.broadcastFrom === 'software'

/** The host tab's broadcast, from Start Streaming (or a resume on opening) to the recording choice after End Stream. */
export function studioSession(session: StudioSession, event: StudioEvent): StudioSession {
  switch (event.type) {
    case 'start':
      return session.state === 'preview' ? { ...session, state: 'starting', ended: null } : session
    case 'found-live':
      if (session.state !== 'preview') return session
      return {
        ...session,
        state: event.found.broadcastFrom ? 'elsewhere' : 'resuming',
        found: event.found,
        waiting: session.waiting?.id === event.found.id ? null : session.waiting,
      }
    case 'found-waiting':
      return session.state === 'preview' ? { ...session, waiting: event.waiting } : session
    case 'take-over':
      return session.state === 'elsewhere' && session.found?.broadcastFrom === 'studio'
        ? { ...session, state: 'resuming' }
        : session
    case 'started':
      return connecting(session.state) ? { ...session, state: 'live', stream: event.stream } : session
    case 'start-failed':
      return connecting(session.state) ? backToPreview(session) : session
    case 'end':
      return session.state === 'live' || fromSoftware(session) ? { ...session, state: 'ending' } : session
    case 'ended':
      return { ...backToPreview(session), ended: event.ended ?? session.ended }
    case 'room-closed':
      return backToPreview(session)
    case 'found-ended':
      if (session.state !== 'elsewhere' || !session.found) return session
      return {
        ...backToPreview(session),
        ended: fromSoftware(session) ? { streamId: session.found.id, at: event.at } : session.ended,
      }
    case 'viewer-count':
      return { ...session, viewerCount: event.count }
    case 'dismiss-ended':
      return { ...session, ended: null }
  }
}
