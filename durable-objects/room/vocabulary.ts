import type { AudienceName, SocketAttachment, SocketRegistry } from './socket-registry'

/**
 * The two dialects a /ws socket speaks (docs/product/room-protocol.md): the viewer page's and the go-live studio's.
 * Only the edges know them: messages are read into room commands (room-command.ts) and room events are written out
 * per dialect (room-event.ts); the room's core in between speaks neither.
 */
export const vocabularies = ['viewer-page', 'studio'] as const
export type Vocabulary = (typeof vocabularies)[number]

/** Each dialect's chat sockets: a socket belongs to one once its first message said which page it is. */
export const chatAudience: Record<Vocabulary, AudienceName> = { 'viewer-page': 'viewer-page', studio: 'studio' }

/** Each dialect's hosting sockets; the viewer page never hosts. */
export const hostAudience: Record<Vocabulary, AudienceName | null> = { 'viewer-page': null, studio: 'studio-hosts' }

/** Every chat socket that has said which page it is, of either dialect. */
export const speakingChatSockets = (registry: SocketRegistry): WebSocket[] =>
  Object.values(chatAudience).flatMap((audience) => registry.audience(audience))

/**
 * Whether the socket is a WebRTC peer: the studio's host and viewers connect to each other (signaling.ts, and the host
 * is told of its viewers' comings and goings); the viewer page watches over /audio and /video instead.
 */
export const isWebRtcPeer = (socket: Pick<SocketAttachment, 'vocabulary'>): boolean => socket.vocabulary === 'studio'
