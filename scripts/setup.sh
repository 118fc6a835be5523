#!/usr/bin/env bash
# Installs what the site and its tests need, only when missing: npm packages, and
# Debian's chromium for the browser tests (a browser download cannot work here).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "== Installing npm packages"
  # `npm ci`: exactly the lock file, which it never rewrites (a fresh clone stays clean).
  npm ci --no-audit --no-fund
fi

if [ "${1:-}" = "--browser" ] && ! command -v "${CHROMIUM_PATH:-chromium}" >/dev/null 2>&1; then
  echo "== Installing Debian's chromium"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-core >/dev/null
fi
