import { useState } from 'react'
import { FormField } from '~/components/auth/form-field'
import { SubmitButton, SubmitForm } from '~/components/forms/submit-form'
import { TrackSettingsFields, visibilityOf, type TrackSettings } from '~/components/tracks/track-settings-fields'
import { Button } from '~/components/ui/button'
import { useCurrentUser } from '~/hooks/use-current-user'
import { useSubmit } from '~/hooks/use-submit'
import { toast } from '~/hooks/use-toast'
import { FileDropZone } from './file-drop-zone'
import { LeaveUploadDialog } from './leave-upload-dialog'
import { ReleaseAtField } from './release-at-field'
import { TrackPreview } from './track-preview'
import { UploadProgress } from './upload-progress'
import { usePickedFile } from './use-picked-file'
import { useTrackUpload } from './use-track-upload'

/** The typed fields by the contract's rules, and the audio file, which a track cannot be without. */
const loadUploadSchema = () =>
  Promise.all([import('zod'), import('../../../contracts/tracks')]).then(([{ z }, contract]) =>
    contract.createTrackSchema
      .pick({ title: true, artistName: true })
      .extend({ audioFile: z.instanceof(File, { error: 'Audio file is required' }) }),
  )

const NEW_TRACK: TrackSettings = { genre: 'none', allowDownload: false, isPrivate: false }

export function UploadTrackForm({ userId, displayName }: { userId: number; displayName: string }) {
  const { user } = useCurrentUser()
  const trackUpload = useTrackUpload(userId)
  const [title, setTitle] = useState('')
  const [artistName, setArtistName] = useState(displayName)
  const [settings, setSettings] = useState(NEW_TRACK)
  const [releaseAt, setReleaseAt] = useState('')
  const audio = usePickedFile('audio')
  const cover = usePickedFile('image')
  // A picked file the server would refuse is named at once, and is neither previewed nor sent.
  const filesReady = !audio.checking && !cover.checking && !audio.refusal && !cover.refusal
  const audioFile = audio.refusal ? null : audio.file
  const coverFile = cover.refusal ? null : cover.file
  const { submit, pending, errors } = useSubmit({
    schema: loadUploadSchema,
    send: async ({ audioFile: picked, ...details }, idempotencyKey) => {
      if (!user)
        return toast({
          title: 'Authentication required',
          description: 'Please log in to upload tracks',
          variant: 'destructive',
        })
      await trackUpload.upload(
        {
          ...details,
          genre: settings.genre,
          allowDownload: settings.allowDownload,
          visibility: visibilityOf(settings),
          // Entered in the uploader's time zone; the server keeps the instant.
          releaseAt: releaseAt ? new Date(releaseAt).toISOString() : null,
          audio: picked,
          cover: coverFile,
        },
        idempotencyKey,
      )
    },
  })

  const { progress, isBusy } = trackUpload
  const busy = pending || isBusy
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_320px]">
      <SubmitForm
        submit={(values) => (filesReady ? submit(values) : Promise.resolve(false))}
        values={() => ({ title, artistName, audioFile })}
        aria-label="Upload track"
        className="space-y-5"
      >
        <FormField
          name="title"
          label="Title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={errors.title}
          disabled={busy}
        />
        <FormField
          name="artistName"
          label="Artist Name"
          value={artistName}
          onChange={(event) => setArtistName(event.target.value)}
          error={errors.artistName}
          disabled={busy}
        />
        <FileDropZone
          id="audioFile"
          label="Audio File"
          accept=".mp3,.wav,.flac,.ogg,audio/mpeg,audio/wav,audio/flac,audio/ogg"
          hint="MP3, WAV, FLAC or OGG (MAX. 50MB)"
          file={audio.file}
          onFile={audio.pick}
          error={audio.refusal ?? errors.audioFile}
          disabled={busy}
        />
        <TrackSettingsFields
          settings={settings}
          onChange={setSettings}
          cover={cover.file}
          onCover={cover.pick}
          coverError={cover.refusal ?? undefined}
          disabled={busy}
        />
        <ReleaseAtField value={releaseAt} onChange={setReleaseAt} disabled={busy} />
        {progress && (
          <div className="space-y-3" aria-live="polite">
            <UploadProgress label="Uploading audio" percent={progress.audio} />
            {progress.cover !== null && <UploadProgress label="Uploading cover" percent={progress.cover} />}
          </div>
        )}
        {trackUpload.failure && !isBusy && (
          <p role="alert" className="text-sm text-destructive">
            {trackUpload.failure.title}: {trackUpload.failure.message}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {/* 'Uploading...' once the upload has begun, not while the fields are checked before it. */}
          <SubmitButton
            pending={isBusy}
            pendingLabel={trackUpload.isSaving ? 'Saving...' : 'Uploading...'}
            disabled={pending || !filesReady}
          >
            Upload Track
          </SubmitButton>
          {isBusy && !trackUpload.isSaving && (
            <Button type="button" variant="outline" onClick={trackUpload.cancel}>
              Cancel
            </Button>
          )}
        </div>
      </SubmitForm>
      <TrackPreview title={title} artistName={artistName} cover={coverFile} audio={audioFile} />
      <LeaveUploadDialog isUploading={trackUpload.isUploading} cancel={trackUpload.cancel} />
    </div>
  )
}
