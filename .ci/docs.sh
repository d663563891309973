#!/usr/bin/env bash
# The docs site in CI: build it from the workspace (packages first, then the API pages
# and the site), then serve it on localhost and check the playground and the pictures
# in Debian's Chromium (installed here if missing). Assumes `pnpm install` has run.
# Called from .ci/run as: bash .ci/docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export CI=true

step() { printf '\n=== %s\n' "$*"; }
PNPM=(npx -y pnpm@10)

if [ ! -x /usr/bin/chromium ]; then
  step "chromium (apt)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends chromium >/dev/null
fi
/usr/bin/chromium --version 2>/dev/null || true

step "docs: build the site"
"${PNPM[@]}" docs:build

step "docs: browser test of the built site"
"${PNPM[@]}" docs:test:browser
