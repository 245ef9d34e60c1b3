import { Link } from '@remix-run/react'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { useDeleteTrack } from '~/hooks/use-delete-track'
import { useUpdateTrack } from '~/hooks/use-update-track'
import { useLiveRecording } from '~/hooks/use-live-recording'
import { RECORDINGS_PATH } from '~/lib/queries/browse'
import { readsUnder } from '~/lib/queries/key-paths'
import type { Track } from '~/lib/queries/types'

interface RecordingChoiceDialogProps {
  streamId: number
  /** When the host ended the stream (ms since the epoch). */
  endedAt: number
  onClose: () => void
}

/** What the host chose: publish (also by closing the dialog) or keep private; deleting closes the dialog. */
type Choice = 'published' | 'private' | null

function describe(recording: Track | undefined, settled: boolean, choice: Choice): { title: string; text: string } {
  if (settled && !recording) return { title: 'No recording', text: 'Nothing was recorded in this stream.' }
  if (choice === 'private')
    return { title: 'Recording kept private', text: 'Only you, and whoever you give its private link, can open it.' }
  if (choice === 'published') {
    const where = 'on your profile and under Recordings.'
    return { title: 'Recording published', text: recording ? `It is ${where}` : `It will soon be ${where}` }
  }
  if (!recording) return { title: 'Your recording', text: 'Saving the recording of your stream...' }
  return {
    title: 'Your recording',
    text: 'Publish it as a track on your profile and under Recordings, keep it private, or delete it.',
  }
}

/**
 * After the host ends a stream: publish its recording (the default, so closing the dialog keeps it published), keep it
 * private or delete it. The room has published it by the time it appears here; deleting goes the way of any track.
 */
export function RecordingChoiceDialog({ streamId, endedAt, onClose }: RecordingChoiceDialogProps) {
  const { recording, settled } = useLiveRecording(streamId, endedAt)
  const [choice, setChoice] = useState<Choice>(null)
  const publishButton = useRef<HTMLButtonElement>(null)
  const { title, text } = describe(recording, settled, choice)
  const choosing = !choice && !(settled && !recording)
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onOpenAutoFocus={(event) => {
          event.preventDefault()
          publishButton.current?.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{text}</DialogDescription>
        </DialogHeader>
        {recording && (
          <Link to={`/track/${recording.id}`} className="text-sm font-medium underline">
            Open the recording
          </Link>
        )}
        <DialogFooter>
          {choosing ? (
            <>
              {recording ? (
                <DeleteRecordingButton recording={recording} onDeleted={onClose} />
              ) : (
                <Button variant="outline" disabled>
                  Delete recording
                </Button>
              )}
              {recording && <KeepPrivateButton recording={recording} onKept={() => setChoice('private')} />}
              <Button ref={publishButton} onClick={() => setChoice('published')}>
                Publish recording
              </Button>
            </>
          ) : (
            <Button onClick={onClose}>Done</Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

function KeepPrivateButton({ recording, onKept }: { recording: Track; onKept: () => void }) {
  const update = useUpdateTrack(recording)
  return (
    <Button
      variant="outline"
      disabled={update.isPending}
      onClick={() => update.mutate({ visibility: 'private', cover: null }, { onSuccess: onKept })}
    >
      Keep private
    </Button>
  )
}

function DeleteRecordingButton({ recording, onDeleted }: { recording: Track; onDeleted: () => void }) {
  const queryClient = useQueryClient()
  const remove = useDeleteTrack(recording)
  const deleted = () => {
    void queryClient.invalidateQueries({ predicate: readsUnder(RECORDINGS_PATH) })
    onDeleted()
  }
  return (
    <Button
      variant="outline"
      disabled={remove.isPending}
      onClick={() => remove.mutate(undefined, { onSuccess: deleted })}
    >
      {remove.isPending ? 'Deleting...' : 'Delete recording'}
    </Button>
  )
}
