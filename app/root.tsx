import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from '@remix-run/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { useState, type CSSProperties, type ReactNode } from 'react'
import { PendingActionPerformer } from '~/components/auth/pending-action-performer'
import { EmbedDocument, useIsEmbed } from '~/components/embed/embed-document'
import { AppShell } from '~/components/layout/app-shell'
import { HydrateRouteData } from '~/components/layout/hydrate-route-data'
import { PageErrorBoundary } from '~/components/layout/page-error-boundary'
import { PlayerProvider } from '~/components/player/player-provider'
import { Toaster } from '~/components/ui/toaster'
import { CurrentUserProvider } from '~/hooks/use-current-user'
import { ThemeFollowsUser } from '~/hooks/use-theme'
import { createQueryClient } from '~/lib/query-client'
import { remembered } from '~/lib/remembered'
import { getCurrentUserWith } from '~/lib/session.server'
import { themeVariables } from '~/lib/theme/colors'
import { useNonce } from '~/lib/security/nonce'
import { DEFAULT_THEME, themeBootScript, type Theme } from '~/lib/theme/theme-cache'
import { getSavedTheme } from '~/lib/theme/theme.server'
import { SITE_DESCRIPTION, SITE_NAME } from '~/lib/meta/page-meta'
import stylesheet from '~/tailwind.css?url'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export const meta: MetaFunction = () => [{ title: SITE_NAME }, { name: 'description', content: SITE_DESCRIPTION }]

export async function loader({ context, request }: LoaderFunctionArgs) {
  const [user, theme] = await getCurrentUserWith(context, (userId) => getSavedTheme(context, userId))
  return { user, theme, origin: new URL(request.url).origin }
}

/** The page's colour variables, worked out once per colour: every page renders them, most with the default colour. */
const paletteOf = remembered((uiColor) => themeVariables(uiColor, false) as CSSProperties, 100)

/** A signed-in user's saved theme is rendered by the server; a visitor's cached one by the head script. */
function htmlThemeProps(theme: Theme | null | undefined) {
  if (!theme) return { style: paletteOf(DEFAULT_THEME.uiColor) }
  return {
    'data-theme': 'server',
    'data-ui-color': theme.uiColor,
    className: theme.highContrastMode ? 'high-contrast' : undefined,
    style: theme.highContrastMode ? (themeVariables(theme.uiColor, true) as CSSProperties) : paletteOf(theme.uiColor),
  }
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const nonce = useNonce()
  if (useIsEmbed()) return <EmbedDocument>{children}</EmbedDocument>
  return (
    <html lang="en" {...htmlThemeProps(data?.theme)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <CurrentUserProvider>
        {children}
        <Toaster />
      </CurrentUserProvider>
    </QueryClientProvider>
  )
}

export default function App() {
  // An embed is framed by another site: none of the app's shell, providers or player (docs/decisions/037-*).
  if (useIsEmbed()) return <Outlet />
  return (
    <Providers>
      <ThemeFollowsUser />
      <PendingActionPerformer />
      <PlayerProvider>
        <AppShell>
          <HydrateRouteData>
            <Outlet />
          </HydrateRouteData>
        </AppShell>
      </PlayerProvider>
    </Providers>
  )
}

export function ErrorBoundary() {
  return (
    <Providers>
      <PageErrorBoundary />
    </Providers>
  )
}
