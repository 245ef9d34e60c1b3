import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import type { SingleServerMessage } from '../../contracts/room'
import { trackQueries } from '~/lib/queries/content'
import { readsUnder } from '~/lib/queries/key-paths'
import { liveApi, type StreamDetails } from '~/lib/queries/live'
import { useChatModeration } from './use-chat-moderation'
import { useCurrentUser } from './use-current-user'
import { useLiveAudioBroadcast } from './use-live-audio-broadcast'
import { useLiveVideoBroadcast } from './use-live-video-broadcast'
import type { LiveCapture } from './use-live-capture'
import { useLiveHostPeers } from './use-live-host-peers'
import { useLiveSignaling } from './use-live-signaling'
import { useLiveStudioChat } from './use-live-studio-chat'
import { toast } from './use-toast'

/** preview: devices on, not broadcasting; starting: creating the stream; live; ending: closing it down. */
export type HostState = 'preview' | 'starting' | 'live' | 'ending'

interface LiveStream {
  id: number
  shareUrl: string
}

/** A live recording stops at 4 hours or 1 GiB; the stream stays live (docs/product/rules.md#recordings). */
const recordingStoppedText = {
  duration: 'Your recording reached its 4-hour limit and was saved as a track. You are still live.',
  size: 'Your recording reached its 1 GB limit and was saved as a track. You are still live.',
} as const

/**
 * The host tab's broadcast: Start Streaming creates the stream, the signaling socket
 * hosts it, one peer connection per viewer carries video, and the microphone goes to the audio relay.
 */
export function useLiveHostSession(capture: LiveCapture) {
  const { user } = useCurrentUser()
  const queryClient = useQueryClient()
  const [state, setState] = useState<HostState>('preview')
  const [stream, setStream] = useState<LiveStream | null>(null)
  const [viewerCount, setViewerCount] = useState(0)
  /** The stream the host just ended, whose recording they are choosing to publish or delete. */
  const [ended, setEnded] = useState<{ streamId: number; at: number } | null>(null)
  const streamId = stream?.id ?? null

  const onMessage = (message: SingleServerMessage) => {
    switch (message.type) {
      case 'viewer-joined':
        return void peers.viewerJoined(message.data.viewerId)
      case 'viewer-left':
        return peers.viewerLeft(message.data.viewerId)
      case 'stream-answer':
        return void peers.answerReceived(message.data.viewerId, message.data.description)
      case 'ice-candidate':
        return peers.candidateReceived(message.data.from, message.data.candidate)
      case 'viewer-count':
        return setViewerCount(message.data.count)
      case 'chat-message':
        return chat.receive(message.data)
      case 'message-deleted':
        return chat.remove(message.data.id)
      case 'chat-settings':
      case 'chat-refused':
      case 'chat-people':
        return moderation.receive(message)
      case 'stream-ended':
        return reset()
      case 'stream-not-found':
        toast({
          title: 'Stream not found',
          description: 'The stream ID you entered does not exist.',
          variant: 'destructive',
        })
        return reset()
      case 'recording-stopped':
        return toast({ title: 'Recording stopped', description: recordingStoppedText[message.data.reason] })
      case 'error':
        // A moderation the room refused (e.g. a moderator's ban) is the host's to read; other refusals are logged.
        if (message.data.code === 'forbidden' || message.data.code === 'not-found')
          return toast({ title: 'Error', description: message.data.message, variant: 'destructive' })
        return console.warn('The room refused a message', message.data)
    }
  }

  // Sockets stay up while ending, so the last audio chunk and end-stream still go out.
  const connectedId = state === 'live' || state === 'ending' ? streamId : null
  const signaling = useLiveSignaling(connectedId, 'host', onMessage)
  const chat = useLiveStudioChat(signaling.socketId)
  const moderation = useChatModeration(streamId, signaling.send)
  const { requestPeople } = moderation
  // Each connection asks for the people list once; the room keeps it current from then on.
  const signalingOpen = signaling.state === 'open'
  useEffect(() => {
    if (signalingOpen) requestPeople()
  }, [signalingOpen, requestPeople])
  const peers = useLiveHostPeers(streamId, signaling.send, capture.videoTrack, capture.audioTrack)
  const broadcast = useLiveAudioBroadcast(connectedId, capture.audioTrack)
  useLiveVideoBroadcast(connectedId, capture.videoTrack, capture.sharing || capture.cameraOn)

  const refreshStreamLists = useCallback(() => {
    if (!user) return
    void queryClient.invalidateQueries({ predicate: readsUnder('/api/streams') })
    void queryClient.invalidateQueries({ queryKey: trackQueries.byUser(user.id).queryKey })
  }, [queryClient, user])

  function reset() {
    peers.closeAll()
    capture.stopSharing()
    chat.clear()
    moderation.reset()
    setViewerCount(0)
    setStream(null)
    setState('preview')
    refreshStreamLists()
  }

  const start = async (details: StreamDetails) => {
    if (!user || state !== 'preview') return
    setState('starting')
    setEnded(null)
    try {
      const created = await liveApi.start(user.id, user.displayName, details)
      setStream({ id: created.streamId, shareUrl: created.shareUrl })
      setState('live')
      refreshStreamLists()
    } catch (error) {
      toast({
        title: 'Stream Creation Failed',
        description: (error as Error).message || 'Could not create stream',
        variant: 'destructive',
      })
      setState('preview')
    }
  }

  const end = async () => {
    if (!streamId || state !== 'live') return
    setState('ending')
    // The last audio chunk goes to the relay before the room is told to end, so the recording is whole.
    await broadcast.finish()
    signaling.send({ type: 'end-stream', data: { streamId } })
    try {
      await liveApi.end(streamId)
      toast({ title: 'Stream ended', description: 'Your live stream has been ended successfully' })
      setEnded({ streamId, at: Date.now() })
    } catch (error) {
      toast({ title: 'Error', description: (error as Error).message || 'Failed to end stream', variant: 'destructive' })
    }
    reset()
  }

  /** False when the signaling socket is down: the caller tells the user. */
  const sendChat = (text: string) => {
    moderation.clearRefusal()
    return streamId !== null && signaling.send({ type: 'chat-message', data: { streamId, message: text } })
  }

  const dismissEnded = useCallback(() => setEnded(null), [])

  return { state, stream, viewerCount, chatLines: chat.lines, moderation, sendChat, start, end, ended, dismissEnded }
}

export type LiveHostSession = ReturnType<typeof useLiveHostSession>
