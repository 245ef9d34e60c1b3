#!/usr/bin/env bash
# Runs the Playwright journeys in Debian's Chromium against `wrangler dev` on the built app, with fresh local state.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "Installing Debian's chromium for the browser tests..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "The browser tests need Debian's Chromium at /usr/bin/chromium: run 'sudo apt-get install chromium' and try again." >&2
    exit 1
  fi
fi

# The ingest journeys push with ffmpeg, as broadcasting software does.
if [ ! -x /usr/bin/ffmpeg ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "Installing Debian's ffmpeg for the ingest journeys..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ffmpeg >/dev/null
  else
    echo "The ingest journeys need Debian's ffmpeg at /usr/bin/ffmpeg: run 'sudo apt-get install ffmpeg' and try again." >&2
    exit 1
  fi
fi

export E2E_PORT="${E2E_PORT:-8788}"
rm -rf ".wrangler/e2e-$E2E_PORT"
exec npx playwright test "$@"
