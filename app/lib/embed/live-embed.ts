import { STREAM_ENDED } from '../../../contracts/embed'
import type { ViewerChatMessage } from '../../../contracts/room'
import { startsWithEbmlHeader } from '../../../contracts/webm'
import { LiveSocket, type LiveSocketHandlers } from '../live/live-socket'
import { MediaSourcePlayer } from '../live/media-source-player'
import { audioRetryPolicy, chatRetryPolicy } from '../live/retry-policies'
import { encodeRoomMessage, parseRoomFrame } from '../live/room-messages'
import { listenerSocketUrl, liveSocketUrl } from '../live/socket-url'

/** The lines a stream embed keeps: the newest, as a small frame shows no more. */
const CHAT_LINES_KEPT = 100

/**
 * Drives a live stream embed (app/components/embed/embed-stream.tsx): the chat, read only, from the viewer page's
 * /ws socket, and on Play the sound from /audio through the viewer page's MediaSourcePlayer; the room's word that
 * the stream ended stops both.
 */
export function startLiveEmbed(root: HTMLElement) {
  const streamId = Number(root.dataset.streamId)
  const play = root.querySelector<HTMLElement>('[data-embed-play]')!
  const chat = root.querySelector<HTMLOListElement>('[data-embed-chat]')!
  let listening: { player: MediaSourcePlayer; socket: LiveSocket } | null = null
  let generation = 0

  const showLine = (message: ViewerChatMessage) => {
    const line = document.createElement('li')
    line.dataset.messageId = message.id
    const author = document.createElement('span')
    author.className = 'font-semibold'
    author.textContent = `${message.username}: `
    line.appendChild(author)
    line.appendChild(document.createTextNode(message.message))
    chat.appendChild(line)
    while (chat.children.length > CHAT_LINES_KEPT) chat.firstElementChild!.remove()
    chat.parentElement!.scrollTop = chat.parentElement!.scrollHeight
  }

  const showPlaying = (playing: boolean) => {
    root.toggleAttribute('data-playing', playing)
    play.setAttribute('aria-label', playing ? 'Pause' : 'Play')
  }

  const stopListening = () => {
    listening?.player.audio.remove()
    listening?.socket.close()
    listening?.player.dispose()
    listening = null
    showPlaying(false)
  }

  /** A player on a fresh /audio connection, which starts with the recording's header. */
  const listen = () => {
    let starting = false
    const player = new MediaSourcePlayer((error) => {
      console.error('Live audio decoding failed', error)
      stopListening()
    })
    const handlers: LiveSocketHandlers = {
      policy: audioRetryPolicy,
      onState: () => undefined,
      onMessage: (data) => {
        if (typeof data === 'string') return
        // A host who came back starts a new recording: a fresh player takes it from its header.
        if (player.started && startsWithEbmlHeader(data)) {
          stopListening()
          return listen()
        }
        player.append(data)
        if (starting) return
        starting = true
        // A refused start is tried again on the next chunk.
        player.play().catch((error) => {
          console.warn('Live audio did not start yet', error)
          starting = false
        })
      },
    }
    // In the document, as the track embed's is, so the frame's sound is found where any page's is.
    player.audio.hidden = true
    root.appendChild(player.audio)
    listening = {
      player,
      socket: new LiveSocket({ url: listenerSocketUrl('/audio', streamId, ++generation), handlers: () => handlers }),
    }
    showPlaying(true)
  }

  const chatSocket = new LiveSocket({
    url: liveSocketUrl('/ws', { streamId, page: 'viewer' }),
    handlers: () => ({
      policy: chatRetryPolicy,
      onState: () => undefined,
      onOpen: (socket) =>
        socket.send(encodeRoomMessage({ type: 'join', data: { streamId, userId: null, username: null } })),
      onMessage: (data) => {
        if (typeof data !== 'string') return
        for (const message of parseRoomFrame(data)) {
          if (message.type === 'chat_history') message.data.messages.forEach(showLine)
          else if (message.type === 'chat_message') showLine(message.data)
          else if (message.type === 'message-deleted')
            chat.querySelector(`[data-message-id="${CSS.escape(message.data.id)}"]`)?.remove()
          else if (message.type === 'stream_status' && !message.data.isLive) end()
        }
      },
    }),
  })

  function end() {
    stopListening()
    chatSocket.close()
    play.remove()
    root.querySelector('[data-embed-status]')!.textContent = STREAM_ENDED
  }

  play.addEventListener('click', () => (listening ? stopListening() : listen()))
}
