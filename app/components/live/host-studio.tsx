import { Radio } from 'lucide-react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Button } from '~/components/ui/button'
import { useCurrentUser } from '~/hooks/use-current-user'
import { useLiveCapture } from '~/hooks/use-live-capture'
import { useLiveHostSession } from '~/hooks/use-live-host-session'
import { toast } from '~/hooks/use-toast'
import { moderatorActions } from './chat-message-menu'
import { EndStreamButton } from './end-stream-button'
import { LazyStudioChatCard } from './lazy-studio-chat-card'
import { LiveBadge } from './live-badge'
import { MediaToggles } from './media-toggles'
import { StreamDetailsForm, type StreamDetailsDraft } from './stream-details-form'
import { StudioSettings } from './studio-settings'
import { VideoSurface } from './video-surface'

// Shown only while live: the share and people cards load when the stream starts.
const ShareCard = lazy(() => import('./share-card').then((module) => ({ default: module.ShareCard })))
const ChatPeopleCard = lazy(() => import('./chat-people-card').then((module) => ({ default: module.ChatPeopleCard })))
// Shown only once a stream has ended.
const RecordingChoiceDialog = lazy(() =>
  import('./recording-choice-dialog').then((module) => ({ default: module.RecordingChoiceDialog })),
)

/** The Host Stream tab; devices are opened the first time the tab is shown. */
export function HostStudio({ active }: { active: boolean }) {
  const capture = useLiveCapture()
  const session = useLiveHostSession(capture)
  const live = session.state === 'live'
  const { user } = useCurrentUser()
  const [details, setDetails] = useState<StreamDetailsDraft>({ title: '', description: '' })
  const { state: captureState, start: startCapture } = capture

  useEffect(() => {
    if (active && captureState === 'idle') void startCapture()
  }, [active, captureState, startCapture])

  const sendChat = (text: string) => {
    if (!session.sendChat(text))
      toast({
        title: 'Connection issue',
        description: 'Cannot send message, trying to reconnect...',
        variant: 'destructive',
      })
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_360px]">
      <div className="min-w-0 space-y-4">
        <div className="relative">
          <VideoSurface source={capture.videoTrack} label="Camera preview" muted />
          {live && (
            <div className="absolute left-3 top-3 rounded-full bg-black/60 px-2 py-1 text-white [&_span]:text-white">
              <LiveBadge viewerCount={session.viewerCount} />
            </div>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <MediaToggles capture={capture} live={live} />
          {live || session.state === 'ending' ? (
            <EndStreamButton onConfirm={() => void session.end()} disabled={session.state === 'ending'} />
          ) : (
            <Button
              onClick={() =>
                void session.start({ title: details.title.trim() || undefined, description: details.description })
              }
              disabled={session.state === 'starting' || captureState === 'requesting'}
            >
              <Radio aria-hidden /> Start Streaming
            </Button>
          )}
        </div>
        {live && session.stream && (
          <LazyStudioChatCard
            lines={session.chatLines}
            height={200}
            onSend={sendChat}
            refusal={session.moderation.refusal}
            actions={moderatorActions(session.moderation, { canModerate: true, canNameModerators: true })}
          />
        )}
      </div>
      <div className="space-y-4">
        {live && session.stream && (
          <Suspense fallback={null}>
            <ShareCard streamId={session.stream.id} shareUrl={session.stream.shareUrl} />
            <ChatPeopleCard moderation={session.moderation} canNameModerators ownUserId={user?.id ?? null} />
          </Suspense>
        )}
        {user && (
          <StreamDetailsForm
            draft={details}
            onChange={setDetails}
            user={user}
            liveStreamId={live ? (session.stream?.id ?? null) : null}
          />
        )}
        <StudioSettings
          capture={capture}
          live={live}
          streamId={session.stream?.id ?? null}
          chatRules={live ? session.moderation : undefined}
        />
      </div>
      {session.ended && (
        <Suspense fallback={null}>
          <RecordingChoiceDialog
            key={session.ended.streamId}
            streamId={session.ended.streamId}
            endedAt={session.ended.at}
            onClose={session.dismissEnded}
          />
        </Suspense>
      )}
    </div>
  )
}
