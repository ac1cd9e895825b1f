#!/usr/bin/env bash
# Prints duolint's version: DuoLintVersion.current in Sources/DuoLintKit/Version.swift, the one place it is
# written (scripts/dist.sh names the archives after it; scripts/test-dist.sh checks that `duolint version`,
# Formula/duolint.rb and Distribution/BinaryPlugins/Package.swift agree with it).
set -euo pipefail
file="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/Sources/DuoLintKit/Version.swift"
version="$(sed -n 's/^ *public static let current = "\([^"]*\)".*/\1/p' "$file")"
case "$version" in
    [0-9]*.[0-9]*.[0-9]*) echo "$version" ;;
    *) echo "version.sh: no 'public static let current = \"X.Y.Z\"' in $file (found '$version')" >&2; exit 1 ;;
esac
