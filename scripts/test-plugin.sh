#!/usr/bin/env bash
# Integration test of the SwiftPM command plugin (Plugins/DuoLintCommand) on the fixture package
# Tests/PluginFixture, which depends on this checkout by local path (the working tree, not a commit).
#
# `swift package duolint` must build duolint, lint the fixture's targets, print the finding in
# Sources/Fixture/Screen.swift and fail (duolint exits 1 on an error-level finding). Then `swift build` of
# the fixture runs the build tool plugin (Plugins/DuoLintBuildTool), which must print the same finding
# as a warning (by default it never fails the build, and Xcode fails a step printing `error:`) and NOT fail
# the build, the warning-level finding printed as a warning; with DUOLINT_BUILD_FAIL=errors the same build
# fails, the finding printed as an error. One debug build of duolint serves all (same scratch folder).
# No --disable-sandbox is needed on Linux (SwiftPM has no plugin sandbox there); it is passed on macOS so
# the script also runs where the sandbox is unavailable (nested in another sandbox).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SWIFT="${SWIFT:-$(command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)}"
fixture="$root/Tests/PluginFixture"
scratch="${PLUGIN_SCRATCH:-$(mktemp -d "${TMPDIR:-/tmp}/duolint-plugin.XXXXXX")}"
[ -n "${PLUGIN_SCRATCH:-}" ] || trap 'rm -rf "$scratch"' EXIT
sandbox=()
[ "$(uname -s)" = Darwin ] && sandbox=(--disable-sandbox)

fail() { echo "test-plugin: FAIL: $*" >&2; exit 1; }
step() { echo "test-plugin: $*"; }
expected='Sources/Fixture/Screen.swift:5:16: error: .*(ui_screen_main)'
started=$SECONDS

step "swift package duolint on Tests/PluginFixture (builds duolint in debug; takes minutes)"
status=0
"$SWIFT" package --package-path "$fixture" --scratch-path "$scratch" "${sandbox[@]}" duolint > "$scratch/command.log" 2>&1 || status=$?
cat "$scratch/command.log"
[ "$status" -ne 0 ] || fail "swift package duolint succeeded although the fixture has an error-level finding"
grep -q "$expected" "$scratch/command.log" || fail "the finding '$expected' was not printed"
grep -q 'duolint found problems (exit status 1)' "$scratch/command.log" || fail "the plugin did not report duolint's exit status"
step "command plugin OK ($((SECONDS - started)) s)"

build_started=$SECONDS
step "swift build of the fixture: the build tool plugin prints the finding and the build succeeds"
"$SWIFT" build --package-path "$fixture" --scratch-path "$scratch" "${sandbox[@]}" > "$scratch/build.log" 2>&1 \
    || { cat "$scratch/build.log"; fail "swift build of the fixture failed"; }
cat "$scratch/build.log"
# By default the error-level finding is printed as a warning (Xcode fails a step that prints `error:`).
grep -q 'Screen.swift:5:16: warning: .*(ui_screen_main)' "$scratch/build.log" || fail "the build tool plugin did not print the error-level finding as a warning"
! grep -q 'Screen.swift:[0-9]*:[0-9]*: error: ' "$scratch/build.log" || fail "the build tool plugin printed an error: line although it never fails the build"
grep -q 'Screen.swift:15:5: warning: .*(ui_screen_main)' "$scratch/build.log" || fail "the build tool plugin did not print the warning-level finding as a warning"
step "build tool plugin OK ($((SECONDS - build_started)) s)"

step "DUOLINT_BUILD_FAIL=errors swift build of the fixture: the same findings fail the build"
status=0
DUOLINT_BUILD_FAIL=errors "$SWIFT" build --package-path "$fixture" --scratch-path "$scratch" "${sandbox[@]}" > "$scratch/build-fail.log" 2>&1 || status=$?
cat "$scratch/build-fail.log"
[ "$status" -ne 0 ] || fail "DUOLINT_BUILD_FAIL=errors: the build succeeded although the fixture has an error-level finding"
grep -q 'Screen.swift:5:16: error: .*(ui_screen_main)' "$scratch/build-fail.log" || fail "DUOLINT_BUILD_FAIL=errors: the finding was not printed"
step "DUOLINT_BUILD_FAIL=errors OK"

step "DUOLINT_BUILD_FAIL=sometimes (not a mode): a plugin warning, and the build succeeds"
DUOLINT_BUILD_FAIL=sometimes "$SWIFT" build --package-path "$fixture" --scratch-path "$scratch" "${sandbox[@]}" > "$scratch/build-bad-mode.log" 2>&1 \
    || { cat "$scratch/build-bad-mode.log"; fail "DUOLINT_BUILD_FAIL=sometimes: the build failed"; }
cat "$scratch/build-bad-mode.log"
grep -q 'DUOLINT_BUILD_FAIL=sometimes is not never, errors or warnings; the build is not failed by duolint' "$scratch/build-bad-mode.log" \
    || fail "DUOLINT_BUILD_FAIL=sometimes: no plugin warning"
step "DUOLINT_BUILD_FAIL=sometimes OK"
step "OK in $((SECONDS - started)) s"
