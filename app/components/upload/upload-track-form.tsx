import { useState, type FormEvent } from 'react'
import { FormField } from '~/components/auth/form-field'
import { SettingSwitch } from '~/components/tracks/setting-switch'
import { Button } from '~/components/ui/button'
import { useCurrentUser } from '~/hooks/use-current-user'
import { toast } from '~/hooks/use-toast'
import { parseForm, type FieldErrors } from '~/lib/form'
import { FileDropZone, IMAGE_FILES } from './file-drop-zone'
import { GenreSelect } from './genre-select'
import { LeaveUploadDialog } from './leave-upload-dialog'
import { ReleaseAtField } from './release-at-field'
import { TrackPreview } from './track-preview'
import { UploadProgress } from './upload-progress'
import { usePickedFile } from './use-picked-file'
import { useTrackUpload } from './use-track-upload'

const loadDetailsSchema = () =>
  import('../../../contracts/tracks').then((contract) =>
    contract.createTrackSchema.pick({ title: true, artistName: true }),
  )

export function UploadTrackForm({ userId, displayName }: { userId: number; displayName: string }) {
  const { user } = useCurrentUser()
  const trackUpload = useTrackUpload(userId)
  const [title, setTitle] = useState('')
  const [artistName, setArtistName] = useState(displayName)
  const [genre, setGenre] = useState('none')
  const [allowDownload, setAllowDownload] = useState(false)
  const [isPrivate, setIsPrivate] = useState(false)
  const [releaseAt, setReleaseAt] = useState('')
  const audio = usePickedFile('audio')
  const cover = usePickedFile('image')
  const [errors, setErrors] = useState<FieldErrors>({})
  // A picked file the server would refuse is named at once, and is neither previewed nor sent.
  const filesReady = !audio.checking && !cover.checking && !audio.refusal && !cover.refusal
  const audioFile = audio.refusal ? null : audio.file
  const coverFile = cover.refusal ? null : cover.file

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!filesReady) return
    if (!user)
      return toast({
        title: 'Authentication required',
        description: 'Please log in to upload tracks',
        variant: 'destructive',
      })
    const parsed = await parseForm(loadDetailsSchema, { title, artistName })
    const fieldErrors = { ...parsed.errors, ...(audioFile ? {} : { audioFile: 'Audio file is required' }) }
    setErrors(fieldErrors)
    if (parsed.data && audioFile)
      void trackUpload.upload({
        ...parsed.data,
        genre,
        allowDownload,
        visibility: isPrivate ? 'private' : 'public',
        // Entered in the uploader's time zone; the server keeps the instant.
        releaseAt: releaseAt ? new Date(releaseAt).toISOString() : null,
        audio: audioFile,
        cover: coverFile,
      })
  }

  const { progress, isBusy } = trackUpload
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_320px]">
      <form onSubmit={onSubmit} noValidate aria-label="Upload track" className="space-y-5">
        <FormField
          name="title"
          label="Title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={errors.title}
          disabled={isBusy}
        />
        <FormField
          name="artistName"
          label="Artist Name"
          value={artistName}
          onChange={(event) => setArtistName(event.target.value)}
          error={errors.artistName}
          disabled={isBusy}
        />
        <GenreSelect value={genre} onChange={setGenre} disabled={isBusy} />
        <FileDropZone
          id="audioFile"
          label="Audio File"
          accept=".mp3,.wav,.flac,.ogg,audio/mpeg,audio/wav,audio/flac,audio/ogg"
          hint="MP3, WAV, FLAC or OGG (MAX. 50MB)"
          file={audio.file}
          onFile={audio.pick}
          error={audio.refusal ?? errors.audioFile}
          disabled={isBusy}
        />
        <FileDropZone
          id="coverFile"
          label="Cover Image (Optional)"
          {...IMAGE_FILES}
          file={cover.file}
          onFile={cover.pick}
          error={cover.refusal ?? undefined}
          disabled={isBusy}
        />
        <SettingSwitch
          label="Allow downloads"
          checked={allowDownload}
          onCheckedChange={setAllowDownload}
          disabled={isBusy}
        />
        <SettingSwitch label="Private" checked={isPrivate} onCheckedChange={setIsPrivate} disabled={isBusy} />
        <ReleaseAtField value={releaseAt} onChange={setReleaseAt} disabled={isBusy} />
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
          <Button type="submit" disabled={isBusy || !filesReady}>
            {trackUpload.isSaving ? 'Saving...' : isBusy ? 'Uploading...' : 'Upload Track'}
          </Button>
          {isBusy && !trackUpload.isSaving && (
            <Button type="button" variant="outline" onClick={trackUpload.cancel}>
              Cancel
            </Button>
          )}
        </div>
      </form>
      <TrackPreview title={title} artistName={artistName} cover={coverFile} audio={audioFile} />
      <LeaveUploadDialog isUploading={trackUpload.isUploading} cancel={trackUpload.cancel} />
    </div>
  )
}
