#!/usr/bin/env bash
# Throw-away PostgreSQL for tests: `start` installs Debian's postgresql if missing, initdb's a cluster in
# .pgtest/ (gitignored), serves it on 127.0.0.1:${PGTEST_PORT:-5433} with trust auth, creates database
# duelhall_test and prints its URL (the only line on stdout). `stop` does a fast shutdown. See docs/database.md.
# Durability is off (fsync, synchronous_commit, full_page_writes) unless PGTEST_DURABLE=1 (or PGTEST_FSYNC=on), which starts the
# server with PostgreSQL's defaults (all on) for honest write latencies (benchmarks). The settings are passed on
# the command line, so ALTER SYSTEM cannot override them: stop and start again to switch.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dir="$root/.pgtest"
data="$dir/data"
port="${PGTEST_PORT:-5433}"
db="duelhall_test"
url="postgresql://postgres@127.0.0.1:$port/$db"

log() { echo "pg-test-server: $*" >&2; }

find_bin() {
  local initdb
  initdb="$(ls -d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -1 || true)"
  [[ -n "$initdb" ]] && dirname "$initdb"
}

# initdb/postgres refuse to run as root: run them as the postgres user then.
as_pg() {
  if [[ $EUID -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

start() {
  local bin
  bin="$(find_bin || true)"
  if [[ -z "$bin" ]]; then
    [[ $EUID -eq 0 ]] || { log "PostgreSQL is not installed; run: sudo apt-get install -y postgresql"; exit 1; }
    log "installing Debian postgresql (apt-get)…"
    apt-get update >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql >&2
    bin="$(find_bin)"
  fi
  mkdir -p "$dir"
  [[ $EUID -eq 0 ]] && chown postgres:postgres "$dir"
  if [[ ! -f "$data/PG_VERSION" ]]; then
    log "initdb $data"
    as_pg "$bin/initdb" -D "$data" -U postgres --auth=trust -E UTF8 --no-sync >"$dir/initdb.log" 2>&1 ||
      { cat "$dir/initdb.log" >&2; exit 1; }
  fi
  if ! as_pg "$bin/pg_ctl" -D "$data" status >/dev/null 2>&1; then
    # Durability off: this cluster only ever holds test data (PGTEST_DURABLE=1: PostgreSQL's defaults, all on).
    local durability="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
    [[ "${PGTEST_DURABLE:-0}" == "1" || "${PGTEST_FSYNC:-off}" == on ]] &&
      durability="-c fsync=on -c synchronous_commit=on -c full_page_writes=on"
    as_pg "$bin/pg_ctl" -D "$data" -l "$dir/server.log" -w -t 30 \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $dir $durability" \
      start >&2 || { tail -20 "$dir/server.log" >&2; exit 1; }
  elif [[ "${PGTEST_FSYNC:-off}" == on ]]; then
    log "already running with its old settings: run pg:stop first for PGTEST_FSYNC=on to take effect"
  fi
  local psql=("$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 -qtA)
  if [[ "$("${psql[@]}" -c "SELECT 1 FROM pg_database WHERE datname = '$db'")" != "1" ]]; then
    "${psql[@]}" -c "CREATE DATABASE $db" >&2
  fi
  log "running on 127.0.0.1:$port (data in .pgtest/)"
  echo "$url"
}

stop() {
  local bin
  bin="$(find_bin || true)"
  if [[ -z "$bin" || ! -f "$data/postmaster.pid" ]]; then
    log "not running"
    return 0
  fi
  as_pg "$bin/pg_ctl" -D "$data" -m fast -w stop >&2 || true
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
