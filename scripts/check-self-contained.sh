#!/usr/bin/env bash
# Fails when a tracked file names a path outside the repository: a clone in any folder must pass on its own.
set -euo pipefail
cd "$(dirname "$0")/.."
if git grep -nE "(\.\./)+shared/|['\"\`]/(work|home|root|tmp)/" -- . ':!package-lock.json' ':!scripts/check-self-contained.sh'; then
  echo "These tracked files name a path outside the repository (copy what they need into it)." >&2
  exit 1
fi
