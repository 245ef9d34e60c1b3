/** idle: the Join form; checking: looking the stream up; joined: watching. */
export type ViewerState = 'idle' | 'checking' | 'joined'

export interface ViewerSession {
  state: ViewerState
  streamId: number | null
  viewerCount: number
}

export type ViewerEvent =
  | { type: 'check' }
  | { type: 'found'; streamId: number }
  | { type: 'lookup-failed' }
  | { type: 'viewer-count'; count: number }
  /** The viewer left, or the room says the stream ended or does not exist. */
  | { type: 'left' }

export const viewerSessionStart: ViewerSession = { state: 'idle', streamId: null, viewerCount: 0 }

/** The studio's Join Stream tab: the lookup of a typed stream id, then watching it until it ends or is left. */
export function viewerSession(session: ViewerSession, event: ViewerEvent): ViewerSession {
  switch (event.type) {
    case 'check':
      return { ...session, state: 'checking' }
    case 'found':
      return session.state === 'checking' ? { ...session, state: 'joined', streamId: event.streamId } : session
    case 'lookup-failed':
      return { ...session, state: 'idle' }
    case 'viewer-count':
      return { ...session, viewerCount: event.count }
    case 'left':
      return viewerSessionStart
  }
}
