#!/usr/bin/env bash
# Fuzzes the lint path (lexer, parser, Swift rules, YAML reader, spec rules and
# every reporter) with libFuzzer; see Fuzz/README.md.
#
#   scripts/fuzz.sh                 (or: make fuzz) build, then fuzz for FUZZ_SECONDS
#   scripts/fuzz.sh build           build only; prints the binary's path
#   scripts/fuzz.sh FILE...         build, then run each input once (reproduce a crash)
#
# Environment: FUZZ_SECONDS   (default 60) total fuzzing time,
#              FUZZ_JOBS      (default 1) parallel fuzzing processes (libFuzzer -fork),
#              FUZZ_BUILD     (default .build/fuzz) where the binary is built,
#              FUZZ_CORPUS    (default .build/fuzz-corpus) the persistent corpus, seeded from Fuzz/seeds,
#              FUZZ_ARTIFACTS (default .build/fuzz-artifacts) where crash-*, timeout-*, oom-* inputs go,
#              FUZZ_REV       fuzz the library as committed at this revision (e.g. HEAD) instead of
#                             the working tree (Fuzz/FuzzMain.swift is always the working tree's),
#              FUZZ_FLAGS     extra libFuzzer flags, e.g. "-max_len=65536",
#              SWIFTC         (default: swiftc on PATH) the compiler.
#
# The library is compiled from a snapshot of Sources/DuoLintKit together with
# Fuzz/FuzzMain.swift into one module (-sanitize=fuzzer,address), so the build
# needs only swiftc and libyaml. Exits non-zero when libFuzzer finds a crash, a
# hang (-timeout=10) or an out-of-memory (-rss_limit_mb=2048).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

seconds="${FUZZ_SECONDS:-60}"
jobs="${FUZZ_JOBS:-1}"
build="${FUZZ_BUILD:-.build/fuzz}"
corpus="${FUZZ_CORPUS:-.build/fuzz-corpus}"
artifacts="${FUZZ_ARTIFACTS:-.build/fuzz-artifacts}"
swiftc="${SWIFTC:-$(command -v swiftc 2>/dev/null || echo /opt/swift/usr/bin/swiftc)}"
bin="$build/duolint-fuzz"

# The library to fuzz: the working tree, or with FUZZ_REV the committed state of that revision.
if [ -n "${FUZZ_REV-}" ]; then
    stamp="$(git rev-parse "$FUZZ_REV^{commit}") $(git hash-object Fuzz/FuzzMain.swift scripts/fuzz.sh | tr '\n' ' ')"
else
    stamp=worktree
fi
# Rebuilds when the revision changed, or a library source, the entry or this script is newer than the binary.
if [ ! -x "$bin" ] || [ "$(cat "$bin.stamp" 2>/dev/null)" != "$stamp" ] ||
   { [ "$stamp" = worktree ] && [ -n "$(find Sources/DuoLintKit Sources/CYAML Fuzz/FuzzMain.swift scripts/fuzz.sh -newer "$bin" -print -quit)" ]; }; then
    echo "fuzz: building $bin${FUZZ_REV:+ from $FUZZ_REV}" >&2
    # A snapshot, so edits made while swiftc runs cannot break the build.
    rm -rf "$build/src"
    mkdir -p "$build/src"
    if [ -n "${FUZZ_REV-}" ]; then
        git archive "$FUZZ_REV" Sources/DuoLintKit Sources/CYAML | tar -x -C "$build/src" --strip-components=1
    else
        cp -R Sources/DuoLintKit Sources/CYAML "$build/src/"
    fi
    cp Fuzz/FuzzMain.swift "$build/src/"
    yaml_flags=(-lyaml)
    if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists yaml-0.1; then
        for f in $(pkg-config --cflags-only-I yaml-0.1); do yaml_flags+=(-Xcc "$f"); done
        for f in $(pkg-config --libs-only-L yaml-0.1); do yaml_flags+=("$f"); done
    fi
    sources=()
    while IFS= read -r f; do sources+=("$f"); done < <(find "$build/src/DuoLintKit" -name '*.swift' | sort)
    # lld: GNU gold warns once per ASan helper symbol.
    "$swiftc" -O -g -sanitize=fuzzer,address -parse-as-library -module-name DuoLintFuzz -use-ld=lld \
        -I "$build/src/CYAML" "${yaml_flags[@]}" "${sources[@]}" "$build/src/FuzzMain.swift" -o "$bin.new"
    mv "$bin.new" "$bin"
    echo "$stamp" > "$bin.stamp"
fi

case "${1-}" in
build) echo "$bin"; exit 0 ;;
"") ;;
*) exec "$bin" -rss_limit_mb=2048 -timeout=10 ${FUZZ_FLAGS-} "$@" ;;
esac

mkdir -p "$corpus" "$artifacts"
flags=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=8192 -dict=Fuzz/swift.dict
       -artifact_prefix="$artifacts/" -print_final_stats=1)
if [ "$jobs" -gt 1 ]; then flags+=(-fork="$jobs"); fi
# No allocation stacks: recording one per malloc costs more than the lint itself (reproduce mode keeps them).
export ASAN_OPTIONS="${ASAN_OPTIONS:-malloc_context_size=0}"
# More seeds from the repository's own inputs (lexer fixtures, Samples, and the field cases in ../shared when
# present), each prefixed with its kind byte (`s` Swift, `d` spec, `p` Info.plist): read in place, never copied into Fuzz/.
repo_seeds="$build/repo-seeds"
rm -rf "$repo_seeds" && mkdir -p "$repo_seeds"
n=0
while IFS= read -r f; do
    n=$((n + 1))
    case "$f" in
    *.swift) { printf 's'; cat "$f"; } > "$repo_seeds/$n.swift" ;;
    *.plist) { printf 'p'; cat "$f"; } > "$repo_seeds/$n.plist" ;;
    *) { printf 'd'; cat "$f"; } > "$repo_seeds/$n.duo.yml" ;;
    esac
done < <(find Tests/DuoLintKitTests/Fixtures/Lexer Samples ../shared/cases -type f \
            \( -name '*.swift' -o -name '*.duo.yml' -o -name '*Info.plist' \) 2>/dev/null | sort)
echo "fuzz: $seconds s, $jobs job(s), corpus $corpus (seeds Fuzz/seeds and $n repository inputs), artifacts $artifacts" >&2
# New inputs go to the first directory ($corpus); the seed folders are only read.
"$bin" "${flags[@]}" ${FUZZ_FLAGS-} "$corpus" Fuzz/seeds "$repo_seeds"
