#!/usr/bin/env bash
# Restarts the site's instances one at a time, so that nginx always has one to send visitors to:
#   deploy/rolling-restart.sh 3001 3002
# Each instance stops gracefully (SIGTERM: it takes no new connection, finishes its requests and
# its outbox attempt, gives back its leases), starts on the new release, and must answer
# /api/health/ready before the next one goes. Then the script waits out nginx's fail_timeout
# (aurex.conf: 10 s), within which nginx may still count the instance's downtime against it.
#
# AUREX_RESTART restarts one instance, `{port}` standing for its port; by default the
# systemd unit of deploy/systemd/ (`systemctl restart aurex@{port}`).
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: rolling-restart.sh PORT [PORT …]" >&2; exit 2; }
restart="${AUREX_RESTART:-systemctl restart aurex@{port\}}"
settle="${AUREX_SETTLE_SECONDS:-11}"
here="$(cd "$(dirname "$0")" && pwd)"
last="${*: -1}"
for port in "$@"; do
  [[ "$port" =~ ^[0-9]+$ ]] || { echo "rolling-restart: not a port: $port" >&2; exit 2; }
  echo "rolling-restart: restarting 127.0.0.1:$port"
  bash -c "${restart//\{port\}/$port}"
  "$here/wait-ready.sh" "http://127.0.0.1:$port" "${AUREX_READY_SECONDS:-120}"
  echo "rolling-restart: 127.0.0.1:$port is ready"
  if [ "$port" != "$last" ]; then sleep "$settle"; fi
done
