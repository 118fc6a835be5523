#!/usr/bin/env bash
# The production build. The documents (scripts/generate-documents.tsx, chromium printing to
# PDF) need only lib/ and messages/, so they print while Next builds the site; the build fails
# if either fails. Then the prerendered pages get their CSP hashes and 404 statuses.
set -euo pipefail
cd "$(dirname "$0")/.."
npx tsx scripts/generate-documents.tsx &
documents=$!
trap 'kill "$documents" 2>/dev/null || true' EXIT
npx next build
# The server around Next's request handler (server/main.ts): `node .next/aurex-server.cjs`.
# `server-only` guards lib/ against client bundles; outside React's server bundles its plain
# entry throws, so the server takes the empty module React's server bundles get.
npx esbuild server/main.ts --bundle --platform=node --format=cjs --target=node20 --packages=external \
  --alias:server-only=./node_modules/server-only/empty.js --outfile=.next/aurex-server.cjs --log-level=warning
wait "$documents"
trap - EXIT
npx tsx scripts/prerendered/finish.ts
