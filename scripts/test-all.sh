#!/usr/bin/env bash
# Every test: lint, unused code (knip), unit and component tests (jest), the database suites
# again on PostgreSQL, a production build, the type check (with the build's route types), the
# browser tests (Playwright in Debian's chromium against `next start` on 127.0.0.1), and the
# browser tests of the production topology (nginx, two instances, PostgreSQL: deploy/).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --documents --browser --topology
# Setting up must leave a clone as it was: the lock file is installed from, never rewritten.
if git rev-parse --git-dir >/dev/null 2>&1 && [ -n "$(git status --porcelain package-lock.json)" ]; then
  echo "package-lock.json changed while installing: commit the lock file npm wants" >&2
  exit 1
fi

# The build prints its documents and static pages with two workers but leaves the cores idle
# part of the time (docs/benchmarks.md, "CI time"); the checks that need no build fill it. It
# runs in its own process group, so that a failing check stops it with all its workers.
build_log="$(mktemp)"
set -m
# It says how long it took: whichever of it and the checks ends last bounds this phase.
(
  NEXT_PUBLIC_GTM_ID="${NEXT_PUBLIC_GTM_ID:-GTM-TEST000}" npm run build
  status=$?
  echo "The build ended after ${SECONDS} s (exit ${status})."
  exit "$status"
) >"$build_log" 2>&1 &
build=$!
set +m
trap 'kill -- -"$build" 2>/dev/null || true; rm -f "$build_log"' EXIT
echo "== Production build: started, its output follows the checks beside it"

echo "== Lint";        npx eslint --max-warnings=0 .
echo "== Unused files, exports and dependencies"; npx knip --no-progress
echo "== Framework versions: pinned, installed, newest (reports only; docs/framework-internals.md)"; npm run --silent framework:versions
echo "== Unit and component tests"; npx jest --ci
echo "== Database tests on PostgreSQL"; npm run --silent test:postgres
echo "The checks ended after ${SECONDS} s."
echo "== Production build"
build_status=0
wait "$build" || build_status=$?
cat "$build_log"
trap - EXIT
rm -f "$build_log"
[ "$build_status" -eq 0 ] || { echo "the production build failed (exit $build_status)" >&2; exit "$build_status"; }
# After the build: its route types (.next/types) are checked with everything else.
echo "== Type check";  npx tsc --noEmit
# Free ports, so that a server left running elsewhere cannot stand in for this build: a run of
# `count` consecutive ones (the topology takes three), below Linux's ephemeral range (32768 and
# up), where the tests' own outgoing connections could take one in the meantime.
free_ports() {
  node -e '
    const net = require("net");
    const count = Number(process.argv[1]);
    const free = (port) => new Promise((resolve) => { const s = net.createServer().once("error", () => resolve(false)).listen(port, "127.0.0.1", () => s.close(() => resolve(true))); });
    (async () => {
      for (;;) {
        const base = 20000 + Math.floor(Math.random() * 12000);
        const ports = Array.from({ length: count }, (_, i) => base + i);
        if ((await Promise.all(ports.map(free))).every(Boolean)) return console.log(base);
      }
    })();' "$1"
}
export E2E_PORT="${E2E_PORT:-$(free_ports 1)}"
echo "== Browser tests (port $E2E_PORT)"; npx playwright test
export TOPOLOGY_PORT="${TOPOLOGY_PORT:-$(free_ports 3)}"
echo "== Browser tests through nginx, two instances and PostgreSQL (ports $TOPOLOGY_PORT-$((TOPOLOGY_PORT + 2)))"; npx playwright test -c playwright.topology.config.ts
