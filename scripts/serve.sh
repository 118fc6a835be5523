#!/usr/bin/env bash
# Installs, builds for production and serves the site on PORT (default 3000).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --documents
npm run build
exec node .next/aurex-server.cjs -p "${PORT:-3000}"
