#!/usr/bin/env bash
# Runs the Playwright journeys in Debian's Chromium against `wrangler dev` on the built app, with fresh local state.
set -euo pipefail
cd "$(dirname "$0")/.."

# Installs a Debian package the journeys need when its program is missing (root only; otherwise says how).
need_debian_package() {
  local program=$1 package=$2 purpose=$3
  [ -x "$program" ] && return
  if [ "$(id -u)" = 0 ]; then
    echo "Installing Debian's $package for $purpose..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
  else
    echo "$purpose need Debian's $package at $program: run 'sudo apt-get install $package' and try again." >&2
    exit 1
  fi
}

need_debian_package /usr/bin/chromium chromium "the browser tests"
# The ingest journeys push with ffmpeg, as broadcasting software does.
need_debian_package /usr/bin/ffmpeg ffmpeg "the ingest journeys"

export E2E_PORT="${E2E_PORT:-8788}"
rm -rf ".wrangler/e2e-$E2E_PORT"
exec npx playwright test "$@"
