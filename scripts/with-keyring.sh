#!/usr/bin/env bash
# Runs a command inside a private D-Bus session with a throwaway, unlocked gnome-keyring as
# the Secret Service, so keytar tests never touch the developer's own keychain.
# Usage: bash scripts/with-keyring.sh <command> [args...]
set -euo pipefail
if [ "${TON_EXPLORER_IN_KEYRING:-}" = "1" ]; then exec "$@"; fi
if ! command -v dbus-run-session >/dev/null || ! command -v gnome-keyring-daemon >/dev/null; then
  echo "with-keyring: needs dbus-run-session and gnome-keyring-daemon (apt-get install dbus gnome-keyring)" >&2
  exit 1
fi
keyring_home=$(mktemp -d)
trap 'rm -rf "$keyring_home"' EXIT
export TON_EXPLORER_IN_KEYRING=1
# XDG_DATA_HOME keeps the throwaway keyring files out of the user's home.
exec env XDG_DATA_HOME="$keyring_home" HOME="${HOME}" dbus-run-session -- bash -c '
  eval "$(printf "throwaway-%s" "$RANDOM" | gnome-keyring-daemon --unlock --components=secrets 2>/dev/null)" >/dev/null
  export GNOME_KEYRING_CONTROL SSH_AUTH_SOCK
  "$@"' bash "$@"
