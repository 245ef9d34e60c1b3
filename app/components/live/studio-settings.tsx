import { Settings } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import type { ChatModeration } from '~/hooks/use-chat-moderation'
import { screenShareSupported, type LiveCapture } from '~/hooks/use-live-capture'
import { DeviceSelect } from './device-select'
import { StreamKeyField } from './stream-key-field'

// The chat rules show only while live: their switch and select load then.
const ChatRulesFields = lazy(() =>
  import('./chat-rules-fields').then((module) => ({ default: module.ChatRulesFields })),
)

interface StudioSettingsProps {
  capture: LiveCapture
  live: boolean
  /** The stream whose key the panel shows; undefined while the waiting notice shows the key and command itself. */
  streamId: number | null | undefined
  /** While live: the chat's slow mode and followers-only switches. */
  chatRules?: ChatModeration
}

/** The studio's Settings panel: device selectors (locked while live), the stream key, and the screen-share note. */
export function StudioSettings({ capture, live, streamId, chatRules }: StudioSettingsProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Settings className="h-4 w-4" aria-hidden /> Settings
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <DeviceSelect
          id="camera-select"
          label="Camera"
          devices={capture.devices.cameras}
          value={capture.cameraId}
          emptyText="No cameras found"
          disabled={live}
          onChange={(deviceId) => void capture.selectCamera(deviceId)}
        />
        <DeviceSelect
          id="microphone-select"
          label="Microphone"
          devices={capture.devices.microphones}
          value={capture.microphoneId}
          emptyText="No microphones found"
          disabled={live}
          onChange={(deviceId) => void capture.selectMicrophone(deviceId)}
        />
        {streamId !== undefined && <StreamKeyField streamId={streamId} />}
        {chatRules && (
          <Suspense fallback={null}>
            <ChatRulesFields moderation={chatRules} />
          </Suspense>
        )}
        {!screenShareSupported() && (
          <p className="text-sm text-muted-foreground">
            Screen sharing is not supported in this browser or environment
          </p>
        )}
      </CardContent>
    </Card>
  )
}
