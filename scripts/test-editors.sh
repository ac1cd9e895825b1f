#!/usr/bin/env bash
# Editor end-to-end test (make test-integration): installs Neovim if missing (scripts/setup.sh --editors),
# then runs NeovimEndToEndTests, where headless Neovim's own LSP client drives `duolint lsp` on a copy of
# Samples/ (Tests/Editors/neovim_e2e.lua). Fails when the tests fail, when they did not run, or when they
# were skipped: here Neovim is meant to be present, so a skip is a failure.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
SWIFT="${SWIFT:-$(command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)}"
fail() { echo "test-editors: FAIL: $*" >&2; exit 1; }

bash scripts/setup.sh --editors
command -v nvim >/dev/null 2>&1 || fail "nvim is still not on PATH after scripts/setup.sh --editors"
echo "test-editors: $(nvim --version | head -n 1)"

log="$(mktemp "${TMPDIR:-/tmp}/duolint-editors.XXXXXX")"
trap 'rm -f "$log"' EXIT
status=0
"$SWIFT" test --disable-swift-testing --filter NeovimEndToEndTests 2>&1 | tee "$log" || status=$?
[ "$status" -eq 0 ] || fail "NeovimEndToEndTests failed (swift test exited with $status)"
grep -Eq "Test Case .*NeovimEndToEndTests.* skipped" "$log" && fail "NeovimEndToEndTests were skipped (see the message above)"
grep -Eq "Executed [1-9][0-9]* tests?, with 0 failures" "$log" || fail "no NeovimEndToEndTests ran"
echo "test-editors: OK"
