#!/usr/bin/env bash
# Integration test of `make dist` (make test-integration; Linux only: the macOS branch of scripts/dist.sh
# cannot run here). Builds the release archive and the artifact bundle, then checks:
#
#   1. the archive is duolint-VERSION-ARCH-linux.tar.gz, VERSION being DuoLintVersion.current, and holds
#      exactly bin/duolint, LICENSE, LICENSE.libyaml, README.md, every Rules/*.md and every Docs/*.md under one
#      top folder;
#   2. the binary needs no shared library beyond the allow-list below (ldd);
#   3. unpacked into an empty folder, run with an empty environment from a folder holding only a copy of
#      Samples/, `duolint Samples` prints exactly Samples/EXPECTED and exits 1; `duolint version` is VERSION;
#   4. Formula/duolint.rb's tarball tag and Distribution/BinaryPlugins/Package.swift's version are VERSION;
#   5. the artifact bundle's info.json (schemaVersion 1.0, executable duolint, variant ARCH-unknown-linux-gnu)
#      and its printed checksum (= sha256 of the zip);
#   6. the binary-target plugin package, its binary target pointed at that zip (.binaryTarget(path:)), serves a
#      package that uses it: `swift package duolint` prints the finding and fails, `swift build` prints the
#      warning as a warning and succeeds, and neither compiles duolint.
#
# Allow-list: glibc's own libraries (libc, libm, libpthread, libdl, librt, the loader ld-linux) and the C++
# runtime the Swift runtime uses (libstdc++, libgcc_s) -- on Debian and Ubuntu apt itself depends on
# libstdc++6 and libgcc-s1, so every such system has them. linux-vdso is the kernel's, not a file. libyaml is
# NOT on it: make dist links it statically (DIST_DYNAMIC_LIBYAML=1 would add libyaml-0.so.2, and fail here).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
SWIFT="${SWIFT:-$(command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)}"
fail() { echo "test-dist: FAIL: $*" >&2; exit 1; }
step() { echo "test-dist: $*"; }
[ "$(uname -s)" = Linux ] || { step "SKIP: only the Linux archive can be checked here ($(uname -s))"; exit 0; }

tmp="$(mktemp -d "${TMPDIR:-/tmp}/duolint-dist.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
started=$SECONDS
version="$(bash scripts/version.sh)"
arch="$(uname -m)"
name="duolint-$version-$arch-linux"
dist="$tmp/dist"

step "make dist (release build, static Swift runtime and libyaml) into $dist"
make --no-print-directory dist DIST_DIR="$dist" SWIFT="$SWIFT" > "$tmp/dist.log" 2>&1 || { cat "$tmp/dist.log"; fail "make dist failed"; }
cat "$tmp/dist.log"
archive="$dist/$name.tar.gz"
zip="$dist/$name.artifactbundle.zip"
[ -f "$archive" ] || fail "no $archive (made: $(ls "$dist"))"
[ -f "$zip" ] || fail "no $zip (made: $(ls "$dist"))"
grep -qx "$archive" "$tmp/dist.log" || fail "make dist did not print the archive's path"

step "1. the archive's entries"
expected_entries="$( { printf '%s/\n' "$name" "$name/bin" "$name/Rules" "$name/Docs"; printf '%s\n' "$name/bin/duolint" "$name/LICENSE" \
    "$name/LICENSE.libyaml" "$name/README.md"; for f in Rules/*.md Docs/*.md; do echo "$name/$f"; done; } | LC_ALL=C sort)"
actual_entries="$(tar -tzf "$archive" | LC_ALL=C sort)"
[ "$actual_entries" = "$expected_entries" ] || fail "archive entries differ:
$(diff <(echo "$expected_entries") <(echo "$actual_entries") || true)"

unpacked="$tmp/unpacked"
mkdir "$unpacked"
[ -z "$(ls -A "$unpacked")" ] || fail "$unpacked is not empty"
tar -xzf "$archive" -C "$unpacked"
binary="$unpacked/$name/bin/duolint"
cmp -s "$unpacked/$name/LICENSE" LICENSE || fail "LICENSE differs"
cmp -s "$unpacked/$name/README.md" README.md || fail "README.md differs"
cmp -s "$unpacked/$name/Docs/screen-spec.md" Docs/screen-spec.md || fail "Docs/screen-spec.md differs"

step "2. shared libraries (ldd)"
ldd "$binary" | tee "$tmp/ldd.txt"
allowed='^(linux-vdso\.so\.1|libc\.so\.6|libm\.so\.6|libpthread\.so\.0|libdl\.so\.2|librt\.so\.1|ld-linux-x86-64\.so\.2|ld-linux-aarch64\.so\.1|libstdc\+\+\.so\.6|libgcc_s\.so\.1)$'
while read -r lib _; do
    lib="${lib##*/}"
    [[ "$lib" =~ $allowed ]] || fail "the binary needs $lib, which is not on the allow-list"
done < "$tmp/ldd.txt"
needed="$(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | LC_ALL=C sort | tr '\n' ' ')"
step "NEEDED: $needed"

step "3. duolint Samples from the unpacked archive (empty environment, only a copy of Samples/ beside it)"
work="$tmp/work"
mkdir "$work"
cp -R Samples "$work/Samples"
status=0
(cd "$work" && env -i PATH=/usr/bin:/bin "$binary" Samples > "$tmp/samples.out" 2> "$tmp/samples.err") || status=$?
[ "$status" -eq 1 ] || { cat "$tmp/samples.err"; fail "duolint Samples exited $status, expected 1"; }
cmp -s "$tmp/samples.out" Samples/EXPECTED || fail "duolint Samples differs from Samples/EXPECTED:
$(diff Samples/EXPECTED "$tmp/samples.out" | head -20 || true)"
step "$(wc -l < "$tmp/samples.out") findings as in Samples/EXPECTED; stderr: $(cat "$tmp/samples.err")"
printed="$(env -i "$binary" version)"
[ "$printed" = "$version" ] || fail "duolint version prints '$printed', Version.swift says '$version'"

step "4. one version: Version.swift $version, the formula, the binary-target manifest"
formula_version="$(sed -n 's|^ *url "https://github.com/duolint/duolint/archive/refs/tags/\([^"]*\)\.tar\.gz"$|\1|p' Formula/duolint.rb)"
[ "$formula_version" = "$version" ] || fail "Formula/duolint.rb's tarball tag is '$formula_version', not $version"
grep -q 'depends_on "libyaml"' Formula/duolint.rb || fail "Formula/duolint.rb does not depend on libyaml"
grep -q 'shell_output("#{bin}/duolint version")' Formula/duolint.rb || fail "Formula/duolint.rb's test does not run duolint version"
manifest_version="$(sed -n 's/^let version = "\([^"]*\)"$/\1/p' Distribution/BinaryPlugins/Package.swift)"
[ "$manifest_version" = "$version" ] || fail "Distribution/BinaryPlugins/Package.swift's version is '$manifest_version', not $version"

step "5. the artifact bundle: info.json and checksum"
unzip -q "$zip" -d "$tmp/bundle"
python3 - "$tmp/bundle" "$version" "$arch" <<'EOF' || fail "info.json is not as SE-0305 says"
import json, os, sys
folder, version, arch = sys.argv[1:]
entries = os.listdir(folder)
assert entries == ["duolint.artifactbundle"], entries
bundle = os.path.join(folder, "duolint.artifactbundle")
info = json.load(open(os.path.join(bundle, "info.json")))
assert info["schemaVersion"] == "1.0", info
assert list(info["artifacts"]) == ["duolint"], info
artifact = info["artifacts"]["duolint"]
assert artifact["type"] == "executable" and artifact["version"] == version, artifact
[variant] = artifact["variants"]
assert variant["supportedTriples"] == [f"{arch}-unknown-linux-gnu"], variant
path = os.path.join(bundle, variant["path"])
assert os.path.isfile(path) and os.access(path, os.X_OK), path
EOF
cmp -s "$tmp/bundle/duolint.artifactbundle/$name/bin/duolint" "$binary" || fail "the bundle's binary is not the archive's"
printed_checksum="$(sed -n 's/^checksum \([0-9a-f]\{64\}\)$/\1/p' "$tmp/dist.log" | tail -1)"
[ "$printed_checksum" = "$(sha256sum "$zip" | cut -d' ' -f1)" ] || fail "printed checksum '$printed_checksum' is not the zip's sha256"

step "6. the binary-target plugin package over that bundle"
plugins="$tmp/DuoLintPlugins"
cp -RL Distribution/BinaryPlugins "$plugins"
cp "$zip" "$plugins/duolint.artifactbundle.zip"
python3 - "$plugins/Package.swift" <<'EOF' || fail "could not point the Linux binary target at the local bundle"
import re, sys
path = sys.argv[1]
text = open(path).read()
pattern = re.compile(r'let duolint = Target\.binaryTarget\(\n\s*name: "duolint",\n\s*url: "[^"\n]*linux[^"\n]*",\n\s*checksum: "[0-9a-f]{64}"[^\n]*\n\)')
text, count = pattern.subn('let duolint = Target.binaryTarget(name: "duolint", path: "duolint.artifactbundle.zip")', text)
assert count == 1, count
open(path, "w").write(text)
EOF
consumer="$tmp/Consumer"
mkdir -p "$consumer/Sources/App"
cp Tests/PluginFixture/Sources/Fixture/Screen.swift "$consumer/Sources/App/Screen.swift"
cat > "$consumer/Package.swift" <<'EOF'
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [.package(name: "DuoLintPlugins", path: "../DuoLintPlugins")],
    targets: [.target(name: "App", plugins: [.plugin(name: "DuoLintBuildTool", package: "DuoLintPlugins")])]
)
EOF
status=0
"$SWIFT" package --package-path "$consumer" duolint > "$tmp/command.log" 2>&1 || status=$?
cat "$tmp/command.log"
[ "$status" -ne 0 ] || fail "swift package duolint succeeded although Screen.swift has an error-level finding"
grep -q 'Sources/App/Screen.swift:5:16: error: .*(ui_screen_main)' "$tmp/command.log" || fail "the command plugin did not print the finding"
"$SWIFT" build --package-path "$consumer" > "$tmp/build.log" 2>&1 || { cat "$tmp/build.log"; fail "swift build of the consumer failed"; }
cat "$tmp/build.log"
grep -q 'Screen.swift:15:5: warning: .*(ui_screen_main)' "$tmp/build.log" || fail "the build tool plugin did not print the warning as a warning"
if grep -Eq 'Compiling (DuoLintKit|duolint)|CYAML' "$tmp/command.log" "$tmp/build.log"; then
    fail "duolint was compiled although the plugins use the binary target"
fi
step "OK in $((SECONDS - started)) s"
