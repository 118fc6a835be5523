# Sourced by deploy/backup.sh and deploy/restore.sh. Sets PG_BIN (the PostgreSQL client tools:
# PG_BIN if given, else the newest of Debian's /usr/lib/postgresql/<version>/bin, else the PATH's)
# and PG_URL, DATABASE_URL without its password, which goes in PGPASSWORD instead: a password on
# a command line can be read by every user of the host (ps).
if [ -z "${PG_BIN:-}" ]; then
  PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  [ -n "$PG_BIN" ] || PG_BIN="$(dirname "$(command -v pg_dump || echo /usr/bin/pg_dump)")"
fi
[ -x "$PG_BIN/pg_dump" ] || { echo "pg_dump is not installed: apt-get install postgresql-client" >&2; exit 1; }
# scheme://user:password@rest: the password is percent-encoded in a URL, plain in PGPASSWORD.
if [[ "$DATABASE_URL" =~ ^([a-z]+://[^:/@]*):([^@/]*)@(.*)$ ]]; then
  PG_URL="${BASH_REMATCH[1]}@${BASH_REMATCH[3]}"
  encoded="${BASH_REMATCH[2]//\\/\\\\}"
  PGPASSWORD="$(printf '%b' "${encoded//%/\\x}")"
  export PGPASSWORD
else
  PG_URL="$DATABASE_URL"
fi
