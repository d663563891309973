#!/usr/bin/env bash
# The docs site in CI: build it from the workspace (packages first, then the API pages
# and the site), then serve it on localhost and check the playground and the pictures
# in headless Chromium (installed with apt when missing). Expects `pnpm install` to
# have run. Called from .ci/run as: bash .ci/docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export CI=true

step() { printf '\n=== %s\n' "$*"; }
PNPM=(npx -y pnpm@10)

CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
  step "installing chromium"
  if [ "$(id -u)" -eq 0 ]; then SUDO=(); else SUDO=(sudo); fi
  "${SUDO[@]}" apt-get update
  DEBIAN_FRONTEND=noninteractive "${SUDO[@]}" apt-get install -y chromium
  CHROMIUM=/usr/bin/chromium
fi
"$CHROMIUM" --version || true
export CHROMIUM

step "docs: build the site"
"${PNPM[@]}" docs:build

step "docs: browser test of the built site"
"${PNPM[@]}" docs:test:browser
