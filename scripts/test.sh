#!/usr/bin/env bash
# `npm test`: every check and suite in turn, stopping at the first failure, then each stage's wall time (also when a
# stage fails), so a slow stage is seen where it grows.
set -uo pipefail
cd "$(dirname "$0")/.."

stages=(
  "build:npm run build"
  "deploy size:bash scripts/check-deploy-size.sh"
  "typecheck:npm run typecheck"
  "lint:npm run lint"
  "self-contained:bash scripts/check-self-contained.sh"
  "import circles:node --import tsx scripts/check-import-circles.ts"
  "decisions index:node --import tsx scripts/decisions-index.ts --check"
  "unit (workerd):npm run test:unit"
  "security (workerd):npm run test:security"
  "journeys (Chromium):npm run test:e2e"
)
times=()
status=0
for stage in "${stages[@]}"; do
  name=${stage%%:*}
  started=$SECONDS
  bash -c "${stage#*:}"
  status=$?
  times+=("$(printf '%-22s %5d s%s' "$name" $((SECONDS - started)) "$([ $status = 0 ] || echo '  FAILED')")")
  [ $status = 0 ] || break
done

echo
echo "npm test, stage times:"
printf '  %s\n' "${times[@]}"
printf '  %-22s %5d s\n' total "$SECONDS"
exit $status
