/** preview: devices on, not broadcasting; starting: creating the stream; live; ending: closing it down. */
export type HostState = 'preview' | 'starting' | 'live' | 'ending'

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
}

export type StudioEvent =
  | { type: 'start' }
  | { type: 'started'; stream: LiveStream }
  | { type: 'start-failed' }
  | { type: 'end' }
  /** The API answered End Stream: `ended` is null when it failed, and the studio goes back to preview anyway. */
  | { type: 'ended'; ended: EndedStream | null }
  /** The room closed the stream (ended elsewhere, or not found). */
  | { type: 'room-closed' }
  | { type: 'viewer-count'; count: number }
  | { type: 'dismiss-ended' }

export const studioSessionStart: StudioSession = { state: 'preview', stream: null, viewerCount: 0, ended: null }

const backToPreview = (session: StudioSession): StudioSession => ({
  ...session,
  state: 'preview',
  stream: null,
  viewerCount: 0,
})

/** The host tab's broadcast, from Start Streaming to the recording choice after End Stream. */
export function studioSession(session: StudioSession, event: StudioEvent): StudioSession {
  switch (event.type) {
    case 'start':
      return session.state === 'preview' ? { ...session, state: 'starting', ended: null } : session
    case 'started':
      return session.state === 'starting' ? { ...session, state: 'live', stream: event.stream } : session
    case 'start-failed':
      return session.state === 'starting' ? { ...session, state: 'preview' } : session
    case 'end':
      return session.state === 'live' ? { ...session, state: 'ending' } : session
    case 'ended':
      return { ...backToPreview(session), ended: event.ended ?? session.ended }
    case 'room-closed':
      return backToPreview(session)
    case 'viewer-count':
      return { ...session, viewerCount: event.count }
    case 'dismiss-ended':
      return { ...session, ended: null }
  }
}
