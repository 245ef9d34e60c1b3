import { useCallback, useEffect, useRef, useState } from 'react'
import { toast } from './use-toast'

/**
 * idle: nothing asked yet; requesting: the permission prompt is up; ready: at least one device is captured;
 * unavailable: nothing could be captured (denied or no devices).
 */
export type CaptureState = 'idle' | 'requesting' | 'ready' | 'unavailable'

export interface CaptureDevices {
  cameras: MediaDeviceInfo[]
  microphones: MediaDeviceInfo[]
}

const destructive = (title: string, description: string) => toast({ title, description, variant: 'destructive' })

const isDenied = (error: unknown) =>
  error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError')

async function tryCapture(constraints: MediaStreamConstraints): Promise<MediaStream | null> {
  try {
    return await navigator.mediaDevices.getUserMedia(constraints)
  } catch (error) {
    console.info('Capture refused', constraints, error)
    return null
  }
}

const deviceConstraint = (deviceId: string | undefined): MediaTrackConstraints | boolean =>
  deviceId ? { deviceId: { exact: deviceId } } : true

export const screenShareSupported = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getDisplayMedia === 'function'

/**
 * The studio's camera, microphone and screen. `videoTrack` is what goes out (the screen while sharing, else the
 * camera); toggling on and off keeps the tracks (enabled flag), so peer connections keep their senders.
 */
export function useLiveCapture() {
  const [state, setState] = useState<CaptureState>('idle')
  const [devices, setDevices] = useState<CaptureDevices>({ cameras: [], microphones: [] })
  const [cameraId, setCameraId] = useState<string>()
  const [microphoneId, setMicrophoneId] = useState<string>()
  const [cameraTrack, setCameraTrack] = useState<MediaStreamTrack | null>(null)
  const [audioTrack, setAudioTrack] = useState<MediaStreamTrack | null>(null)
  const [screenTrack, setScreenTrack] = useState<MediaStreamTrack | null>(null)
  const [cameraOn, setCameraOn] = useState(true)
  const [micOn, setMicOn] = useState(true)
  const tracks = useRef<MediaStreamTrack[]>([])

  const keep = (track: MediaStreamTrack) => {
    tracks.current.push(track)
    return track
  }
  const stop = (track: MediaStreamTrack | null) => {
    track?.stop()
    tracks.current = tracks.current.filter((kept) => kept !== track)
  }

  const refreshDevices = useCallback(async () => {
    const all = await navigator.mediaDevices.enumerateDevices()
    setDevices({
      cameras: all.filter((device) => device.kind === 'videoinput'),
      microphones: all.filter((device) => device.kind === 'audioinput'),
    })
  }, [])

  /** First capture: both devices, else whichever one the browser grants, with the device toasts. */
  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('unavailable')
      return destructive(
        'Device Access Error',
        'No camera or microphone detected. Please connect a device and try again.',
      )
    }
    setState('requesting')
    let denied = false
    let stream: MediaStream | null = null
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true })
    } catch (error) {
      denied = isDenied(error)
      const [video, audio] = await Promise.all([tryCapture({ video: true }), tryCapture({ audio: true })])
      if (video || audio) {
        toast({
          title: 'Limited Access',
          description: video
            ? 'Only your camera is available: the stream has no sound.'
            : 'Only your microphone is available: the stream has no video.',
        })
        stream = new MediaStream([...(video?.getTracks() ?? []), ...(audio?.getTracks() ?? [])])
      }
    }
    if (!stream) {
      setState('unavailable')
      return destructive(
        'Device Access Error',
        denied
          ? 'Permission to use the camera and microphone was denied. Please allow access and try again.'
          : 'No camera or microphone detected. Please connect a device and try again.',
      )
    }
    const [video] = stream.getVideoTracks()
    const [audio] = stream.getAudioTracks()
    setCameraTrack(video ? keep(video) : null)
    setAudioTrack(audio ? keep(audio) : null)
    setCameraOn(Boolean(video))
    setMicOn(Boolean(audio))
    setCameraId(video?.getSettings().deviceId)
    setMicrophoneId(audio?.getSettings().deviceId)
    setState('ready')
    await refreshDevices()
  }, [refreshDevices])

  useEffect(() => () => tracks.current.forEach((track) => track.stop()), [])

  // A camera or microphone plugged in or out shows in the selectors at once.
  useEffect(() => {
    if (state !== 'ready') return
    navigator.mediaDevices.addEventListener('devicechange', refreshDevices)
    return () => navigator.mediaDevices.removeEventListener('devicechange', refreshDevices)
  }, [state, refreshDevices])

  const toggleCamera = useCallback(async () => {
    if (cameraTrack) {
      cameraTrack.enabled = !cameraOn
      return setCameraOn(!cameraOn)
    }
    const stream = await tryCapture({ video: deviceConstraint(cameraId) })
    const [video] = stream?.getVideoTracks() ?? []
    if (!video) return destructive('Camera Error', 'Could not enable camera')
    setCameraTrack(keep(video))
    setCameraOn(true)
  }, [cameraTrack, cameraOn, cameraId])

  const toggleMic = useCallback(async () => {
    if (audioTrack) {
      audioTrack.enabled = !micOn
      return setMicOn(!micOn)
    }
    const stream = await tryCapture({ audio: deviceConstraint(microphoneId) })
    const [audio] = stream?.getAudioTracks() ?? []
    if (!audio) return destructive('Microphone Error', 'Could not enable microphone')
    setAudioTrack(keep(audio))
    setMicOn(true)
  }, [audioTrack, micOn, microphoneId])

  const selectCamera = useCallback(
    async (deviceId: string) => {
      const stream = await tryCapture({ video: deviceConstraint(deviceId) })
      const [video] = stream?.getVideoTracks() ?? []
      if (!video) return destructive('Camera Error', 'Could not enable camera')
      stop(cameraTrack)
      video.enabled = cameraOn
      setCameraTrack(keep(video))
      setCameraId(deviceId)
    },
    [cameraTrack, cameraOn],
  )

  const selectMicrophone = useCallback(
    async (deviceId: string) => {
      const stream = await tryCapture({ audio: deviceConstraint(deviceId) })
      const [audio] = stream?.getAudioTracks() ?? []
      if (!audio) return destructive('Microphone Error', 'Could not enable microphone')
      stop(audioTrack)
      audio.enabled = micOn
      setAudioTrack(keep(audio))
      setMicrophoneId(deviceId)
    },
    [audioTrack, micOn],
  )

  const screenTrackRef = useRef(screenTrack)
  screenTrackRef.current = screenTrack
  const stopSharing = useCallback(() => {
    stop(screenTrackRef.current)
    setScreenTrack(null)
  }, [])

  const toggleScreenShare = useCallback(async () => {
    if (screenTrack) return stopSharing()
    if (!screenShareSupported())
      return destructive('Screen Sharing Error', 'Screen sharing is not supported in this browser or environment')
    try {
      const [track] = (await navigator.mediaDevices.getDisplayMedia({ video: true })).getVideoTracks()
      // The browser's own "Stop sharing" bar ends the track; the camera then goes out again.
      track.addEventListener('ended', stopSharing, { once: true })
      setScreenTrack(keep(track))
    } catch (error) {
      destructive(
        'Screen Sharing Error',
        isDenied(error)
          ? 'Screen sharing permission denied. Please allow access to share your screen.'
          : 'Could not start screen sharing',
      )
    }
  }, [screenTrack, stopSharing])

  return {
    state,
    devices,
    cameraId,
    microphoneId,
    cameraOn,
    micOn,
    sharing: Boolean(screenTrack),
    videoTrack: screenTrack ?? cameraTrack,
    audioTrack,
    start,
    toggleCamera,
    toggleMic,
    toggleScreenShare,
    stopSharing,
    selectCamera,
    selectMicrophone,
  }
}

export type LiveCapture = ReturnType<typeof useLiveCapture>
