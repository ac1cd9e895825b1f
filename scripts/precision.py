#!/usr/bin/env python3
"""Precision and recall of duolint's rules on real apps, against hand-made labels.

Usage:
    PRECISION_CORPUS=DIR make precision
    scripts/precision.py [--corpus DIR] [--labels FILE[,FILE…]] [--bin PATH]
                         [--unlabelled] [--wrong] [--sample N [--seed S]] [--check]
    scripts/precision.py --self-test

The corpus. DIR holds one folder per app, named by the last component of the app's
repository (`openhab/openhab-ios` -> DIR/openhab-ios), each checked out at the commit
its labels were made on, and a file DIR/COMMITS.txt (tab separated, first columns
`name repo commit`, a header line starting with `name` allowed) naming them. The labels
in Tests/RealWorld/labels.tsv were made on the eight apps below, at these commits; to build
the corpus (submodules are not needed: the labels are on the apps' own files):

    mkdir -p DIR && cd DIR && printf 'name\trepo\tcommit\n' > COMMITS.txt
    while read -r name repo commit; do
        git clone --quiet "https://github.com/$repo.git" "$name"
        git -C "$name" checkout --quiet "$commit"
        printf '%s\t%s\t%s\n' "$name" "$repo" "$commit" >> COMMITS.txt
    done <<'APPS'
    Aidoku             Aidoku/Aidoku           eb812a56593631c03997de6b5d343b2dbd3bea62
    EhPanda            EhPanda-Team/EhPanda    a67ba072d23d6eab430862e3277a5d76a4cc0918
    openhab-ios        openhab/openhab-ios     eb34c7f5d031ab81ed2c1558a39a3aff5887fd76
    Loop               LoopKit/Loop            710182e2342540c22b26af009f1ea3175f5aa0c1
    isowords           pointfreeco/isowords    c727d3a7c49cf0c98f2fa4f24c562f81e30165f7
    Delta              rileytestut/Delta       adee3c5c13a5fd944d0389cdbdd526cdcff2e6e6
    Trio               nightscout/Trio         29350e31a9f8b25dcea719f52fa1abb676e34af8
    sample-food-truck  apple/sample-food-truck 3954a769e99f3cc53297d94f2b960ceb2665b3d6
    APPS

Without a corpus (no --corpus, PRECISION_CORPUS unset or empty) the script prints
`precision: skipped: …` and exits 0.

What it does. For each app folder (every app named in DIR/COMMITS.txt or in the labels
that exists under DIR) it runs the release duolint (--bin, else DUOLINT_BIN, else
.build/release/duolint) as `duolint --reporter json --quiet --config CFG .` in that
folder, where CFG is a temporary configuration that turns on every opt-in rule (so
`size_breakpoint` is measured too). A finding is identified by (repo, path, line,
rule): the path relative to the app's root, the line 1-based, of the token the rule
reports at; several findings of one rule on one line count once.

Labels: tab separated files (--labels, else PRECISION_LABELS, else
Tests/RealWorld/labels.tsv; several files comma separated) with the header
`repo commit path line rule expected why`; `expected` is `flag` or `no_flag`;
lines starting with `#` and blank lines are ignored. A label whose commit differs
from the app's commit in DIR/COMMITS.txt is a warning (its line may have moved).
A label of an app that is not in the corpus is left out, with a warning.

Output: one table row per rule that has labels or findings: labelled rows, TP (flag
and reported), FP (no_flag and reported), FN (flag and not reported), TN (no_flag
and not reported), precision TP/(TP+FP), recall TP/(TP+FN) (`n/a` when the
denominator is 0), and the findings without a label; then a total row. Options:
  --unlabelled  list the findings without a label: `repo path:line rule message`
  --wrong       list the FP and FN rows with their why
  --sample N    print N findings per rule chosen at random (--seed S, default 14) as
                label rows with `expected` blank and the message in `why`, to label
  --check       exit 1 when a rule with >= 10 labelled rows has precision < 0.95 or
                recall < 0.90 (the failing rules are printed)
  --self-test   test the label parsing and matching logic on built-in data, no binary

Exit status: 0 done (or skipped), 1 --check failed, 2 usage, label or run errors.
Standard library only; the output is the same for the same inputs.
"""

import argparse
import io
import json
import os
import random
import subprocess
import sys
import tempfile
import unittest
from collections import OrderedDict

HEADER = ["repo", "commit", "path", "line", "rule", "expected", "why"]
EXPECTED = ("flag", "no_flag")
MIN_ROWS_FOR_CHECK = 10
MIN_PRECISION = 0.95
MIN_RECALL = 0.90
DEFAULT_SEED = 14


class LabelError(Exception):
    """A labels file that cannot be read as labels (the message names file and line)."""


def app_name(repo):
    """The corpus folder of a repository: its last path component (`openhab/openhab-ios` -> `openhab-ios`)."""
    return repo.rstrip("/").split("/")[-1]


def parse_labels(text, source):
    """The label rows of one labels file's text, as dicts with the HEADER keys and `line` an int >= 1.

    `source` names the file in error messages. Comment (`#`) and blank lines are skipped; the first
    other line must be the header. Raises LabelError on a wrong header, a wrong number of fields,
    a line that is not a positive integer or an `expected` other than flag/no_flag.
    """
    rows = []
    header_seen = False
    for number, raw in enumerate(text.splitlines(), start=1):
        if not raw.strip() or raw.startswith("#"):
            continue
        fields = raw.split("\t")
        if not header_seen:
            if fields != HEADER:
                raise LabelError("%s:%d: expected the header %r" % (source, number, "\t".join(HEADER)))
            header_seen = True
            continue
        if len(fields) != len(HEADER):
            raise LabelError("%s:%d: %d fields, expected %d (tab separated)" % (source, number, len(fields), len(HEADER)))
        row = dict(zip(HEADER, fields))
        try:
            row["line"] = int(row["line"])
        except ValueError:
            raise LabelError("%s:%d: line %r is not a number" % (source, number, row["line"]))
        if row["line"] < 1:
            raise LabelError("%s:%d: line %d is not 1-based" % (source, number, row["line"]))
        if row["expected"] not in EXPECTED:
            raise LabelError("%s:%d: expected is %r, not flag or no_flag" % (source, number, row["expected"]))
        if not row["why"].strip():
            raise LabelError("%s:%d: the why is empty" % (source, number))
        row["source"] = "%s:%d" % (source, number)
        rows.append(row)
    return rows


def label_key(row):
    """The identity of a label or finding: (app folder, path, line, rule)."""
    return (app_name(row["repo"]), row["path"], row["line"], row["rule"])


def index_labels(rows):
    """The labels by key, in order. Raises LabelError when two rows have the same key."""
    index = OrderedDict()
    for row in rows:
        key = label_key(row)
        if key in index:
            raise LabelError("%s: the same site as %s (%s %s:%d %s)" % (row["source"], index[key]["source"], row["repo"], row["path"], row["line"], row["rule"]))
        index[key] = row
    return index


def parse_commits(text):
    """DIR/COMMITS.txt as {name: (repo, commit)}; a first field `name` is the header and skipped."""
    apps = OrderedDict()
    for raw in text.splitlines():
        fields = raw.split("\t")
        if len(fields) < 3 or fields[0] in ("", "name") or raw.startswith("#"):
            continue
        apps[fields[0]] = (fields[1], fields[2])
    return apps


def normalize_path(path):
    """A reported path relative to the app folder: without a leading `./`."""
    while path.startswith("./"):
        path = path[2:]
    return path


def finding_keys(findings):
    """The findings (dicts with repo, path, line, rule, message) grouped by key; order as given."""
    grouped = OrderedDict()
    for finding in findings:
        key = (app_name(finding["repo"]), finding["path"], finding["line"], finding["rule"])
        grouped.setdefault(key, []).append(finding)
    return grouped


def ratio(numerator, denominator):
    """numerator / denominator, or None when the denominator is 0."""
    return None if denominator == 0 else numerator / denominator


def tally(labels, findings):
    """Per-rule counts from the label index and the grouped findings.

    Returns (stats, wrong, unlabelled): stats {rule: {labelled, tp, fp, fn, tn, unlabelled}},
    wrong the FP and FN label rows as (kind, row), unlabelled the keys of findings without a label.
    """
    stats = {}

    def entry(rule):
        return stats.setdefault(rule, {"labelled": 0, "tp": 0, "fp": 0, "fn": 0, "tn": 0, "unlabelled": 0})

    wrong = []
    for key, row in labels.items():
        counts = entry(row["rule"])
        counts["labelled"] += 1
        reported = key in findings
        if row["expected"] == "flag":
            kind = "tp" if reported else "fn"
        else:
            kind = "fp" if reported else "tn"
        counts[kind] += 1
        if kind in ("fp", "fn"):
            wrong.append((kind.upper(), row))
    unlabelled = []
    for key in findings:
        if key not in labels:
            entry(key[3])["unlabelled"] += 1
            unlabelled.append(key)
    return stats, wrong, unlabelled


def format_ratio(value):
    """A ratio with three decimals, or `n/a`."""
    return "n/a" if value is None else "%.3f" % value


def table(stats):
    """The per-rule table (rules sorted by id) and a total row, as text."""
    columns = ["rule", "labelled", "TP", "FP", "FN", "TN", "precision", "recall", "unlabelled"]
    rows = []
    total = {"labelled": 0, "tp": 0, "fp": 0, "fn": 0, "tn": 0, "unlabelled": 0}
    for rule in sorted(stats):
        counts = stats[rule]
        for name in total:
            total[name] += counts[name]
        rows.append(table_row(rule, counts))
    rows.append(table_row("total", total))
    widths = [max(len(columns[i]), *(len(row[i]) for row in rows)) for i in range(len(columns))]
    lines = []
    for cells in [columns] + rows:
        lines.append("  ".join(cells[i].ljust(widths[i]) if i == 0 else cells[i].rjust(widths[i]) for i in range(len(cells))).rstrip())
    return "\n".join(lines) + "\n"


def table_row(name, counts):
    """One row of the table as strings."""
    precision = ratio(counts["tp"], counts["tp"] + counts["fp"])
    recall = ratio(counts["tp"], counts["tp"] + counts["fn"])
    return [name, str(counts["labelled"]), str(counts["tp"]), str(counts["fp"]), str(counts["fn"]), str(counts["tn"]),
            format_ratio(precision), format_ratio(recall), str(counts["unlabelled"])]


def check_failures(stats):
    """The rules with >= MIN_ROWS_FOR_CHECK labelled rows below the precision or recall bar, as messages."""
    failures = []
    for rule in sorted(stats):
        counts = stats[rule]
        if counts["labelled"] < MIN_ROWS_FOR_CHECK:
            continue
        precision = ratio(counts["tp"], counts["tp"] + counts["fp"])
        recall = ratio(counts["tp"], counts["tp"] + counts["fn"])
        if precision is not None and precision < MIN_PRECISION:
            failures.append("%s: precision %s < %.2f" % (rule, format_ratio(precision), MIN_PRECISION))
        if recall is not None and recall < MIN_RECALL:
            failures.append("%s: recall %s < %.2f" % (rule, format_ratio(recall), MIN_RECALL))
    return failures


def sample_rows(findings, repos, commits, count, seed):
    """`count` findings per rule chosen with random.Random(f"{seed}:{rule}") from the findings sorted by key,
    as label rows (TSV lines) with `expected` blank and `duolint: MESSAGE` as the why. Sorted by rule, repo,
    path, line."""
    by_rule = {}
    for key, group in findings.items():
        by_rule.setdefault(key[3], []).append((key, group[0]["message"]))
    lines = []
    for rule in sorted(by_rule):
        candidates = sorted(by_rule[rule], key=lambda item: item[0])
        chosen = candidates if len(candidates) <= count else random.Random("%s:%s" % (seed, rule)).sample(candidates, count)
        for key, message in sorted(chosen, key=lambda item: item[0]):
            name, path, line, _ = key
            repo = repos.get(name, name)
            lines.append("\t".join([repo, commits.get(name, ""), path, str(line), rule, "", "duolint: " + message.replace("\t", " ")]))
    return lines


def opt_in_rules(binary):
    """The ids of the opt-in rules, from `duolint rules --format json` (empty when it cannot tell)."""
    try:
        out = subprocess.run([binary, "rules", "--format", "json"], capture_output=True, text=True, check=True).stdout
        data = json.loads(out)
    except (OSError, subprocess.CalledProcessError, ValueError):
        return []
    rules = data if isinstance(data, list) else data.get("rules", [])
    ids = []
    for rule in rules:
        if isinstance(rule, dict) and (rule.get("optIn") or rule.get("opt_in") or rule.get("isOptIn")):
            ids.append(rule.get("id") or rule.get("identifier"))
    return sorted(i for i in ids if i)


def run_duolint(binary, folder, repo, config):
    """The findings of duolint in `folder` as dicts (repo, path, line, rule, message). Exit 2 (input errors in
    some files) is a warning; a report that is not JSON is an error (RuntimeError)."""
    proc = subprocess.run([binary, "--reporter", "json", "--quiet", "--config", config, "."],
                          cwd=folder, capture_output=True, text=True)
    if proc.returncode not in (0, 1, 2):
        raise RuntimeError("%s in %s exited with %d: %s" % (binary, folder, proc.returncode, proc.stderr.strip()[-500:]))
    if proc.returncode == 2:
        errors = [line for line in proc.stderr.splitlines() if line.strip()]
        warn("%s: duolint reported %d input error(s), e.g. %s" % (app_name(repo), len(errors), errors[0] if errors else "?"))
    try:
        report = json.loads(proc.stdout)
    except ValueError:
        raise RuntimeError("%s in %s: the report is not JSON" % (binary, folder))
    return [{"repo": repo, "path": normalize_path(item["path"]), "line": item["line"], "rule": item["ruleId"],
             "message": item["message"]} for item in report]


def warn(message):
    """A warning on standard error."""
    print("precision: warning: " + message, file=sys.stderr)


def main(argv):
    parser = argparse.ArgumentParser(prog="precision.py", description="duolint precision and recall on labelled real apps")
    parser.add_argument("--corpus", default=os.environ.get("PRECISION_CORPUS", ""))
    parser.add_argument("--labels", default=os.environ.get("PRECISION_LABELS", ""))
    parser.add_argument("--bin", default=os.environ.get("DUOLINT_BIN", ""))
    parser.add_argument("--unlabelled", action="store_true")
    parser.add_argument("--wrong", action="store_true")
    parser.add_argument("--sample", type=int, metavar="N")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--self-test", action="store_true")
    args = parser.parse_args(argv)

    if args.self_test:
        result = unittest.TextTestRunner(stream=sys.stderr, verbosity=1).run(
            unittest.defaultTestLoader.loadTestsFromTestCase(SelfTest))
        return 0 if result.wasSuccessful() else 1

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if not args.corpus:
        print("precision: skipped: set PRECISION_CORPUS=DIR (or --corpus DIR) to a folder of the labelled apps; "
              "see the top of scripts/precision.py for how to build it")
        return 0
    if args.sample is not None and args.sample < 1:
        parser.error("--sample needs a positive count")
    corpus = os.path.abspath(args.corpus)
    if not os.path.isdir(corpus):
        print("precision: error: the corpus %s is not a folder" % corpus, file=sys.stderr)
        return 2
    binary = os.path.abspath(args.bin or os.path.join(root, ".build/release/duolint"))
    if not os.access(binary, os.X_OK):
        print("precision: error: no duolint binary at %s (run `make build` or set DUOLINT_BIN)" % binary, file=sys.stderr)
        return 2

    label_files = [f for f in (args.labels or os.path.join(root, "Tests/RealWorld/labels.tsv")).split(",") if f]
    rows = []
    try:
        for path in label_files:
            with open(path, encoding="utf-8") as handle:
                rows.extend(parse_labels(handle.read(), path))
        labels = index_labels(rows)
    except (OSError, LabelError) as error:
        print("precision: error: %s" % error, file=sys.stderr)
        return 2

    commits_path = os.path.join(corpus, "COMMITS.txt")
    apps = OrderedDict()
    if os.path.exists(commits_path):
        with open(commits_path, encoding="utf-8") as handle:
            apps = parse_commits(handle.read())
    repos = {name: repo for name, (repo, _) in apps.items()}
    commits = {name: commit for name, (_, commit) in apps.items()}
    for row in labels.values():
        repos.setdefault(app_name(row["repo"]), row["repo"])

    present = sorted(name for name in repos if os.path.isdir(os.path.join(corpus, name)))
    missing = sorted(set(app_name(row["repo"]) for row in labels.values()) - set(present))
    for name in missing:
        warn("%s is not in %s; its labels are left out" % (name, corpus))
    labels = OrderedDict((key, row) for key, row in labels.items() if key[0] in present)
    mismatched = {}
    for row in labels.values():
        name = app_name(row["repo"])
        if name in commits and commits[name] != row["commit"]:
            mismatched.setdefault((name, row["commit"]), 0)
            mismatched[(name, row["commit"])] += 1
    for (name, commit), count in sorted(mismatched.items()):
        warn("%d label(s) of %s were made at %s, the corpus has %s" % (count, name, commit[:12], commits[name][:12]))

    findings = []
    with tempfile.TemporaryDirectory(prefix="duolint-precision-") as scratch:
        config = os.path.join(scratch, "duolint.yml")
        with open(config, "w", encoding="utf-8") as handle:
            optional = opt_in_rules(binary)
            handle.write("opt_in_rules: [%s]\n" % ", ".join(optional) if optional else "{}\n")
        for name in present:
            try:
                findings.extend(run_duolint(binary, os.path.join(corpus, name), repos[name], config))
            except RuntimeError as error:
                print("precision: error: %s" % error, file=sys.stderr)
                return 2
    grouped = finding_keys(findings)
    stats, wrong, unlabelled = tally(labels, grouped)

    if args.sample is not None:
        print("\t".join(HEADER))
        for line in sample_rows(grouped, repos, commits, args.sample, args.seed):
            print(line)
        return 0

    sys.stdout.write(table(stats))
    if args.wrong:
        print("\nwrong (FP: reported but labelled no_flag; FN: labelled flag but not reported):")
        for kind, row in sorted(wrong, key=lambda item: (item[1]["rule"], label_key(item[1]))):
            print("%s %s %s %s:%d  %s" % (kind, row["rule"], row["repo"], row["path"], row["line"], row["why"]))
    if args.unlabelled:
        print("\nunlabelled findings:")
        for key in sorted(unlabelled, key=lambda k: (k[3], k[0], k[1], k[2])):
            name, path, line, rule = key
            print("%s %s:%d %s %s" % (repos.get(name, name), path, line, rule, grouped[key][0]["message"]))
    if args.check:
        failures = check_failures(stats)
        for failure in failures:
            print("precision: check failed: " + failure)
        if failures:
            return 1
    return 0


class SelfTest(unittest.TestCase):
    """The label parsing and matching logic on small built-in inputs."""

    LABELS = "\n".join([
        "# comment",
        "\t".join(HEADER),
        "o/app\tc1\tA.swift\t3\trule_a\tflag\tlayout from idiom",
        "o/app\tc1\tA.swift\t4\trule_a\tno_flag\tonly a string",
        "o/app\tc1\tA.swift\t5\trule_a\tflag\tmissed",
        "o/app\tc1\tB.swift\t1\trule_b\tno_flag\tnot reported",
        "",
    ])

    def findings(self):
        return finding_keys([
            {"repo": "o/app", "path": "A.swift", "line": 3, "rule": "rule_a", "message": "m1"},
            {"repo": "o/app", "path": "A.swift", "line": 3, "rule": "rule_a", "message": "m1 again"},
            {"repo": "o/app", "path": "A.swift", "line": 4, "rule": "rule_a", "message": "m2"},
            {"repo": "o/app", "path": "A.swift", "line": 9, "rule": "rule_c", "message": "m3"},
        ])

    def test_counts(self):
        labels = index_labels(parse_labels(self.LABELS, "t.tsv"))
        stats, wrong, unlabelled = tally(labels, self.findings())
        self.assertEqual(stats["rule_a"], {"labelled": 3, "tp": 1, "fp": 1, "fn": 1, "tn": 0, "unlabelled": 0})
        self.assertEqual(stats["rule_b"], {"labelled": 1, "tp": 0, "fp": 0, "fn": 0, "tn": 1, "unlabelled": 0})
        self.assertEqual(stats["rule_c"], {"labelled": 0, "tp": 0, "fp": 0, "fn": 0, "tn": 0, "unlabelled": 1})
        self.assertEqual([(kind, row["line"]) for kind, row in wrong], [("FP", 4), ("FN", 5)])
        self.assertEqual(unlabelled, [("app", "A.swift", 9, "rule_c")])

    def test_table(self):
        labels = index_labels(parse_labels(self.LABELS, "t.tsv"))
        stats, _, _ = tally(labels, self.findings())
        self.assertEqual(table(stats).splitlines(), [
            "rule    labelled  TP  FP  FN  TN  precision  recall  unlabelled",
            "rule_a         3   1   1   1   0      0.500   0.500           0",
            "rule_b         1   0   0   0   1        n/a     n/a           0",
            "rule_c         0   0   0   0   0        n/a     n/a           1",
            "total          4   1   1   1   1      0.500   0.500           1",
        ])

    def test_check(self):
        stats = {"r": {"labelled": 10, "tp": 18, "fp": 1, "fn": 2, "tn": 0, "unlabelled": 0},
                 "s": {"labelled": 9, "tp": 0, "fp": 9, "fn": 0, "tn": 0, "unlabelled": 0},
                 "t": {"labelled": 10, "tp": 19, "fp": 1, "fn": 3, "tn": 0, "unlabelled": 0},
                 "u": {"labelled": 12, "tp": 0, "fp": 0, "fn": 0, "tn": 12, "unlabelled": 0}}
        self.assertEqual(check_failures(stats), ["r: precision 0.947 < 0.95", "t: recall 0.864 < 0.90"])

    def test_label_errors(self):
        header = "\t".join(HEADER) + "\n"
        for body, message in [
            ("repo\tcommit\n", "expected the header"),
            (header + "o/app\tc\tA.swift\t3\tr\tflag\n", "6 fields"),
            (header + "o/app\tc\tA.swift\tx\tr\tflag\twhy\n", "not a number"),
            (header + "o/app\tc\tA.swift\t0\tr\tflag\twhy\n", "not 1-based"),
            (header + "o/app\tc\tA.swift\t3\tr\tyes\twhy\n", "not flag or no_flag"),
            (header + "o/app\tc\tA.swift\t3\tr\tflag\t \n", "why is empty"),
        ]:
            with self.assertRaises(LabelError) as caught:
                parse_labels(body, "t.tsv")
            self.assertIn(message, str(caught.exception))
        duplicate = header + "o/app\tc\tA.swift\t3\tr\tflag\twhy\nother/app\tc\tA.swift\t3\tr\tno_flag\twhy\n"
        with self.assertRaises(LabelError) as caught:
            index_labels(parse_labels(duplicate, "t.tsv"))
        self.assertIn("t.tsv:3: the same site as t.tsv:2", str(caught.exception))

    def test_commits_and_paths(self):
        commits = parse_commits("name\trepo\tcommit\tswift_files\nLoop\tLoopKit/Loop\tabc\t3\n\nbad line\n")
        self.assertEqual(dict(commits), {"Loop": ("LoopKit/Loop", "abc")})
        self.assertEqual(app_name("openhab/openhab-ios"), "openhab-ios")
        self.assertEqual(normalize_path("././Sources/A.swift"), "Sources/A.swift")

    def test_sample_is_fixed_by_seed(self):
        findings = finding_keys([{"repo": "o/app", "path": "F%02d.swift" % i, "line": i + 1, "rule": "r", "message": "m"}
                                 for i in range(30)])
        first = sample_rows(findings, {"app": "o/app"}, {"app": "c"}, 5, 14)
        self.assertEqual(first, sample_rows(findings, {"app": "o/app"}, {"app": "c"}, 5, 14))
        self.assertEqual(len(first), 5)
        self.assertEqual(first, sorted(first, key=lambda line: int(line.split("\t")[3])))
        self.assertNotEqual(first, sample_rows(findings, {"app": "o/app"}, {"app": "c"}, 5, 15))
        self.assertTrue(all(line.split("\t")[5] == "" and line.endswith("\tduolint: m") for line in first))
        few = sample_rows(findings, {"app": "o/app"}, {"app": "c"}, 40, 14)
        self.assertEqual(len(few), 30)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
