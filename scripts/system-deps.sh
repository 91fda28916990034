#!/usr/bin/env bash
# The Debian/Ubuntu packages the keychain and the tests need, checked before `npm test` (and by
# .ci/run before `npm ci`): libsecret-1-dev (keytar, the keychain binding, builds against it),
# dbus + gnome-keyring (a throwaway Secret Service for the keychain tests) and chromium (the
# browser the end-to-end tests drive).
# Run as root, it installs what is missing; otherwise it prints the one command to run and
# exits 1. On a machine without apt-get it checks nothing (the README lists what to install).
set -euo pipefail
command -v apt-get >/dev/null && command -v dpkg >/dev/null || exit 0

need=()
command -v chromium >/dev/null || need+=(chromium)
command -v dbus-run-session >/dev/null || need+=(dbus)
command -v gnome-keyring-daemon >/dev/null || need+=(gnome-keyring)
dpkg -s libsecret-1-dev >/dev/null 2>&1 || need+=(libsecret-1-dev)
# keytar's native build also needs a compiler and make (node-gyp brings its own Python use).
command -v make >/dev/null && command -v g++ >/dev/null || need+=(build-essential)
command -v python3 >/dev/null || need+=(python3)
[ ${#need[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "This machine lacks Debian packages the tests need (${need[*]}). Run:" >&2
  echo "  sudo apt-get install -y ${need[*]}" >&2
  echo "then run the same command again." >&2
  exit 1
fi
echo "Installing: ${need[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${need[@]}" >/dev/null
