#!/usr/bin/env bash
# Throughput benchmark: lint a generated corpus with the release build and
# report wall time, lines per second and peak RSS (medians over several runs),
# next to `rg` and the toolchain's `swift-format lint` as baselines.
#
#   scripts/bench.sh                      (or: make bench)
#   BENCH_SCALING=1 scripts/bench.sh      (or: make bench-scaling)
#
# Default mode: generates into a temporary folder a deterministic corpus of
# about 1,000,000 lines of Swift in about 8,000 files (scripts/gen_corpus.py:
# SwiftUI views and UIKit view controllers with every Swift rule's triggering
# and near-miss forms) and 1,000 screen specs (scripts/gen_specs.py), then
# times, after one warm-up run each:
#   - duolint --reporter json --quiet over the Swift files, over the specs and
#     over both (all rules on; the report goes to /dev/null);
#   - rg -c 'UIScreen\.main' over the same Swift files (skipped with a note
#     when rg is not installed);
#   - duolint syntax --stats over the same files (one thread, median of 3): the
#     lex's and the syntax tree's cost in ns per token and the tree's bytes per token;
#   - swift-format lint --recursive over a slice of whole corpus files of at
#     least 50,000 lines, scaled to lines per second (skipped with a note when
#     swift-format is not found);
# and prints a summary with the ratios and each target as PASS or MISS. The
# targets are judged on the Swift files, which is what rg and swift-format see.
#
# Scaling mode (BENCH_SCALING=1): lints the Swift corpus copied 1x, 2x, 4x and
# 8x (real copies in separate folders: duolint skips a file it already saw by
# device and inode, so hard links would not count) and prints wall time, lines
# per second and peak RSS for each, and whether peak RSS stayed within 20% of
# the 1x figure. BENCH_SCALING=both runs the default mode and then this.
#
# Environment:
#   BENCH_LINES         Swift corpus size in lines (default 1000000; 125 lines a file)
#   BENCH_RUNS          timed runs of duolint and rg; the median is reported (default 5)
#   BENCH_SPECS         number of screen specs (default 1000; 0 leaves them out)
#   BENCH_SF_LINES      size of the swift-format slice in lines (default 50000)
#   BENCH_SF_RUNS       timed swift-format runs after its warm-up (default 1)
#   BENCH_SCALING       0 (default), 1 (scaling only) or both
#   BENCH_SCALING_RUNS  timed runs per scaling factor (default 3)
#   BENCH_KEEP          1 keeps the temporary folder and prints its path
#   BENCH_CORPUS        a folder of real apps' code: the real-app mode instead of the others
#   BENCH_FINDINGS      a number of findings: the many-findings mode instead of the others
#   SWIFT               the toolchain driver (default: swift on PATH, else /opt/swift/usr/bin/swift)
#   SWIFT_FORMAT        swift-format to use (default: on PATH, else next to swift,
#                       else /opt/swift/usr/bin/swift-format)
#   RELEASE_FLAGS       extra `swift build` flags (default as `make build`: --static-swift-stdlib on Linux)
#
# Real-app mode (BENCH_CORPUS=DIR, e.g. open-source apps fetched into /tmp; never committed): times
# duolint, `rg -c 'UIScreen\.main'` and `cat` (the I/O floor) over the Swift files of DIR in alternating
# rounds, medians of BENCH_RUNS, and prints lines per second, peak RSS and the ratios duolint/rg and
# duolint/cat (scripts/bench_real.py; needs rg). Only this mode runs then; without BENCH_CORPUS the other
# modes say it was skipped.
#
# Many-findings mode (BENCH_FINDINGS=N, e.g. 100000): generates N Swift lines that each trigger exactly
# one finding (`let w = UIScreen.main.bounds.width`: ui_screen_main, no fix) in three shapes, 100 files of
# N/100 lines, 10 files of N/10 and one file of N, checks that each shape gives exactly N findings, and
# prints the wall time and peak RSS of --reporter sarif, json and junit over each (medians of BENCH_RUNS;
# issue 20 wants SARIF for 100,000 findings under 100 MB). Only this mode runs then.
#
# Wall time and peak RSS come from wait4(2) on each run (a small Python timer),
# so GNU time is not needed. Needs python3 and what scripts/setup.sh installs.
# Exit status: 0 when everything measured ran (targets missed or not), 1 when
# something failed (the build, a tool's run, the generators).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

die() { echo "bench: error: $*" >&2; exit 1; }
note() { echo "bench: $*" >&2; }

# ----- configuration ---------------------------------------------------------

lines_wanted="${BENCH_LINES:-1000000}"
runs="${BENCH_RUNS:-5}"
nspecs_wanted="${BENCH_SPECS:-1000}"
sf_lines_wanted="${BENCH_SF_LINES:-50000}"
sf_runs="${BENCH_SF_RUNS:-1}"
scaling="${BENCH_SCALING:-0}"
scaling_runs="${BENCH_SCALING_RUNS:-3}"

for v in BENCH_LINES:"$lines_wanted" BENCH_RUNS:"$runs" BENCH_SF_LINES:"$sf_lines_wanted" \
         BENCH_SF_RUNS:"$sf_runs" BENCH_SCALING_RUNS:"$scaling_runs"; do
    case "${v#*:}" in
        ''|*[!0-9]*|0) die "${v%%:*} must be a positive integer (got '${v#*:}')" ;;
    esac
done
findings_wanted="${BENCH_FINDINGS:-}"
case "$findings_wanted" in *[!0-9]*|0*) die "BENCH_FINDINGS must be a positive integer (got '$findings_wanted')" ;; esac
case "$nspecs_wanted" in ''|*[!0-9]*) die "BENCH_SPECS must be a number (got '$nspecs_wanted')" ;; esac
case "$scaling" in
    0|'') do_main=1; do_scaling=0 ;;
    1) do_main=0; do_scaling=1 ;;
    both) do_main=1; do_scaling=1 ;;
    *) die "BENCH_SCALING must be 0, 1 or both (got '$scaling')" ;;
esac

command -v python3 >/dev/null 2>&1 || die "python3 is needed to generate the corpus and time the runs"
swift="${SWIFT:-$(command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)}"
[ -x "$swift" ] || command -v "$swift" >/dev/null 2>&1 || die "swift not found (looked for '$swift'); set SWIFT=/path/to/swift"

# ----- build -------------------------------------------------------------------

bash scripts/setup.sh || die "scripts/setup.sh failed (libyaml is needed to build duolint)"
# Same flags as `make build` (static Swift runtime on Linux).
flags="${RELEASE_FLAGS-}"
if [ -z "${RELEASE_FLAGS+x}" ] && [ "$(uname -s)" = Linux ]; then flags=--static-swift-stdlib; fi
note "building release ($swift build -c release $flags)"
# shellcheck disable=SC2086  # flags is a word list on purpose
"$swift" build -c release $flags >&2 || die "the release build failed: $swift build -c release $flags"
# shellcheck disable=SC2086
bindir="$("$swift" build -c release $flags --show-bin-path)" || die "swift build --show-bin-path failed"
bin="$bindir/duolint"
[ -x "$bin" ] || die "$bin not found after the build"
dversion="$("$bin" version 2>/dev/null || echo '?')"

# ----- real-app mode -------------------------------------------------------------

if [ -n "${BENCH_CORPUS:-}" ]; then
    [ -d "$BENCH_CORPUS" ] || die "BENCH_CORPUS is not a folder: $BENCH_CORPUS"
    echo "duolint benchmark, real apps (duolint $dversion, $(uname -s) $(uname -m), $(date -u +%Y-%m-%d))"
    python3 scripts/bench_real.py --bin "$bin" --corpus "$BENCH_CORPUS" --runs "$runs" || die "scripts/bench_real.py failed"
    exit 0
fi
[ -n "$findings_wanted" ] || note "real-app mode skipped: BENCH_CORPUS is not set (BENCH_CORPUS=DIR make bench times duolint beside rg and cat on real code)"

# ----- temporary folder and helpers -------------------------------------------

work="$(mktemp -d "${TMPDIR:-/tmp}/duolint-bench.XXXXXX")" || die "cannot create a temporary folder"
cleanup() {
    if [ "${BENCH_KEEP:-0}" = 1 ]; then note "kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# timer.py RUNS WARMUPS OK_MAX STDERR_FILE CMD...: runs CMD WARMUPS times untimed and RUNS times timed,
# stdout to /dev/null and stderr to STDERR_FILE (the last run's). Wall time from a monotonic clock
# around spawn and wait4, peak RSS from wait4's rusage. Prints
#   MEDIAN=<s> WALLS='<s> <s> ...' RSS_KB=<median peak RSS> RSS_MAX_KB=<largest>
# or exits 3 when CMD exits above OK_MAX or is killed (STDERR_FILE holds its messages).
cat > "$work/timer.py" <<'PY'
import os, sys, time

def median(v):
    v = sorted(v)
    n = len(v)
    return v[n // 2] if n % 2 else (v[n // 2 - 1] + v[n // 2]) / 2

runs, warm, ok_max, errfile = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
cmd = sys.argv[5:]
walls, rss = [], []
for i in range(warm + runs):
    actions = [
        (os.POSIX_SPAWN_OPEN, 0, "/dev/null", os.O_RDONLY, 0),
        (os.POSIX_SPAWN_OPEN, 1, "/dev/null", os.O_WRONLY, 0),
        (os.POSIX_SPAWN_OPEN, 2, errfile, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644),
    ]
    t0 = time.perf_counter()
    try:
        pid = os.posix_spawnp(cmd[0], cmd, os.environ, file_actions=actions)
    except OSError as e:
        print(f"cannot run {cmd[0]}: {e}", file=sys.stderr)
        sys.exit(3)
    _, status, ru = os.wait4(pid, 0)
    t1 = time.perf_counter()
    what = "warm-up" if i < warm else f"run {i - warm + 1}"
    if os.WIFSIGNALED(status):
        print(f"{cmd[0]} was killed by signal {os.WTERMSIG(status)} ({what})", file=sys.stderr)
        sys.exit(3)
    code = os.WEXITSTATUS(status)
    if code > ok_max:
        print(f"{cmd[0]} exited with status {code} ({what})", file=sys.stderr)
        sys.exit(3)
    if i >= warm:
        walls.append(t1 - t0)
        kb = ru.ru_maxrss // 1024 if sys.platform == "darwin" else ru.ru_maxrss  # bytes on macOS
        rss.append(kb)
print(f"MEDIAN={median(walls):.3f} WALLS='{' '.join(f'{w:.3f}' for w in walls)}' "
      f"RSS_KB={int(median(rss))} RSS_MAX_KB={max(rss)}")
PY

# measure LABEL RUNS WARMUPS OK_MAX CMD...: sets MEDIAN, WALLS, RSS_KB, RSS_MAX_KB; dies on failure.
measure() {
    local label="$1" n="$2" warm="$3" ok_max="$4"; shift 4
    local out
    note "timing $label: $warm warm-up, $n timed"
    if ! out="$(python3 "$work/timer.py" "$n" "$warm" "$ok_max" "$work/stderr" "$@")"; then
        echo "bench: error: $label failed; its last messages:" >&2
        tail -n 20 "$work/stderr" >&2 || true
        exit 1
    fi
    eval "$out"
}

# Whole numbers with thousands separators, without depending on the locale.
commas() {
    local n="$1" out=""
    while [ "${#n}" -gt 3 ]; do out=",${n: -3}$out"; n="${n:0:${#n}-3}"; done
    echo "$n$out"
}
calc() { awk "BEGIN { $1 }"; }          # calc 'printf "%.1f", 1/3'
# KiB (as getrusage gives peak RSS) to MB of 1,000,000 bytes, the unit of issue 20's "under 100 MB".
mb() { calc "printf \"%.1f\", $1 * 1024 / 1000000"; }
rate() { calc "if ($2 > 0) printf \"%d\", $1 / $2; else print 0"; }   # rate LINES SECONDS
count_lines() { find "$@" -type f \( -name '*.swift' -o -name '*.duo.yml' \) -print0 | xargs -0 cat | wc -l | tr -d ' '; }
count_files() { find "$@" -type f \( -name '*.swift' -o -name '*.duo.yml' \) | wc -l | tr -d ' '; }

# ----- many-findings mode ---------------------------------------------------------

if [ -n "$findings_wanted" ]; then
    if [ $((findings_wanted % 100)) -ne 0 ]; then die "BENCH_FINDINGS must be a multiple of 100 (100 files of N/100 lines)"; fi
    echo "duolint benchmark, many findings (duolint $dversion, $(uname -s) $(uname -m), $(date -u +%Y-%m-%d))"
    rows=()
    rows+=("$(printf '%-26s %-8s %9s %13s %10s' shape reporter 'wall (s)' 'peak RSS MB' 'report MB')")
    worst=0
    for nfiles in 100 10 1; do
        per=$((findings_wanted / nfiles))
        dir="$work/findings-$nfiles"
        mkdir -p "$dir"
        # One finding a line: `UIScreen.main` (ui_screen_main, an error without a fix); nothing else fires.
        python3 -c '
import sys
out, nfiles, per = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
text = "let w = UIScreen.main.bounds.width\n" * per
for i in range(nfiles):
    with open(f"{out}/F{i:03d}.swift", "w") as f:
        f.write(text)
' "$dir" "$nfiles" "$per" || die "generating $nfiles files failed"
        # The exact count, from the summary line ("Found N findings (...) in M files").
        found="$("$bin" --reporter xcode "$dir" 2>&1 >/dev/null | sed -n 's/^Found \([0-9,]*\) finding.*/\1/p' | tr -d ,)" || true
        [ "$found" = "$findings_wanted" ] || die "$nfiles files of $per lines gave ${found:-no} findings, expected $findings_wanted"
        shape="$nfiles file$([ "$nfiles" = 1 ] || echo s) x $(commas "$per") findings"
        for reporter in sarif json junit; do
            measure "--reporter $reporter over $shape" "$runs" 1 1 "$bin" --reporter "$reporter" --quiet --output "$work/report.out" "$dir"
            size="$(wc -c < "$work/report.out" | tr -d ' ')"
            rows+=("$(printf '%-26s %-8s %9s %13s %10s' "$shape" "$reporter" "$MEDIAN" "$(mb "$RSS_KB")" "$(mb "$((size / 1024))")")")
            if [ "$RSS_KB" -gt "$worst" ]; then worst="$RSS_KB"; fi
        done
        rm -rf "$dir"
    done
    echo
    echo "duolint --reporter R --quiet --output FILE, $(commas "$findings_wanted") findings, medians of $runs runs after a warm-up:"
    for row in "${rows[@]}"; do echo "  $row"; done
    echo "  $(if [ "$(calc "print ($worst * 1024 <= 100 * 1000 * 1000)")" = 1 ]; then echo PASS; else echo MISS; fi)  peak RSS <= 100 MB in every shape: largest $(mb "$worst") MB"
    exit 0
fi

# ----- corpus ------------------------------------------------------------------

corpus="$work/corpus"
src="$corpus/Sources"
specs="$corpus/Specs"
note "generating the corpus in $corpus"
python3 scripts/gen_corpus.py --out "$src" --lines "$lines_wanted" || die "scripts/gen_corpus.py failed"
if [ "$nspecs_wanted" -gt 0 ] && [ "$do_main" = 1 ]; then
    python3 scripts/gen_specs.py --out "$specs" --count "$nspecs_wanted" || die "scripts/gen_specs.py failed"
fi
nfiles="$(count_files "$src")"
nlines="$(count_lines "$src")"
[ "$nfiles" -gt 0 ] || die "the generator wrote no Swift files"
cores="$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo '?')"
header="duolint $dversion, $(uname -s) $(uname -m), $cores cores, $(date -u +%Y-%m-%d)"

# ----- default mode ---------------------------------------------------------------

summary=()
targets=()
verdict() { if [ "$1" = 1 ]; then echo PASS; else echo MISS; fi; }

if [ "$do_main" = 1 ]; then
    # duolint exits 1 when it finds problems (the corpus has some on purpose): 0 and 1 are success.
    measure "duolint over $nfiles Swift files" "$runs" 1 1 "$bin" --reporter json --quiet "$src"
    d_med="$MEDIAN"; d_walls="$WALLS"; d_rss="$RSS_KB"; d_rss_max="$RSS_MAX_KB"
    d_rate="$(rate "$nlines" "$d_med")"
    rss_worst="$d_rss"

    if [ -d "$specs" ]; then
        spec_files="$(count_files "$specs")"; spec_lines="$(count_lines "$specs")"
        measure "duolint over $spec_files screen specs" "$runs" 1 1 "$bin" --reporter json --quiet "$specs"
        s_med="$MEDIAN"; s_walls="$WALLS"; s_rss="$RSS_KB"; s_rate="$(rate "$spec_lines" "$s_med")"
        # The html report draws every spec state (issue 19): its time, memory and size over the same specs.
        measure "duolint --reporter html over $spec_files screen specs" "$runs" 1 1 "$bin" --reporter html --quiet \
            --output "$work/report.html" "$specs"
        h_med="$MEDIAN"; h_walls="$WALLS"; h_rss="$RSS_KB"; h_bytes="$(wc -c < "$work/report.html" | tr -d ' ')"
        h_drawings="$(grep -o 'class="duo-drawing"' "$work/report.html" | wc -l | tr -d ' ')"
        measure "duolint over the whole corpus" "$runs" 1 1 "$bin" --reporter json --quiet "$corpus"
        a_med="$MEDIAN"; a_walls="$WALLS"; a_rss="$RSS_KB"; a_rate="$(rate "$((nlines + spec_lines))" "$a_med")"
        for r in "$s_rss" "$a_rss"; do if [ "$r" -gt "$rss_worst" ]; then rss_worst="$r"; fi; done
    fi

    # rg: exits 1 when nothing matches, so 0 and 1 are success.
    if command -v rg >/dev/null 2>&1; then
        rg_matches="$(rg -c 'UIScreen\.main' "$src" | awk -F: '{ n += $NF } END { print n + 0 }')" || true
        measure "rg over the same files" "$runs" 1 1 rg -c 'UIScreen\.main' "$src"
        rg_med="$MEDIAN"; rg_walls="$WALLS"
        rg_ratio="$(calc "if ($rg_med > 0) printf \"%.2f\", $d_med / $rg_med; else print 0")"
    else
        rg_med=""
        note "rg (ripgrep) not found: the rg baseline is skipped (install ripgrep to get it)"
    fi

    # swift-format: on PATH, else next to swift, else the usual toolchain place.
    sf="${SWIFT_FORMAT:-}"
    if [ -z "$sf" ]; then
        if command -v swift-format >/dev/null 2>&1; then sf="$(command -v swift-format)"
        elif [ -x "$(dirname "$(command -v "$swift" 2>/dev/null || echo "$swift")")/swift-format" ]; then
            sf="$(dirname "$(command -v "$swift" 2>/dev/null || echo "$swift")")/swift-format"
        elif [ -x /opt/swift/usr/bin/swift-format ]; then sf=/opt/swift/usr/bin/swift-format
        fi
    fi
    sf_med=""
    if [ -n "$sf" ] && [ -x "$sf" ]; then
        # Whole corpus files, in path order, until the slice has at least BENCH_SF_LINES lines.
        slice="$work/sf-slice"
        mkdir -p "$slice"
        sf_lines=0; sf_files=0
        while IFS= read -r -d '' f; do
            n="$(wc -l < "$f")"
            rel="${f#"$src"/}"
            mkdir -p "$slice/$(dirname "$rel")"
            cp "$f" "$slice/$rel"
            sf_lines=$((sf_lines + n)); sf_files=$((sf_files + 1))
            if [ "$sf_lines" -ge "$sf_lines_wanted" ]; then break; fi
        done < <(find "$src" -type f -name '*.swift' -print0 | sort -z)
        # swift-format lint exits 0 with warnings and 1 on errors (--strict makes findings errors);
        # a finding reads "path:line:col: warning: [Rule] ...". Anything above 1, a signal, or an
        # error that is not a rule finding (a file it cannot parse or read) is a real failure.
        measure "swift-format lint over $sf_files files" "$sf_runs" 1 1 "$sf" lint --recursive "$slice"
        sf_med="$MEDIAN"; sf_walls="$WALLS"
        if grep -E 'error:' "$work/stderr" | grep -vqE 'error: \[[A-Za-z]+\]'; then
            echo "bench: error: swift-format reported errors that are not lint findings:" >&2
            grep -E 'error:' "$work/stderr" | grep -vE 'error: \[[A-Za-z]+\]' | head -n 5 >&2
            exit 1
        fi
        sf_findings="$(grep -cE ': (warning|error): \[' "$work/stderr" || true)"
        sf_version="$("$sf" --version 2>/dev/null | head -n 1 || echo '?')"
        sf_rate="$(rate "$sf_lines" "$sf_med")"
        sf_ratio="$(calc "if ($sf_rate > 0) printf \"%.0f\", $d_rate / $sf_rate; else print 0")"
    else
        note "swift-format not found (PATH, next to $swift, /opt/swift/usr/bin): its baseline is skipped"
    fi

    # The parse's own cost, one thread: lex and parse of every Swift file (`duolint syntax --stats`), median of 3.
    parse_line=""
    for run in 1 2 3; do
        line="$(find "$src" -type f -name '*.swift' -print0 | xargs -0 -s 1000000 "$bin" syntax --stats)" || die "duolint syntax --stats failed"
        parse_line="$parse_line$line"$'\n'
    done
    parse_stats="$(printf '%s' "$parse_line" | awk '{ for (i = 1; i < NF; i += 2) v[$i] = $(i + 1); print v["parse_ns_per_token"], v["lex_ns_per_token"], v["tree_bytes_per_token"], v["tokens"], v["nodes"] }' | sort -n | sed -n 2p)"
    read -r parse_ns lex_ns tree_bytes parse_tokens parse_nodes <<< "$parse_stats"

    summary+=("duolint benchmark ($header)")
    summary+=("corpus: $(commas "$nfiles") Swift files, $(commas "$nlines") lines (scripts/gen_corpus.py)")
    if [ -d "$specs" ]; then
        summary+=("        $(commas "$spec_files") screen specs, $(commas "$spec_lines") lines (scripts/gen_specs.py)")
    fi
    summary+=("")
    summary+=("duolint --reporter json --quiet, medians of $runs runs after a warm-up:")
    summary+=("  Swift files    $d_med s  $(commas "$d_rate") lines/s  peak RSS $(mb "$d_rss") MB  (runs: $d_walls s; RSS max $(mb "$d_rss_max") MB)")
    if [ -d "$specs" ]; then
        summary+=("  screen specs   $s_med s  $(commas "$s_rate") lines/s  peak RSS $(mb "$s_rss") MB  (runs: $s_walls s)")
        summary+=("  whole corpus   $a_med s  $(commas "$a_rate") lines/s  peak RSS $(mb "$a_rss") MB  (runs: $a_walls s)")
        summary+=("  html report of the specs  $h_med s  peak RSS $(mb "$h_rss") MB  $(mb "$((h_bytes / 1024))") MB of HTML, $(commas "$h_drawings") drawings  (runs: $h_walls s)")
    fi
    summary+=("syntax tree (duolint syntax --stats, one thread, median of 3): $(commas "$parse_tokens") tokens, $(commas "$parse_nodes") nodes;")
    summary+=("  parse $parse_ns ns/token, lex $lex_ns ns/token (each alone), tree $tree_bytes bytes/token retained")
    if [ -n "$rg_med" ]; then
        summary+=("rg -c 'UIScreen\\.main' over the Swift files: $rg_med s median of $runs ($rg_matches matching lines; runs: $rg_walls s)")
        summary+=("  duolint / rg wall time: ${rg_ratio}x")
    else
        summary+=("rg: not installed, baseline skipped")
    fi
    if [ -n "$sf_med" ]; then
        summary+=("swift-format lint --recursive ($sf_version) over $(commas "$sf_files") files, $(commas "$sf_lines") lines: $sf_med s median of $sf_runs ($(commas "$sf_findings") findings; runs: $sf_walls s)")
        summary+=("  $(commas "$sf_rate") lines/s; duolint / swift-format lines per second: ${sf_ratio}x")
    else
        summary+=("swift-format: not found, baseline skipped")
    fi

    targets+=("$(verdict "$(calc "print ($d_rate >= 3000000)")")  throughput >= 3,000,000 lines/s           measured $(commas "$d_rate") lines/s")
    if [ -n "$rg_med" ]; then
        targets+=("$(verdict "$(calc "print ($rg_ratio <= 3)")")  duolint wall <= 3x rg                      measured ${rg_ratio}x (the issue judges it on real apps: BENCH_CORPUS)")
    else
        targets+=("SKIP  duolint wall <= 3x rg                      rg not installed")
    fi
    if [ -n "$sf_med" ]; then
        targets+=("$(verdict "$(calc "print ($sf_ratio >= 100)")")  >= 100x swift-format's lines/s             measured ${sf_ratio}x")
    else
        targets+=("SKIP  >= 100x swift-format's lines/s             swift-format not found")
    fi
    targets+=("$(verdict "$(calc "print ($rss_worst * 1024 <= 100 * 1000 * 1000)")")  peak RSS <= 100 MB                         measured $(mb "$rss_worst") MB (largest median above)")
fi

# ----- scaling mode ---------------------------------------------------------------

if [ "$do_scaling" = 1 ]; then
    scale="$work/scale"
    mkdir -p "$scale"
    note "copying the Swift corpus 8 times (real copies, not hard links)"
    for k in 1 2 3 4 5 6 7 8; do
        cp -R "$src" "$scale/copy$k" || die "copying the corpus failed (disk full?)"
    done
    table=()
    table+=("$(printf '%-7s %8s %11s %10s %13s  %s' factor files lines 'wall (s)' 'lines/s' 'peak RSS MB')")
    base_rss=""; flat=1; worst_dev=0
    for factor in 1 2 4 8; do
        paths=()
        for ((k = 1; k <= factor; k++)); do paths+=("$scale/copy$k"); done
        files=$((nfiles * factor)); lines=$((nlines * factor))
        # The copies must count as separate files (duolint skips a device+inode it has seen).
        seen="$("$bin" --reporter json "${paths[@]}" 2>&1 >/dev/null | sed -n 's/.* in \([0-9,]*\) files.*/\1/p' | tr -d ,)" || true
        if [ -n "$seen" ] && [ "$seen" != "$files" ]; then
            die "duolint linted $seen files at ${factor}x, expected $files"
        fi
        measure "duolint over the corpus ${factor}x" "$scaling_runs" 1 1 "$bin" --reporter json --quiet "${paths[@]}"
        if [ -z "$base_rss" ]; then base_rss="$RSS_KB"; fi
        dev="$(calc "printf \"%.1f\", ($RSS_KB - $base_rss) * 100 / $base_rss")"
        worst_dev="$(calc "d = $dev; if (d < 0) d = -d; w = $worst_dev; print (d > w ? d : w)")"
        if [ "$(calc "d = $dev; if (d < 0) d = -d; print (d <= 20)")" != 1 ]; then flat=0; fi
        sign=""
        if [ "${dev#-}" = "$dev" ]; then sign=+; fi
        table+=("$(printf '%-7s %8s %11s %10s %13s  %s' "${factor}x" "$(commas "$files")" "$(commas "$lines")" "$MEDIAN" \
            "$(commas "$(rate "$lines" "$MEDIAN")")" "$(mb "$RSS_KB") (${sign}${dev}%)")")
    done
    if [ "$do_main" = 1 ]; then summary+=(""); else summary+=("duolint scaling ($header)"); fi
    summary+=("scaling: duolint --reporter json --quiet over the Swift corpus copied 1x-8x, medians of $scaling_runs runs:")
    for row in "${table[@]}"; do summary+=("  $row"); done
    summary+=("  peak RSS within 20% of 1x at every factor: $(if [ "$flat" = 1 ]; then echo yes; else echo no; fi) (largest deviation ${worst_dev}%)")
    targets+=("$(verdict "$flat")  peak RSS flat (+-20%) 1x -> 8x             largest deviation ${worst_dev}%")
else
    targets+=("n/a   peak RSS flat (+-20%) 1x -> 8x             not measured in this mode (make bench-scaling)")
fi

echo
echo "==================================== summary ===================================="
for line in "${summary[@]}"; do echo "$line"; done
echo
echo "targets:"
for line in "${targets[@]}"; do echo "  $line"; done
echo "================================================================================="
