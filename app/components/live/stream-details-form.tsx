import { FileText } from 'lucide-react'
import type { UpdateStreamInput } from '../../../contracts/streams'
import { FormField } from '~/components/auth/form-field'
import { SubmitButton, SubmitForm } from '~/components/forms/submit-form'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Label } from '~/components/ui/label'
import { Textarea } from '~/components/ui/textarea'
import { useUpdateStream } from '~/hooks/use-update-stream'
import { useSubmit } from '~/hooks/use-submit'

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
  const { submit, pending } = useSubmit({
    schema: () => import('../../../contracts/streams').then((contract) => contract.updateStreamSchema),
    send: async (changes: UpdateStreamInput) => {
      if (liveStreamId !== null) await update.mutateAsync({ id: liveStreamId, ...changes })
    },
  })
  const values = () => ({ title: draft.title.trim() || undefined, description: draft.description })
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <FileText className="h-4 w-4" aria-hidden /> Stream details
        </CardTitle>
      </CardHeader>
      <CardContent>
        <SubmitForm submit={submit} values={values} aria-label="Stream details" className="space-y-4">
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
            <SubmitButton pending={pending} pendingLabel="Saving..." variant="outline">
              Save details
            </SubmitButton>
          )}
        </SubmitForm>
      </CardContent>
    </Card>
  )
}
