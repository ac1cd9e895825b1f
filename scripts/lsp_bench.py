#!/usr/bin/env python3
"""Language-server benchmark: drives `duolint lsp` through pipes as an editor does and times it.

    scripts/lsp_bench.py --bin .build/release/duolint      (or: make bench-lsp)

Three scenarios, on inputs generated into a temporary folder with fixed seeds
(the Swift text comes from scripts/gen_corpus.py's generator: SwiftUI views
with toolbars, `UIScreen.main`, idiom checks, size classes and the rules'
near misses):

  a. a 2,000-line SwiftUI file (with findings) is opened, then changed RUNS
     times (default 20) by one line each, alternately a new line
     `let probeN = /* 📐 */ UIScreen.main.bounds.width` at the top of a
     function and an edit inside that line after the emoji (UTF-16 range);
     after each change the time until the `publishDiagnostics` of the new
     version arrives. Once with `debounceMilliseconds: 0`, once with the
     default (50), so the debounce's share shows.
  b. a 5,000-file git work tree (one project): the server is started with it
     as `rootUri`, the time from `initialized` to the indexing's `$/progress`
     `end` is printed, then one file gets RUNS one-line changes as in (a);
     then two more files are opened, a helper (`static var isPad: Bool`
     testing the idiom) and a view controller whose layout uses it, and the
     helper is renamed back and forth RUNS times (one-line edit): the time
     until the dependent's diagnostics are published again (its finding
     comes and goes). Both debounces too.
  c. a 10,000-edit replay (default debounce): a 2,000-line file is opened and
     typed into (new lines, characters one at a time, typos and backspaces,
     whole lines deleted) in bursts, some with no pause between edits, some
     with 1 ms, a few followed by a 100 ms pause; the server's VmRSS and VmHWM
     (/proc/PID/status) are read after the open and after 1,000, 5,000 and
     10,000 edits (each once the publish of that version arrived). Fails when
     VmRSS after 10,000 edits is more than 20% above VmRSS after 1,000.

After each part the last published diagnostics of each changed document are
compared with the command line on the same final text (the set of rule,
line, UTF-16 column, and of input errors): `duolint --reporter json
--stdin-path` for (a) and (c); for (b) the open documents are saved and
`duolint --reporter json FILE` is run in the work tree, since standard input
gets no project model.

Environment: LSP_BENCH_TRACE=1 prints every message read, with its time, on
standard error; LSP_BENCH_WRAP="perf record -g -o FILE --" (or valgrind
--tool=callgrind --) runs the server under a profiler (the memory and CPU
figures are then the wrapper's).

Latencies are from just before the `didChange` is written to the moment its
`publishDiagnostics` has been read (both on this process's monotonic clock).
Nothing is asserted about a time: the numbers are printed.

Exit status: 0 when everything ran and the checks held; 1 on a protocol error
(a JSON-RPC error response, a bad frame, an error shown by the server, the
server exiting), a timeout, a mismatch with the command line, or the memory
check. Standard library only; Linux (/proc) for the memory figures.
"""
import argparse
import json
import math
import os
import queue
import random
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_corpus  # noqa: E402  (the corpus generator: same templates as `make bench`)

SEED = 20261202
TRACE = os.environ.get("LSP_BENCH_TRACE") == "1"  # every message read, with its time, on standard error
# A command the server runs under, for profiling: LSP_BENCH_WRAP="valgrind --tool=callgrind --" (the memory
# figures are then the wrapper's).
WRAP = shlex.split(os.environ.get("LSP_BENCH_WRAP", ""))


class BenchError(Exception):
    """A failure that ends the benchmark with exit status 1."""


# ----- text with LSP positions -------------------------------------------------------------

def u16(s):
    """Length of `s` in UTF-16 code units."""
    return len(s.encode("utf-16-le")) // 2


class Doc:
    """A document's text as lines (split on \\n), edited with LSP ranges in UTF-16 units."""

    def __init__(self, text):
        self.lines = text.split("\n")

    def index(self, line, character):
        s = self.lines[line]
        units = i = 0
        while units < character:
            units += 2 if ord(s[i]) > 0xFFFF else 1
            i += 1
        if units != character:
            raise BenchError(f"bench bug: UTF-16 position {line}:{character} is inside a character")
        return i

    def change(self, start, end, text):
        """Applies the replacement of start..end (each (line, utf16 character)) by `text`; returns the
        `contentChanges` entry saying so."""
        (sl, sc), (el, ec) = start, end
        a, b = self.index(sl, sc), self.index(el, ec)
        merged = self.lines[sl][:a] + text + self.lines[el][b:]
        self.lines[sl:el + 1] = merged.split("\n")
        return {"range": {"start": {"line": sl, "character": sc}, "end": {"line": el, "character": ec}},
                "text": text}

    def text(self):
        return "\n".join(self.lines)

    def function_lines(self):
        """Lines opening a function's body (`    ... func name(...) ... {`)."""
        return [i for i, s in enumerate(self.lines) if re.match(r"^    (?:private |fileprivate |override )*func .*\{$", s)]


# ----- the client ------------------------------------------------------------------------------

class Server:
    """One `duolint lsp` process and the client side of its pipes. A reader thread parses the frames and
    timestamps each message when it is complete; the server's requests are answered there too."""

    def __init__(self, binary, stderr_path, timeout):
        self.timeout = timeout
        self.stderr_path = stderr_path
        self.err = open(stderr_path, "wb")
        try:
            self.proc = subprocess.Popen(WRAP + [binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         stderr=self.err, bufsize=0)
        except OSError as e:
            raise BenchError(f"cannot start {binary} lsp: {e}")
        self.pid = self.proc.pid
        self.inbox = queue.Queue()
        self.failure = None
        self.write_lock = threading.Lock()
        self.next_id = 1
        self.published = {}  # uri -> (time, params) of the last publishDiagnostics read
        self.progress_ended = []  # (time, value) of each $/progress end
        threading.Thread(target=self._read, daemon=True).start()

    # -- wire

    def _write(self, message):
        message = dict(message)
        message["jsonrpc"] = "2.0"
        body = json.dumps(message, ensure_ascii=False).encode("utf-8")
        data = b"Content-Length: %d\r\n\r\n" % len(body) + body
        with self.write_lock:
            try:
                view = memoryview(data)
                while view:
                    n = os.write(self.proc.stdin.fileno(), view)
                    view = view[n:]
            except OSError as e:
                raise BenchError(f"writing to the server failed ({e}); it exited with {self.proc.poll()}")

    def _fail(self, problem):
        if self.failure is None:
            self.failure = problem
        self.inbox.put(None)

    def _read(self):
        fd = self.proc.stdout.fileno()
        buf = b""
        while True:
            end = buf.find(b"\r\n\r\n")
            while end < 0:
                chunk = os.read(fd, 1 << 16)
                if not chunk:
                    if buf.strip():
                        self._fail("the server's output ended inside a message")
                    self.inbox.put(None)
                    return
                buf += chunk
                end = buf.find(b"\r\n\r\n")
            length = None
            for line in buf[:end].split(b"\r\n"):
                name, _, value = line.partition(b":")
                if name.strip().lower() == b"content-length":
                    try:
                        length = int(value.strip())
                    except ValueError:
                        pass
            if length is None:
                return self._fail(f"protocol error: a header without a valid Content-Length: {buf[:end]!r}")
            buf = buf[end + 4:]
            while len(buf) < length:
                chunk = os.read(fd, max(1 << 16, length - len(buf)))
                if not chunk:
                    return self._fail("the server's output ended inside a message body")
                buf += chunk
            body, buf = buf[:length], buf[length:]
            t = time.perf_counter()
            try:
                message = json.loads(body)
            except ValueError as e:
                return self._fail(f"protocol error: a body that is not JSON ({e}): {body[:200]!r}")
            if not isinstance(message, dict) or message.get("jsonrpc") != "2.0":
                return self._fail(f"protocol error: not a JSON-RPC 2.0 message: {body[:200]!r}")
            method = message.get("method")
            if method is not None and "id" in message:
                # A request of the server's: answered as an editor would (progress tokens, watcher registration).
                if method in ("window/workDoneProgress/create", "client/registerCapability"):
                    self._write({"id": message["id"], "result": None})
                else:
                    self._write({"id": message["id"], "error": {"code": -32601, "message": f"unknown method {method}"}})
            if method in ("window/showMessage", "window/logMessage") and (message.get("params") or {}).get("type") == 1:
                return self._fail(f"the server reported an error ({method}): {message['params'].get('message')}")
            if "id" in message and method is None and "error" in message:
                return self._fail(f"protocol error: request {message['id']} answered with an error: {message['error']}")
            self.inbox.put((t, message))

    # -- reading

    def take(self, deadline, what):
        """The next message (time, message), or BenchError at `deadline` or on a failure."""
        while True:
            if self.failure:
                raise BenchError(self.failure)
            left = deadline - time.perf_counter()
            if left <= 0:
                raise BenchError(f"timeout: no {what} within {self.timeout:g} s")
            try:
                item = self.inbox.get(timeout=left)
            except queue.Empty:
                continue
            if item is None:
                if self.failure:
                    raise BenchError(self.failure)
                raise BenchError(f"the server exited (status {self.proc.wait()}) while waiting for {what}; "
                                 f"its standard error: {self.stderr_tail()}")
            t, m = item
            if TRACE:
                p = m.get("params") or {}
                print(f"lsp-bench: trace {t * 1000:.1f} ms {m.get('method') or 'response ' + str(m.get('id'))} "
                      f"{os.path.basename(p.get('uri', '')) if isinstance(p, dict) else ''} v{p.get('version') if isinstance(p, dict) else ''} "
                      f"{len(p['diagnostics']) if isinstance(p, dict) and 'diagnostics' in p else ''}", file=sys.stderr)
            if m.get("method") == "textDocument/publishDiagnostics":
                self.published[m["params"]["uri"]] = (t, m["params"])
            elif m.get("method") == "$/progress" and (m.get("params") or {}).get("value", {}).get("kind") == "end":
                self.progress_ended.append((t, m["params"]["value"]))
            return t, m

    def wait(self, predicate, what, timeout=None):
        deadline = time.perf_counter() + (timeout or self.timeout)
        while True:
            t, m = self.take(deadline, what)
            if predicate(m):
                return t, m

    def wait_publish(self, uri, version=None, what=None, timeout=None):
        """Waits for a publishDiagnostics of `uri` (at `version` when given); returns (time, params)."""
        def match(m):
            if m.get("method") != "textDocument/publishDiagnostics":
                return False
            p = m["params"]
            return p["uri"] == uri and (version is None or p.get("version") == version)
        t, m = self.wait(match, what or f"publishDiagnostics of {os.path.basename(uri)} version {version}", timeout)
        return t, m["params"]

    def settle(self, seconds):
        """Reads whatever comes for `seconds` (stale publishes, progress), then returns."""
        deadline = time.perf_counter() + seconds
        while True:
            try:
                self.take(deadline, "anything")
            except BenchError as e:
                if str(e).startswith("timeout"):
                    return
                raise

    # -- sending

    def request(self, method, params, what=None):
        rid = self.next_id
        self.next_id += 1
        self._write({"id": rid, "method": method, "params": params})
        _, m = self.wait(lambda m: m.get("id") == rid and "method" not in m, what or f"answer to {method}")
        return m.get("result")

    def notify(self, method, params):
        t = time.perf_counter()
        self._write({"method": method, "params": params})
        return t

    # -- lifecycle

    def initialize(self, root, debounce_ms):
        params = {
            "processId": os.getpid(),
            "rootUri": uri_of(root),
            "workspaceFolders": [{"uri": uri_of(root), "name": os.path.basename(root)}],
            "capabilities": {
                "window": {"workDoneProgress": True},
                "textDocument": {"synchronization": {"didSave": True}, "publishDiagnostics": {"versionSupport": True}},
                "workspace": {"workspaceFolders": True},
            },
        }
        if debounce_ms is not None:
            params["initializationOptions"] = {"debounceMilliseconds": debounce_ms}
        result = self.request("initialize", params)
        sync = (result or {}).get("capabilities", {}).get("textDocumentSync", {})
        if not isinstance(sync, dict) or sync.get("change") != 2:
            raise BenchError(f"the server does not offer incremental sync: textDocumentSync = {sync}")
        if result["capabilities"].get("positionEncoding", "utf-16") != "utf-16":
            raise BenchError(f"the server chose {result['capabilities']['positionEncoding']} though only UTF-16 was offered")
        return self.notify("initialized", {})

    def wait_indexed(self, timeout):
        if self.progress_ended:
            return self.progress_ended[0]
        return self.wait(lambda m: m.get("method") == "$/progress" and m["params"]["value"].get("kind") == "end",
                         "indexing $/progress end", timeout)[0], self.progress_ended[-1][1]

    def open(self, path, text, version=1):
        uri = uri_of(path)
        t0 = self.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": version, "text": text}})
        t1, params = self.wait_publish(uri, version)
        # A lint the end of indexing scheduled for the open documents can still come (it races a didOpen sent
        # on `$/progress` end, and would publish the next change's text without its debounce): let it pass.
        self.settle(0.25)
        return uri, t1 - t0, params

    def change(self, uri, version, changes):
        return self.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": changes})

    def memory(self):
        """(VmRSS, VmHWM) of the server in KiB."""
        try:
            with open(f"/proc/{self.pid}/status") as f:
                status = f.read()
        except OSError as e:
            raise BenchError(f"cannot read /proc/{self.pid}/status ({e}): the memory figures need Linux")
        get = lambda key: int(re.search(rf"^{key}:\s+(\d+) kB", status, re.M).group(1))
        return get("VmRSS"), get("VmHWM")

    def cpu_seconds(self):
        """User plus system CPU time the server has used so far (/proc/PID/stat), in seconds."""
        try:
            with open(f"/proc/{self.pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError as e:
            raise BenchError(f"cannot read /proc/{self.pid}/stat ({e})")
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def shutdown(self):
        self.request("shutdown", None)
        self.notify("exit", None)
        try:
            status = self.proc.wait(timeout=self.timeout)
        except subprocess.TimeoutExpired:
            raise BenchError("the server did not exit after shutdown and exit")
        self.err.close()
        if status != 0:
            raise BenchError(f"the server exited with status {status} after shutdown and exit")
        if self.failure:
            raise BenchError(self.failure)

    def kill(self):
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        self.err.close()

    def stderr_tail(self):
        try:
            with open(self.stderr_path, "rb") as f:
                return f.read()[-2000:].decode("utf-8", "replace").strip() or "(empty)"
        except OSError:
            return "(unreadable)"


def uri_of(path):
    return "file://" + "/".join(part.replace("%", "%25").replace(" ", "%20") for part in path.split("/"))


# ----- inputs ----------------------------------------------------------------------------------

def swiftui_file(name, lines, seed):
    """A SwiftUI view file from gen_corpus's templates of at most `lines` lines (as close as the templates
    come: the largest budget whose file fits)."""
    for budget in range(lines, 0, -1):
        gen = gen_corpus.Gen(random.Random(seed))
        gen.start_file()
        out = gen.swiftui_file(name, budget)
        if len(out) <= lines:
            return "\n".join(out) + "\n"
    raise BenchError(f"bench bug: no budget gives a file of {lines} lines")


HELPER = """import UIKit

/// The device tests the app's layout code asks.
enum BenchDevice {
    static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
}
"""

DEPENDENT = """import UIKit

/// A grid whose column count comes from BenchDevice.
final class BenchGridController: UIViewController {
    private let grid = GridLayout()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if BenchDevice.isPad { grid.columnCount = 4 }
    }
}
"""


def probe_change(doc, k, rng):
    """Change k of the one-line series: even k inserts a probe line after a function's first line, odd k
    edits the probe line k-1 inserted (after its emoji: a UTF-16 range)."""
    if k % 2 == 0:
        funcs = doc.function_lines()
        if not funcs:
            raise BenchError("bench bug: the generated file has no function to change")
        f = rng.choice(funcs)
        doc.probe_line = f + 1
        return doc.change((f + 1, 0), (f + 1, 0), f"        let probe{k} = /* 📐 */ UIScreen.main.bounds.width\n")
    line = doc.lines[doc.probe_line]
    at = line.index("UIScreen.main.bounds")
    start = u16(line[:at])
    return doc.change((doc.probe_line, start), (doc.probe_line, start + u16("UIScreen.main.bounds")), "containerSize")


def one_line_changes(server, uri, doc, version, runs, seed):
    """RUNS one-line changes, each waited for; returns (latencies in ms, last version, last params)."""
    rng = random.Random(seed)
    out, params = [], None
    for k in range(runs):
        change = probe_change(doc, k, rng)
        version += 1
        t0 = server.change(uri, version, [change])
        if TRACE:
            print(f"lsp-bench: trace {t0 * 1000:.1f} ms sent didChange v{version}", file=sys.stderr)
        t1, params = server.wait_publish(uri, version)
        out.append((t1 - t0) * 1000)
    return out, version, params


SNIPPETS = [
    "let width = UIScreen.main.bounds.width",
    "if UIDevice.current.userInterfaceIdiom == .pad { columns = 4 }",
    "columns = horizontalSizeClass == .regular ? 4 : 2",
    "// größe: 📐 measure the window, not the device",
    "let inset = proxy.safeAreaInsets.leading * 2",
    "items.append(\"\\(name) \\(items.count)\")",
    "let scale = traitCollection.displayScale",
]


def typing(doc, rng):
    """Endless typing into `doc`: yields each edit's contentChanges entry (already applied to `doc`) and
    the pause to take after it (0, 0.001 or, at a burst's end sometimes, 0.1 s)."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    while True:
        pause = rng.choice([0.0, 0.001])
        edits = []
        funcs = doc.function_lines()
        f = rng.choice(funcs)
        # Enter at the end of the function's first line, then the snippet one character at a time.
        edits.append(((f, u16(doc.lines[f])), (f, u16(doc.lines[f])), "\n        "))
        for ch in rng.choice(SNIPPETS):
            if rng.random() < 0.06:
                edits.append(("type", rng.choice(letters)))
                edits.append(("backspace",))
            edits.append(("type", ch))
        if rng.random() < 0.3:
            for _ in range(rng.randint(1, 6)):
                edits.append(("backspace",))
        delete_line = rng.random() < 0.5
        line, col = f + 1, None
        for i, e in enumerate(edits):
            if e[0] == "type":
                change = doc.change((line, col), (line, col), e[1])
                col += u16(e[1])
            elif e[0] == "backspace":
                before = doc.lines[line][:doc.index(line, col)]
                if len(before) <= 8:
                    continue
                width = u16(before[-1])
                change = doc.change((line, col - width), (line, col), "")
                col -= width
            else:
                change = doc.change(e[0], e[1], e[2])
                col = 8
            last = i == len(edits) - 1 and not delete_line
            yield change, (0.1 if last and rng.random() < 0.2 else pause)
        if delete_line:
            # The whole typed line selected and deleted in one edit.
            yield doc.change((f, u16(doc.lines[f])), (f + 1, u16(doc.lines[f + 1])), ""), (0.1 if rng.random() < 0.2 else pause)


# ----- checks ----------------------------------------------------------------------------------

def lsp_findings(params):
    """Findings as (rule, line, UTF-16 column), 1-based; input errors (no code) as ("input error", line, message)."""
    out = set()
    for d in params["diagnostics"]:
        if "code" in d:
            out.add((d["code"], d["range"]["start"]["line"] + 1, d["range"]["start"]["character"] + 1))
        else:
            out.add(("input error", d["range"]["start"]["line"] + 1, d["message"]))
    return out


def input_errors(stderr, path):
    """The input errors `duolint` printed on standard error for `path` (`PATH:LINE:COL: error: MESSAGE`)."""
    out = set()
    for line in stderr.decode("utf-8", "replace").splitlines():
        m = re.match(re.escape(path) + r":(\d+):\d+: error: (.*)$", line)
        if m:
            out.add(("input error", int(m.group(1)), m.group(2)))
    return out


def cli_findings(binary, path, text):
    r = subprocess.run([binary, "--reporter", "json", "--quiet", "--stdin-path", path], input=text.encode("utf-8"),
                       capture_output=True, cwd=os.path.dirname(path))
    errors = input_errors(r.stderr, path)
    # 2 with input errors (an unterminated string left by the typing) and the findings still reported.
    if r.returncode > 2 or (r.returncode == 2 and not errors):
        raise BenchError(f"duolint --stdin-path {path} exited with {r.returncode}: {r.stderr.decode(errors='replace')[-500:]}")
    report = json.loads(r.stdout)
    return {(f["ruleId"], f["line"], f["utf16Column"]) for f in report} | errors


def cli_project_findings(binary, root, path):
    """The findings of `path` (on disk) when linted by itself in the work tree at `root`: with the project
    model of the rest of the project read from disk (`--stdin-path` has only the file linted in its model)."""
    rel = os.path.relpath(path, root)
    r = subprocess.run([binary, "--reporter", "json", "--quiet", rel], capture_output=True, cwd=root)
    errors = input_errors(r.stderr, rel)
    if r.returncode > 2 or (r.returncode == 2 and not errors):
        raise BenchError(f"duolint {rel} exited with {r.returncode}: {r.stderr.decode(errors='replace')[-500:]}")
    return {(f["ruleId"], f["line"], f["utf16Column"]) for f in json.loads(r.stdout) if f["path"] == rel} | errors


def check_final(binary, path, text, params, label, root=None):
    """The last publish of `path` against the command line on the same text; returns the number of findings.
    Without `root`, `duolint --stdin-path` on the text; with it, the text is saved over the file and
    `duolint FILE` run in the work tree (the project model; every open document must be saved first)."""
    lsp = lsp_findings(params)
    if root is None:
        cli, how = cli_findings(binary, path, text), "duolint --stdin-path"
    else:
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        cli, how = cli_project_findings(binary, root, path), "duolint FILE in the work tree"
    if lsp != cli:
        only_lsp, only_cli = sorted(lsp - cli)[:5], sorted(cli - lsp)[:5]
        raise BenchError(f"{label}: the published diagnostics of {os.path.basename(path)} differ from {how} "
                         f"on the same text ({len(lsp)} against {len(cli)}; only published: {only_lsp}; only on the command line: {only_cli})")
    return sum(1 for f in cli if f[0] != "input error"), sum(1 for f in cli if f[0] == "input error")


# ----- scenarios -------------------------------------------------------------------------------

def stats(ms):
    s = sorted(ms)
    return {"median": statistics.median(s), "p90": s[max(0, math.ceil(0.9 * len(s)) - 1)], "min": s[0], "max": s[-1], "n": len(s)}


class Bench:
    def __init__(self, args, work):
        self.args = args
        self.bin = args.bin
        self.work = work
        self.rows = []  # (label, stats)
        self.notes = []
        self.checks = []
        self.servers = 0

    def start(self, root, debounce_ms):
        self.servers += 1
        server = Server(self.bin, os.path.join(self.work, f"server{self.servers}.stderr"), self.args.timeout)
        self.live = server
        return server

    def note(self, text):
        print(f"lsp-bench: {text}", file=sys.stderr, flush=True)

    # a. one 2,000-line file
    def open_generated(self, folder_name, view, seed, debounce_ms):
        """A generated view `view` (seed `seed`) alone in a new folder, a server indexed there, the file opened:
        (server, path, text, what `Server.open` returned)."""
        folder = os.path.join(self.work, folder_name)
        os.makedirs(folder)
        path = os.path.join(folder, view + ".swift")
        text = swiftui_file(view, self.args.lines, seed)
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        server = self.start(folder, debounce_ms)
        server.initialize(folder, debounce_ms)
        server.wait_indexed(self.args.timeout)
        return server, path, text, server.open(path, text)

    def big_file(self, debounce_ms):
        server, path, text, (uri, first, params) = self.open_generated(f"single-{debounce_ms}", "BenchDetailView", SEED, debounce_ms)
        n0 = len(params["diagnostics"])
        doc = Doc(text)
        ms, _, params = one_line_changes(server, uri, doc, 1, self.args.runs, SEED + 1)
        n, _ = check_final(self.bin, path, doc.text(), params, "2,000-line file")
        server.shutdown()
        lines = len(text.splitlines())
        d = "default 50" if debounce_ms is None else str(debounce_ms)
        self.rows.append((f"{lines:,}-line file, debounce {d} ms", stats(ms)))
        self.notes.append(f"{lines:,}-line file (debounce {d} ms): didOpen -> first publish {first * 1000:.1f} ms, "
                          f"{n0} diagnostics; after the changes {n} findings, equal to duolint --stdin-path")

    # b. a 5,000-file workspace
    def make_workspace(self):
        root = os.path.join(self.work, "workspace")
        src = os.path.join(root, "Sources")
        nfiles = self.args.files - 2
        r = subprocess.run([sys.executable, os.path.join(HERE, "gen_corpus.py"), "--out", os.path.join(src, "App"),
                            "--files", str(nfiles), "--lines", str(nfiles * 125), "--seed", str(SEED)],
                           capture_output=True, text=True)
        if r.returncode != 0:
            raise BenchError(f"gen_corpus.py failed: {r.stderr.strip()}")
        shared = os.path.join(src, "Shared")
        os.makedirs(shared)
        for name, text in (("BenchDevice.swift", HELPER), ("BenchGridController.swift", DEPENDENT)):
            with open(os.path.join(shared, name), "w", encoding="utf-8", newline="\n") as f:
                f.write(text)
        r = subprocess.run(["git", "init", "-q", root], capture_output=True, text=True)
        if r.returncode != 0:
            raise BenchError(f"git init failed: {r.stderr.strip()}")
        files = sorted(os.path.join(d, f) for d, _, fs in os.walk(src) for f in fs if f.endswith(".swift"))
        lines = 0
        for p in files:
            with open(p, "rb") as f:
                lines += f.read().count(b"\n")
        self.workspace = (root, files, lines)
        return self.workspace

    def workspace_run(self, debounce_ms):
        root, files, total_lines = self.workspace
        server = self.start(root, debounce_ms)
        t_init = server.initialize(root, debounce_ms)
        t_end, value = server.wait_indexed(self.args.index_timeout)
        index_s = t_end - t_init
        d = "default 50" if debounce_ms is None else str(debounce_ms)
        # One generated file with functions to change (the first such in the middle of the list).
        target = None
        for p in files[len(files) // 2:] + files:
            with open(p, encoding="utf-8") as f:
                text = f.read()
            if Doc(text).function_lines():
                target = p
                break
        uri, first, _ = server.open(target, text)
        doc = Doc(text)
        ms, _, params = one_line_changes(server, uri, doc, 1, self.args.runs, SEED + 2)
        self.rows.append((f"{len(files):,}-file workspace, one file, debounce {d} ms", stats(ms)))

        # Cross-file: the helper renamed back and forth; the dependent's finding comes and goes.
        helper = os.path.join(root, "Sources", "Shared", "BenchDevice.swift")
        dependent = os.path.join(root, "Sources", "Shared", "BenchGridController.swift")
        helper_uri, _, _ = server.open(helper, HELPER)
        dep_uri, _, dep_params = server.open(dependent, DEPENDENT)
        server.settle(0.3)  # the relints the second open causes
        base = len(server.published[dep_uri][1]["diagnostics"])
        hdoc = Doc(HELPER)
        hline = next(i for i, s in enumerate(hdoc.lines) if "static var isPad" in s)
        cross, own, counts = [], [], []
        version = 1
        for k in range(self.args.runs):
            line = hdoc.lines[hline]
            at = u16(line[:line.index("isPad")])
            if k % 2 == 0:
                change = hdoc.change((hline, at), (hline, at + u16("isPad")), "isPadLegacy")
            else:
                change = hdoc.change((hline, at), (hline, at + u16("isPadLegacy")), "isPad")
            version += 1
            t0 = server.change(helper_uri, version, [change])
            got_helper = got_dep = None
            deadline = time.perf_counter() + self.args.timeout
            while got_helper is None or got_dep is None:
                t, m = server.take(deadline, "the dependent's publishDiagnostics after the helper changed")
                if m.get("method") != "textDocument/publishDiagnostics":
                    continue
                p = m["params"]
                if p["uri"] == helper_uri and p.get("version") == version:
                    got_helper = t
                elif p["uri"] == dep_uri and got_helper is not None:
                    got_dep = t
                    counts.append(len(p["diagnostics"]))
            cross.append((got_dep - t0) * 1000)
            own.append((got_helper - t0) * 1000)
            server.settle(0.05)
        # With the helper renamed the use is of an undeclared `isPad` (a finding on the dependent); named back, none.
        expected = [base + 1 if k % 2 == 0 else base for k in range(self.args.runs)]
        if counts != expected:
            raise BenchError(f"cross-file: the dependent's diagnostic counts after each helper change were {counts}, expected {expected}")
        # The editor saves the three documents; each file's findings as `duolint FILE` reports them in the work tree.
        with open(target, "w", encoding="utf-8", newline="\n") as f:
            f.write(doc.text())
        with open(helper, "w", encoding="utf-8", newline="\n") as f:
            f.write(hdoc.text())
        nf, _ = check_final(self.bin, target, doc.text(), params, "5,000-file workspace", root)
        check_final(self.bin, dependent, DEPENDENT, server.published[dep_uri][1], "cross-file (dependent)", root)
        check_final(self.bin, helper, hdoc.text(), server.published[helper_uri][1], "cross-file (helper)", root)
        # Back to the generated text for the next run.
        for p, t in ((target, text), (helper, HELPER)):
            with open(p, "w", encoding="utf-8", newline="\n") as f:
                f.write(t)
        rss, hwm = server.memory()
        server.shutdown()
        self.rows.append((f"  helper's own publish, debounce {d} ms", stats(own)))
        self.rows.append((f"  helper change -> dependent republished, debounce {d} ms", stats(cross)))
        self.notes.append(f"workspace (debounce {d} ms): {len(files):,} files, {total_lines:,} lines, git work tree; "
                          f"indexed {index_s:.2f} s from initialized to $/progress end (server: {value.get('message')}); "
                          f"didOpen -> publish {first * 1000:.1f} ms; VmRSS {rss / 1024:.1f} MiB, VmHWM {hwm / 1024:.1f} MiB at the end; "
                          f"final findings of the three open documents equal to `duolint FILE` in the work tree ({nf} in the changed file)")

    # c. the 10,000-edit replay
    def replay(self):
        server, path, text, (uri, _, _) = self.open_generated("replay", "BenchTypingView", SEED + 3, None)
        memory = [("after open", *server.memory())]
        doc = Doc(text)
        edits = typing(doc, random.Random(SEED + 4))
        version, total = 1, self.args.edits
        marks = sorted({m for m in (1000, 5000, total) if m <= total})
        t_start = time.perf_counter()
        cpu_start = server.cpu_seconds()
        last_send = None
        for i in range(1, total + 1):
            change, pause = next(edits)
            version += 1
            last_send = server.change(uri, version, [change])
            if i in marks:
                t1, params = server.wait_publish(uri, version, timeout=self.args.timeout)
                if i == total:
                    final_latency = (t1 - last_send) * 1000
                memory.append((f"after {i:,} edits", *server.memory()))
            elif pause:
                time.sleep(pause)
            # Drain what arrived meanwhile (publishes of versions already superseded) without waiting.
            while not server.inbox.empty():
                server.take(time.perf_counter() + 1, "anything")
        elapsed = time.perf_counter() - t_start
        cpu = server.cpu_seconds() - cpu_start
        n, nerr = check_final(self.bin, path, doc.text(), params, "10,000-edit replay")
        server.shutdown()
        by = {label: rss for label, rss, _ in memory}
        base_label, end_label = "after 1,000 edits", f"after {total:,} edits"
        ratio = by[end_label] / by[base_label] if base_label in by else None
        self.memory = memory
        self.replay_info = (total, elapsed, final_latency, f"{n} findings and {nerr} input errors", len(doc.lines), ratio, cpu)
        if ratio is not None and ratio > 1.2:
            self.checks.append(f"memory: VmRSS {end_label} is {(ratio - 1) * 100:.1f}% above VmRSS after 1,000 edits (limit 20%)")


def build_info(binary):
    try:
        version = subprocess.run([binary, "version"], capture_output=True, text=True, timeout=30).stdout.strip()
    except (OSError, subprocess.TimeoutExpired) as e:
        raise BenchError(f"cannot run {binary} version: {e}")
    commit = subprocess.run(["git", "-C", os.path.dirname(HERE), "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "-C", os.path.dirname(HERE), "status", "--porcelain", "--", "Sources"], capture_output=True, text=True).stdout.strip()
    kind = "release" if "/release/" in os.path.realpath(binary) else "build of unknown configuration"
    return f"duolint {version} ({kind}, {os.path.realpath(binary)}; source {commit or '?'}{' with changed Sources' if dirty else ''})"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bin", default=os.environ.get("DUOLINT_BIN", os.path.join(os.path.dirname(HERE), ".build", "release", "duolint")),
                    help="the duolint binary (default $DUOLINT_BIN, else .build/release/duolint)")
    ap.add_argument("--runs", type=int, default=20, help="one-line changes per series (default 20)")
    ap.add_argument("--lines", type=int, default=2000, help="lines of the single file (default 2000)")
    ap.add_argument("--files", type=int, default=5000, help="files of the workspace (default 5000)")
    ap.add_argument("--edits", type=int, default=10000, help="edits of the replay (default 10000)")
    ap.add_argument("--only", default="a,b,c", help="scenarios to run, comma separated (default a,b,c)")
    ap.add_argument("--timeout", type=float, default=60, help="seconds to wait for any one answer (default 60)")
    ap.add_argument("--index-timeout", type=float, default=600, help="seconds to wait for the workspace index (default 600)")
    ap.add_argument("--keep", action="store_true", help="keep the temporary folder")
    args = ap.parse_args()
    only = set(args.only.split(","))
    args.bin = os.path.abspath(args.bin)  # the command-line checks run in other folders
    if not only <= {"a", "b", "c"} or args.runs < 2 or args.files < 3 or args.edits < 1 or args.lines < 100:
        ap.error("--only takes a, b, c; --runs >= 2, --files >= 3, --lines >= 100, --edits >= 1")
    if not os.access(args.bin, os.X_OK):
        print(f"lsp-bench: error: {args.bin} is not an executable (build it: make build, or set DUOLINT_BIN)", file=sys.stderr)
        return 1
    work = tempfile.mkdtemp(prefix="duolint-lsp-bench-")
    bench = Bench(args, work)
    try:
        header = build_info(args.bin)
        cores = os.cpu_count()
        try:
            cores = len(os.sched_getaffinity(0))
        except AttributeError:
            pass
        machine = f"{os.uname().sysname} {os.uname().machine}, {cores} cores, load {os.getloadavg()[0]:.2f}, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}"
        if "a" in only:
            for d in (0, None):
                bench.note(f"a: {args.lines}-line file, debounce {d if d is not None else 'default'}")
                bench.big_file(d)
        if "b" in only:
            bench.note(f"b: generating {args.files} files")
            bench.make_workspace()
            for d in (0, None):
                bench.note(f"b: workspace, debounce {d if d is not None else 'default'}")
                bench.workspace_run(d)
        if "c" in only:
            bench.note(f"c: {args.edits}-edit replay")
            bench.replay()
    except BenchError as e:
        if getattr(bench, "live", None):
            bench.live.kill()
            print(f"lsp-bench: the server's standard error: {bench.live.stderr_tail()}", file=sys.stderr)
        print(f"lsp-bench: error: {e}", file=sys.stderr)
        return 1
    finally:
        if args.keep:
            print(f"lsp-bench: kept {work}", file=sys.stderr)
        else:
            shutil.rmtree(work, ignore_errors=True)

    print()
    print(f"duolint language server benchmark: {header}")
    print(f"machine: {machine}")
    if bench.rows:
        print()
        print(f"didChange -> publishDiagnostics of that version, ms ({args.runs} one-line changes each):")
        print(f"  {'':66} {'median':>7} {'p90':>7} {'min':>7} {'max':>7}")
        for label, s in bench.rows:
            print(f"  {label:66} {s['median']:7.1f} {s['p90']:7.1f} {s['min']:7.1f} {s['max']:7.1f}")
    for n in bench.notes:
        print(f"  {n}")
    if "c" in only:
        total, elapsed, final_latency, n, nlines, ratio, cpu = bench.replay_info
        print()
        print(f"replay: {total:,} incremental edits in {elapsed:.1f} s (bursts without pause and with 1 ms), "
              f"the server using {cpu:.2f} s of CPU ({cpu / total * 1e6:.0f} us an edit, lints included); "
              f"last edit -> its publish {final_latency:.1f} ms; final text {nlines:,} lines, {n}, equal to duolint --stdin-path")
        print(f"  {'server memory':22} {'VmRSS MiB':>9} {'VmHWM MiB':>9}")
        for label, rss, hwm in bench.memory:
            print(f"  {label:22} {rss / 1024:9.1f} {hwm / 1024:9.1f}")
        if ratio is not None:
            verdict = "PASS" if ratio <= 1.2 else "FAIL"
            print(f"  {verdict}  VmRSS after {total:,} edits / after 1,000 = {ratio:.3f} (limit 1.20)")
    if bench.checks:
        for c in bench.checks:
            print(f"lsp-bench: error: {c}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
