#!/usr/bin/env bash
# The browser checks: Polydance's SVG pictures rendered in headless Chromium
# (apps/cli/test/*.browser.test.ts, through playwright-core with the system's
# Chromium). Installs Chromium with apt when it is missing; expects `pnpm install`
# to have run. Set CHROMIUM to use another binary.
set -euo pipefail
cd "$(dirname "$0")/.."

. .ci/chromium.sh

echo "=== browser checks"
npx -y pnpm@10 test:browser
