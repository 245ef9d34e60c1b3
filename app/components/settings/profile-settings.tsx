import type { CurrentUser } from '../../../contracts/user'
import type { UpdateUserInput } from '../../../contracts/users'
import { FormField, TextAreaField } from '~/components/auth/form-field'
import { SubmitButton, SubmitForm } from '~/components/forms/submit-form'
import { useSubmit } from '~/hooks/use-submit'
import { toast } from '~/hooks/use-toast'
import { useUpdateProfile } from '~/hooks/use-update-profile'
import { AvatarUpload } from './avatar-upload'
import { SettingsCard } from './settings-card'

export function ProfileSettings({ user }: { user: CurrentUser }) {
  const updateProfile = useUpdateProfile()
  const { submit, pending, errors } = useSubmit({
    schema: () => import('../../../contracts/users').then((contract) => contract.updateUserSchema),
    send: async (changes: UpdateUserInput) => {
      await updateProfile.mutateAsync(changes)
      toast({ title: 'Profile Updated', description: 'Your profile has been saved successfully.' })
    },
  })
  return (
    <SettingsCard title="Profile" description="How other listeners see you.">
      <AvatarUpload user={user} />
      <SubmitForm submit={submit} aria-label="Profile" className="space-y-4">
        <FormField
          name="displayName"
          label="Display Name"
          defaultValue={user.displayName}
          autoComplete="nickname"
          error={errors.displayName}
        />
        <TextAreaField
          name="bio"
          label="Bio"
          rows={4}
          defaultValue={user.bio ?? ''}
          placeholder="Tell listeners about yourself"
          error={errors.bio}
        />
        <SubmitButton pending={pending} pendingLabel="Saving Profile...">
          Save Profile
        </SubmitButton>
      </SubmitForm>
    </SettingsCard>
  )
}
