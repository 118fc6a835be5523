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
wait "$documents"
trap - EXIT
npx tsx scripts/prerendered/finish.ts
