import type { RawCallResult } from './raw-call'

/** A call's status and body, always as text (never as HTML). */
export function CallResult({ result }: { result: RawCallResult }) {
  if ('error' in result) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Error: {result.error}
      </p>
    )
  }
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">
        Status: {result.status} {result.statusText}
      </p>
      <pre className="max-h-72 overflow-auto whitespace-pre-wrap break-words rounded-md bg-muted p-3 text-xs">
        {result.body || '(empty body)'}
      </pre>
    </div>
  )
}
