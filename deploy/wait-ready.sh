#!/usr/bin/env bash
# Waits until the instance at $1 (http://127.0.0.1:3001) answers /api/health/ready with 200,
# for at most $2 seconds (default 90): the unit's start, and the rolling restart, wait for it.
set -euo pipefail
origin="${1:?usage: wait-ready.sh http://127.0.0.1:PORT [seconds]}"
deadline=$(( $(date +%s) + ${2:-90} ))
until [ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 5 "$origin/api/health/ready" || true)" = "200" ]; do
  if [ "$(date +%s)" -ge "$deadline" ]; then
    echo "wait-ready: $origin is not ready" >&2
    exit 1
  fi
  sleep 1
done
