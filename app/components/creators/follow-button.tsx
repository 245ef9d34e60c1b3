import { Button, type ButtonProps } from '~/components/ui/button'
import { useFollow } from '~/hooks/use-follow'

export function FollowButton({ creatorId, size = 'sm' }: { creatorId: number; size?: ButtonProps['size'] }) {
  const follow = useFollow(creatorId)
  if (follow.isSelf) return null
  return (
    <Button size={size} variant={follow.isFollowing ? 'secondary' : 'default'} onClick={follow.toggle} disabled={follow.isPending} aria-pressed={follow.isFollowing}>
      {follow.isFollowing ? 'Following' : 'Follow'}
    </Button>
  )
}
