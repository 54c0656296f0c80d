#!/usr/bin/env bash
# Starts this machine's local PostgreSQL if it is down and makes sure the database "test" exists.
# Idempotent. Used by .ci/run to prove the scale-out path (TEST_DATABASE_URL).
set -euo pipefail
HOST=127.0.0.1
PORT=5432
if ! command -v pg_isready >/dev/null 2>&1; then
  echo "ensure-postgres: PostgreSQL client tools are not installed (apt-get install postgresql)." >&2
  exit 1
fi
if ! pg_isready -q -h "$HOST" -p "$PORT"; then
  echo "ensure-postgres: starting the local PostgreSQL cluster..." >&2
  if command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
    for version in $(ls /etc/postgresql); do
      pg_ctlcluster --skip-systemctl-redirect "$version" main start >&2 || true
    done
  fi
  for _ in $(seq 1 30); do
    pg_isready -q -h "$HOST" -p "$PORT" && break
    sleep 1
  done
fi
if ! pg_isready -q -h "$HOST" -p "$PORT"; then
  echo "ensure-postgres: PostgreSQL is not answering on $HOST:$PORT; start it and run again." >&2
  exit 1
fi
if ! psql -h "$HOST" -p "$PORT" -U postgres -tAc "select 1 from pg_database where datname = 'test'" | grep -q 1; then
  psql -h "$HOST" -p "$PORT" -U postgres -c 'create database test' >&2
fi
echo "ensure-postgres: PostgreSQL is up on $HOST:$PORT" >&2
