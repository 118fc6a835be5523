#!/usr/bin/env bash
# Every test: lint, type check, unit and component tests (jest), a production build,
# and the browser tests (Playwright in Debian's chromium against `next start`).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --browser

echo "== Lint";        npx eslint --max-warnings=0 .
echo "== Type check";  npx tsc --noEmit
echo "== Unit and component tests"; npx jest --ci
echo "== Production build"; NEXT_PUBLIC_GTM_ID=GTM-TEST000 npx next build
echo "== Browser tests"; npx playwright test
