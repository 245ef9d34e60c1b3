#!/usr/bin/env bash
# Fails when a tracked file names a path outside the repository: a clone in any folder must pass on its own.
set -euo pipefail
cd "$(dirname "$0")/.."
if git grep -nE "(\.\./)+shared/|['\"\`]/(work|home|root|tmp)/" -- . ':!package-lock.json' ':!scripts/check-self-contained.sh'; then
  echo "These tracked files name a path outside the repository (copy what they need into it)." >&2
  exit 1
fi
# The repository explains itself: comments and docs cite docs/product/*.md or docs/decisions/*.md, never a
# document that is not in it nor an issue number; the pattern below names both. A colour in quotes ('#000') is
# no citation.
if git grep -nIE "\bSPEC\b|PRODUCT(\.md| §)|\b[Ii]ssues? #?[0-9]+|(^|[^'\"\`&0-9A-Za-z_/-])#[0-9]{2,5}\b" \
  -- . ':!package-lock.json' ':!scripts/check-self-contained.sh'; then
  echo "These tracked files cite a document outside the repository or an issue number: cite docs/product/*.md or" >&2
  echo "docs/decisions/*.md instead, or state the rule itself." >&2
  exit 1
fi
