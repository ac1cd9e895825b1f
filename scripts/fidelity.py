#!/usr/bin/env python3
"""Differential test of duolint's lexer against the Swift toolchain's parser.

Lexes two sets of Swift files with `duolint tokens` and with the reference
`../shared/tools/swift-tokens` (SwiftSyntax's token stream) and compares the
two dumps line by line (`LINE:COLUMN  OFFSET  KIND  TEXT` per token):

  (a) the generated lexical corpus (`scripts/gen_lexical_corpus.py`, written
      into a temporary folder), which covers the whole lexical grammar;
  (b) every `.swift` file in the repository (Sources, Tests with Fixtures,
      Samples, Plugins, Package.swift), `.build` and hidden folders excepted.

For each file it prints `OK` or the first divergence (both lines side by
side, with the token's line number), then per set the share of files that
agree exactly and of tokens that agree. Exit status: 0 when every file agrees
(or when the reference is unavailable: swift-tokens exits 3, which is a
skip), 1 when any file disagrees, 2 on a usage or tool error.

Only one kind difference is accepted: a contextual keyword (CONTEXTUAL below)
that the reference's parser marks `keyword:X` where duolint, which has no
full parser, says `identifier`, or the other way round. Text, position and
every other kind must match exactly.

    scripts/fidelity.py            (or: make fidelity)

Environment: DUOLINT_BIN  the duolint binary (default: `$SWIFT build` the
                          debug product and use .build/debug/duolint),
             SWIFT        the toolchain driver (default: swift on PATH),
             SWIFT_TOKENS the reference tool (default ../shared/tools/swift-tokens).
"""

import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Contextual keywords: words that are keywords only in some positions, which
# the reference's parser tells apart (`get` in an accessor block, `some` before
# a type, `async` after a parameter list…) and a lexer cannot without parsing.
# duolint's lexer marks them `identifier` everywhere; a token with one of these
# texts may be `identifier` on one side and `keyword:<text>` on the other.
# Reserved words (`let`, `func`, `self`, `Any`…) are not in the set: they must
# agree exactly.
CONTEXTUAL = frozenset("""
    _borrowing _const _consuming _effects _forward _implements _linear _local
    _modify _move _mutating _read _spi _spi_available _specialize _underlyingVersion
    _version _compilerInitialized _documentation _dynamicReplacement _nonSendable
    _noMetadata _opaqueReturnTypeOf _originallyDefinedIn _alignment _backDeploy
    _cdecl _Class _NativeClass _PackageDescription _semantics _silgen_name
    _BridgeObject _Trivial _TrivialAtMost _TrivialStride _UnknownLayout
    _RefCountedObject _NativeRefCountedObject unsafeAddress unsafeMutableAddress
    accesses actor addressWithNativeOwner addressWithOwner any async await
    assignment associativity availability before borrow borrowing consume consuming
    convenience copy didSet discard distributed dynamic each exported file final
    get higherThan indirect infix init initializes isolated lazy left line
    linear lowerThan macro message metadata modify module mutableAddressWithNativeOwner
    mutableAddressWithOwner mutating noasync none nonisolated nonmutating objc
    obsoleted of open optional override package postfix precedence prefix
    read renamed required reasync right safe scoped sending set some sourceFile
    spi spiModule swift target then transpose unavailable unchecked unowned
    unsafe weak willSet witness_method wrt yield yielding mutate
    introduced deprecated kind compiler canImport targetEnvironment arch os
    Type Protocol dependsOn attached freestanding using
    """.split())


def fail(msg, code=2):
    print("fidelity: " + msg, file=sys.stderr)
    sys.exit(code)


def repo_swift_files():
    """Every .swift file of the repository, sorted, relative to ROOT."""
    found = []
    for dirpath, dirnames, filenames in os.walk(ROOT):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d not in ("DerivedData", "Pods", "Carthage"))
        for name in filenames:
            if name.endswith(".swift"):
                found.append(os.path.relpath(os.path.join(dirpath, name), ROOT))
    return sorted(found)


def printable(text):
    """The reference's TEXT escaped as `duolint tokens` escapes it beyond the reference's own `\\`, tab, CR and
    LF (PrintableText.escaped in Sources/DuoLintKit/Report/PrintableText.swift): other C0 controls, DEL, C1,
    U+2028/2029, bidirectional controls and U+FEFF as \\u{HEX}, and `[` after two or more `#` as \\u{5B}."""
    out, hashes = [], 0
    for ch in text:
        v = ord(ch)
        if ch == "[" and hashes >= 2:
            out.append("\\u{5B}")
        elif (v < 0x20 or v == 0x7F or 0x80 <= v <= 0x9F or v in (0x2028, 0x2029, 0xFEFF)
              or 0x202A <= v <= 0x202E or 0x2066 <= v <= 0x2069):
            out.append("\\u{%X}" % v)
        else:
            out.append(ch)
        hashes = hashes + 1 if ch == "#" else 0
    return "".join(out)


def parse_dump(data, reference=False):
    """Splits a dump into {path: [(line, col, offset, kind, text)]}; returns it and malformed lines."""
    streams, malformed = {}, []
    for raw in data.split(b"\n"):
        if not raw:
            continue
        fields = raw.decode("utf-8", "replace").split("\t", 4)
        if len(fields) != 5:
            malformed.append(raw)
            continue
        path, lc, offset, kind, text = fields
        if reference:
            text = printable(text)
        line, _, col = lc.partition(":")
        streams.setdefault(path, []).append((line, col, offset, kind, text))
    return streams, malformed


def run_reference(tool, paths):
    """The reference dump of `paths` (one invocation: the tool starts slowly), or None when unavailable."""
    proc = subprocess.run([tool] + paths, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if proc.returncode == 3:
        return None, proc.stderr.decode("utf-8", "replace").strip()
    if proc.returncode != 0:
        fail("%s exited %d: %s" % (tool, proc.returncode, proc.stderr.decode("utf-8", "replace").strip()))
    return proc.stdout, ""


def generated_corpus(work):
    """Writes the generated lexical corpus into WORK/corpus (scripts/gen_lexical_corpus.py); its .swift paths, sorted."""
    corpus = os.path.join(work, "corpus")
    gen = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "gen_lexical_corpus.py"), corpus],
                         stdout=subprocess.PIPE, text=True)
    if gen.returncode != 0:
        fail("gen_lexical_corpus.py exited %d" % gen.returncode)
    return sorted(os.path.join(corpus, f) for f in os.listdir(corpus) if f.endswith(".swift"))


def duolint_binary(label="fidelity"):
    """DUOLINT_BIN, or the debug product built with `$SWIFT build` (incremental: cheap after `make test`);
    `label` starts the progress line (scripts/parse_fidelity.py passes its own)."""
    explicit = os.environ.get("DUOLINT_BIN")
    if explicit:
        if not os.access(explicit, os.X_OK):
            fail("DUOLINT_BIN=%s is not an executable file" % explicit)
        return explicit
    swift = os.environ.get("SWIFT") or shutil.which("swift") or "/opt/swift/usr/bin/swift"
    print("%s: building duolint (%s build --product duolint)" % (label, swift), file=sys.stderr, flush=True)
    build = subprocess.run([swift, "build", "--product", "duolint"], cwd=ROOT, stdout=sys.stderr)
    if build.returncode != 0:
        fail("swift build failed (exit %d)" % build.returncode)
    path = subprocess.run([swift, "build", "--show-bin-path"], cwd=ROOT, stdout=subprocess.PIPE,
                          stderr=subprocess.DEVNULL, text=True).stdout.strip()
    return os.path.join(path, "duolint")


def run_duolint(binary, paths):
    dumps = b""
    for i in range(0, len(paths), 200):
        proc = subprocess.run([binary, "tokens"] + paths[i:i + 200], cwd=ROOT, stdout=subprocess.PIPE)
        if proc.returncode != 0:
            fail("duolint tokens exited %d" % proc.returncode)
        dumps += proc.stdout
    return dumps


def same(ref, ours):
    """True when two rows agree: everything equal, or only a contextual keyword's kind differs."""
    if ref == ours:
        return True
    if ref[:3] != ours[:3] or ref[4] != ours[4]:
        return False
    kinds = {ref[3], ours[3]}
    text = ref[4]
    return text in CONTEXTUAL and kinds == {"identifier", "keyword:" + text}


def show(row):
    return "<end of stream>" if row is None else "%s:%s  %s  %s  %s" % row


def compare(label, paths, display, ref_streams, our_streams):
    """Prints one line per file and the set's summary; returns True when every file agrees."""
    print("== %s: %d files" % (label, len(paths)))
    agree_files = 0
    ref_total = matched = contextual = 0
    for path in paths:
        ref = ref_streams.get(path, [])
        ours = our_streams.get(path, [])
        ref_total += len(ref)
        by_offset = {}
        for row in ours:
            by_offset.setdefault(row[2], []).append(row)
        for row in ref:
            candidates = by_offset.get(row[2], ())
            if row in candidates:
                matched += 1
            elif any(same(row, o) for o in candidates):
                matched += 1
                contextual += 1
        first = None
        for i in range(max(len(ref), len(ours))):
            r = ref[i] if i < len(ref) else None
            o = ours[i] if i < len(ours) else None
            if r is None or o is None or not same(r, o):
                first = (i, r, o)
                break
        if not ref:
            print("FAIL %s: the reference printed no tokens" % display[path])
        elif first is None:
            agree_files += 1
            print("OK   %s" % display[path])
        else:
            i, r, o = first
            line = (r or o)[0]
            width = max(len(show(r)), 40)
            print("DIFF %s:%s (token %d)\n       reference: %-*s | duolint: %s" % (display[path], line, i, width, show(r), show(o)))
    share = 100.0 * agree_files / len(paths) if paths else 100.0
    tok_share = 100.0 * matched / ref_total if ref_total else 100.0
    print("%s: %d/%d files agree exactly (%.1f%%); %d/%d reference tokens matched (%.2f%%), "
          "%d of them a contextual keyword that only one side marks as a keyword"
          % (label, agree_files, len(paths), share, matched, ref_total, tok_share, contextual))
    return agree_files == len(paths)


def main():
    if len(sys.argv) > 1:
        print(__doc__.strip())
        return 0 if sys.argv[1] in ("-h", "--help") else 2
    tool = os.environ.get("SWIFT_TOKENS") or os.path.normpath(os.path.join(ROOT, "..", "shared", "tools", "swift-tokens"))
    if not os.access(tool, os.X_OK):
        print("fidelity: skipped: the reference %s is absent (it lives in shared/ beside the repository; "
              "SWIFT_TOKENS=PATH names another)" % tool)
        return 0
    work = tempfile.mkdtemp(prefix="duolint-fidelity.")
    try:
        generated = generated_corpus(work)
        repo = repo_swift_files()
        ref_dump, why = run_reference(tool, generated + repo)
        if ref_dump is None:
            print("fidelity: skipped: the reference lexer is unavailable (swift-tokens exited 3): %s" % why)
            return 0
        ref_streams, malformed = parse_dump(ref_dump, reference=True)
        if malformed:
            fail("malformed reference lines: %r" % malformed[:3])
        binary = duolint_binary()
        our_streams, malformed = parse_dump(run_duolint(binary, generated + repo))
        if malformed:
            fail("malformed duolint lines: %r" % malformed[:3])
        display = {p: "corpus/" + os.path.basename(p) for p in generated}
        display.update({p: p for p in repo})
        ok_a = compare("generated corpus", generated, display, ref_streams, our_streams)
        ok_b = compare("repository", repo, display, ref_streams, our_streams)
        print("fidelity: %s" % ("all files agree" if ok_a and ok_b else "divergences found"))
        return 0 if ok_a and ok_b else 1
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
