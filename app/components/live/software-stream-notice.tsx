import { Link } from '@remix-run/react'
import { X } from 'lucide-react'
import { ConfirmButton } from '~/components/ui/confirm-button'
import { StreamKeyField } from './stream-key-field'

/**
 * A stream made for broadcasting software, until its first bytes arrive: its key and the whole command, and Cancel,
 * which ends it before it began (its key then takes no push).
 */
export function SoftwareStreamNotice({
  stream,
  onCancel,
}: {
  stream: { id: number; title: string }
  onCancel: () => void
}) {
  return (
    <div className="space-y-4 rounded-md bg-muted px-4 py-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div role="status" className="space-y-1">
          <p className="font-medium">{stream.title}</p>
          <p>Waiting for the broadcast…</p>
          <p className="text-muted-foreground">
            Run the command below in your broadcasting software: the stream goes live with its first bytes.{' '}
            <Link to={`/stream/${stream.id}`} className="underline">
              Open the stream page
            </Link>
          </p>
        </div>
        <ConfirmButton
          title="Cancel this stream?"
          question="Its stream key stops working: broadcasting software can no longer go live with it."
          confirm="Cancel stream"
          cancel="Keep waiting"
          onConfirm={onCancel}
        >
          <X aria-hidden /> Cancel stream
        </ConfirmButton>
      </div>
      <StreamKeyField streamId={stream.id} />
    </div>
  )
}
