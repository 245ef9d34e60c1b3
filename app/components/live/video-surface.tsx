import { useEffect, useRef } from 'react'
import { VideoOff } from 'lucide-react'

/** A <video> showing a MediaStream (the remote broadcast) or a single track (the host's muted preview). */
export function VideoSurface({
  source,
  label,
  muted = false,
}: {
  source: MediaStream | MediaStreamTrack | null
  label: string
  muted?: boolean
}) {
  const videoRef = useRef<HTMLVideoElement>(null)
  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    video.srcObject = source instanceof MediaStreamTrack ? new MediaStream([source]) : source
    if (source) video.play().catch((error: unknown) => console.info('Video is waiting for a click', error))
  }, [source])
  return (
    <div className="relative aspect-video overflow-hidden rounded-lg bg-black">
      <video
        ref={videoRef}
        aria-label={label}
        muted={muted}
        autoPlay
        playsInline
        className="h-full w-full object-contain"
      />
      {!source && <VideoOff className="absolute inset-0 m-auto h-10 w-10 text-white/60" aria-hidden />}
    </div>
  )
}
