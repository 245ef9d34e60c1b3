import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useReducer } from 'react'
import type { SingleServerMessage } from '../../contracts/room'
import type { MyLiveStream } from '../../contracts/streams'
import { trackQueries } from '~/lib/queries/content'
import { readsUnder } from '~/lib/queries/key-paths'
import { liveApi, type StreamDetails } from '~/lib/queries/live'
import { fromSoftware, studioSession, studioSessionStart, type EndedStream } from '~/lib/live/studio-session'
import { useChatModeration } from './use-chat-moderation'
import { useCurrentUser } from './use-current-user'
import { useLiveAudioBroadcast } from './use-live-audio-broadcast'
import { useLiveVideoBroadcast } from './use-live-video-broadcast'
import type { LiveCapture } from './use-live-capture'
import { useLiveHostPeers } from './use-live-host-peers'
import { useLiveSignaling } from './use-live-signaling'
import { useLiveStudioChat } from './use-live-studio-chat'
import { useMyLiveStream } from './use-my-live-stream'
import { toast } from './use-toast'

/** A live recording stops at 4 hours or 1 GiB; the stream stays live (docs/product/rules.md#recordings). */
const recordingStoppedText = {
  duration: 'Your recording reached its 4-hour limit and was saved as a track. You are still live.',
  size: 'Your recording reached its 1 GB limit and was saved as a track. You are still live.',
} as const

/**
 * The host tab's broadcast: Start Streaming creates the stream (or, on opening while the host is live, the studio
 * resumes it or offers to take it over from another tab: docs/product/rules.md#streams), the signaling socket
 * hosts it, one peer connection per viewer carries video, and the microphone goes to the audio relay.
 */
export function useLiveHostSession(capture: LiveCapture) {
  const { user } = useCurrentUser()
  const queryClient = useQueryClient()
  const [session, dispatch] = useReducer(studioSession, studioSessionStart)
  const { state, stream } = session
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
        return dispatch({ type: 'viewer-count', count: message.data.count })
      case 'chat-message':
        return chat.receive(message.data)
      case 'message-deleted':
        return chat.remove(message.data.id)
      case 'chat-settings':
      case 'chat-refused':
      case 'chat-people':
        return moderation.receive(message)
      case 'stream-ended':
        return closeDown()
      case 'stream-not-found':
        toast({
          title: 'Stream not found',
          description: 'The stream ID you entered does not exist.',
          variant: 'destructive',
        })
        return closeDown()
      case 'host-moved':
        // Another tab of the host took the broadcast over; the stream goes on there.
        toast({ title: 'Broadcast moved', description: message.data.message })
        return closeDown()
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

  /** What the session leaves behind when it is over, however it ended. */
  function tearDown() {
    peers.closeAll()
    capture.stopSharing()
    chat.clear()
    moderation.reset()
    refreshStreamLists()
  }

  function closeDown() {
    tearDown()
    dispatch({ type: 'room-closed' })
  }

  // The studio asks while a stream waits for its program's first bytes or is broadcast elsewhere, until it ends.
  const watching = (state === 'preview' && session.waiting !== null) || state === 'elsewhere'
  useMyLiveStream(user?.id, watching, (mine) => {
    if (state === 'elsewhere' && mine.stream?.id !== session.found?.id) {
      foundEnded()
      return showFound(mine)
    }
    // The host may have pressed Start Streaming before the answer came: the studio then takes no notice of it.
    if (state === 'preview') showFound(mine)
  })

  /** What the studio shows in preview for the host's live or waiting stream. */
  function showFound({ stream: live, broadcastFrom, waiting }: MyLiveStream) {
    if (!live) return dispatch({ type: 'found-waiting', waiting: waiting && { id: waiting.id, title: waiting.title } })
    // A waiting stream goes live only with a program's first bytes, whatever the room says a moment later.
    const from = live.id === session.waiting?.id ? 'software' : broadcastFrom
    dispatch({ type: 'found-live', found: { id: live.id, title: live.title, broadcastFrom: from } })
    if (!from) void connect({})
  }

  /** The stream live from broadcasting software or another tab has ended (the program stopped, or it was ended). */
  function foundEnded() {
    if (session.found?.broadcastFrom === 'software')
      toast({ title: 'Stream ended', description: 'Your stream from broadcasting software has ended.' })
    refreshStreamLists()
    dispatch({ type: 'found-ended', at: Date.now() })
  }

  /** 'Use broadcasting software' made this stream: the studio shows it waiting, with its key and command. */
  const waitFor = useCallback((stream: { id: number; title: string }) => {
    dispatch({ type: 'found-waiting', waiting: { id: stream.id, title: stream.title } })
  }, [])

  /** Start Streaming; `idempotencyKey` is its submit's. */
  const start = (details: StreamDetails, idempotencyKey: string) => {
    if (!user || state !== 'preview') return
    dispatch({ type: 'start' })
    return connect(details, idempotencyKey)
  }

  const takeOver = () => {
    if (state !== 'elsewhere') return
    dispatch({ type: 'take-over' })
    return connect({})
  }

  /** POST /api/streams/webrtc: a new live stream, or the host's live stream resumed (same id, no new notification). */
  async function connect(details: StreamDetails, idempotencyKey?: string) {
    if (!user) return
    try {
      const created = await liveApi.start(user.id, user.displayName, details, idempotencyKey)
      dispatch({ type: 'started', stream: { id: created.streamId, shareUrl: created.shareUrl } })
      refreshStreamLists()
    } catch (error) {
      toast({
        title: 'Stream Creation Failed',
        description: (error as Error).message || 'Could not create stream',
        variant: 'destructive',
      })
      dispatch({ type: 'start-failed' })
    }
  }

  const end = async () => {
    if (fromSoftware(session) && session.found) {
      // A program broadcasts it: the API ends it now rather than after the grace that follows the program's last push.
      dispatch({ type: 'end' })
      return endOverApi(session.found.id)
    }
    if (!streamId || state !== 'live') return
    dispatch({ type: 'end' })
    // The last audio chunk goes to the relay before the room is told to end, so the recording is whole.
    await broadcast.finish()
    signaling.send({ type: 'end-stream', data: { streamId } })
    return endOverApi(streamId)
  }

  /** POST /api/streams/{id}/end, then the recording choice (none when it failed). */
  async function endOverApi(streamId: number) {
    let ended: EndedStream | null = null
    try {
      await liveApi.end(streamId)
      toast({ title: 'Stream ended', description: 'Your live stream has been ended successfully' })
      ended = { streamId, at: Date.now() }
    } catch (error) {
      endFailed(error as Error)
    }
    tearDown()
    dispatch({ type: 'ended', ended })
  }

  /** Cancel on a stream waiting for broadcasting software: it ends before it began, and its key takes no push. */
  const cancelWaiting = async () => {
    if (!session.waiting || state !== 'preview') return
    try {
      await liveApi.end(session.waiting.id)
      dispatch({ type: 'found-waiting', waiting: null })
      refreshStreamLists()
    } catch (error) {
      endFailed(error as Error)
    }
  }

  /** False when the signaling socket is down: the caller tells the user. */
  const sendChat = (text: string) => {
    moderation.clearRefusal()
    return streamId !== null && signaling.send({ type: 'chat-message', data: { streamId, message: text } })
  }

  const dismissEnded = useCallback(() => dispatch({ type: 'dismiss-ended' }), [])

  return {
    ...session,
    chatLines: chat.lines,
    moderation,
    sendChat,
    start,
    takeOver,
    end,
    cancelWaiting,
    dismissEnded,
    waitFor,
  }
}

const endFailed = (error: Error) =>
  toast({ title: 'Error', description: error.message || 'Failed to end stream', variant: 'destructive' })

export type LiveHostSession = ReturnType<typeof useLiveHostSession>
