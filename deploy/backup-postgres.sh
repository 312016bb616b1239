#!/usr/bin/env bash
# A backup of the PostgreSQL database while the site runs: pg_dump reads one consistent snapshot
# (its own transaction) and blocks no writer. Usage: DATABASE_URL=postgres://… backup-postgres.sh
# [folder]. Writes <folder>/site-<UTC time>.dump (pg_dump's custom format, for pg_restore), keeps
# KEEP_DAYS days of them (default 14) and prints the new file's path.
set -euo pipefail
: "${DATABASE_URL:?set DATABASE_URL (postgres://…) to the database to back up}"
dir="${1:-/var/backups/home-inspection}"
mkdir -p "$dir"
file="$dir/site-$(date -u +%Y%m%dT%H%M%SZ).dump"
# Written under another name first: a dump cut short is never taken for a whole one.
pg_dump --format=custom --no-owner --no-privileges --file="$file.partial" "$DATABASE_URL"
mv "$file.partial" "$file"
find "$dir" -maxdepth 1 -name 'site-*.dump' -mtime +"${KEEP_DAYS:-14}" -delete
echo "$file"
