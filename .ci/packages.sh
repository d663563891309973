#!/usr/bin/env bash
# The packages as a user gets them: pack every package with pnpm (which turns the
# workspace:^ dependencies into version ranges), then, in an empty folder outside the
# workspace, install the square lattice and the solver with their dependencies from
# the tarballs with plain npm, check that no other lattice came along, and run the
# examples of the installed packages' READMEs there (scripts/packed-install.js); the same
# for the hexagon lattice alone; then install the CLI the same way (and with it every
# package), check that each holds the declaration files its exports name, run it there,
# and check what its commands load (scripts/packed-cli.js). Expects the packages to be
# built with `pnpm build` (which builds the declarations; `pnpm start` does not). Called
# from .ci/run as: bash .ci/packages.sh
set -euo pipefail
cd "$(dirname "$0")/.."

work="$(mktemp -d "${TMPDIR:-/tmp}/polydance-packed-XXXXXX")"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/tarballs"

npx -y pnpm@10 -r --filter './packages/*' --filter ./apps/cli pack --pack-destination "$work/tarballs" >/dev/null
ls "$work/tarballs"

node scripts/packed-install.js "$work" @polydance/lattice-square @polydance/dlx-solver
# a lattice of Polydance's own, alone: it brings no other lattice, and its README runs
node scripts/packed-install.js "$work" @polydance/lattice-hex
node scripts/packed-cli.js "$work"
