#!/usr/bin/env python3
"""Writes N deterministic screen specs (*.duo.yml) for the benchmark: each with a bar and several built-in
and custom states, a mix of elements that trigger the spec rules and elements that do not.

    python3 scripts/gen_specs.py --out DIR [--count 1000] [--seed 7]
"""
import argparse
import os
import random

STATES = ["outer-portrait", "outer-landscape", "inner-landscape", "inner-book",
          "inner-portrait", "inner-tabletop", "split-left", "split-right"]
INTERACTIVE = ["button", "toggle", "slider", "text-field", "menu", "link", "picker"]
CONTENT = ["label", "text", "image", "chart", "header", "background"]


def element(rng, n, width, height):
    kind = rng.choice(INTERACTIVE + CONTENT + ["list", "grid"])
    w = rng.choice([24, 36, 44, 120, 200, 300])
    h = rng.choice([24, 32, 44, 48, 60])
    x = rng.uniform(0, max(1, width - w))
    y = rng.uniform(0, max(1, height - h))
    lines = [f"      - id: e{n}", f"        kind: {kind}", f"        frame: [{x:.1f}, {y:.1f}, {w}, {h}]"]
    if kind == "grid":
        lines.append(f"        columns: {rng.choice([2, 3, 4, 5])}")
    if rng.random() < 0.2:
        lines.append(f"        group: g{rng.randint(1, 3)}")
    return lines


def spec(rng, i):
    out = [f"screen: Screen{i}", f"title: Screen {i}", "bar:"]
    roles = ["action", "prominent", "close", "back"]
    for b in range(rng.randint(1, 4)):
        out += [f"  - id: item{b}", f"    role: {rng.choice(roles)}"]
        if rng.random() < 0.7:
            out.append("    symbol: star")
        if rng.random() < 0.7:
            out.append(f"    title: Item {b}")
    out.append("layouts:")
    for state in rng.sample(STATES, rng.randint(2, 5)):
        width, height = (951, 669) if state.startswith("inner") else (466, 678)
        out += [f"  {state}:", "    elements:"]
        for n in range(rng.randint(3, 12)):
            out += element(rng, n, width, height)
    if rng.random() < 0.3:
        out += ["  custom-wide:", "    size: [800, 600]",
                "    fold: { axis: vertical, position: 400, width: 20, active: true }",
                "    safe-area: { top: 0, bottom: 0, left: 0, right: 84 }", "    elements:"]
        for n in range(rng.randint(1, 5)):
            out += element(rng, n, 800, 600)
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=7)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    os.makedirs(a.out, exist_ok=True)
    for i in range(a.count):
        with open(os.path.join(a.out, f"Screen{i:04d}.duo.yml"), "w") as f:
            f.write(spec(rng, i))


if __name__ == "__main__":
    main()
