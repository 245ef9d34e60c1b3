import { useState, type ReactElement } from 'react'
import type { UpdateTrackInput } from '../../../contracts/tracks'
import { FormField } from '~/components/auth/form-field'
import { SubmitForm } from '~/components/forms/submit-form'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog'
import { SaveChangesFooter } from '~/components/ui/save-changes-footer'
import { useSubmit } from '~/hooks/use-submit'
import { useUpdateTrack } from '~/hooks/use-update-track'
import type { TrackDetail } from '~/lib/queries/types'
import { TrackSettingsFields, visibilityOf, type TrackSettings } from './track-settings-fields'

const settingsOf = (track: TrackDetail): TrackSettings => ({
  genre: track.genre ?? 'none',
  allowDownload: track.allowDownload,
  isPrivate: track.visibility === 'private',
})

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
  const [settings, setSettings] = useState(() => settingsOf(track))
  const [cover, setCover] = useState<File | null>(null)
  const update = useUpdateTrack(track)
  const { submit, pending, errors, clearErrors } = useSubmit({
    schema: () => import('../../../contracts/tracks').then((contract) => contract.updateTrackSchema),
    send: async (changes: UpdateTrackInput) => {
      await update.mutateAsync({ ...changes, cover })
      setOpen(false)
    },
  })

  function onOpenChange(next: boolean) {
    // Each opening starts from what the track is now.
    if (next) {
      setTitle(track.title)
      setSettings(settingsOf(track))
      setCover(null)
      clearErrors()
    }
    setOpen(next)
  }

  const values = () => ({
    title,
    genre: settings.genre,
    allowDownload: settings.allowDownload,
    visibility: visibilityOf(settings),
  })
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <SubmitForm submit={submit} values={values} aria-label="Edit track" className="space-y-5">
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
          <TrackSettingsFields
            settings={settings}
            onChange={setSettings}
            cover={cover}
            onCover={setCover}
            idPrefix="edit-track-"
            disabled={pending}
          />
          <SaveChangesFooter saving={pending} />
        </SubmitForm>
      </DialogContent>
    </Dialog>
  )
}
