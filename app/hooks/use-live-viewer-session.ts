import { useReducer } from 'react'
import type { SingleServerMessage } from '../../contracts/room'
import { ApiRequestError } from '~/lib/api-client'
import { liveApi } from '~/lib/queries/live'
import { viewerSession, viewerSessionStart } from '~/lib/live/viewer-session'
import { useChatModeration } from './use-chat-moderation'
import { useLiveSignaling } from './use-live-signaling'
import { useLiveStudioChat } from './use-live-studio-chat'
import { useLiveViewerPeer } from './use-live-viewer-peer'
import { toast } from './use-toast'

const destructive = (title: string, description: string) => toast({ title, description, variant: 'destructive' })
const notFound = () => destructive('Stream not found', 'The stream ID you entered does not exist.')

/** The studio's Join Stream tab: look the stream up, join its room, answer the host's offer. */
export function useLiveViewerSession() {
  const [session, dispatch] = useReducer(viewerSession, viewerSessionStart)
  const { state, streamId } = session

  const onMessage = (message: SingleServerMessage) => {
    switch (message.type) {
      case 'stream-offer':
        return void peer.offerReceived(message.data.hostId, message.data.description)
      case 'ice-candidate':
        return peer.candidateReceived(message.data.candidate)
      case 'viewer-count':
        return dispatch({ type: 'viewer-count', count: message.data.count })
      case 'chat-message':
        return chat.receive(message.data)
      case 'message-deleted':
        return chat.remove(message.data.id)
      case 'chat-settings':
      case 'chat-refused':
        return moderation.receive(message)
      case 'stream-ended':
        toast({ title: 'Stream ended', description: 'The host has ended the stream.' })
        return reset()
      case 'stream-not-found':
        notFound()
        return reset()
      case 'error':
        return console.warn('The room refused a message', message.data)
    }
  }

  const signaling = useLiveSignaling(state === 'joined' ? streamId : null, 'viewer', onMessage)
  const chat = useLiveStudioChat(signaling.socketId)
  const peer = useLiveViewerPeer(streamId, signaling.send)
  const moderation = useChatModeration(streamId, signaling.send)

  function reset() {
    peer.close()
    chat.clear()
    moderation.reset()
    dispatch({ type: 'left' })
  }

  const join = async (input: string) => {
    const typed = input.trim()
    if (!typed) return destructive('Stream ID Required', 'Please enter a valid stream ID to join')
    // An id that names no stream is not found, digits or not; only digits can name one.
    if (!/^\d+$/.test(typed)) return notFound()
    const id = Number(typed)
    dispatch({ type: 'check' })
    try {
      if (!(await liveApi.exists(id))) throw new ApiRequestError(404, 'Stream not found')
      dispatch({ type: 'found', streamId: id })
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) notFound()
      else destructive('Stream Not Found', 'Failed to join the stream. Please try again.')
      dispatch({ type: 'lookup-failed' })
    }
  }

  const leave = () => {
    if (streamId) signaling.send({ type: 'leave-stream', data: { streamId } })
    reset()
  }

  return {
    ...session,
    remoteStream: peer.remoteStream,
    chatLines: chat.lines,
    chatRefusal: moderation.refusal,
    sendChat: (text: string) => {
      moderation.clearRefusal()
      return streamId !== null && signaling.send({ type: 'chat-message', data: { streamId, message: text } })
    },
    join,
    leave,
  }
}

export type LiveViewerSession = ReturnType<typeof useLiveViewerSession>
