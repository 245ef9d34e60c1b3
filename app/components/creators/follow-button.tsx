import { Button, type ButtonProps } from '~/components/ui/button'
import { useCurrentUser } from '~/hooks/use-current-user'
import { useFollow } from '~/hooks/use-follow'
import { useAskToSignIn } from '~/hooks/use-ask-to-sign-in'

type FollowButtonProps = { creatorId: number; size?: ButtonProps['size'] }

/**
 * Follow or Following for a signed-in user (none on their own things); for a visitor, a Follow that asks them to sign
 * in.
 */
export function FollowButton({ creatorId, size = 'sm' }: FollowButtonProps) {
  const { user } = useCurrentUser()
  if (!user) return <VisitorFollowButton creatorId={creatorId} size={size} />
  if (user.id === creatorId) return null
  return <MemberFollowButton creatorId={creatorId} size={size} />
}

function MemberFollowButton({ creatorId, size }: FollowButtonProps) {
  const follow = useFollow(creatorId)
  return (
    <Button
      size={size}
      variant={follow.isFollowing ? 'secondary' : 'default'}
      onClick={follow.toggle}
      disabled={follow.isPending}
      aria-pressed={follow.isFollowing}
    >
      {follow.isFollowing ? 'Following' : 'Follow'}
    </Button>
  )
}

/** A visitor's follow has no follow state to watch: it asks them to sign in, and follows once they are back. */
function VisitorFollowButton({ creatorId, size }: FollowButtonProps) {
  const askToSignIn = useAskToSignIn()
  return (
    <Button
      size={size}
      onClick={() => askToSignIn({ kind: 'follow', creatorId }, 'Please log in to follow creators')}
      aria-pressed={false}
    >
      Follow
    </Button>
  )
}
