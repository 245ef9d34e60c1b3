import { clientMessageSchema, type ServerMessage } from '../contracts/room'
import { sendableCloseCode } from '../durable-objects/room/close-code'
import { parseClientFrame } from '../durable-objects/room/parse-frame'

/** Plain /ws waits this long for the message that names the stream. */
const FIRST_MESSAGE_TIMEOUT_MS = 10_000
/** A message naming a stream is a few dozen bytes; the Worker reads nothing bigger before the room takes over. */
const FIRST_MESSAGE_MAX_BYTES = 4096
/** Frames a client may send while its room socket opens (milliseconds), kept in order and then passed on. */
const MAX_FRAMES_WHILE_OPENING = 16

const NAMES_NO_STREAM = 'The first message must name a stream: join, join-stream or host-stream'

type Frame = string | ArrayBuffer

/** The stream id the first frame names, or why it names none. */
function streamNamedBy(frame: Frame): { streamId: number } | { refusal: string; closeCode: number } {
  if (typeof frame !== 'string') return { refusal: NAMES_NO_STREAM, closeCode: 1003 }
  if (new TextEncoder().encode(frame).byteLength > FIRST_MESSAGE_MAX_BYTES)
    return { refusal: 'Message too big', closeCode: 1009 }
  const { message, error } = parseClientFrame(frame, clientMessageSchema)
  if (!message) return { refusal: error, closeCode: 1008 }
  if (message.type !== 'join' && message.type !== 'join-stream' && message.type !== 'host-stream') {
    return { refusal: NAMES_NO_STREAM, closeCode: 1008 }
  }
  return { streamId: message.data.streamId }
}

// Either side may close while a frame is on its way to it: the frame is then simply dropped.
function sendQuietly(socket: WebSocket, frame: Frame): void {
  try {
    socket.send(frame)
  } catch {
    // Closed meanwhile.
  }
}

function closeQuietly(socket: WebSocket, code: number, reason: string): void {
  try {
    socket.close(sendableCloseCode(code), reason)
  } catch {
    // Already closed.
  }
}

/** Tells the client why in the room's error frame, then closes. */
function refuse(socket: WebSocket, message: string, closeCode: number): void {
  const frame: ServerMessage = { type: 'error', data: { message, code: 'malformed' } }
  sendQuietly(socket, JSON.stringify(frame))
  closeQuietly(socket, closeCode, message.slice(0, 120))
}

/**
 * Plain /ws (ADR 008): accepts the client's socket, waits for the first message, opens the named stream's
 * room socket through `enterRoom` (the same identity and checks as /ws?streamId=), passes that message and everything
 * after it on, and closes each side when the other closes. The Worker holds the socket for its whole life.
 */
export function holdUntilStreamNamed(enterRoom: (streamId: number) => Promise<Response>): Response {
  const { 0: client, 1: socket } = new WebSocketPair()
  socket.accept()
  const early: Frame[] = []
  let room: WebSocket | null = null
  let clientGone = false
  const timer = setTimeout(() => refuse(socket, 'No stream was named in time', 1008), FIRST_MESSAGE_TIMEOUT_MS)

  const open = async (first: Frame) => {
    const named = streamNamedBy(first)
    if ('refusal' in named) return refuse(socket, named.refusal, named.closeCode)
    const roomSocket = await enterRoom(named.streamId).then(
      (response) => response.webSocket,
      () => null,
    )
    if (!roomSocket) return refuse(socket, 'The stream cannot be reached now', 1011)
    roomSocket.accept()
    if (clientGone) return closeQuietly(roomSocket, 1000, 'Client left')
    room = roomSocket
    room.addEventListener('message', (event) => sendQuietly(socket, event.data))
    room.addEventListener('close', (event) => closeQuietly(socket, event.code, event.reason))
    room.addEventListener('error', () => closeQuietly(socket, 1011, 'Room connection failed'))
    for (const frame of early.splice(0)) sendQuietly(room, frame)
  }

  socket.addEventListener('message', (event) => {
    if (room) return sendQuietly(room, event.data)
    early.push(event.data)
    if (early.length > MAX_FRAMES_WHILE_OPENING)
      return refuse(socket, 'Too many messages before the stream was joined', 1008)
    if (early.length > 1) return
    clearTimeout(timer)
    void open(event.data)
  })
  const clientClosed = (code: number, reason: string) => {
    clientGone = true
    clearTimeout(timer)
    if (room) closeQuietly(room, code, reason)
    // The close handshake: answer the client's close frame.
    closeQuietly(socket, code, reason)
  }
  socket.addEventListener('close', (event) => clientClosed(event.code, event.reason))
  socket.addEventListener('error', () => clientClosed(1011, 'Client connection failed'))

  return new Response(null, { status: 101, webSocket: client })
}
