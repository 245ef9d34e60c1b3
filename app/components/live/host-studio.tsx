import { Clapperboard, Radio } from 'lucide-react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Button } from '~/components/ui/button'
import { useCurrentUser } from '~/hooks/use-current-user'
import { useLiveCapture } from '~/hooks/use-live-capture'
import { useLiveHostSession } from '~/hooks/use-live-host-session'
import { useSoftwareStream } from '~/hooks/use-software-stream'
import { useSubmit } from '~/hooks/use-submit'
import { toast } from '~/hooks/use-toast'
import type { StreamDetails } from '~/lib/queries/live'
import { moderatorActions } from './chat-message-menu'
import { EndStreamButton } from './end-stream-button'
import { FoundStreamStatus } from './found-stream-status'
import { LazyStudioChatCard } from './lazy-studio-chat-card'
import { LiveBadge } from './live-badge'
import { MediaToggles } from './media-toggles'
import { SoftwareStreamNotice } from './software-stream-notice'
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
  const { user } = useCurrentUser()
  // The page renders the studio only for a signed-in user.
  return user ? <SignedInStudio active={active} user={user} /> : null
}

function SignedInStudio({ active, user }: { active: boolean; user: { id: number; displayName: string } }) {
  const capture = useLiveCapture()
  const session = useLiveHostSession(capture)
  const live = session.state === 'live'
  const software = useSoftwareStream(user)
  const [details, setDetails] = useState<StreamDetailsDraft>({ title: '', description: '' })
  const { state: captureState, start: startCapture } = capture
  const { found, waiting } = session
  const typedDetails = () => ({ title: details.title.trim() || undefined, description: details.description })
  const goLive = useSubmit({ send: (typed: StreamDetails, key) => session.start(typed, key) ?? Promise.resolve() })
  const softwareSubmit = useSubmit({
    send: (typed: StreamDetails, idempotencyKey) =>
      software.mutateAsync({ input: typed, idempotencyKey }).then(session.waitFor),
  })
  // A stream waits for broadcasting software: the studio offers its command and Cancel, nothing that starts another.
  const waitingShown = waiting !== null && session.state === 'preview'

  // A resumed or waiting stream keeps its title: the details form shows it.
  const foundTitle = found?.title ?? waiting?.title
  useEffect(() => {
    if (foundTitle) setDetails((draft) => ({ ...draft, title: foundTitle }))
  }, [foundTitle])

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
          ) : found && (session.state === 'resuming' || session.state === 'elsewhere') ? (
            <FoundStreamStatus
              found={found}
              resuming={session.state === 'resuming'}
              onTakeOver={() => void session.takeOver()}
              onEnd={() => void session.end()}
            />
          ) : waitingShown ? null : (
            <div className="flex flex-wrap gap-2">
              <Button
                onClick={() => void goLive.submit(typedDetails())}
                disabled={goLive.pending || session.state === 'starting' || captureState === 'requesting'}
              >
                <Radio aria-hidden /> Start Streaming
              </Button>
              {!waiting && (
                <Button
                  variant="outline"
                  onClick={() => void softwareSubmit.submit(typedDetails())}
                  disabled={softwareSubmit.pending || session.state === 'starting'}
                >
                  <Clapperboard aria-hidden /> Use broadcasting software
                </Button>
              )}
            </div>
          )}
        </div>
        {waitingShown && <SoftwareStreamNotice stream={waiting} onCancel={() => void session.cancelWaiting()} />}
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
            <ChatPeopleCard moderation={session.moderation} canNameModerators ownUserId={user.id} />
          </Suspense>
        )}
        <StreamDetailsForm
          draft={details}
          onChange={setDetails}
          user={user}
          liveStreamId={live ? (session.stream?.id ?? null) : null}
        />
        <StudioSettings
          capture={capture}
          live={live}
          streamId={waitingShown ? undefined : (session.stream?.id ?? found?.id ?? null)}
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
