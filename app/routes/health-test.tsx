import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { BasicHealthPanel, DetailedHealthPanel, DirectHealthPanel } from '~/components/health/health-panels'
import { seed } from '~/lib/page-data.server'
import { pageReads } from '~/lib/page-reads.server'
import { pageMeta } from '~/lib/meta/page-meta'

export const meta: MetaFunction = () => pageMeta('Health')

/** All three checks load on open; a failing one is left to its panel to report. */
export const loader = ({ context }: LoaderFunctionArgs) =>
  seed(context, [pageReads.health.basic(), pageReads.health.detailed(), pageReads.health.direct()])

export default function HealthTestPage() {
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-bold">Health</h1>
      <div className="grid gap-4 md:grid-cols-3">
        <BasicHealthPanel />
        <DetailedHealthPanel />
        <DirectHealthPanel />
      </div>
    </main>
  )
}
