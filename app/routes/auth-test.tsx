import type { MetaFunction } from '@remix-run/cloudflare'
import type { ReactNode } from 'react'
import { ApiProbes } from '~/components/auth-test/api-probes'
import { DemoLogin } from '~/components/auth-test/demo-login'
import { SessionStatus } from '~/components/auth-test/session-status'
import { Card, CardContent, CardHeader } from '~/components/ui/card'
import { pageMeta } from '~/lib/meta/page-meta'

export const meta: MetaFunction = () => pageMeta('Auth Test')

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `panel-${title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}

/** Diagnostics of the session and the API (docs/product/screens.md#diagnostics). */
export default function AuthTestPage() {
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-bold">Auth Test</h1>
      <div className="grid gap-4 md:grid-cols-2">
        <Panel title="Current User">
          <SessionStatus />
        </Panel>
        <Panel title="Login">
          <DemoLogin />
        </Panel>
      </div>
      <Panel title="API Calls">
        <ApiProbes />
      </Panel>
    </main>
  )
}
