#!/usr/bin/env python3
"""Real-app mode of `make bench` (BENCH_CORPUS=DIR): duolint beside rg and cat on the same real code.

    bench_real.py --bin DUOLINT --corpus DIR [--runs 5] [--jobs N]

Times, in alternating rounds (one warm-up round, then RUNS timed rounds, each round running every tool
once, so a slow moment of the machine falls on all of them alike):
  - duolint --reporter json --quiet DIR (all rules that are not opt-in, the report to /dev/null);
  - rg -c 'UIScreen\\.main' over the same Swift files;
  - cat of every one of those files to /dev/null (the I/O floor), through one `cat` process;
and prints, for each, the median wall time, the Swift lines per second and the median peak RSS (wait4's
rusage), then the ratios duolint/rg and duolint/cat. Then RUNS more runs of duolint with `--timings` give
where its wall time goes: the median of each stage (discovery, projects, first pass, model, second pass,
report), in milliseconds and as a multiple of rg's median wall time (the stages add up to the run's time from
the start of discovery; the process's own start, about 4 ms here, is before it). The Swift files are those duolint walks into: every
`*.swift` below DIR outside `.build`, `.git`, `.swiftpm`, `DerivedData`, `Pods`, `Carthage` and hidden
folders. Exit status 1 when a tool fails (duolint exit 2 and up, rg above 1, cat above 0).

A peak RSS of about 13–15 MB is this timer's, not the tool's: wait4 counts the pages the spawning Python
process had before the child's exec (`true` shows 13 MB here), so only figures above it say something.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

SKIPPED_FOLDERS = {".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage"}


def swift_files(root):
    """The Swift files below `root` that duolint walks into, sorted."""
    found = []
    for folder, subfolders, names in os.walk(root):
        subfolders[:] = sorted(d for d in subfolders if d not in SKIPPED_FOLDERS and not d.startswith("."))
        found += [os.path.join(folder, n) for n in names if n.endswith(".swift")]
    return sorted(found)


def timed(cmd, stdin_path="/dev/null"):
    """(wall seconds, peak RSS in KiB, exit status) of one run of `cmd`, its output to /dev/null."""
    actions = [(os.POSIX_SPAWN_OPEN, 0, stdin_path, os.O_RDONLY, 0),
               (os.POSIX_SPAWN_OPEN, 1, "/dev/null", os.O_WRONLY, 0),
               (os.POSIX_SPAWN_OPEN, 2, "/dev/null", os.O_WRONLY, 0)]
    start = time.perf_counter()
    pid = os.posix_spawnp(cmd[0], cmd, os.environ, file_actions=actions)
    _, status, usage = os.wait4(pid, 0)
    wall = time.perf_counter() - start
    if os.WIFSIGNALED(status):
        return wall, usage.ru_maxrss, 128 + os.WTERMSIG(status)
    return wall, usage.ru_maxrss, os.WEXITSTATUS(status)


def stage_times(cmd):
    """{stage: milliseconds} from the table one run of `cmd` (with --timings) prints on standard error; None when
    it prints none (a build from before --timings)."""
    err = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE).stderr
    lines = err.decode("utf-8", "replace").splitlines()
    if "duolint: timings (wall clock, ms)" not in lines:
        return None
    start = lines.index("duolint: timings (wall clock, ms)")
    stages = {}
    for line in lines[start + 1:]:
        name, _, rest = line.strip().partition("  ")
        stages[name.strip()] = float(rest.split()[0])
    return stages


def median(values):
    v = sorted(values)
    n = len(v)
    return v[n // 2] if n % 2 else (v[n // 2 - 1] + v[n // 2]) / 2


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", required=True)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--jobs", type=int, default=os.cpu_count())
    args = parser.parse_args()
    rg = shutil.which("rg")
    if not rg:
        print("bench_real: rg (ripgrep) is not installed; install it (Debian: ripgrep) to compare", file=sys.stderr)
        return 1
    files = swift_files(args.corpus)
    if not files:
        print(f"bench_real: no Swift files under {args.corpus}", file=sys.stderr)
        return 1
    lines = 0
    for f in files:
        with open(f, "rb") as h:
            lines += h.read().count(b"\n")
    with tempfile.NamedTemporaryFile("wb", prefix="duolint-bench-files-", delete=False) as listing:
        listing.write(b"\0".join(os.fsencode(f) for f in files))
    tools = {
        "duolint": ([args.bin, "--reporter", "json", "--quiet", "--jobs", str(args.jobs), args.corpus], 1, "/dev/null"),
        "rg": ([rg, "-c", r"UIScreen\.main", *files], 1, "/dev/null"),
        "cat": (["xargs", "-0", "cat"], 0, listing.name),
    }
    walls = {name: [] for name in tools}
    rss = {name: [] for name in tools}
    try:
        for round_number in range(args.runs + 1):
            for name, (cmd, ok_max, stdin_path) in tools.items():
                wall, kb, status = timed(cmd, stdin_path)
                if status > ok_max:
                    print(f"bench_real: {name} exited with status {status}", file=sys.stderr)
                    return 1
                if round_number > 0:  # round 0 warms the page cache
                    walls[name].append(wall)
                    rss[name].append(kb)
    finally:
        os.unlink(listing.name)
    print(f"real apps: {args.corpus}: {len(files):,} Swift files, {lines:,} lines; {os.cpu_count()} cores, "
          f"{args.runs} alternating rounds after a warm-up, medians")
    for name in tools:
        m = median(walls[name])
        print(f"  {name:8} {m:.3f} s  {int(lines / m):,} lines/s  peak RSS {median(rss[name]) * 1024 / 1e6:.1f} MB  "
              f"(runs: {' '.join(f'{w:.3f}' for w in walls[name])} s)")
    d = median(walls["duolint"])
    ratio = d / median(walls["rg"])
    print(f"  duolint / rg: {ratio:.2f}x   duolint / cat: {d / median(walls['cat']):.2f}x")
    runs = [stage_times(tools["duolint"][0] + ["--timings"]) for _ in range(args.runs)]
    rg_ms = median(walls["rg"]) * 1000
    if any(r is None for r in runs):
        print("duolint's stages: not measured (this build has no --timings)")
    else:
        print(f"duolint's stages (--timings, medians of {args.runs} runs): wall ms, and as a multiple of rg's wall time")
        for name in runs[0]:
            ms = median([r.get(name, 0.0) for r in runs])
            print(f"  {name:12} {ms:7.1f} ms  {ms / rg_ms:5.2f}x rg")
    print(f"target:\n  {'PASS' if ratio <= 3.0 else 'MISS'}  duolint wall <= 3x rg on real apps (issue 20)   measured {ratio:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
