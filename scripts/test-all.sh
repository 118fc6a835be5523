#!/usr/bin/env bash
# Every test: lint, type check, unit and component tests (jest), a production build,
# and the browser tests (Playwright in Debian's chromium against `next start`).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --browser

echo "== Lint";        npx eslint --max-warnings=0 .
echo "== Type check";  npx tsc --noEmit
echo "== Unit and component tests"; npx jest --ci
echo "== Production build"; NEXT_PUBLIC_GTM_ID="${NEXT_PUBLIC_GTM_ID:-GTM-TEST000}" npm run build
# A free port, so a server left running elsewhere cannot stand in for this build.
export E2E_PORT="${E2E_PORT:-$(node -e "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})")}"
echo "== Browser tests (port $E2E_PORT)"; npx playwright test
