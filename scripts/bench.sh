#!/usr/bin/env bash
# npm run bench: builds, then measures on the embedded database and on a throw-away PostgreSQL
# (or on BENCH_DATABASE_URL when given), then the web client with Lighthouse. Not part of npm test.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run build >/dev/null
if [ -z "${BENCH_DATABASE_URL:-}" ] && command -v initdb >/dev/null 2>&1; then
  source scripts/throwaway-postgres.sh
  # Production durability (fsync, synchronous commit): the figures are meant to mean something.
  start_throwaway_postgres "${PG_PORT:-54339}"
  export BENCH_DATABASE_URL="$PG_URL"
fi
exec_status=0
npx tsx apps/server/bench/run.ts || exec_status=$?
# The web client on a phone and a laptop: Lighthouse and first-load JavaScript.
npx tsx apps/web/bench/web-quality.ts || exec_status=$?
exit $exec_status
