import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { CallResult } from './call-result'
import { rawCall, type RawCallResult } from './raw-call'

const PROBED_PATHS = ['/api/user', '/api/user-settings/1', '/api/posts', '/api/streams']

/** docs/product/screens.md#diagnostics: a button per API path, showing its status and body or error. */
export function ApiProbes() {
  const [probe, setProbe] = useState<{ path: string; result: RawCallResult | null } | null>(null)
  const run = async (path: string) => {
    setProbe({ path, result: null })
    setProbe({ path, result: await rawCall(path) })
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        {PROBED_PATHS.map((path) => (
          <Button key={path} type="button" variant="secondary" onClick={() => run(path)}>
            GET {path}
          </Button>
        ))}
      </div>
      {probe && (
        <div aria-live="polite" className="space-y-2">
          <p className="text-sm text-muted-foreground">GET {probe.path}</p>
          {probe.result ? <CallResult result={probe.result} /> : <p className="text-sm">Loading...</p>}
        </div>
      )}
    </div>
  )
}
