#!/usr/bin/env python3
"""Validate a SARIF log against the SARIF 2.1.0 JSON schema.

Usage: validate_sarif.py SCHEMA FILE

SCHEMA is the schema file (e.g. shared/schemas/sarif-schema-2.1.0.json), FILE
the SARIF log. The validator class is chosen from the schema's "$schema"
(the OASIS SARIF 2.1.0 schema declares JSON Schema draft-04), falling back to
Draft 7 when it names none. Formats are checked where jsonschema has a checker
for them.

Prints "valid: FILE" and exits 0 when FILE is valid; prints one line per error,
"<JSON path>: <message>", sorted by path, and exits 1 when it is not.
Exits 2 on usage errors or unreadable/unparsable input, and 3 when the
jsonschema package is not installed (so callers can skip rather than fail).
"""

import json
import sys


def json_path(error):
    """The JSONPath of the instance location of a validation error, e.g. $.runs[0].results[1]."""
    path = getattr(error, "json_path", None)
    if path:
        return path
    parts = ["$"]
    for element in error.absolute_path:
        parts.append("[%d]" % element if isinstance(element, int) else ".%s" % element)
    return "".join(parts)


def load_json(path, what):
    try:
        with open(path, "rb") as handle:
            return json.loads(handle.read().decode("utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as problem:
        print("cannot read %s %s: %s" % (what, path, problem), file=sys.stderr)
        sys.exit(2)


def main(argv):
    if len(argv) != 3:
        print("usage: validate_sarif.py SCHEMA FILE", file=sys.stderr)
        return 2
    try:
        import jsonschema
        from jsonschema import validators
    except ImportError:
        print("the Python package 'jsonschema' is not installed (pip install jsonschema)", file=sys.stderr)
        return 3

    schema = load_json(argv[1], "schema")
    document = load_json(argv[2], "SARIF file")

    validator_class = validators.validator_for(schema, default=jsonschema.Draft7Validator)
    validator_class.check_schema(schema)
    format_checker = getattr(validator_class, "FORMAT_CHECKER", None) or jsonschema.FormatChecker()
    validator = validator_class(schema, format_checker=format_checker)

    errors = sorted(validator.iter_errors(document), key=lambda e: [str(p) for p in e.absolute_path])
    if not errors:
        print("valid: %s" % argv[2])
        return 0
    for error in errors:
        print("%s: %s" % (json_path(error), error.message))
        for sub in sorted(error.context or [], key=lambda e: [str(p) for p in e.absolute_path]):
            print("    %s: %s" % (json_path(sub), sub.message))
    print("invalid: %s (%d error%s)" % (argv[2], len(errors), "" if len(errors) == 1 else "s"), file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
