import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { useParams } from '@remix-run/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { idSchema } from '../../contracts/common'
import { AudioPanel } from '~/components/live/audio-panel'
import { LevelVisualiser } from '~/components/live/level-visualiser'
import { LiveVideoArea } from '~/components/live/live-video-area'
import { StreamDetails } from '~/components/live/stream-details'
import { HostReconnectingNotice } from '~/components/live/host-reconnecting-notice'
import { StreamEndedNotice } from '~/components/live/stream-ended-notice'
import { WaitingForBroadcastNotice } from '~/components/live/waiting-for-broadcast-notice'
import { moderatorActions } from '~/components/live/chat-message-menu'
import { ChatPeopleCard } from '~/components/live/chat-people-card'
import { ViewerChatPanel } from '~/components/live/viewer-chat-panel'
import { useCurrentUser } from '~/hooks/use-current-user'
import { useLiveAudio } from '~/hooks/use-live-audio'
import { recordingOfStream } from '~/hooks/use-live-recording'
import { useLiveStreamChat } from '~/hooks/use-live-stream-chat'
import { streamCard } from '~/lib/meta/cards'
import { NOT_FOUND_META } from '~/lib/loaded-page-title'
import { openStreamSocketsEarly } from '~/lib/live/open-stream-sockets-early'
import { linkCardMeta } from '~/lib/meta/link-card'
import { notFound } from '~/lib/not-found.server'
import { readOrNull, seed, type PageRead } from '~/lib/page-data.server'
import { pageReads } from '~/lib/page-reads.server'
import { streamQueries } from '~/lib/queries/content'
import type { Stream } from '~/lib/queries/types'

/**
 * The stream, then any recording. The broadcaster's detail (the follower count comes from the user detail)
 * loads in the browser: the first HTML shows the count the stream's own row carries, and waiting here for a second
 * read that needs the first one's answer would hold back the whole page.
 */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const id = idSchema.safeParse(params.id)
  if (!id.success) throw notFound()
  const stream = await readOrNull(context, pageReads.streams.detail(id.data))
  if (!stream) throw notFound()
  const reads: PageRead[] = [pageReads.streams.detail(stream.id)]
  if (stream.endedAt) reads.push(pageReads.tracks.recordings(recordingOfStream(stream.id)))
  return {
    ...(await seed(context, reads)),
    linkCard: streamCard(stream),
    origin: new URL(request.url).origin,
  }
}

// In the browser this module runs before React hydrates the page: the stream's sound and picture start on their way.
if (typeof document !== 'undefined') openStreamSocketsEarly(document)

export { PageErrorBoundary as ErrorBoundary } from '~/components/layout/page-error-boundary'

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? linkCardMeta(data.linkCard, data.origin) : NOT_FOUND_META

export default function StreamViewerPage() {
  const id = Number(useParams().id)
  const { data: stream } = useQuery(streamQueries.detail(id))
  if (!stream) return null
  return <StreamViewer stream={stream} />
}

const hasEnded = (stream: Stream): stream is Stream & { endedAt: string } => stream.endedAt !== null

function StreamViewer({ stream }: { stream: Stream }) {
  const chat = useLiveStreamChat(stream.id, stream)
  const { user } = useCurrentUser()
  const audio = useLiveAudio(stream.id, chat.isLive)
  const [audioOnly, setAudioOnly] = useState(false)
  const queryClient = useQueryClient()
  // The room says the stream went on or off air, or ended while it waited: the row then says when it started or ended,
  // and the page follows.
  const rowBehind = stream.isLive !== chat.isLive || (chat.ended && !hasEnded(stream))
  useEffect(() => {
    if (rowBehind) void queryClient.invalidateQueries({ queryKey: streamQueries.detail(stream.id).queryKey })
  }, [rowBehind, queryClient, stream.id])
  const waiting = !stream.isLive && !chat.isLive && !hasEnded(stream)
  return (
    // openStreamSocketsEarly reads the live stream's id from the server's HTML.
    <main className="mx-auto max-w-7xl px-4 py-6 pb-24" data-live-stream={chat.isLive ? stream.id : undefined}>
      <div className="grid gap-6 lg:grid-cols-[1fr_380px]">
        <div className="min-w-0 space-y-6">
          {chat.isLive && chat.hostAway && <HostReconnectingNotice />}
          {waiting && <WaitingForBroadcastNotice />}
          {hasEnded(stream) ? (
            <StreamEndedNotice stream={stream} />
          ) : (
            <LiveVideoArea
              streamId={stream.id}
              isLive={chat.isLive}
              videoLive={chat.videoLive}
              audioOnly={audioOnly}
              onAudioOnlyChange={setAudioOnly}
            />
          )}
          <StreamDetails stream={stream} isLive={chat.isLive} viewerCount={chat.viewerCount} />
          {/* The meter, volume and spectrum have sound to show only while the stream is live. */}
          {chat.isLive && <AudioPanel audio={audio} />}
        </div>
        <div className="min-w-0 space-y-6">
          <ViewerChatPanel
            lines={chat.lines}
            connected={chat.connected}
            onSend={chat.send}
            ended={hasEnded(stream)}
            refusal={chat.moderation.refusal}
            actions={moderatorActions(chat.moderation, chat)}
          />
          {chat.canModerate && !hasEnded(stream) && (
            <ChatPeopleCard
              moderation={chat.moderation}
              canNameModerators={chat.canNameModerators}
              ownUserId={user?.id ?? null}
            />
          )}
        </div>
      </div>
      {chat.isLive && (
        <div className="mt-6 flex items-center justify-center rounded-lg border bg-card p-2">
          <LevelVisualiser analyser={audio.state === 'playing' ? audio.analyser : null} />
        </div>
      )}
    </main>
  )
}
