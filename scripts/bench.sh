#!/usr/bin/env bash
# Throughput benchmark: lint a generated corpus and report wall time,
# lines per second and peak memory, next to `rg` as a baseline.
#
#   scripts/bench.sh            (or: make bench)
#
# Environment: BENCH_LINES (default 200000) corpus size in lines,
#              BENCH_RUNS  (default 5) timed runs; the median is reported,
#              SWIFT       (default: swift on PATH) the toolchain driver.
#
# Installs nothing beyond what scripts/setup.sh needs to build. Each run is
# wrapped in GNU `/usr/bin/time -f '%e %M'` for wall time and peak RSS (wall
# time taken with microsecond resolution from bash 5's EPOCHREALTIME around it
# when available, as %e counts only hundredths); without GNU time, wall time
# comes from bash's `time` and RSS is reported as n/a.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

lines_wanted="${BENCH_LINES:-200000}"
runs="${BENCH_RUNS:-5}"
swift="${SWIFT:-$(command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)}"
bin=".build/release/duolint"

bash scripts/setup.sh
echo "bench: building release" >&2
# Same flags as `make build` (static Swift runtime on Linux).
flags="${RELEASE_FLAGS-}"
if [ -z "${RELEASE_FLAGS+x}" ] && [ "$(uname -s)" = Linux ]; then flags=--static-swift-stdlib; fi
"$swift" build -c release $flags >&2
if [ ! -x "$bin" ]; then
    echo "bench: $bin not found after the build" >&2
    exit 1
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/duolint-bench.XXXXXX")"
trap 'rm -rf "$work"' EXIT
corpus="$work/corpus"

python3 scripts/gen_corpus.py --out "$corpus" --lines "$lines_wanted" 2>/dev/null
nfiles="$(find "$corpus" -type f -name '*.swift' | wc -l | tr -d ' ')"
nlines="$(find "$corpus" -type f -name '*.swift' -print0 | xargs -0 cat | wc -l | tr -d ' ')"

gnu_time=0
if [ -x /usr/bin/time ] && /usr/bin/time -f '%e %M' -o /dev/null true >/dev/null 2>&1; then
    gnu_time=1
fi

# time_once OUTFILE CMD...: runs CMD (stdout discarded), writes "WALL RSS_KB"
# (RSS "-" when unknown) to OUTFILE, returns CMD's exit status.
time_once() {
    local out="$1"; shift
    local s=0
    if [ "$gnu_time" -eq 1 ]; then
        local t0="${EPOCHREALTIME:-}" t1 wall rss
        /usr/bin/time -f '%e %M' -o "$out" "$@" >/dev/null || s=$?
        t1="${EPOCHREALTIME:-}"
        # GNU time prefixes a note when the command fails; keep the last line.
        read -r wall rss < <(tail -n 1 "$out")
        # %e has 10 ms resolution; bash 5's EPOCHREALTIME gives microseconds.
        if [ -n "$t0" ] && [ -n "$t1" ]; then
            wall="$(awk -v a="${t0/,/.}" -v b="${t1/,/.}" 'BEGIN { printf "%.3f", b - a }')"
        fi
        echo "$wall $rss" > "$out"
    else
        local TIMEFORMAT='%R'
        { time "$@" >/dev/null 2>"$work/stderr"; } 2>"$out.wall" || s=$?
        echo "$(tail -n 1 "$out.wall") -" > "$out"
        cat "$work/stderr" >&2
    fi
    return "$s"
}

# bench_cmd LABEL OK_MAX CMD...: warm-up once, then $runs timed runs. Sets
# MEDIAN (seconds), PEAK_KB ("-" when unknown) and ALL (every wall time).
bench_cmd() {
    local label="$1" ok_max="$2"; shift 2
    local s=0 i wall rss
    "$@" >/dev/null || s=$?
    if [ "$s" -gt "$ok_max" ]; then
        echo "bench: $label exited with status $s" >&2
        exit 1
    fi
    : > "$work/walls"
    PEAK_KB="-"
    for ((i = 1; i <= runs; i++)); do
        s=0
        time_once "$work/t" "$@" || s=$?
        if [ "$s" -gt "$ok_max" ]; then
            echo "bench: $label exited with status $s on run $i" >&2
            exit 1
        fi
        read -r wall rss < "$work/t"
        echo "$wall" >> "$work/walls"
        if [ "$rss" != "-" ]; then
            if [ "$PEAK_KB" = "-" ] || [ "$rss" -gt "$PEAK_KB" ]; then PEAK_KB="$rss"; fi
        fi
    done
    MEDIAN="$(sort -n "$work/walls" | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.3f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }')"
    ALL="$(tr '\n' ' ' < "$work/walls" | sed 's/ $//')"
}

echo "bench: corpus of $nfiles files, $nlines lines; $runs timed runs after one warm-up" >&2

# duolint exits 1 when it finds problems (the corpus has some): 0 and 1 are success.
bench_cmd duolint 1 "./$bin" --reporter json --quiet "$corpus"
d_median="$MEDIAN"
d_all="$ALL"
d_peak="$PEAK_KB"

echo
echo "duolint --reporter json --quiet  ($nfiles files, $nlines lines)"
echo "  median wall time : ${d_median} s   (runs: ${d_all})"
awk -v l="$nlines" -v t="$d_median" 'BEGIN {
    if (t + 0 > 0) printf "  throughput       : %.0f lines/s\n", l / t
    else print "  throughput       : n/a (faster than the timer resolution)"
}'
if [ "$d_peak" = "-" ]; then
    echo "  peak RSS         : n/a (GNU /usr/bin/time not available)"
else
    awk -v k="$d_peak" 'BEGIN { printf "  peak RSS         : %.1f MB\n", k / 1024 }'
fi

# Screen specs: 1,000 generated *.duo.yml files (BENCH_SPECS to change the count).
specs="$work/specs"
python3 scripts/gen_specs.py --out "$specs" --count "${BENCH_SPECS:-1000}"
nspecs="$(find "$specs" -type f -name '*.duo.yml' | wc -l | tr -d ' ')"
nspeclines="$(find "$specs" -type f -name '*.duo.yml' -print0 | xargs -0 cat | wc -l | tr -d ' ')"
bench_cmd duolint-specs 1 "./$bin" --reporter json --quiet "$specs"
echo
echo "duolint --reporter json --quiet  ($nspecs screen specs, $nspeclines lines)"
echo "  median wall time : ${MEDIAN} s   (runs: ${ALL})"
if [ "$PEAK_KB" != "-" ]; then awk -v k="$PEAK_KB" 'BEGIN { printf "  peak RSS         : %.1f MB\n", k / 1024 }'; fi

echo
if command -v rg >/dev/null 2>&1; then
    # rg exits 1 when nothing matches: 0 and 1 are success.
    matches="$(rg -c 'UIScreen\.main' "$corpus" | awk -F: '{ n += $NF } END { print n + 0 }')" || true
    bench_cmd rg 1 rg -c 'UIScreen\.main' "$corpus"
    echo "rg -c 'UIScreen\\.main'  (baseline: a plain text search, $matches matching lines)"
    echo "  median wall time : ${MEDIAN} s   (runs: ${ALL})"
    awk -v d="$d_median" -v r="$MEDIAN" 'BEGIN {
        if (r + 0 > 0) printf "  ratio            : duolint takes %.1fx the time of rg\n", d / r
        else print "  ratio            : n/a (rg faster than the timer resolution)"
    }'
else
    echo "rg (ripgrep) not found: no baseline comparison (install ripgrep to get one)"
fi
