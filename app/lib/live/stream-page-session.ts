import type { ChatLine } from './chat-line'

/** What the /stream/{id} page knows of its room: the chat, the count, and whether the stream and its picture are on. */
export interface StreamPageSession {
  lines: ChatLine[]
  viewerCount: number
  isLive: boolean
  /** null until the room's first status: the page may start on the video meanwhile (app/hooks/use-live-video.ts). */
  videoLive: boolean | null
  /** The host's sockets are gone and the room waits out its grace for them to come back. */
  hostAway: boolean
  /** The room said the stream has ended: a waiting stream's page learns it was cancelled. */
  ended: boolean
  /** The room's welcome says whether this viewer is the stream's host. */
  isOwner: boolean
}

export type StreamPageEvent =
  | { type: 'welcome'; isOwner: boolean }
  /** The room sends its history on every connect, reconnects included. */
  | { type: 'history'; lines: ChatLine[] }
  | { type: 'line'; line: ChatLine }
  | { type: 'line-deleted'; messageId: string }
  /** Typed while the socket was down: shown, never sent. */
  | { type: 'unsent'; line: ChatLine }
  | { type: 'viewer-count'; count: number }
  | { type: 'status'; isLive: boolean; videoLive: boolean; hostAway: boolean; ended: boolean; viewerCount: number }

export function streamPageSessionStart(initial: { isLive: boolean; viewerCount: number }): StreamPageSession {
  return {
    lines: [],
    viewerCount: initial.viewerCount,
    isLive: initial.isLive,
    videoLive: null,
    hostAway: false,
    ended: false,
    isOwner: false,
  }
}

/** The viewer page's chat socket as state (docs/product/room-protocol.md). */
export function streamPageSession(session: StreamPageSession, event: StreamPageEvent): StreamPageSession {
  switch (event.type) {
    case 'welcome':
      return { ...session, isOwner: event.isOwner }
    case 'history':
      // A reconnect brings the history again: it replaces what was shown, so nothing appears twice.
      return { ...session, lines: [...event.lines, ...session.lines.filter((line) => line.unsent)] }
    case 'line':
      return session.lines.some((line) => line.key === event.line.key)
        ? session
        : { ...session, lines: [...session.lines, event.line] }
    case 'line-deleted':
      return { ...session, lines: session.lines.filter((line) => line.messageId !== event.messageId) }
    case 'unsent':
      return { ...session, lines: [...session.lines, event.line] }
    case 'viewer-count':
      return { ...session, viewerCount: event.count }
    case 'status':
      return {
        ...session,
        isLive: event.isLive,
        videoLive: event.videoLive,
        hostAway: event.hostAway,
        ended: event.ended,
        viewerCount: event.viewerCount,
      }
  }
}
