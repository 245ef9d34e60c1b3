import { useState, type FormEvent } from 'react'
import type { CurrentUser } from '../../../contracts/user'
import { FormField } from '~/components/auth/form-field'
import { Button } from '~/components/ui/button'
import { Label } from '~/components/ui/label'
import { Textarea } from '~/components/ui/textarea'
import { toast } from '~/hooks/use-toast'
import { useUpdateProfile } from '~/hooks/use-update-profile'
import { formValues, parseForm, type FieldErrors } from '~/lib/form'
import { AvatarUpload } from './avatar-upload'
import { SettingsCard } from './settings-card'

export function ProfileSettings({ user }: { user: CurrentUser }) {
  const updateProfile = useUpdateProfile()
  const [errors, setErrors] = useState<FieldErrors>({})

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const parsed = await parseForm(
      () => import('../../../contracts/users').then((contract) => contract.updateUserSchema),
      formValues(event.currentTarget),
    )
    setErrors(parsed.errors ?? {})
    if (!parsed.data) return
    updateProfile.mutate(parsed.data, {
      onSuccess: () => toast({ title: 'Profile Updated', description: 'Your profile has been saved successfully.' }),
    })
  }

  return (
    <SettingsCard title="Profile" description="How other listeners see you.">
      <AvatarUpload user={user} />
      <form onSubmit={onSubmit} noValidate aria-label="Profile" className="space-y-4">
        <FormField
          name="displayName"
          label="Display Name"
          defaultValue={user.displayName}
          autoComplete="nickname"
          error={errors.displayName}
        />
        <div className="space-y-2">
          <Label htmlFor="bio">Bio</Label>
          <Textarea
            id="bio"
            name="bio"
            rows={4}
            defaultValue={user.bio ?? ''}
            placeholder="Tell listeners about yourself"
            aria-invalid={errors.bio ? true : undefined}
            aria-describedby={errors.bio ? 'bio-error' : undefined}
          />
          {errors.bio && (
            <p id="bio-error" role="alert" className="text-sm text-destructive">
              {errors.bio}
            </p>
          )}
        </div>
        <Button type="submit" disabled={updateProfile.isPending}>
          {updateProfile.isPending ? 'Saving Profile...' : 'Save Profile'}
        </Button>
      </form>
    </SettingsCard>
  )
}
