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

. .ci/chromium.sh

step "docs: build the site"
"${PNPM[@]}" docs:build

step "docs: browser test of the built site (screenshots in out/screenshots)"
export SCREENSHOTS="${SCREENSHOTS:-$PWD/out/screenshots}"
mkdir -p "$SCREENSHOTS"
"${PNPM[@]}" docs:test:browser
