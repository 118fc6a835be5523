#!/usr/bin/env bash
# Restores a backup made by deploy/backup.sh into an empty PostgreSQL database:
#
#   createdb -O aurex aurex_restored      # as the postgres user
#   DATABASE_URL=postgres://aurex:…@host/aurex_restored deploy/restore.sh <file.dump> [--clean]
#
# Refuses a database that holds any table, sequence or view unless --clean is given (which
# drops and recreates the backup's objects first). One transaction: either all of it is
# restored or nothing. Objects belong to the user of DATABASE_URL (--no-owner, no grants).
# Then point the site's DATABASE_URL at it and start the instances; they apply any newer
# migrations themselves.
set -euo pipefail

usage() { echo "usage: DATABASE_URL=… $0 <file.dump> [--clean]" >&2; exit 2; }
file="" clean=""
while [ $# -gt 0 ]; do
  case "$1" in
    --clean) clean="--clean --if-exists"; shift ;;
    -*) usage ;;
    *) [ -z "$file" ] || usage; file="$1"; shift ;;
  esac
done
[ -n "$file" ] && [ -n "${DATABASE_URL:-}" ] || usage
[ -r "$file" ] || { echo "$file: cannot read it" >&2; exit 1; }

source "$(dirname "$0")/pg-env.sh"

objects="$("$PG_BIN/psql" --no-psqlrc --no-password --tuples-only --no-align --dbname="$PG_URL" --command="
  select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p', 'S', 'v', 'm', 'f')
    and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\_%'")"
if [ "$objects" != "0" ] && [ -z "$clean" ]; then
  echo "the database is not empty ($objects tables, sequences or views): restore into a new one, or give --clean to replace what the backup holds" >&2
  exit 1
fi
# shellcheck disable=SC2086 # $clean is two options or none.
"$PG_BIN/pg_restore" --single-transaction --exit-on-error --no-owner --no-privileges $clean --dbname="$PG_URL" "$file"
"$PG_BIN/psql" --no-psqlrc --no-password --quiet --dbname="$PG_URL" --command="analyze"
echo "restored $file"
