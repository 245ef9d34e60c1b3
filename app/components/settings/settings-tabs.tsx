import type { CurrentUser } from '../../../contracts/user'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { AccountSettings } from './account-settings'
import { AppearanceSettings } from './appearance-settings'
import { ContentSettings } from './content-settings'
import { PlaybackSettings } from './playback-settings'
import { ProfileSettings } from './profile-settings'
import { useSettingsDraft } from './use-settings-draft'

/** docs/product/screens.md#settings: Profile (open first), Appearance, Playback, Content and Account. */
export function SettingsTabs({ user }: { user: CurrentUser }) {
  const editor = useSettingsDraft(user.id)
  const { draft } = editor
  return (
    <Tabs defaultValue="profile" className="space-y-4">
      <TabsList className="grid w-full grid-cols-5 sm:inline-flex sm:w-auto">
        <TabsTrigger value="profile">Profile</TabsTrigger>
        <TabsTrigger value="appearance">Appearance</TabsTrigger>
        <TabsTrigger value="playback">Playback</TabsTrigger>
        <TabsTrigger value="content">Content</TabsTrigger>
        <TabsTrigger value="account">Account</TabsTrigger>
      </TabsList>
      <TabsContent value="profile">
        <ProfileSettings user={user} />
      </TabsContent>
      <TabsContent value="account">
        <AccountSettings user={user} />
      </TabsContent>
      {draft ? (
        <>
          <TabsContent value="appearance">
            <AppearanceSettings editor={{ ...editor, draft }} />
          </TabsContent>
          <TabsContent value="playback">
            <PlaybackSettings editor={{ ...editor, draft }} />
          </TabsContent>
          <TabsContent value="content">
            <ContentSettings editor={{ ...editor, draft }} />
          </TabsContent>
        </>
      ) : (
        ['appearance', 'playback', 'content'].map((tab) => (
          <TabsContent key={tab} value={tab}>
            <p role={editor.loadError ? 'alert' : 'status'} className="p-6 text-muted-foreground">
              {editor.loadError ? 'Failed to load settings. Please reload the page.' : 'Loading settings...'}
            </p>
          </TabsContent>
        ))
      )}
    </Tabs>
  )
}
