import { Links, Meta, useLocation, useMatches } from '@remix-run/react'
import type { ReactNode } from 'react'
import embedScriptUrl from 'virtual:embed-script'
import { EMBED_THEMES, type EmbedTheme } from '../../../contracts/embed'
import { useNonce } from '~/lib/security/nonce'

/** A route that is an embed says so in its `handle`: the root then renders it without the app's shell. */
export const embedHandle = { embed: true } as const

export const useIsEmbed = () =>
  useMatches().some((match) => (match.handle as Partial<typeof embedHandle> | undefined)?.embed === true)

/** `?theme=light|dark` fixes the colours; without it they follow the visitor's `prefers-color-scheme`. */
function themeOf(search: string): EmbedTheme | 'auto' {
  const theme = new URLSearchParams(search).get('theme')
  return EMBED_THEMES.find((known) => known === theme) ?? 'auto'
}

/**
 * An embed's whole document: no app shell, no Remix runtime and no hydration, only the one small script of
 * vite.embed-script.ts that drives the server-rendered player (docs/decisions/037-embeds-framed-and-small.md).
 */
export function EmbedDocument({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  return (
    <html lang="en" className="embed" data-embed-theme={themeOf(useLocation().search)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="h-screen overflow-hidden bg-background text-foreground">
        {children}
        <script type="module" src={embedScriptUrl} nonce={nonce} />
      </body>
    </html>
  )
}
