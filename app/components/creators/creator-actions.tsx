import { Link } from '@remix-run/react'
import { Mic, PenSquare, Upload } from 'lucide-react'
import { Button } from '~/components/ui/button'

/** The creator's shortcuts: Upload Track and Go Live, and on Home also Create Post (docs/product/screens.md#home). */
export function CreatorActions({ withCreatePost = false }: { withCreatePost?: boolean }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild>
        <Link to="/upload-track">
          <Upload aria-hidden /> Upload Track
        </Link>
      </Button>
      <Button asChild variant="secondary">
        <Link to="/go-live">
          <Mic aria-hidden /> Go Live
        </Link>
      </Button>
      {withCreatePost && (
        <Button asChild variant="secondary">
          <Link to="/posts/new">
            <PenSquare aria-hidden /> Create Post
          </Link>
        </Button>
      )}
    </div>
  )
}
