import { Upload } from 'lucide-react'
import { useRef } from 'react'
import type { CurrentUser } from '../../../contracts/user'
import { Avatar } from '~/components/ui/avatar'
import { Button } from '~/components/ui/button'
import { useUploadProfileImage } from '~/hooks/use-upload-profile-image'

export function AvatarUpload({ user }: { user: CurrentUser }) {
  const fileInput = useRef<HTMLInputElement>(null)
  const { upload, isPending } = useUploadProfileImage()
  return (
    <div className="flex items-center gap-4">
      <Avatar name={user.displayName} src={user.profileImageUrl} className="h-20 w-20 text-2xl" />
      <div className="space-y-2">
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          aria-label="Profile image"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) upload(file)
          }}
        />
        <Button type="button" variant="outline" disabled={isPending} onClick={() => fileInput.current?.click()}>
          <Upload aria-hidden /> {isPending ? 'Uploading...' : 'Upload Image'}
        </Button>
        <p className="text-sm text-muted-foreground">JPG, PNG, WebP or GIF, less than 5MB.</p>
      </div>
    </div>
  )
}
