import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { currentUserQuery } from '~/lib/session-queries'
import { rawCall } from './raw-call'

/** The session cookie is HttpOnly, so the page asks the API whether it recognises one. */
async function checkSessionCookie() {
  const result = await rawCall('/api/user')
  if ('error' in result) return `Could not check: ${result.error}`
  if (result.status === 200) return 'Session cookie found: the API recognises this browser’s session.'
  if (result.status === 401) return 'No session cookie: the API sees a visitor.'
  return `Could not check: the API answered ${result.status} ${result.statusText}`
}

export function SessionStatus() {
  const currentUser = useQuery(currentUserQuery())
  const [cookieReport, setCookieReport] = useState<string | null>(null)
  const user = currentUser.data ?? null
  const status = currentUser.isLoading
    ? 'Loading...'
    : currentUser.error
      ? `Error: ${currentUser.error.message}`
      : user
        ? 'Authenticated'
        : 'Not authenticated'
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Status</dt>
        <dd className="font-medium">{status}</dd>
        <dt className="text-muted-foreground">Username</dt>
        <dd className="break-words font-medium">{user?.username ?? '—'}</dd>
        <dt className="text-muted-foreground">Display Name</dt>
        <dd className="break-words font-medium">{user?.displayName ?? '—'}</dd>
        <dt className="text-muted-foreground">ID</dt>
        <dd className="font-medium">{user?.id ?? '—'}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          disabled={currentUser.isFetching}
          onClick={() => currentUser.refetch()}
        >
          {currentUser.isFetching ? 'Refetching...' : 'Refetch User Data'}
        </Button>
        <Button type="button" variant="secondary" onClick={async () => setCookieReport(await checkSessionCookie())}>
          Check Cookies
        </Button>
      </div>
      {cookieReport && (
        <p role="status" className="text-sm">
          {cookieReport}
        </p>
      )}
    </div>
  )
}
