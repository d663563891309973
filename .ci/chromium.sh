# Sourced by the browser checks: makes sure Chromium is there (Debian's package,
# installed with apt when missing) and exports CHROMIUM, its path.
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
