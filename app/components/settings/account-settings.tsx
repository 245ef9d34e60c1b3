import type { CurrentUser } from '../../../contracts/user'
import { ChangePasswordForm } from './change-password-form'
import { DeleteAccountDialog } from './delete-account-dialog'
import { SettingsCard } from './settings-card'

/** The Account tab: password change, and account deletion behind a typed confirmation. */
export function AccountSettings({ user }: { user: CurrentUser }) {
  return (
    <SettingsCard title="Account" description="Your password, and deleting your account">
      <ChangePasswordForm />
      <section className="space-y-3 border-t pt-6" aria-labelledby="delete-account-heading">
        <h3 id="delete-account-heading" className="text-lg font-medium text-destructive">
          Delete account
        </h3>
        <p className="text-sm text-muted-foreground">
          Deletes your profile and everything you made or uploaded. Your username becomes free for others.
        </p>
        <DeleteAccountDialog username={user.username} />
      </section>
    </SettingsCard>
  )
}
