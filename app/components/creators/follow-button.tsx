import { useNavigate } from '@remix-run/react'
import { Button, type ButtonProps } from '~/components/ui/button'
import { useCurrentUser } from '~/hooks/use-current-user'
import { useFollow } from '~/hooks/use-follow'
import { useSignInPath } from '~/hooks/use-sign-in-path'
import { toast } from '~/hooks/use-toast'

type FollowButtonProps = { creatorId: number; size?: ButtonProps['size'] }

/** Follow or Following for a signed-in user (none on their own things); for a visitor, a Follow that asks them to sign in. */
export function FollowButton({ creatorId, size = 'sm' }: FollowButtonProps) {
  const { user } = useCurrentUser()
  if (!user) return <VisitorFollowButton size={size} />
  if (user.id === creatorId) return null
  return <MemberFollowButton creatorId={creatorId} size={size} />
}

function MemberFollowButton({ creatorId, size }: FollowButtonProps) {
  const follow = useFollow(creatorId)
  return (
    <Button size={size} variant={follow.isFollowing ? 'secondary' : 'default'} onClick={follow.toggle} disabled={follow.isPending} aria-pressed={follow.isFollowing}>
      {follow.isFollowing ? 'Following' : 'Follow'}
    </Button>
  )
}

/** A visitor's follow has no follow state to watch: it asks them to sign in. */
function VisitorFollowButton({ size }: Pick<FollowButtonProps, 'size'>) {
  const navigate = useNavigate()
  const signInPath = useSignInPath()
  const askToSignIn = () => {
    toast({ title: 'Authentication Required', description: 'Please log in to follow creators' })
    navigate(signInPath)
  }
  return (
    <Button size={size} onClick={askToSignIn} aria-pressed={false}>
      Follow
    </Button>
  )
}
