#!/usr/bin/env bash
# Makes sure a system Chromium exists for Playwright (nothing downloads a browser build of its own).
# Idempotent: does nothing when one is found. Prints the path on stdout.
set -euo pipefail
for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then
    echo "$candidate"
    exit 0
  fi
done
if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: no Chromium found. Install Debian's 'chromium' package (apt-get install chromium)" \
    "or set CHROMIUM_PATH to a Chromium binary." >&2
  exit 1
fi
echo "ensure-chromium: installing Debian's chromium package..." >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >&2 || true
if ! apt-get install -y -qq chromium >&2; then
  echo "ensure-chromium: 'apt-get install chromium' failed; install it by hand or set CHROMIUM_PATH." >&2
  exit 1
fi
echo /usr/bin/chromium
