import { Link } from '@remix-run/react'
import { Button } from '~/components/ui/button'

export function NotFound() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="text-muted-foreground">The page you're looking for doesn't exist or has been moved.</p>
      <Button asChild>
        <Link to="/">Go Home</Link>
      </Button>
    </main>
  )
}
