import { Mic, MicOff, MonitorUp, MonitorX, Video, VideoOff } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { screenShareSupported, type LiveCapture } from '~/hooks/use-live-capture'

/** Camera On/Off, Mic On/Off, and Share Screen/Stop Sharing only while live and where supported. */
export function MediaToggles({ capture, live }: { capture: LiveCapture; live: boolean }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant={capture.cameraOn ? 'secondary' : 'outline'}
        onClick={() => void capture.toggleCamera()}
        aria-pressed={capture.cameraOn}
      >
        {capture.cameraOn ? <Video aria-hidden /> : <VideoOff aria-hidden />}
        {capture.cameraOn ? 'Camera On' : 'Camera Off'}
      </Button>
      <Button
        variant={capture.micOn ? 'secondary' : 'outline'}
        onClick={() => void capture.toggleMic()}
        aria-pressed={capture.micOn}
      >
        {capture.micOn ? <Mic aria-hidden /> : <MicOff aria-hidden />}
        {capture.micOn ? 'Mic On' : 'Mic Off'}
      </Button>
      {live && screenShareSupported() && (
        <Button variant="outline" onClick={() => void capture.toggleScreenShare()}>
          {capture.sharing ? <MonitorX aria-hidden /> : <MonitorUp aria-hidden />}
          {capture.sharing ? 'Stop Sharing' : 'Share Screen'}
        </Button>
      )}
    </div>
  )
}
