#!/usr/bin/env bash
# The html report in a real browser (make test-integration): installs Chromium, websocket-client and Pillow if
# missing (scripts/setup.sh --browser), builds duolint, then runs Tests/Scripts/report_browser.py, which lints
# Samples/ to HTML, opens it in headless Chromium and checks pixels at computed points, that the page loads
# nothing else, and that a hostile spec's markup is shown as text. Fails when a check fails or when the test was
# skipped: here Chromium is meant to be present, so a skip is a failure.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
SWIFT="${SWIFT:-$(command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)}"
fail() { echo "test-report: FAIL: $*" >&2; exit 1; }

bash scripts/setup.sh --browser
"$SWIFT" build --product duolint
bin="$("$SWIFT" build --show-bin-path)/duolint"
status=0
python3 Tests/Scripts/report_browser.py --bin "$bin" || status=$?
[ "$status" -eq 3 ] && fail "the browser test was skipped (see the message above)"
[ "$status" -eq 0 ] || fail "the browser test failed (exit $status)"
echo "test-report: OK"
