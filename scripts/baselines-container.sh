#!/usr/bin/env bash
# Checks or records the pixel baselines in the pinned container of Dockerfile.baselines (Debian 12,
# the recording machine's Chromium, fonts and Node), with this repository mounted at /repo, so a
# baseline means the same on a laptop, in CI and on this machine. README: "Baselines on another
# machine".
#
#   scripts/baselines-container.sh check [test-storybook args]    CI=true: every story must match
#   scripts/baselines-container.sh record [test-storybook args]   -u: re-record what differs, write
#                                                                 missing ones
#   e.g. scripts/baselines-container.sh record stories/ui/Button
#
# Environment:
#   CONTAINER_CLI     docker or podman (default: whichever is installed, docker first)
#   DEBIAN_SNAPSHOT   a snapshot.debian.org timestamp (YYYYMMDDTHHMMSSZ) to install the pinned
#                     packages from, once deb.debian.org has a newer Chromium (see the README)
#   CHROMIUM_DEB      the Debian version to pin (default: Dockerfile.baselines' ARG)
#
# node_modules lives in a named volume (vitrine-baselines-node-modules): the container runs its
# own `npm install` for Linux, whatever the host is; the host's node_modules is not touched.
set -euo pipefail
cd "$(dirname "$0")/.."

mode="${1:-}"
case "$mode" in
  check | record) shift ;;
  *)
    echo "usage: $0 check|record [test-storybook args, e.g. story file paths]" >&2
    exit 2
    ;;
esac

cli="${CONTAINER_CLI:-}"
if [ -z "$cli" ]; then
  if command -v docker >/dev/null 2>&1; then cli=docker
  elif command -v podman >/dev/null 2>&1; then cli=podman
  else
    echo "[baselines] needs docker or podman (CONTAINER_CLI)" >&2
    exit 1
  fi
fi

dockerfile_arg() { sed -n "s/^ARG $1=//p" Dockerfile.baselines; }
chromium_deb="${CHROMIUM_DEB:-$(dockerfile_arg CHROMIUM_DEB)}"
# "Chromium 156.0.8078.108" (what `chromium --version` printed when the baselines were recorded)
# must be the upstream part of the Debian version "156.0.8078.108-1~deb12u1".
recorded="$(tr -d '\n' < stories/__screenshots__/CHROMIUM_VERSION)"
if [ "$recorded" != "Chromium ${chromium_deb%%-*}" ]; then
  echo "[baselines] stories/__screenshots__/CHROMIUM_VERSION says \"$recorded\" but the container" >&2
  echo "[baselines] pins chromium=$chromium_deb. Update CHROMIUM_DEB in Dockerfile.baselines (or" >&2
  echo "[baselines] CHROMIUM_VERSION after re-recording) so both name the same build." >&2
  exit 1
fi

image="vitrine-baselines:${chromium_deb//[~:+]/_}${DEBIAN_SNAPSHOT:+-$DEBIAN_SNAPSHOT}"
echo "[baselines] building $image (chromium=$chromium_deb${DEBIAN_SNAPSHOT:+, snapshot $DEBIAN_SNAPSHOT})"
"$cli" build -f Dockerfile.baselines -t "$image" \
  --build-arg "CHROMIUM_DEB=$chromium_deb" \
  --build-arg "DEBIAN_SNAPSHOT=${DEBIAN_SNAPSHOT:-}" \
  .

extra=()
env_args=(-e "HOST_UID=$(id -u)" -e "HOST_GID=$(id -g)")
if [ "$mode" = check ]; then
  env_args+=(-e CI=true) # missing baselines fail instead of being written
else
  extra=(-u)
fi

# Inside, as root (the node_modules volume is root's): the running Chromium must be the pinned
# one, then npm install and the story run (build the static Storybook, serve it, test-storybook:
# scripts/test-stories.mjs). Written baselines are handed back to the host user.
exec "$cli" run --rm --init --shm-size=1g "${env_args[@]}" \
  -v "$PWD:/repo" \
  -v vitrine-baselines-node-modules:/repo/node_modules \
  "$image" \
  bash -euc '
    installed="$(dpkg-query -W -f="\${Version}" chromium)"
    [ "$installed" = "$CHROMIUM_DEB" ] || { echo "chromium $installed is not $CHROMIUM_DEB" >&2; exit 1; }
    echo "[baselines] node $(node --version), chromium $installed"
    echo "[baselines] fonts: $(fc-list : family | sort -u | tr "\n" " ")"
    npm install --no-audit --no-fund
    status=0
    npm run test:stories -- "$@" || status=$?
    chown -R "$HOST_UID:$HOST_GID" stories/__screenshots__
    exit "$status"
  ' baselines "${extra[@]}" "$@"
