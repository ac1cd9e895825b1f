#!/usr/bin/env python3
"""GitHub code scanning's primaryLocationLineHash for every line of a file, computed independently of
duolint (a second implementation of the rolling hash in github/codeql-action src/fingerprints.ts, read at
f3f1edbedfb4a1d188d344570834df2996d45d39), for the tests of duolint's SARIF fingerprints.

Usage: line_hash.py FILE...   prints "FILE:LINE HASH" for each line that gets a hash, in line order.

The file is decoded as UTF-8 (invalid bytes replaced, as Node's decoder does) and read as UTF-16 code units
(JavaScript's charCodeAt). Spaces and tabs are skipped, CR LF / CR / LF count as one LF, one unit 65535 ends
the file, and each line's hash is the base-37 polynomial of the 100 units from its first one (zeros past the
end), modulo 2**64, in hex, followed by ':' and how many lines so far had that hash.
"""
import sys

MASK = (1 << 64) - 1
BLOCK = 100


def units(data: bytes):
    text = data.decode("utf-8", errors="replace")
    encoded = text.encode("utf-16-le", errors="surrogatepass")
    for i in range(0, len(encoded), 2):
        yield encoded[i] | (encoded[i + 1] << 8)


def line_hashes(data: bytes):
    # Normalise to the sequence of hashed units, remembering which unit starts which line.
    seq = []
    starts = {}
    line = 0
    at_line_start = True
    prev_cr = False
    for u in list(units(data)) + [0xFFFF]:
        if u in (0x20, 0x09) or (prev_cr and u == 0x0A):
            prev_cr = False
            continue
        if u == 0x0D:
            u = 0x0A
            prev_cr = True
        else:
            prev_cr = False
        if at_line_start:
            at_line_start = False
            line += 1
            starts[len(seq)] = line
        if u == 0x0A:
            at_line_start = True
        seq.append(u)
    # The hash of a line: sum over its 100-unit block, written directly (not rolled).
    result = []
    counts = {}
    for pos in sorted(starts):
        h = 0
        for k in range(BLOCK):
            u = seq[pos + k] if pos + k < len(seq) else 0
            h = (h * 37 + u) & MASK
        # The rolled hash also carries the units before the block times 37**100 minus them: they cancel
        # exactly modulo 2**64, so the direct polynomial is the same value.
        key = format(h, "x")
        counts[key] = counts.get(key, 0) + 1
        result.append((starts[pos], f"{key}:{counts[key]}"))
    return result


def main():
    for path in sys.argv[1:]:
        with open(path, "rb") as f:
            data = f.read()
        for line, value in line_hashes(data):
            print(f"{path}:{line} {value}")


if __name__ == "__main__":
    main()
