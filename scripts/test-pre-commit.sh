#!/usr/bin/env bash
# Integration test of the pre-commit hook (.pre-commit-hooks.yaml) with the real pre-commit from PyPI.
#
# 1. Installs pre-commit into a temporary venv (python3 -m venv; pip install pre-commit); PRE_COMMIT_HOME
#    is temporary too, so nothing outside the temporary folder is touched.
# 2. Makes a temporary git repository whose .pre-commit-config.yaml is the README's snippet (between the
#    `pre-commit-config` markers) with `repo:` pointing at this clone and `rev:` at its HEAD commit.
#    pre-commit clones that commit and builds it with `swift build -c release`: uncommitted changes are
#    NOT tested, so commit first.
# 3. Asserts that a commit adding a `UIScreen.main` line is refused with the finding printed, and that a
#    clean commit passes. Exits non-zero on any failure.
#
# Needs python3 (with venv), git, network access to PyPI, and swift (SWIFT or on PATH) with libyaml.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SWIFT="${SWIFT:-$(command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)}"
export PATH="$(dirname "$SWIFT"):$PATH"

fail() { echo "test-pre-commit: FAIL: $*" >&2; exit 1; }
step() { echo "test-pre-commit: $*"; }

work="$(mktemp -d "${TMPDIR:-/tmp}/duolint-pre-commit.XXXXXX")"
trap 'rm -rf "$work"' EXIT
started=$SECONDS

rev="$(git -C "$root" rev-parse HEAD)"
if [ -n "$(git -C "$root" status --porcelain --untracked-files=no)" ]; then
    echo "test-pre-commit: note: the working tree has uncommitted changes; pre-commit tests the commit $rev" >&2
fi

step "installing pre-commit from PyPI into $work/venv"
python3 -m venv "$work/venv"
"$work/venv/bin/python" -m pip install --quiet --disable-pip-version-check pre-commit
export PRE_COMMIT_HOME="$work/pre-commit-home"
"$work/venv/bin/pre-commit" --version

# The configuration: exactly the README's snippet, placeholders replaced.
snippet="$(awk '/<!-- pre-commit-config:begin -->/ { inside = 1; next }
                /<!-- pre-commit-config:end -->/ { inside = 0 }
                inside && !/^```/' "$root/README.md")"
[ -n "$snippet" ] || fail "no snippet between <!-- pre-commit-config:begin --> and <!-- pre-commit-config:end --> in README.md"
grep -q 'https://github.com/duolint/duolint' <<<"$snippet" || fail "the README snippet has no 'repo: https://github.com/duolint/duolint' line to point at this checkout"
grep -q 'rev: REV' <<<"$snippet" || fail "the README snippet has no 'rev: REV' placeholder"

repo="$work/repo"
git init -q "$repo"
cd "$repo"
git config user.email "test@example.invalid"
git config user.name "duolint test"
git config commit.gpgsign false
sed -e "s|https://github.com/duolint/duolint|$root|" -e "s|rev: REV|rev: $rev|" <<<"$snippet" > .pre-commit-config.yaml
step "configuration:"
sed 's/^/    /' .pre-commit-config.yaml
git add .pre-commit-config.yaml
"$work/venv/bin/pre-commit" install

step "a commit with UIScreen.main must be refused (the first run builds duolint in release; this takes minutes)"
printf 'import UIKit\n\nlet width = UIScreen.main.bounds.width\n' > Screen.swift
git add Screen.swift
build_started=$SECONDS
if git commit -q -m "uses UIScreen.main" > "$work/refused.log" 2>&1; then
    cat "$work/refused.log"
    fail "the commit with UIScreen.main was accepted"
fi
cat "$work/refused.log"
grep -q '^Screen.swift:3:13: error: .*(ui_screen_main)$' "$work/refused.log" \
    || fail "the refused commit's output does not show the finding 'Screen.swift:3:13: error: … (ui_screen_main)'"
grep -q '^duolint\.*Failed$' "$work/refused.log" || fail "pre-commit did not report the duolint hook as Failed"
[ -z "$(git rev-parse -q --verify HEAD || true)" ] || fail "a commit was made"
step "refused as expected ($((SECONDS - build_started)) s, including the hook's build)"

step "a clean commit must pass"
printf 'import UIKit\n\nfunc scale(of view: UIView) -> CGFloat { view.traitCollection.displayScale }\n' > Screen.swift
git add Screen.swift
clean_started=$SECONDS
git commit -q -m "clean" > "$work/passed.log" 2>&1 || { cat "$work/passed.log"; fail "the clean commit was refused"; }
cat "$work/passed.log"
grep -q '^duolint\.*Passed$' "$work/passed.log" || fail "pre-commit did not report the duolint hook as Passed"
git rev-parse -q --verify HEAD > /dev/null || fail "no commit was made"
step "passed as expected ($((SECONDS - clean_started)) s)"

step "OK in $((SECONDS - started)) s"
