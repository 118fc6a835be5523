#!/usr/bin/env bash
# Installs what the site and its tests need, only when missing: npm packages; with --documents,
# Debian's chromium and Noto fonts, which print the PDF documents at build time; with --browser,
# chromium-headless-shell for the browser tests (a browser download cannot work here) and poppler's pdftotext,
# which reads the documents back; with --topology, Debian's nginx and postgresql for the
# production topology (deploy/), and prometheus for its promtool, which checks the alert rules
# (deploy/prometheus).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "== Installing npm packages"
  # `npm ci`: exactly the lock file, which it never rewrites (a fresh clone stays clean).
  npm ci --no-audit --no-fund
fi

missing=()
for option in "$@"; do
  case "$option" in
    --documents)
      command -v "${CHROMIUM_PATH:-chromium}" >/dev/null 2>&1 || missing+=(chromium)
      [ -d /usr/share/fonts/truetype/noto ] || missing+=(fonts-noto-core)
      [ -d /usr/share/fonts/opentype/noto ] || missing+=(fonts-noto-cjk) ;;
    --browser)
      command -v "${HEADLESS_SHELL_PATH:-chromium-headless-shell}" >/dev/null 2>&1 || missing+=(chromium-headless-shell)
      command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils) ;;
    --topology)
      [ -x /usr/sbin/nginx ] || missing+=(nginx)
      compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
      command -v promtool >/dev/null 2>&1 || missing+=(prometheus) ;;
  esac
done

if [ "${#missing[@]}" -gt 0 ]; then
  mapfile -t missing < <(printf "%s\n" "${missing[@]}" | sort -u)
  echo "== Installing Debian packages: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
  # Debian starts the services it installs; the topology runs its own, on its own ports.
  for service in nginx postgresql prometheus prometheus-node-exporter; do $SUDO service "$service" stop >/dev/null 2>&1 || true; done
fi
