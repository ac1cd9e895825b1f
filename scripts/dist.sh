#!/usr/bin/env bash
# Builds duolint's release archives for the machine it runs on (`make dist`), into DIST_DIR (.build/dist).
#
#   Linux:  duolint-VERSION-ARCH-linux.tar.gz         top folder duolint-VERSION-ARCH-linux/ with bin/duolint,
#                                                     LICENSE, README.md, Rules/ (the rule pages) and Docs/
#                                                     (the screen-spec format)
#           duolint-VERSION-ARCH-linux.artifactbundle.zip  the same binary as a SwiftPM artifact bundle
#                                                     (variant ARCH-unknown-linux-gnu)
#   macOS:  duolint-VERSION-macos.tar.gz              the same layout, one universal binary (arm64 + x86_64)
#           duolint.artifactbundle.zip                the universal binary as an artifact bundle (variants
#                                                     arm64-apple-macosx and x86_64-apple-macosx)
#
# Prints each file made and, for an artifact bundle, its checksum (`swift package compute-checksum`), which is
# what Distribution/BinaryPlugins/Package.swift names; DIST_WRITE_CHECKSUM=1 writes it there (at a release). The version is DuoLintVersion.current in
# Sources/DuoLintKit/Version.swift (the one place it is written); the script refuses to package a binary whose
# `duolint version` says otherwise.
#
# Archives are reproducible from a commit: file times are the last commit's time (SOURCE_DATE_EPOCH if set),
# owners are 0, entries are sorted.
#
# libyaml is linked statically (its licence goes into the archives as LICENSE.libyaml): on Linux from
# libyaml-dev's libyaml.a, with the Swift runtime and Foundation also static (--static-swift-stdlib), so the
# binary needs only glibc, libstdc++ and libgcc_s; on macOS from LIBYAML_A (default: Homebrew's libyaml.a),
# which must hold both arm64 and x86_64. DIST_DYNAMIC_LIBYAML=1 links the shared libyaml instead (users then
# need libyaml installed). LIBYAML_LICENSE names the licence file where it is not found. The macOS branch has
# not been run (written on Linux).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
SWIFT="${SWIFT:-$(command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)}"
DIST_DIR="${DIST_DIR:-$root/.build/dist}"
say() { echo "dist: $*" >&2; }
die() { echo "dist: error: $*" >&2; exit 1; }

version="$(bash scripts/version.sh)"
export SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || echo 0)}"
mkdir -p "$DIST_DIR"

# static_libyaml LIBYAML_A: makes SwiftPM link LIBYAML_A, through a pkg-config file for yaml-0.1 whose -L
# folder holds only the static library (the linker then cannot pick the shared one).
static_libyaml() {
    local pc="$DIST_DIR/static-libyaml" include
    include="$(pkg-config --variable=includedir yaml-0.1)"
    rm -rf "$pc" && mkdir -p "$pc/lib"
    cp "$1" "$pc/lib/libyaml.a"
    printf 'Name: yaml\nDescription: libyaml, static (scripts/dist.sh)\nVersion: 0.2\nCflags: -I%s\nLibs: -L%s -lyaml\n' \
        "$include" "$pc/lib" > "$pc/yaml-0.1.pc"
    export PKG_CONFIG_PATH="$pc${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
}

# libyaml_license CANDIDATE…: the first existing file of LIBYAML_LICENSE and the candidates, for LICENSE.libyaml.
libyaml_license=""
find_libyaml_license() {
    local f
    for f in "${LIBYAML_LICENSE:-}" "$@"; do
        if [ -n "$f" ] && [ -f "$f" ]; then libyaml_license="$f"; return; fi
    done
    die "libyaml's licence not found (tried: $*); set LIBYAML_LICENSE=FILE (libyaml is linked into the binary)"
}

# stage DIR BINARY: DIR/bin/duolint, LICENSE (and LICENSE.libyaml when it is linked in), README.md, Rules/*.md,
# Docs/*.md.
stage() {
    local dir="$1" binary="$2"
    rm -rf "$dir"
    mkdir -p "$dir/bin" "$dir/Rules" "$dir/Docs"
    install -m 0755 "$binary" "$dir/bin/duolint"
    install -m 0644 LICENSE README.md "$dir/"
    [ -z "$libyaml_license" ] || install -m 0644 "$libyaml_license" "$dir/LICENSE.libyaml"
    install -m 0644 Rules/*.md "$dir/Rules/"
    install -m 0644 Docs/*.md "$dir/Docs/"
}

# check_version BINARY: `BINARY version` must print the version the archive is named after.
check_version() {
    local printed
    printed="$("$1" version)" || die "$1 version failed"
    [ "$printed" = "$version" ] || die "$1 version prints '$printed', Version.swift says '$version'"
}

# tarball PARENT NAME: PARENT/NAME -> DIST_DIR/NAME.tar.gz, reproducibly.
tarball() {
    local parent="$1" name="$2" out="$DIST_DIR/$2.tar.gz"
    find "$parent/$name" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} + 2>/dev/null \
        || TZ=UTC find "$parent/$name" -exec touch -h -t "$(TZ=UTC date -r "$SOURCE_DATE_EPOCH" +%Y%m%d%H%M.%S)" {} +
    if tar --version 2>/dev/null | grep -q 'GNU tar'; then
        tar -C "$parent" --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$SOURCE_DATE_EPOCH" -cf - "$name" | gzip -n -9 > "$out.tmp"
    else  # bsdtar (macOS)
        (cd "$parent" && find "$name" -print | LC_ALL=C sort | tar -cf - --uid 0 --gid 0 -n -T -) | gzip -n -9 > "$out.tmp"
    fi
    mv "$out.tmp" "$out"
    echo "$out"
}

# bundle VARIANT_DIR TRIPLES BINARY ZIP: an artifact bundle (SE-0305: info.json schemaVersion 1.0, one
# executable artifact named duolint) zipped with duolint.artifactbundle/ at its top, and its checksum.
bundle() {
    local variant="$1" triples="$2" binary="$3" zipname="$4"
    local work="$DIST_DIR/bundle-work"
    rm -rf "$work"
    mkdir -p "$work/duolint.artifactbundle/$variant/bin"
    install -m 0755 "$binary" "$work/duolint.artifactbundle/$variant/bin/duolint"
    install -m 0644 LICENSE "$work/duolint.artifactbundle/$variant/"
    [ -z "$libyaml_license" ] || install -m 0644 "$libyaml_license" "$work/duolint.artifactbundle/$variant/LICENSE.libyaml"
    cat > "$work/duolint.artifactbundle/info.json" <<EOF
{
  "schemaVersion": "1.0",
  "artifacts": {
    "duolint": {
      "version": "$version",
      "type": "executable",
      "variants": [
        {
          "path": "$variant/bin/duolint",
          "supportedTriples": [$triples]
        }
      ]
    }
  }
}
EOF
    find "$work" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} + 2>/dev/null \
        || TZ=UTC find "$work" -exec touch -h -t "$(TZ=UTC date -r "$SOURCE_DATE_EPOCH" +%Y%m%d%H%M.%S)" {} +
    rm -f "$DIST_DIR/$zipname"
    (cd "$work" && find duolint.artifactbundle -print | LC_ALL=C sort | TZ=UTC zip -q -X -@ "$DIST_DIR/$zipname.tmp")
    mv "$DIST_DIR/$zipname.tmp" "$DIST_DIR/$zipname"
    rm -rf "$work"
    echo "$DIST_DIR/$zipname"
    local checksum
    checksum="$("$SWIFT" package compute-checksum "$DIST_DIR/$zipname")"
    echo "checksum $checksum"
    if [ "${DIST_WRITE_CHECKSUM:-0}" = 1 ]; then write_checksum "$checksum"; fi
}

# write_checksum CHECKSUM: into Distribution/BinaryPlugins/Package.swift, on the line marked for this platform.
write_checksum() {
    local manifest="Distribution/BinaryPlugins/Package.swift" marker="// release: from make dist on $platform"
    grep -q "$marker\$" "$manifest" || die "no line ending with '$marker' in $manifest"
    sed -E "s|\"[0-9a-f]{64}\"(.*$marker)\$|\"$1\"\1|" "$manifest" > "$manifest.tmp" && mv "$manifest.tmp" "$manifest"
    say "wrote checksum $1 into $manifest ($platform)"
}

case "$(uname -s)" in
Linux)
    platform=Linux
    arch="$(uname -m)"
    command -v zip >/dev/null 2>&1 || die "zip not found (scripts/setup.sh --dist installs it)"
    if [ "${DIST_DYNAMIC_LIBYAML:-0}" != 1 ]; then
        libyaml_a="${LIBYAML_A:-$(pkg-config --variable=libdir yaml-0.1)/libyaml.a}"
        [ -f "$libyaml_a" ] || die "no libyaml.a at '$libyaml_a' (libyaml-dev has it; or LIBYAML_A=FILE, or DIST_DYNAMIC_LIBYAML=1)"
        static_libyaml "$libyaml_a"
        find_libyaml_license /usr/share/doc/libyaml-0-2/copyright /usr/share/doc/libyaml-dev/copyright /usr/share/licenses/libyaml/License
    fi
    say "swift build -c release --static-swift-stdlib --product duolint"
    "$SWIFT" build -c release --static-swift-stdlib --product duolint >&2
    binary="$("$SWIFT" build -c release --static-swift-stdlib --show-bin-path)/duolint"
    check_version "$binary"
    if [ "${DIST_DYNAMIC_LIBYAML:-0}" != 1 ] && readelf -d "$binary" | grep -q 'NEEDED.*libyaml'; then
        die "$binary still needs the shared libyaml"
    fi
    name="duolint-$version-$arch-linux"
    stage "$DIST_DIR/stage/$name" "$binary"
    tarball "$DIST_DIR/stage" "$name"
    bundle "$name" "\"$arch-unknown-linux-gnu\"" "$binary" "$name.artifactbundle.zip"
    rm -rf "$DIST_DIR/stage" "$DIST_DIR/static-libyaml"
    ;;
Darwin)
    platform=macOS
    # Not run here (written on Linux): a universal binary, libyaml linked statically from a universal libyaml.a.
    if [ "${DIST_DYNAMIC_LIBYAML:-0}" != 1 ]; then
        libyaml_a="${LIBYAML_A:-$(brew --prefix libyaml 2>/dev/null)/lib/libyaml.a}"
        [ -f "$libyaml_a" ] || die "no libyaml.a at '$libyaml_a' (brew install libyaml, or LIBYAML_A=FILE, or DIST_DYNAMIC_LIBYAML=1)"
        archs="$(lipo -archs "$libyaml_a")"
        case " $archs " in *" arm64 "*) ;; *) die "$libyaml_a has '$archs', not arm64 and x86_64: make one with lipo -create, or set DIST_DYNAMIC_LIBYAML=1" ;; esac
        case " $archs " in *" x86_64 "*) ;; *) die "$libyaml_a has '$archs', not arm64 and x86_64: make one with lipo -create, or set DIST_DYNAMIC_LIBYAML=1" ;; esac
        static_libyaml "$libyaml_a"
        find_libyaml_license "$(brew --prefix libyaml 2>/dev/null)/License" "$(brew --prefix libyaml 2>/dev/null)/LICENSE"
    fi
    say "swift build -c release --arch arm64 --arch x86_64 --product duolint"
    "$SWIFT" build -c release --arch arm64 --arch x86_64 --product duolint >&2
    binary="$("$SWIFT" build -c release --arch arm64 --arch x86_64 --show-bin-path)/duolint"
    check_version "$binary"
    if [ "${DIST_DYNAMIC_LIBYAML:-0}" != 1 ] && otool -L "$binary" | grep -q libyaml; then
        die "$binary still links libyaml dynamically: $(otool -L "$binary" | grep libyaml)"
    fi
    name="duolint-$version-macos"
    stage "$DIST_DIR/stage/$name" "$binary"
    tarball "$DIST_DIR/stage" "$name"
    bundle "$name" '"arm64-apple-macosx", "x86_64-apple-macosx"' "$binary" "duolint.artifactbundle.zip"
    rm -rf "$DIST_DIR/stage" "$DIST_DIR/static-libyaml"
    ;;
*)
    die "unsupported system $(uname -s)"
    ;;
esac
