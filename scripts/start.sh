#!/usr/bin/env bash
# Builds the app, applies migrations to the local D1, seeds demo data (idempotent) and serves on $PORT (8787).
# Pass --persist-to DIR to keep local state elsewhere (the e2e tests use a fresh folder).
set -euo pipefail
cd "$(dirname "$0")/.."

persist=.wrangler/state
while [ $# -gt 0 ]; do
  case "$1" in
    --persist-to) persist="$2"; shift 2 ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
done

npm run build --silent
npx wrangler d1 migrations apply DB --local --persist-to "$persist" >/dev/null
PERSIST_TO="$persist" npx tsx scripts/seed.ts
exec npx wrangler dev --port "${PORT:-8787}" --persist-to "$persist" --show-interactive-dev-session=false
