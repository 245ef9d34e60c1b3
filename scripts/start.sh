#!/usr/bin/env bash
# Builds the app, applies migrations to the local D1, seeds demo data (idempotent) and serves on $PORT (8787).
# --persist-to DIR keeps local state elsewhere (the e2e tests use a fresh folder); --skip-build serves the last build.
set -euo pipefail
cd "$(dirname "$0")/.."

persist=.wrangler/state
build=1
while [ $# -gt 0 ]; do
  case "$1" in
    --persist-to) persist="$2"; shift 2 ;;
    --skip-build) build=0; shift ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
done

[ "$build" = 1 ] && npm run build --silent
npx wrangler d1 migrations apply DB --local --persist-to "$persist" >/dev/null
# The seed's platform proxy warns that the Durable Object lives in the main Worker; that is expected here.
PERSIST_TO="$persist" WRANGLER_LOG=error npx tsx scripts/seed.ts 2> >(grep -v 'DurableObjectNamespace' >&2)
exec npx wrangler dev --port "${PORT:-8787}" --persist-to "$persist" --show-interactive-dev-session=false
