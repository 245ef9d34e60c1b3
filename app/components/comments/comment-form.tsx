import { Link } from '@remix-run/react'
import { useEffect, useId, useRef, useState } from 'react'
import type { CreateTrackCommentInput } from '../../../contracts/comments'
import { COMMENT_MAX_LENGTH } from '../../../contracts/plain-values'
import { SubmitButton, SubmitForm } from '~/components/forms/submit-form'
import { Textarea } from '~/components/ui/textarea'
import { useCurrentUser } from '~/hooks/use-current-user'
import { useSignInPath } from '~/hooks/use-sign-in-path'
import { useSubmit } from '~/hooks/use-submit'
import { formatCount, formatDuration } from '~/lib/format'
import type { PlayerTrack } from '~/lib/player/player-state'
import type { CommentedContent } from '~/lib/queries/comments'
import { PinnedMoment } from './pinned-moment'
import { usePostComment } from './use-comment-mutations'
import { usePlayingTime } from './use-play-from'
import type { WaveformPinState } from './use-waveform-pin'

interface CommentFormProps {
  content: CommentedContent
  /** On a track page: while this track plays, the comment is pinned to the moment it is at. */
  track?: Pick<PlayerTrack, 'id' | 'duration'>
  /** On a track page: a moment picked on its waveform opens the box and pins the comment to it. */
  waveformPin?: WaveformPinState
}

/** The comment box for the signed-in; a visitor is offered the sign-in page, which brings them back here. */
export function CommentForm(props: CommentFormProps) {
  const { user } = useCurrentUser()
  const signInPath = useSignInPath()
  if (!user) {
    return (
      <p className="text-sm text-muted-foreground">
        <Link to={signInPath} className="text-link underline underline-offset-4">
          Sign in to comment
        </Link>
      </p>
    )
  }
  return <SignedInCommentForm {...props} />
}

function SignedInCommentForm({ content, track, waveformPin }: CommentFormProps) {
  const [text, setText] = useState('')
  const [pin, setPin] = useState(true)
  const playingAt = usePlayingTime(track)
  const picked = waveformPin?.pin ?? null
  const textarea = useRef<HTMLTextAreaElement>(null)
  // Focus alone would scroll only the text box into view, leaving the pinned moment and Post below it out of view; the
  // root's scroll padding keeps the whole box clear of the player (docs/decisions/009-bottom-dock-and-focus-ring.md).
  useEffect(() => {
    if (!picked) return
    textarea.current?.closest('form')?.scrollIntoView({ block: 'nearest' })
    textarea.current?.focus({ preventScroll: true })
  }, [picked])
  const post = usePostComment(content)
  const { submit, pending, errors } = useSubmit<CreateTrackCommentInput>({
    schema: () =>
      import('../../../contracts/comments').then((contract) =>
        content.contentType === 'track' ? contract.createTrackCommentSchema : contract.createPostCommentSchema,
      ),
    send: async (input, idempotencyKey) => {
      await post.mutateAsync({ input, idempotencyKey })
      setText('')
      waveformPin?.clear()
    },
  })
  const ids = { text: useId(), count: useId(), pin: useId() }
  const length = text.trim().length
  const tooLong = length > COMMENT_MAX_LENGTH

  const values = () => {
    const timestampSeconds = picked ? picked.seconds : pin && playingAt !== null ? playingAt : null
    return { content: text, ...(content.contentType === 'track' && { timestampSeconds }) }
  }
  const refusal = errors.content ?? (post.isError ? post.error.message : null)

  return (
    <SubmitForm submit={submit} values={values} aria-label="Add a comment" className="space-y-2">
      <label htmlFor={ids.text} className="sr-only">
        Comment
      </label>
      <Textarea
        id={ids.text}
        ref={textarea}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Write a comment..."
        aria-describedby={ids.count}
        aria-invalid={tooLong}
      />
      <div className="flex flex-wrap items-center gap-3">
        {picked ? (
          <PinnedMoment seconds={picked.seconds} onUnpin={() => waveformPin?.clear()} />
        ) : (
          playingAt !== null && (
            <label htmlFor={ids.pin} className="flex items-center gap-2 text-sm">
              <input
                id={ids.pin}
                type="checkbox"
                checked={pin}
                onChange={(event) => setPin(event.target.checked)}
                className="h-4 w-4 accent-primary"
              />
              Pin to {formatDuration(playingAt)}
            </label>
          )
        )}
        <span id={ids.count} className={tooLong ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
          {formatCount(length)}/{formatCount(COMMENT_MAX_LENGTH)}
        </span>
        <SubmitButton
          pending={pending}
          pendingLabel="Posting..."
          size="sm"
          className="ml-auto"
          disabled={length === 0 || tooLong}
        >
          Post comment
        </SubmitButton>
      </div>
      {refusal && (
        <p role="alert" className="text-sm text-destructive">
          {refusal}
        </p>
      )}
    </SubmitForm>
  )
}
