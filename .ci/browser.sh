#!/usr/bin/env bash
# The browser checks: Polydance's SVG pictures rendered in headless Chromium
# (apps/cli/test/*.browser.test.ts, through playwright-core with the system's
# Chromium). Installs Chromium with apt when it is missing; expects `pnpm install`
# to have run. Set CHROMIUM to use another binary.
set -euo pipefail
cd "$(dirname "$0")/.."

CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
  echo "=== installing chromium"
  if [ "$(id -u)" -eq 0 ]; then SUDO=(); else SUDO=(sudo); fi
  "${SUDO[@]}" apt-get update
  DEBIAN_FRONTEND=noninteractive "${SUDO[@]}" apt-get install -y chromium
  CHROMIUM=/usr/bin/chromium
fi
"$CHROMIUM" --version || true
export CHROMIUM

echo "=== browser checks"
npx -y pnpm@10 test:browser
