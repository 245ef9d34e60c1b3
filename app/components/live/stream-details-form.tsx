import { FileText } from 'lucide-react'
import type { FormEvent } from 'react'
import { FormField } from '~/components/auth/form-field'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Label } from '~/components/ui/label'
import { Textarea } from '~/components/ui/textarea'
import { useUpdateStream } from '~/hooks/use-update-stream'
import { parseForm } from '~/lib/form'

export interface StreamDetailsDraft {
  title: string
  description: string
}

interface StreamDetailsFormProps {
  draft: StreamDetailsDraft
  onChange: (draft: StreamDetailsDraft) => void
  user: { id: number; displayName: string }
  /** The live stream, whose details "Save details" changes; null before going live (Start Streaming sends them). */
  liveStreamId: number | null
}

/** The studio's title and description: asked before Start Streaming, editable while live. */
export function StreamDetailsForm({ draft, onChange, user, liveStreamId }: StreamDetailsFormProps) {
  const update = useUpdateStream(user.id)
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (liveStreamId === null) return
    const loadSchema = () => import('../../../contracts/streams').then((contract) => contract.updateStreamSchema)
    const parsed = await parseForm(loadSchema, {
      title: draft.title.trim() || undefined,
      description: draft.description,
    })
    if (parsed.data) update.mutate({ id: liveStreamId, ...parsed.data })
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <FileText className="h-4 w-4" aria-hidden /> Stream details
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} aria-label="Stream details" className="space-y-4">
          <FormField
            name="title"
            id="studio-stream-title"
            label="Stream title"
            placeholder={`${user.displayName}'s live stream`}
            maxLength={200}
            value={draft.title}
            onChange={(event) => onChange({ ...draft, title: event.target.value })}
          />
          <div className="space-y-2">
            <Label htmlFor="studio-stream-description">Description</Label>
            <Textarea
              id="studio-stream-description"
              rows={3}
              maxLength={2000}
              value={draft.description}
              onChange={(event) => onChange({ ...draft, description: event.target.value })}
            />
          </div>
          {liveStreamId !== null && (
            <Button type="submit" variant="outline" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save details'}
            </Button>
          )}
        </form>
      </CardContent>
    </Card>
  )
}
