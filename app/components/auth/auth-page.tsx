import { useSearchParams } from '@remix-run/react'
import { Library, Radio, Users } from 'lucide-react'
import { Card, CardContent, CardDescription, CardHeader } from '~/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { REDIRECT_PARAM, safeRedirectPath } from '~/lib/redirect-to'
import { LoginForm } from './login-form'
import { RegisterForm } from './register-form'

const BLURBS = [
  {
    icon: Radio,
    title: 'Live Streaming',
    text: 'Go live with your microphone, camera or screen and chat with your listeners in real time.',
  },
  {
    icon: Library,
    title: 'Track Library',
    text: 'Upload your tracks, build playlists and keep listening while you browse.',
  },
  { icon: Users, title: 'Community', text: 'Follow creators, like what moves you and share posts with the community.' },
]

/** Signing in or registering returns to the page that sent the visitor here (?redirectTo=), if it is on this site. */
export function AuthPage({ defaultTab = 'login' }: { defaultTab?: 'login' | 'register' }) {
  const [searchParams] = useSearchParams()
  const redirectTo = safeRedirectPath(searchParams.get(REDIRECT_PARAM))
  return (
    <main className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-2 md:items-center">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-none tracking-tight">Welcome to Soundwave</h1>
          <CardDescription>Sign in or create a free account.</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs defaultValue={defaultTab}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="register">Register</TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="pt-4">
              <p className="mb-4 text-sm text-muted-foreground">
                welcome, login to access the site, otherwise register a free account
              </p>
              <LoginForm redirectTo={redirectTo} />
            </TabsContent>
            <TabsContent value="register" className="pt-4">
              <RegisterForm redirectTo={redirectTo} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      <section aria-label="About Soundwave" className="space-y-6">
        <h2 className="text-3xl font-bold">Music and live streams, together</h2>
        {BLURBS.map(({ icon: Icon, title, text }) => (
          <div key={title} className="flex gap-4">
            <Icon className="mt-1 h-6 w-6 shrink-0 text-primary" aria-hidden />
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="text-muted-foreground">{text}</p>
            </div>
          </div>
        ))}
      </section>
    </main>
  )
}
