# Sourced by .ci/run and scripts/bench.sh: starts a throw-away PostgreSQL cluster from the installed
# initdb/pg_ctl, exports PG_URL, and removes the cluster when the calling shell exits.
# initdb refuses to run as root, so as root the cluster runs as the postgres user.
# Usage: start_throwaway_postgres PORT [extra server options, e.g. "-c fsync=off" for tests]
start_throwaway_postgres() {
  local port=${1:-54329}
  local extra=${2:-}
  PG_BIN=$(dirname "$(readlink -f "$(command -v initdb)")")
  PG_USER=$(id -un)
  if [ "$(id -u)" -eq 0 ]; then
    PG_USER=postgres
    id -u postgres >/dev/null 2>&1 || useradd -r -m postgres
  fi
  PG_DIR=$(mktemp -d /tmp/trophy-pg.XXXXXX)
  chown "$PG_USER" "$PG_DIR"
  trap stop_throwaway_postgres EXIT
  echo "== starting PostgreSQL on port $port"
  run_as_pg "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust -E UTF8 >/dev/null
  run_as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w -o \
    "-p $port -k $PG_DIR -c listen_addresses=127.0.0.1 -c max_connections=300 $extra" \
    start >/dev/null
  export PG_URL="postgres://postgres@127.0.0.1:$port/postgres"
}

run_as_pg() {
  if [ "$(id -un)" = "$PG_USER" ]; then "$@"; else runuser -u "$PG_USER" -- "$@"; fi
}

stop_throwaway_postgres() {
  [ -n "${PG_DIR:-}" ] || return 0
  run_as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
  PG_DIR=
}
