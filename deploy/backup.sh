#!/usr/bin/env bash
# Backs up the site's PostgreSQL database: every submission, its pictures (they live in the
# database, table feedback_attachments), the accounts, the partners and the outbox.
#
#   DATABASE_URL=postgres://… deploy/backup.sh <directory> [--keep N]
#
# Writes <directory>/aurex-<UTC time>.dump (pg_dump's custom format, mode 0600), checks that
# pg_restore can read it back, then, with --keep N, deletes all but the N newest backups there.
# Prints the file's path; exits non-zero (and leaves no partial file) on any failure.
# Restore with deploy/restore.sh. The PostgreSQL tools come from PG_BIN, else the newest
# /usr/lib/postgresql/<version>/bin (Debian's postgresql-client), else the PATH.
set -euo pipefail
umask 077

usage() { echo "usage: DATABASE_URL=… $0 <directory> [--keep N]" >&2; exit 2; }
dir="" keep=""
while [ $# -gt 0 ]; do
  case "$1" in
    --keep) [ $# -ge 2 ] || usage; keep="$2"; shift 2 ;;
    -*) usage ;;
    *) [ -z "$dir" ] || usage; dir="$1"; shift ;;
  esac
done
[ -n "$dir" ] && [ -n "${DATABASE_URL:-}" ] || usage
[ -z "$keep" ] || [[ "$keep" =~ ^[1-9][0-9]*$ ]] || { echo "--keep takes a number of backups (1 or more)" >&2; exit 2; }

source "$(dirname "$0")/pg-env.sh"

mkdir -p "$dir"
file="$dir/aurex-$(date -u +%Y%m%dT%H%M%SZ).dump"
[ ! -e "$file" ] || { echo "$file exists already" >&2; exit 1; }
partial="$file.partial"
trap 'rm -f "$partial"' EXIT
"$PG_BIN/pg_dump" --format=custom --no-password --file="$partial" --dbname="$PG_URL"
"$PG_BIN/pg_restore" --list "$partial" >/dev/null
chmod 600 "$partial"
mv "$partial" "$file"
trap - EXIT

if [ -n "$keep" ]; then
  # The names sort by time; everything but the newest $keep goes.
  find "$dir" -maxdepth 1 -name 'aurex-*.dump' -type f | sort | head -n "-$keep" | while read -r old; do rm -f -- "$old"; done
fi
echo "$file"
