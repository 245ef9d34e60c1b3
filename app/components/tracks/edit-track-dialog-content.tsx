import { useState, type FormEvent, type ReactElement } from 'react'
import { FormField } from '~/components/auth/form-field'
import { FileDropZone, IMAGE_FILES } from '~/components/upload/file-drop-zone'
import { GenreSelect } from '~/components/upload/genre-select'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog'
import { SaveChangesFooter } from '~/components/ui/save-changes-footer'
import { useUpdateTrack } from '~/hooks/use-update-track'
import { parseForm, type FieldErrors } from '~/lib/form'
import type { TrackDetail } from '~/lib/queries/types'
import { SettingSwitch } from './setting-switch'

/**
 * The owner's "Edit" on the track page: title, genre, a new cover and whether anyone may download the original.
 * Loaded by edit-track-dialog.tsx.
 */
export default function EditTrackDialogContent({
  track,
  trigger,
  defaultOpen,
}: {
  track: TrackDetail
  trigger: ReactElement
  defaultOpen: boolean
}) {
  const [open, setOpen] = useState(defaultOpen)
  const [title, setTitle] = useState(track.title)
  const [genre, setGenre] = useState(track.genre ?? 'none')
  const [cover, setCover] = useState<File | null>(null)
  const [allowDownload, setAllowDownload] = useState(track.allowDownload)
  const [isPrivate, setIsPrivate] = useState(track.visibility === 'private')
  const [errors, setErrors] = useState<FieldErrors>({})
  const update = useUpdateTrack(track)

  function onOpenChange(next: boolean) {
    // Each opening starts from what the track is now.
    if (next) {
      setTitle(track.title)
      setGenre(track.genre ?? 'none')
      setCover(null)
      setAllowDownload(track.allowDownload)
      setIsPrivate(track.visibility === 'private')
      setErrors({})
    }
    setOpen(next)
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const parsed = await parseForm(
      () => import('../../../contracts/tracks').then((contract) => contract.updateTrackSchema),
      { title, genre, allowDownload, visibility: isPrivate ? 'private' : 'public' },
    )
    setErrors(parsed.errors ?? {})
    if (parsed.data) update.mutate({ ...parsed.data, cover }, { onSuccess: () => setOpen(false) })
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate aria-label="Edit track" className="space-y-5">
          <DialogHeader>
            <DialogTitle>Edit track</DialogTitle>
            <DialogDescription>
              Change the title, genre or cover of “{track.title}”, or whether listeners may download it.
            </DialogDescription>
          </DialogHeader>
          <FormField
            name="title"
            id="edit-track-title"
            label="Title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={errors.title}
          />
          <GenreSelect id="edit-track-genre" value={genre} onChange={setGenre} disabled={update.isPending} />
          <FileDropZone
            id="edit-track-cover"
            label="Cover Image (Optional)"
            {...IMAGE_FILES}
            file={cover}
            onFile={setCover}
            disabled={update.isPending}
          />
          <SettingSwitch
            label="Allow downloads"
            checked={allowDownload}
            onCheckedChange={setAllowDownload}
            disabled={update.isPending}
          />
          <SettingSwitch
            label="Private"
            checked={isPrivate}
            onCheckedChange={setIsPrivate}
            disabled={update.isPending}
          />
          <SaveChangesFooter saving={update.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  )
}
