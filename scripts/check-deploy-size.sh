#!/usr/bin/env bash
# Fails when the Worker bundled for deploy outgrows the Workers Free plan's limit: 3 MiB after gzip. Bundles the last
# build as `wrangler deploy` would (`--dry-run` needs no Cloudflare account and no network) and gzips what it uploads:
# every module, not the source maps nor wrangler's README.
set -euo pipefail
cd "$(dirname "$0")/.."

limit=$((3 * 1024 * 1024))
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
WRANGLER_SEND_METRICS=false npx wrangler deploy --dry-run --outdir "$out" >/dev/null

size=0
while IFS= read -r -d '' module; do
  size=$((size + $(gzip -c "$module" | wc -c)))
done < <(find "$out" -type f ! -name '*.map' ! -name README.md -print0)

kib() { awk -v b="$1" 'BEGIN { printf "%.1f KiB", b / 1024 }'; }
echo "Worker bundle: $(kib "$size") gzip, limit $(kib "$limit") (Workers Free plan)"
if [ "$size" -gt "$limit" ]; then
  echo "The Worker bundle is over the limit: Cloudflare would refuse the deploy." >&2
  exit 1
fi
