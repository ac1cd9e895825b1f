#!/usr/bin/env python3
"""Differential test of duolint's parser against the Swift toolchain's parser.

Prints the syntax outline of Swift files with `duolint syntax --kinds K,… FILE…`
and with the reference `../shared/tools/swift-outline --kinds K,… FILE…`
(SwiftSyntax's tree), one line per node in source pre-order:

    FILE<TAB>LINE:COL<TAB>ENDLINE:ENDCOL<TAB>DEPTH<TAB>KIND<TAB>DETAIL

(LINE 1-based, COL in UTF-8 bytes from 1, the end exclusive, DEPTH counting
printed ancestors; see the header of swift-outline-src/…/main.swift), and
compares the two outlines of each file. The sets of files:

  (a) the generated lexical corpus (`scripts/gen_lexical_corpus.py`, written
      into a temporary folder);
  (b) every `.swift` file in the repository, chosen as `scripts/fidelity.py`
      chooses them (`.build`, hidden folders, DerivedData, Pods, Carthage
      excepted);
  (c) with PARSE_CORPUS=DIR, every `.swift` file under DIR, each top-level
      folder of DIR reported as one app.

For each file it prints `OK` or the first divergence (the reference's and
duolint's line, labelled; `--first N` shows the first N divergences of the
file), then per set: the files whose outline agrees
exactly, and per kind the reference lines that duolint printed exactly (a
multiset comparison of whole lines per file, so one early divergence does not
count every later line as wrong) and the lines of that kind duolint printed
that the reference does not have. Files that the reference's parser rejects
(`swift-outline --diagnostics` reports an error) are compared too, but counted
in a separate "invalid Swift" line; in sets (a) and (b) they must agree too
(the fuzz seeds and the lexical corpus hold malformed code on purpose, and
duolint recovers from it as SwiftSyntax does), in set (c) only with
PARSE_STRICT=1.

The reference's outline of each file is cached under
${TMPDIR:-/tmp}/duolint-parse-fidelity-cache/, keyed by the SHA-256 of the
file's content, the kinds and the modification time of swift-outline's
main.swift, so a rerun over thousands of unchanged files only runs duolint.
Both tools run over batches of 200 files, the reference and duolint in
parallel.

    scripts/parse_fidelity.py [-q] [--kinds K,…] [--first N] [--json FILE]
                                             (or: make parse-fidelity)

Options:  -q           print only divergences and the summaries (also PARSE_QUIET=1)
          --kinds K,…  compare only these kinds (a subset of KINDS below; repeatable)
          --first N    show the first N divergences of each file (default 1)
          --json FILE  write a machine-readable summary of every set to FILE

Exit status: 0 when every file of sets (a) and (b) agrees, or when the
reference is unavailable (swift-outline exits 3: "skipped"); 1 when a file of
(a) or (b) disagrees, or, with PARSE_STRICT=1, any file of set (c); 2 on a
usage or tool error.

Environment: DUOLINT_BIN    the duolint binary (default: `$SWIFT build` the
                            debug product and use .build/debug/duolint),
             SWIFT          the toolchain driver (default: swift on PATH),
             SWIFT_OUTLINE  the reference tool (default ../shared/tools/swift-outline),
             PARSE_CORPUS   a folder of real apps, one per top-level folder (set (c)),
             PARSE_STRICT   1: set (c) fails the run too,
             PARSE_QUIET    1: as -q.
"""

import bisect
import collections
import concurrent.futures
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fidelity  # noqa: E402
from fidelity import printable, repo_swift_files  # noqa: E402  (the same escapes, file selection and binary)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The node kinds compared, in the order the per-kind tables list them (SwiftSyntax's SyntaxKind names).
KINDS = """
    importDecl structDecl classDecl enumDecl actorDecl protocolDecl extensionDecl
    functionDecl initializerDecl subscriptDecl variableDecl enumCaseDecl typeAliasDecl ifConfigDecl
    inheritedType attribute accessorBlock codeBlock patternBinding closureExpr closureSignature
    functionCallExpr labeledExpr memberAccessExpr declReferenceExpr ifExpr switchExpr switchCase
    guardStmt returnStmt forStmt whileStmt repeatStmt doStmt deferStmt stringLiteralExpr
    integerLiteralExpr floatLiteralExpr booleanLiteralExpr nilLiteralExpr arrayExpr dictionaryExpr
    tupleExpr tryExpr awaitExpr keyPathExpr macroExpansionExpr
    """.split()

BATCH = 200
CACHE_FORMAT = b"parse-fidelity cache 1"


def fail(msg, code=2):
    """Says `msg` on standard error and exits with `code` (2: a usage or tool error)."""
    print("parse-fidelity: " + msg, file=sys.stderr)
    sys.exit(code)


class Usage(Exception):
    """A command-line error: main prints it with the usage and exits 2."""


def parse_args(argv):
    """(quiet, kinds, first, json_path) from the command line; raises Usage on anything else."""
    quiet = os.environ.get("PARSE_QUIET") == "1"
    kinds, first, json_path = [], 1, None
    i = 0
    while i < len(argv):
        a = argv[i]

        def value():
            if "=" in a and a.startswith("--"):
                return a.split("=", 1)[1]
            if i + 1 >= len(argv):
                raise Usage("%s needs a value" % a)
            return argv[i + 1]

        step = 1 if ("=" in a and a.startswith("--")) else 2
        name = a.split("=", 1)[0]
        if a == "-q":
            quiet, step = True, 1
        elif name == "--kinds":
            for k in value().split(","):
                if k not in KINDS:
                    raise Usage("unknown kind %r (known: %s)" % (k, ",".join(KINDS)))
                if k not in kinds:
                    kinds.append(k)
        elif name == "--first":
            try:
                first = int(value())
            except ValueError:
                raise Usage("--first needs a whole number")
            if first < 1:
                raise Usage("--first needs a number of at least 1")
        elif name == "--json":
            json_path = value()
        else:
            raise Usage("unknown argument %r" % a)
        i += step
    if kinds:
        kinds = [k for k in KINDS if k in kinds]
    return quiet, kinds or list(KINDS), first, json_path


def split_line(text):
    """(path, row) for one outline line, row = the line without `FILE<TAB>` (one string per row keeps a
    corpus of millions of lines small); None when malformed. DETAIL never holds a tab (swift-outline
    turns white space into single spaces), so the path is everything before the last five tabs."""
    fields = text.rsplit("\t", 5)
    if len(fields) != 6:
        return None
    return fields[0], text[len(fields[0]) + 1:]


def kind_of(row):
    """The KIND field of a row."""
    return row.split("\t", 4)[3]


# What `printable` escapes (PrintableText.needsEscape, and `[` after `##`); most rows have none of it.
NEEDS_ESCAPE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]|##\\[")


def normalize(row):
    """A reference row as duolint prints it: DETAIL through the escapes of PrintableText."""
    head, _, detail = row.rpartition("\t")
    if not NEEDS_ESCAPE.search(detail):
        return row
    return head + "\t" + printable(detail)


def group_output(data, paths, who):
    """Splits one tool's output over `paths` into {path: [row]}; fails on a malformed line or a path
    that was not asked for. duolint may print a path escaped (PrintableText.line): both forms count."""
    names = {}
    for p in paths:
        names[p] = p
        names.setdefault(printable(p), p)
        names.setdefault("./" + printable(p), p)
    out = {p: [] for p in paths}
    for raw in data.split(b"\n"):
        if not raw:
            continue
        parsed = split_line(raw.decode("utf-8", "replace"))
        if parsed is None:
            fail("malformed %s line: %r" % (who, raw[:300]))
        path, row = parsed
        if path not in names:
            fail("%s printed a line for a file it was not given: %r" % (who, raw[:300]))
        out[names[path]].append(row)
    return out


def group_diagnostics(text, paths):
    """{path: [messages]} of the error lines of `swift-outline --diagnostics` (`PATH:LINE:COL: error: …`);
    a path may hold colons, so the longest given path before a colon wins. A line that names no given
    path goes on the message before it."""
    known = set(paths)
    out = {p: [] for p in paths}
    last = None
    for line in text.split("\n"):
        if not line:
            continue
        owner, cut = None, line.find(":")
        while cut >= 0:
            if line[:cut] in known:
                owner = line[:cut]
            cut = line.find(":", cut + 1)
        if owner is None:
            if last is not None and out[last]:
                out[last][-1] += "\n" + line
            continue
        rest = line[len(owner) + 1:]
        if ": error: " in rest:
            out[owner].append(rest)
        last = owner
    return out


class Reference:
    """swift-outline with a per-file cache of its outlines and diagnostics."""

    def __init__(self, tool):
        """`tool` is the swift-outline script; the cache key takes the modification time of its main.swift
        (of the tool itself when SWIFT_OUTLINE names one without that source beside it)."""
        self.tool = tool
        src = os.path.join(os.path.dirname(tool), "swift-outline-src", "Sources", "swift-outline", "main.swift")
        stamp = src if os.path.exists(src) else tool
        self.stamp = str(os.stat(stamp).st_mtime_ns).encode()
        self.dir = os.path.join(os.environ.get("TMPDIR") or "/tmp", "duolint-parse-fidelity-cache")
        self.parsed = self.cached = 0
        self.seconds = 0.0

    def probe(self):
        """None when the reference runs here, else why not (it exited 3)."""
        proc = subprocess.run([self.tool, "--kinds", "importDecl", os.path.join(ROOT, "Package.swift")],
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        if proc.returncode == 3:
            return proc.stderr.decode("utf-8", "replace").strip() or "swift-outline exited 3"
        if proc.returncode != 0:
            fail("%s exited %d: %s" % (self.tool, proc.returncode, proc.stderr.decode("utf-8", "replace").strip()))
        return None

    def key(self, what, digest):
        """The cache file for `what` (the kinds, or diagnostics) of a file whose content has SHA-256 `digest`."""
        h = hashlib.sha256(CACHE_FORMAT + b"\0" + what + b"\0" + self.stamp + b"\0" + digest).hexdigest()
        return os.path.join(self.dir, h[:2], h[2:])

    def load(self, key):
        """The cached bytes at `key`, or None."""
        try:
            with open(key, "rb") as f:
                return f.read()
        except OSError:
            return None

    def store(self, key, data):
        """Writes `data` to `key` atomically (a rename), so a run that is stopped leaves no half entry."""
        try:
            os.makedirs(os.path.dirname(key), exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=os.path.dirname(key))
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(tmp, key)
        except OSError:
            pass  # a cache that cannot be written only makes the next run slower

    def run(self, args, paths, accept):
        """swift-outline's standard output for `args` and `paths`; fails unless it exits with a code in `accept`."""
        start = time.monotonic()
        proc = subprocess.run([self.tool] + args + paths, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.seconds += time.monotonic() - start
        if proc.returncode == 3:
            fail("%s became unavailable (exit 3): %s" % (self.tool, proc.stderr.decode("utf-8", "replace").strip()))
        if proc.returncode not in accept:
            fail("%s exited %d: %s" % (self.tool, proc.returncode, proc.stderr.decode("utf-8", "replace").strip()[:2000]))
        return proc.stdout

    def outline_task(self, kinds, paths, keys):
        """Runs the reference over `paths` and caches each file's rows (without the path)."""
        def task():
            grouped = group_output(self.run(["--kinds", ",".join(kinds)], paths, (0,)), paths, "swift-outline")
            for p in paths:
                self.store(keys[p], "\n".join(grouped[p]).encode("utf-8"))
            return grouped
        return task

    def diagnostics_task(self, paths, keys):
        """Runs `swift-outline --diagnostics` over `paths` and caches which files have errors."""
        def task():
            text = self.run(["--diagnostics"], paths, (0, 1)).decode("utf-8", "replace")
            grouped = group_diagnostics(text, paths)
            for p in paths:
                self.store(keys[p], ("invalid\n" + "\n".join(grouped[p]) if grouped[p] else "valid").encode("utf-8"))
            return grouped
        return task


def run_duolint_task(binary, kinds, paths):
    """A task that runs `duolint syntax --kinds …` over `paths` and returns its rows per path (exit 0 only)."""
    def task():
        proc = subprocess.run([binary, "syntax", "--kinds", ",".join(kinds)] + paths, cwd=ROOT,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if proc.returncode != 0:
            fail("duolint syntax exited %d: %s" % (proc.returncode, proc.stderr.decode("utf-8", "replace").strip()[:2000]))
        return group_output(proc.stdout, paths, "duolint")
    return task


def outlines(ref, binary, kinds, paths):
    """({path: reference rows}, {path: duolint rows}, {path: error messages}) for `paths`, from the cache
    where it has them; the reference batches and the duolint batches run on a pool of two or more workers."""
    what = ("outline:" + ",".join(sorted(kinds))).encode()
    ref_rows, errors, keys, diag_keys = {}, {}, {}, {}
    todo, diag_todo = [], []
    for p in paths:
        try:
            with open(os.path.join(ROOT, p), "rb") as f:
                digest = hashlib.sha256(f.read()).digest()
        except OSError as e:
            fail("cannot read %s: %s" % (p, e))
        keys[p], diag_keys[p] = ref.key(what, digest), ref.key(b"diagnostics", digest)
        data = ref.load(keys[p])
        if data is None:
            todo.append(p)
        else:
            ref_rows[p] = [l for l in data.decode("utf-8").split("\n") if l]
        data = ref.load(diag_keys[p])
        if data is None:
            diag_todo.append(p)
        else:
            errors[p] = data.decode("utf-8").split("\n")[1:] if data.startswith(b"invalid") else []
    ref.parsed += len(todo)
    ref.cached += len(paths) - len(todo)
    queues = [
        [("duolint", run_duolint_task(binary, kinds, paths[i:i + BATCH])) for i in range(0, len(paths), BATCH)],
        [("outline", ref.outline_task(kinds, todo[i:i + BATCH], keys)) for i in range(0, len(todo), BATCH)],
        [("diagnostics", ref.diagnostics_task(diag_todo[i:i + BATCH], diag_keys))
         for i in range(0, len(diag_todo), BATCH)],
    ]
    # Interleaved, so that duolint and the reference run side by side from the start (and a duolint that
    # fails does so before the reference has parsed everything).
    tasks = [q[i] for i in range(max(len(q) for q in queues)) for q in queues if i < len(q)]
    ours = {}
    workers = max(2, os.cpu_count() or 2)
    with concurrent.futures.ThreadPoolExecutor(max_workers=min(workers, len(tasks) or 1)) as pool:
        futures = [(name, pool.submit(task)) for name, task in tasks]
        for name, future in futures:
            try:
                result = future.result()
            except SystemExit:
                pool.shutdown(wait=True, cancel_futures=True)
                raise
            target = {"outline": ref_rows, "diagnostics": errors, "duolint": ours}[name]
            target.update(result)
    ref_rows = {p: [normalize(r) for r in rows] for p, rows in ref_rows.items()}
    return ref_rows, ours, errors


def show(row):
    """A row for the divergence report, fields two spaces apart; controls that duolint printed raw are
    shown escaped (they would act on the terminal), with a note saying so."""
    if row is None:
        return "<no line>"
    fields = row.split("\t")
    shown = [printable(f) for f in fields]
    note = "" if shown == fields else "   (duolint printed this unescaped)"
    return "  ".join(shown) + note


RESYNC = 1000  # how far (in outline lines, on each side) a divergence looks for the outlines to agree again


def divergences(ref, ours, limit):
    """The first `limit` divergences of two outlines, each (reference index, reference row or None, duolint
    row or None), and how many there are in all. A divergence starts where the rows differ and ends at the
    nearest pair of equal rows (smallest distance on the longer side, within RESYNC lines), from which the
    walk goes on; without such a pair, the rest of both outlines is one divergence. Rows hold their position,
    so they are nearly unique: the walk is linear in the outlines' length (a full line diff is quadratic on
    files of 100,000 rows that differ often)."""
    where_ref, where_ours = {}, {}
    for i, row in enumerate(ref):
        where_ref.setdefault(row, []).append(i)
    for j, row in enumerate(ours):
        where_ours.setdefault(row, []).append(j)

    def seen(where, row, lo, hi):
        """The first index of `row` in [lo, hi], or None."""
        spots = where.get(row)
        if not spots:
            return None
        k = bisect.bisect_left(spots, lo)
        return spots[k] if k < len(spots) and spots[k] <= hi else None

    found, total = [], 0
    i = j = 0
    n, m = len(ref), len(ours)
    while i < n or j < m:
        if i < n and j < m and ref[i] == ours[j]:
            i += 1
            j += 1
            continue
        total += 1
        resync = None
        for step in range(1, RESYNC + 1):
            best = None
            if i + step < n:  # row i+step of the reference against duolint's rows j..j+step
                k = seen(where_ours, ref[i + step], j, j + step)
                if k is not None:
                    best = (i + step, k)
            if j + step < m:  # duolint's row j+step against the reference's rows i..i+step
                k = seen(where_ref, ours[j + step], i, i + step)
                if k is not None and (best is None or k + j + step < best[0] + best[1]):
                    best = (k, j + step)
            if best is not None:
                resync = best
                break
            if i + step >= n and j + step >= m:
                break
        if len(found) < limit:
            # Lines only duolint printed (the reference goes on at row i) show no reference row, and the
            # other way round; otherwise both first rows.
            r = ref[i] if i < n and (resync is None or resync[0] > i) else None
            o = ours[j] if j < m and (resync is None or resync[1] > j) else None
            found.append((i, r, o))
        if resync is None:
            break
        i, j = resync
    return found, total


class Tally:
    """Files and lines of one group of files (valid or invalid Swift), per kind."""

    def __init__(self):
        self.files = self.agree = 0
        self.kinds = collections.defaultdict(lambda: [0, 0, 0])  # kind: [matched, reference, extra]

    def add(self, ref, ours):
        """Counts one file's rows: per kind, the reference rows duolint printed too (as multisets of whole
        rows, so order does not matter), all reference rows, and duolint's rows beyond the reference's."""
        r, o = collections.Counter(ref), collections.Counter(ours)
        for row, n in r.items():
            k = self.kinds[kind_of(row)]
            k[1] += n
            k[0] += min(n, o.get(row, 0))
        for row, n in (o - r).items():
            self.kinds[kind_of(row)][2] += n

    def lines(self):
        """(matched, reference, extra) summed over the kinds."""
        m = sum(v[0] for v in self.kinds.values())
        t = sum(v[1] for v in self.kinds.values())
        e = sum(v[2] for v in self.kinds.values())
        return m, t, e

    def merge(self, other):
        """Adds another Tally's counts (the corpus total of the apps)."""
        self.files += other.files
        self.agree += other.agree
        for k, v in other.kinds.items():
            mine = self.kinds[k]
            for i in range(3):
                mine[i] += v[i]


def pct(a, b):
    """a/b in percent (100 when b is 0: nothing to match)."""
    return 100.0 * a / b if b else 100.0


def share(a, b, digits=2):
    """a/b as a percentage with `digits` decimals, never rounded up to 100 when a < b."""
    text = "%.*f%%" % (digits, pct(a, b))
    if a < b and text.startswith("100"):
        text = "%.*f%%" % (digits, 100.0 - 10.0 ** -digits)
    return text


def summary_line(label, tally):
    """One set's (or group's) files and lines, as printed after its files."""
    m, t, e = tally.lines()
    return ("%s: %d/%d files agree exactly (%s); %d/%d reference lines matched (%s), %d extra lines from duolint"
            % (label, tally.agree, tally.files, share(tally.agree, tally.files, 1), m, t, share(m, t), e))


def kind_table(kinds, tally):
    """Per kind: reference lines matched / reference lines, the share, and the extra lines from duolint."""
    rows = ["  %-20s %21s %8s %8s" % ("kind", "matched/reference", "%", "extra")]
    for k in kinds + sorted(set(tally.kinds) - set(kinds)):
        m, t, e = tally.kinds.get(k, (0, 0, 0))
        note = "" if k in kinds else "  (not asked for)"
        rows.append("  %-20s %21s %8s %8d%s" % (k, "%d/%d" % (m, t), share(m, t) if t else "-", e, note))
    return "\n".join(rows)


def tally_json(tally, kinds):
    """A Tally for --json: every kind asked for (zeros included) and any other kind duolint printed."""
    m, t, e = tally.lines()
    counts = {k: tally.kinds.get(k, (0, 0, 0)) for k in list(kinds) + list(tally.kinds)}
    return {"files": tally.files, "agree": tally.agree,
            "lines": {"matched": m, "reference": t, "extra": e},
            "kinds": {k: {"matched": v[0], "reference": v[1], "extra": v[2]} for k, v in sorted(counts.items())}}


def compare(label, paths, display, ref_rows, ours, errors, opts):
    """Prints one line (or block) per file; returns (valid Tally, invalid Tally, divergent files for --json)."""
    quiet, first = opts
    valid, invalid, divergent = Tally(), Tally(), []
    for path in paths:
        ref, mine = ref_rows.get(path, []), ours.get(path, [])
        bad = bool(errors.get(path))
        tally = invalid if bad else valid
        tally.files += 1
        tally.add(ref, mine)
        tag = "invalid Swift; " if bad else ""
        if ref == mine:
            tally.agree += 1
            if not quiet:
                print("OK   %s%s" % (display[path], " (invalid Swift)" if bad else ""))
            continue
        found, total = divergences(ref, mine, first)
        line = (found[0][1] or found[0][2]).split(":", 1)[0]
        print("DIFF %s:%s (%soutline line %d; %d divergence%s)"
              % (display[path], line, tag, found[0][0] + 1, total, "" if total == 1 else "s"))
        for n, (i, r, o) in enumerate(found):
            if n:
                print("     outline line %d:" % (i + 1))
            print("       reference: %s\n       duolint:   %s" % (show(r), show(o)))
        divergent.append({"file": display[path], "invalid": bad, "divergences": total,
                          "first": {"outline_line": found[0][0] + 1,
                                    "reference": found[0][1], "duolint": found[0][2]}})
    return valid, invalid, divergent


def report(label, valid, invalid, kinds, table=True):
    """Prints a set's summary lines (the invalid-Swift line only when it has such files) and its kind table."""
    print(summary_line(label, valid))
    if invalid.files:
        print(summary_line(label + ", invalid Swift", invalid))
    if table:
        print(kind_table(kinds, valid))


def corpus_apps(folder):
    """{app: [absolute paths]} of every .swift file under `folder`, an app per top-level folder (files
    directly in `folder` make the app "."). Symbolic links to folders are not followed."""
    apps = {}
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames.sort()
        for name in filenames:
            full = os.path.join(dirpath, name)
            if name.endswith(".swift") and os.path.isfile(full):
                rel = os.path.relpath(full, folder)
                app = rel.split(os.sep, 1)[0] if os.sep in rel else "."
                apps.setdefault(app, []).append(full)
    return {a: sorted(p) for a, p in sorted(apps.items())}


def duolint_binary():
    """DUOLINT_BIN, or the debug product built with `$SWIFT build`, as scripts/fidelity.py finds it."""
    return fidelity.duolint_binary("parse-fidelity")


def main():
    """Runs the sets and returns the exit status (see the module's description)."""
    argv = sys.argv[1:]
    if any(a in ("-h", "--help") for a in argv):
        print(__doc__.strip())
        return 0
    try:
        quiet, kinds, first, json_path = parse_args(argv)
    except Usage as e:
        print("parse-fidelity: %s\n\n%s" % (e, __doc__.strip()), file=sys.stderr)
        return 2
    strict = os.environ.get("PARSE_STRICT") == "1"
    corpus_dir = os.environ.get("PARSE_CORPUS")
    if corpus_dir and not os.path.isdir(corpus_dir):
        fail("PARSE_CORPUS=%s is not a folder" % corpus_dir)
    tool = os.environ.get("SWIFT_OUTLINE") or os.path.normpath(os.path.join(ROOT, "..", "shared", "tools", "swift-outline"))
    if not os.access(tool, os.X_OK):
        print("parse-fidelity: skipped: the reference %s is absent (it lives in shared/ beside the repository; "
              "SWIFT_OUTLINE=PATH names another)" % tool)
        return 0
    ref = Reference(tool)
    why = ref.probe()
    if why is not None:
        print("parse-fidelity: skipped: the reference parser is unavailable (swift-outline exited 3): %s" % why)
        return 0
    binary = duolint_binary()
    opts = (quiet, first)
    started = time.monotonic()
    work = tempfile.mkdtemp(prefix="duolint-parse-fidelity.")
    results, failed, differs = [], False, False
    try:
        generated = fidelity.generated_corpus(work)
        sets = [("generated corpus", generated, {p: "corpus/" + os.path.basename(p) for p in generated}),
                ("repository", repo_swift_files(), None)]
        for label, paths, display in sets:
            print("== %s: %d files" % (label, len(paths)), flush=True)
            ref_rows, ours, errors = outlines(ref, binary, kinds, paths)
            valid, invalid, divergent = compare(label, paths, display or {p: p for p in paths}, ref_rows, ours, errors, opts)
            report(label, valid, invalid, kinds)
            failed |= valid.agree != valid.files or invalid.agree != invalid.files
            differs |= bool(divergent)
            results.append({"set": label, "valid": tally_json(valid, kinds), "invalid": tally_json(invalid, kinds), "divergent": divergent})
        if corpus_dir:
            apps = corpus_apps(corpus_dir)
            total_valid, total_invalid = Tally(), Tally()
            base = os.path.abspath(corpus_dir)
            print("== corpus %s: %d apps, %d files" % (corpus_dir, len(apps), sum(len(p) for p in apps.values())), flush=True)
            for app, paths in apps.items():
                print("== app %s: %d files" % (app, len(paths)), flush=True)
                ref_rows, ours, errors = outlines(ref, binary, kinds, paths)
                display = {p: os.path.relpath(p, base) for p in paths}
                valid, invalid, divergent = compare("app " + app, paths, display, ref_rows, ours, errors, opts)
                report("app " + app, valid, invalid, kinds, table=False)
                total_valid.merge(valid)
                total_invalid.merge(invalid)
                failed |= strict and (valid.agree != valid.files or invalid.agree != invalid.files)
                differs |= bool(divergent)
                results.append({"set": "app " + app, "app": app, "valid": tally_json(valid, kinds),
                                "invalid": tally_json(invalid, kinds), "divergent": divergent})
            print("== corpus total")
            report("corpus", total_valid, total_invalid, kinds)
            results.append({"set": "corpus", "valid": tally_json(total_valid, kinds), "invalid": tally_json(total_invalid, kinds)})
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("parse-fidelity: reference parsed %d files, %d from the cache (%.1f s of reference runs); %.1f s in all"
          % (ref.parsed, ref.cached, ref.seconds, time.monotonic() - started), file=sys.stderr)
    status = 1 if failed else 0
    if json_path:
        summary = {"kinds": kinds, "reference": tool, "duolint": binary, "corpus": corpus_dir, "strict": strict,
                   "exit": status, "sets": results}
        try:
            with open(json_path, "w") as f:
                json.dump(summary, f, indent=1, sort_keys=True)
                f.write("\n")
        except OSError as e:
            fail("cannot write %s: %s" % (json_path, e))
    if failed:
        verdict = "divergences found"
    elif differs:
        verdict = ("the valid files of the generated corpus and the repository agree; the divergences above "
                   "(invalid Swift or PARSE_CORPUS) fail only with PARSE_STRICT=1")
    else:
        verdict = "all files agree"
    print("parse-fidelity: " + verdict)
    return status


if __name__ == "__main__":
    sys.exit(main())
