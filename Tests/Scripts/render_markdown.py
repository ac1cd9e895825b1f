#!/usr/bin/env python3
"""Render GitHub-flavoured Markdown to HTML with cmark-gfm (the cmarkgfm package: GitHub's own parser, with
its table and autolink extensions), for the tests of the markdown reporter's escaping.

Usage: render_markdown.py FILE   prints the HTML. Exits 3 when cmarkgfm is not installed (callers skip).
"""
import sys


def main():
    if len(sys.argv) != 2:
        print("usage: render_markdown.py FILE", file=sys.stderr)
        return 2
    try:
        import cmarkgfm
    except ImportError:
        print("cmarkgfm is not installed (scripts/setup.sh --test installs it)", file=sys.stderr)
        return 3
    with open(sys.argv[1], encoding="utf-8") as handle:
        sys.stdout.write(cmarkgfm.github_flavored_markdown_to_html(handle.read()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
