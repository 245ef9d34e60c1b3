import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@remix-run/react'
import { useCallback, useRef, useState } from 'react'
import type { CreateTrackInput, TrackDetail, Visibility } from '../../../contracts/tracks'
import { toast } from '~/hooks/use-toast'
import { apiRequest } from '~/lib/api-client'
import { trackQueries } from '~/lib/queries/content'
import { uploadFile, UploadCancelled, type Upload } from '~/lib/upload'
import { waveformOf } from '~/lib/waveform'

export interface TrackDetails {
  title: string
  artistName: string
  genre: string
  allowDownload: boolean
  visibility: Visibility
  /** A scheduled release, as an ISO instant; null to publish at once (or keep private). */
  releaseAt: string | null
  audio: File
  cover: File | null
}

interface Progress {
  audio: number
  cover: number | null
}

/** A failed step of the upload, titled with its toast (docs/product/screens.md#toasts); its message is the server's. */
class StepFailure extends Error {
  constructor(
    readonly title: string,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause))
  }
}

/** Waits for one step; a cancelled upload stays a cancellation, any other failure gets the step's title. */
const step = <T>(title: string, pending: Promise<T>) =>
  pending.catch((error: unknown) => {
    throw error instanceof UploadCancelled ? error : new StepFailure(title, error)
  })

/** One press of Upload Track: its uploads in flight, and whether the user has since cancelled it. */
interface UploadAction {
  uploads: Upload<'audio' | 'image'>[]
  cancelled: boolean
}

/**
 * Uploads the audio and cover with progress while the browser computes the waveform, then creates the track
 * (POST /api/tracks) and goes to /library.
 * `cancel` aborts the uploads in flight and keeps the track from being created.
 */
export function useTrackUpload(userId: number) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const action = useRef<UploadAction | null>(null)
  const [progress, setProgress] = useState<Progress | null>(null)
  const [isSaving, setIsSaving] = useState(false)
  const [failure, setFailure] = useState<StepFailure | null>(null)
  const isUploading = useCallback(() => action.current !== null, [])

  function cancel() {
    if (!action.current) return
    action.current.cancelled = true
    // Aborting a finished request does nothing, so this also stops the cover when the audio was refused.
    action.current.uploads.forEach((pending) => pending.cancel())
  }

  /** The files and the track go under keys made from the submit's one `idempotencyKey`, one per call. */
  async function upload({ audio, cover, genre, ...details }: TrackDetails, idempotencyKey: string) {
    const current: UploadAction = { uploads: [], cancelled: false }
    action.current = current
    setFailure(null)
    setProgress({ audio: 0, cover: cover ? 0 : null })
    const onAudioProgress = (percent: number) => setProgress((state) => state && { ...state, audio: percent })
    const onCoverProgress = (percent: number) => setProgress((state) => state && { ...state, cover: percent })
    const audioUpload = uploadFile('audio', audio, onAudioProgress, `${idempotencyKey}-audio`)
    const coverUpload = cover && uploadFile('image', cover, onCoverProgress, `${idempotencyKey}-cover`)
    current.uploads = coverUpload ? [audioUpload, coverUpload] : [audioUpload]
    const waveform = waveformOf(audio)
    try {
      const audioResult = await step('Failed to upload audio file', audioUpload.done)
      const coverResult = coverUpload ? await step('Failed to upload cover image', coverUpload.done) : null
      const body: CreateTrackInput = {
        userId,
        ...details,
        genre: genre === 'none' ? null : genre,
        audioUrl: audioResult.url,
        coverUrl: coverResult?.url ?? null,
        waveform: await waveform,
      }
      if (current.cancelled) throw new UploadCancelled()
      setIsSaving(true)
      const track = await step(
        'Failed to create track',
        apiRequest<TrackDetail>('POST', '/api/tracks', body, { idempotencyKey }),
      )
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trackQueries.recent().queryKey }),
        // The Library's uploads group: the new track is there when /library opens.
        queryClient.invalidateQueries({ queryKey: trackQueries.byUser(userId).queryKey }),
      ])
      toast({ title: 'Track uploaded', description: `${track.title} is now in your library.` })
      // Done: going to /library is no longer leaving an upload. A user who left while it saved stays where they went.
      action.current = null
      if (!current.cancelled) navigate('/library')
    } catch (error) {
      cancel()
      if (error instanceof UploadCancelled) toast({ title: 'Upload cancelled' })
      else {
        const failed = error instanceof StepFailure ? error : new StepFailure('Failed to create track', error)
        setFailure(failed)
        toast({ title: failed.title, description: failed.message, variant: 'destructive' })
      }
    } finally {
      action.current = null
      setProgress(null)
      setIsSaving(false)
    }
  }

  return {
    upload,
    progress,
    isBusy: progress !== null,
    isSaving,
    failure,
    cancel,
    /** Whether an upload runs now, read at the moment of asking (a navigation, closing the tab). */
    isUploading,
  }
}
