#!/usr/bin/env python3
"""Validate a JUnit XML report against an XML Schema (Jenkins' junit-10.xsd, checked in beside this script).

Usage: validate_junit.py SCHEMA FILE

Prints "valid: FILE" and exits 0 when FILE is valid; prints one line per error, "LINE: message", and exits 1
when it is not. Exits 2 on usage errors or an unreadable or malformed file, and 3 when lxml is not installed
(so callers can skip rather than fail).
"""
import sys


def main():
    if len(sys.argv) != 3:
        print("usage: validate_junit.py SCHEMA FILE", file=sys.stderr)
        return 2
    try:
        from lxml import etree
    except ImportError:
        print("lxml is not installed (scripts/setup.sh --test installs it)", file=sys.stderr)
        return 3
    schema_path, path = sys.argv[1], sys.argv[2]
    try:
        schema = etree.XMLSchema(etree.parse(schema_path))
        document = etree.parse(path)
    except (OSError, etree.XMLSyntaxError, etree.XMLSchemaParseError) as problem:
        print("cannot read %s: %s" % (path, problem), file=sys.stderr)
        return 2
    if schema.validate(document):
        print("valid: %s" % path)
        return 0
    for error in schema.error_log:
        print("%d: %s" % (error.line, error.message))
    return 1


if __name__ == "__main__":
    sys.exit(main())
