#!/usr/bin/env bash
# Builds the app, applies migrations to the local D1, seeds demo data (idempotent) and serves on $PORT (8787), firing
# the Worker's crons on time as a deployment does.
# --persist-to DIR keeps local state elsewhere (the e2e tests use a fresh folder); --skip-build serves the last build;
# --frozen serves the Worker bundled as for deploy and never reloads it (tests and benchmarks: a reload mid-run
# answers in-flight POSTs with 503). --var KEY:VALUE passes a variable to wrangler dev (a benchmark's room settings);
# --entry FILE serves another Worker entry than wrangler.toml's main (the far-edge benchmark's, bench/far-edge-worker.ts).
set -euo pipefail
cd "$(dirname "$0")/.."

persist=.wrangler/state
build=1
frozen=0
vars=()
entry=workers/app.ts
while [ $# -gt 0 ]; do
  case "$1" in
    --persist-to) persist="$2"; shift 2 ;;
    --skip-build) build=0; shift ;;
    --frozen) frozen=1; shift ;;
    --var) vars+=(--var "$2"); shift 2 ;;
    --entry) entry="$2"; shift 2 ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
done

[ "$build" = 1 ] && npm run build --silent
npx wrangler d1 migrations apply DB --local --persist-to "$persist" >/dev/null
# The seed's platform proxy warns that the Durable Object lives in the main Worker; that is expected here.
PERSIST_TO="$persist" WRANGLER_LOG=error npx tsx scripts/seed.ts 2> >(grep -v 'DurableObjectNamespace' >&2)
serve=(--port "${PORT:-8787}" --persist-to "$persist" --show-interactive-dev-session=false "${vars[@]}")
# wrangler dev fires no cron: a timer fires each of wrangler.toml's at the minutes a deployment would, through a door
# the Worker opens for it alone, and ends with the server (docs/decisions/050-local-servers-run-the-crons.md).
serve+=(--var LOCAL_CRONS:on)
node --import tsx scripts/local-crons.ts "${PORT:-8787}" &
if [ "$frozen" = 1 ]; then
  # Under .wrangler, which wrangler's --no-bundle watcher ignores: nothing is watched, so nothing reloads.
  bundle=".wrangler/frozen-${PORT:-8787}"
  npx wrangler deploy "$entry" --dry-run --outdir "$bundle" >/dev/null
  # Nobody opens DevTools on a test or benchmark server, and a deployed Worker has none: without them, nothing records
  # each subrequest (a page's D1 call) and posts its four events to wrangler's debug log, about 3 ms of CPU per page
  # here (docs/decisions/025-tests-and-benchmarks-serve-without-devtools.md). Wrangler has no flag for it; it leaves
  # its inspector proxy out when it runs in a VS Code debug terminal, which this variable tells it.
  export VSCODE_INSPECTOR_OPTIONS='{}'
  exec npx wrangler dev "$bundle/$(basename "$entry" .ts).js" --no-bundle "${serve[@]}"
fi
exec npx wrangler dev "$entry" "${serve[@]}"
