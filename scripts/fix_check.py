#!/usr/bin/env python3
"""Runs `duolint --fix` on a copy of a corpus of real apps and checks what it did.

Usage: scripts/fix_check.py --corpus DIR --bin DUOLINT [--outline ../shared/tools/swift-outline]

The corpus holds one folder per app (Swift sources and project files). On a copy, the script checks:
- `--fix --diff` and `--fix` report the same fixes, and `--fix` changes exactly the files it reports;
- the json report of the original gives each fix's replacements, and each changed file is the original
  with exactly those replacements made (nothing else changed);
- every changed Swift file still parses: `swift-outline --diagnostics` reports no error the original had not;
- a second `--fix` changes nothing.
It prints the fixes per rule and per app, and every problem found; exit 1 when there is one.
"""
import argparse, collections, json, os, re, shutil, subprocess, sys, tempfile

def run(cmd, cwd=None):
    return subprocess.run(cmd, cwd=cwd, capture_output=True)

def tree(root):
    out = {}
    for d, _, files in os.walk(root):
        for f in files:
            p = os.path.join(d, f)
            if os.path.islink(p) or not os.path.isfile(p):
                continue
            with open(p, 'rb') as fh:
                out[os.path.relpath(p, root)] = fh.read()
    return out

def outline_errors(outline, path):
    r = run([outline, '--diagnostics', path])
    if r.returncode == 3:
        return None
    return sorted(l.split(': error: ', 1)[1] for l in r.stdout.decode('utf-8', 'replace').splitlines() if ': error: ' in l)

def apply(original, replacements):
    out, at = bytearray(), 0
    for offset, length, text in sorted(replacements):
        out += original[at:offset] + text.encode('utf-8')
        at = offset + length
    return bytes(out + original[at:])

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--corpus', required=True)
    ap.add_argument('--bin', required=True)
    ap.add_argument('--outline', default=os.path.join(os.path.dirname(__file__), '..', '..', 'shared', 'tools', 'swift-outline'))
    a = ap.parse_args()
    problems = []
    work = tempfile.mkdtemp(prefix='duolint-fix-check-')
    try:
        copies = {k: os.path.join(work, k) for k in ('diff', 'fix')}
        for c in copies.values():
            shutil.copytree(a.corpus, c, symlinks=True)
        original = tree(copies['fix'])
        report = run([a.bin, '--reporter', 'json', '--quiet', '.'], cwd=copies['fix'])
        findings = json.loads(report.stdout)
        expected = collections.defaultdict(list)
        for f in findings:
            for r in (f.get('fix') or {}).get('replacements', []):
                expected[f['path']].append((r['offset'], r['length'], r['insertedContent'], f['ruleId']))
        d = run([a.bin, '--fix', '--diff', '.'], cwd=copies['diff'])
        x = run([a.bin, '--fix', '.'], cwd=copies['fix'])
        line = re.compile(r'^(.*):(\d+):(\d+): (fixed|would fix) \[(\w+)\] ')
        def fixes(stderr):
            out = []
            for l in stderr.decode('utf-8', 'replace').splitlines():
                m = line.match(l)
                if m:
                    out.append((m.group(1), int(m.group(2)), int(m.group(3)), m.group(5)))
            return out
        fd, fx = fixes(d.stderr), fixes(x.stderr)
        if fd != fx:
            problems.append('--fix --diff and --fix report different fixes')
        if tree(copies['diff']) != original:
            problems.append('--fix --diff changed files')
        fixed = tree(copies['fix'])
        changed = sorted(p for p in original if fixed.get(p) != original[p])
        reported = sorted({p for p, _, _, _ in fx})
        if changed != reported:
            problems.append(f'changed files {set(changed) ^ set(reported)} differ from the reported ones')
        for p in changed:
            want = apply(original[p], [(o, l, t) for o, l, t, _ in expected.get(p, [])])
            if fixed[p] != want:
                problems.append(f'{p}: the fixed file is not the original with its reported replacements')
            if p.endswith('.swift') and os.path.exists(a.outline):
                with tempfile.NamedTemporaryFile(suffix='.swift', delete=False) as t:
                    t.write(original[p])
                before = outline_errors(a.outline, t.name)
                os.unlink(t.name)
                after = outline_errors(a.outline, os.path.join(copies['fix'], p))
                if before is not None and after is not None:
                    new = list((collections.Counter(after) - collections.Counter(before)).elements())
                    if new:
                        problems.append(f'{p}: new syntax errors after fixing: {new[:3]}')
        again = run([a.bin, '--fix', '.'], cwd=copies['fix'])
        if tree(copies['fix']) != fixed:
            problems.append('a second --fix changed files')
        counts = collections.Counter((p.split('/')[0], rule) for p, _, _, rule in fx)
        rules = sorted({r for _, r in counts})
        apps = sorted({app for app, _ in counts})
        print('fixes per rule and app (files changed: %d, fixes: %d)' % (len(changed), len(fx)))
        for r in rules:
            print('  %-28s %4d  ' % (r, sum(n for (app, rr), n in counts.items() if rr == r))
                  + ', '.join('%s %d' % (app, counts[(app, r)]) for app in apps if counts[(app, r)]))
        for p in problems:
            print('PROBLEM:', p)
        return 1 if problems else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)

if __name__ == '__main__':
    sys.exit(main())
