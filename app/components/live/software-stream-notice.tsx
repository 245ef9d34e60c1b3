import { Link } from '@remix-run/react'

/** A stream made for broadcasting software, until its first bytes arrive; its key and command are in Settings. */
export function SoftwareStreamNotice({ stream }: { stream: { id: number; title: string } }) {
  return (
    <div role="status" className="space-y-1 rounded-md bg-muted px-4 py-3 text-sm">
      <p className="font-medium">{stream.title}</p>
      <p>Waiting for the broadcast…</p>
      <p className="text-muted-foreground">
        Run the command under Settings in your broadcasting software: the stream goes live with its first bytes.{' '}
        <Link to={`/stream/${stream.id}`} className="underline">
          Open the stream page
        </Link>
      </p>
    </div>
  )
}
