#!/usr/bin/env bash
# Restores a dump of backup-postgres.sh into an EMPTY database, in one transaction (all or
# nothing). Usage: restore-postgres.sh <file.dump> <postgres://…/new-database>. Then point
# DATABASE_URL at that database and restart the site processes; the old database stays untouched
# until you drop it.
set -euo pipefail
dump="${1:?usage: restore-postgres.sh <file.dump> <postgres://…/empty-database>}"
target="${2:?usage: restore-postgres.sh <file.dump> <postgres://…/empty-database>}"
tables=$(psql --no-psqlrc --tuples-only --no-align --dbname="$target" \
  --command="select count(*) from information_schema.tables where table_schema = 'public'")
if [ "$tables" != "0" ]; then
  echo "The target database already has $tables tables: restore into an empty one." >&2
  exit 1
fi
pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$target" "$dump"
echo "Restored $dump into $target"
