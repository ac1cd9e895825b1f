#!/usr/bin/env python3
"""The html report as a person sees it: rendered by headless Chromium, checked pixel by pixel.

    report_browser.py --bin DUOLINT [--root DIR]                 the test (exit 0 pass, 1 fail, 3 skipped)
    report_browser.py --bin DUOLINT --screenshots DIR [--root DIR]
                                                                 one PNG per Samples screen spec into DIR

The test lints Samples/ with `--reporter html`, opens the page in headless Chromium through the Chrome
DevTools Protocol (a 1400 x 1000 CSS-pixel window, device scale 1), takes screenshots and checks the colour
of pixels at points computed from the spec's geometry (points of the Samples specs, mapped through the
drawing's on-screen box and viewBox):

- inside the fold band of Paywall's inner-book (x 468, y 360: beside the fold line, no element but the backdrop there): the
  band's colour, in light mode and in dark mode;
- on the left outline of an element with an error (Paywall's inner-book-wide-hinge plans, x 40, y 392):
  the error colour;
- inside the vertical bar of Paywall's inner-book (x 909, y 600, below the bar items): the bar's colour;

and that the page loaded nothing but itself (the DevTools network log), has no src/link/url()/@import, that
every link is an anchor or a rule page, and that a spec whose screen and ids hold `<script>` and `<img
onerror>` shows them as text and runs nothing. Colours are the ones `SpecDrawingStyle` documents.

Without Chromium (chromium, chromium-browser or google-chrome on PATH) or the Python packages
websocket-client and Pillow it prints why and exits 3 (scripts/test-report.sh installs them and fails then).
"""
import argparse
import base64
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

SKIPPED = 3
WIDTH, HEIGHT = 1400, 1000
LIGHT = {"band": (0xFF, 0xD8, 0xD3), "error": (0xCF, 0x22, 0x2E), "bar": (0xD0, 0xD7, 0xDE)}
DARK = {"band": (0x5A, 0x2A, 0x27), "error": (0xFF, 0x6B, 0x6B), "bar": (0x30, 0x36, 0x3D)}
RULE_PAGES = "https://github.com/duolint/duolint/blob/main/Rules/"


def browser():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


class DevTools:
    """A headless Chromium and one page of it, driven through the DevTools Protocol."""

    def __init__(self, chromium, websocket):
        self.profile = tempfile.mkdtemp(prefix="duolint-chromium-")
        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
             "--force-color-profile=srgb", "--remote-debugging-port=0", f"--user-data-dir={self.profile}",
             f"--window-size={WIDTH},{HEIGHT}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port_file = os.path.join(self.profile, "DevToolsActivePort")
        deadline = time.time() + 30
        while not (os.path.exists(port_file) and open(port_file).read().count("\n") >= 1):
            if time.time() > deadline or self.process.poll() is not None:
                raise RuntimeError("Chromium did not start (no DevToolsActivePort)")
            time.sleep(0.1)
        port = open(port_file).read().split("\n")[0]
        import urllib.request
        targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list"))
        page = next(t for t in targets if t["type"] == "page")
        self.socket = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=30, suppress_origin=True)
        self.next_id = 0
        self.events = []
        self.call("Page.enable")
        self.call("Network.enable")
        self.call("Emulation.setDeviceMetricsOverride", width=WIDTH, height=HEIGHT, deviceScaleFactor=1, mobile=False)

    def call(self, method, **params):
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def open(self, url):
        self.events = []
        self.call("Page.navigate", url=url)
        deadline = time.time() + 30
        while not any(e.get("method") == "Page.loadEventFired" for e in self.events):
            if time.time() > deadline:
                raise RuntimeError(f"{url} did not load")
            self.events.append(json.loads(self.socket.recv()))

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def screenshot(self, box, beyond_viewport=False):
        """A PNG (Pillow image) of `box` (x, y, width, height in CSS pixels of the document), at scale 1: of
        the window as it is, or with `beyond_viewport` of the whole page laid out at once."""
        from PIL import Image
        shot = self.call("Page.captureScreenshot", format="png", captureBeyondViewport=beyond_viewport,
                         clip={"x": box[0], "y": box[1], "width": box[2], "height": box[3], "scale": 1})
        return Image.open(io.BytesIO(base64.b64decode(shot["data"]))).convert("RGB")

    def close(self):
        try:
            self.socket.close()
        finally:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
            shutil.rmtree(self.profile, ignore_errors=True)


def drawing_box(tools, screen, state):
    """The drawing of `screen` in `state`: its box in the document (CSS px) and its viewBox."""
    # Scrolled into view first, as a reader would: a screen's section is laid out only near the window
    # (content-visibility: auto), and is blank in a screenshot until then.
    found = tools.evaluate(f"""(async () => {{
        const svg = [...document.querySelectorAll('svg.duo-drawing')]
            .find(s => s.getAttribute('aria-label') === {json.dumps(f"{screen} in {state}")});
        if (!svg) return null;
        svg.scrollIntoView({{block: 'center'}});
        for (let i = 0; i < 3; i++) await new Promise(r => requestAnimationFrame(r));
        const r = svg.getBoundingClientRect();
        return {{box: [r.left + window.scrollX, r.top + window.scrollY, r.width, r.height],
                 viewBox: svg.getAttribute('viewBox').split(' ').map(Number)}};
    }})()""")
    if not found:
        raise AssertionError(f"no drawing of {screen} in {state}")
    return found["box"], found["viewBox"]


def pixel(tools, screen, state, x, y):
    """The colour at spec point (x, y) of the drawing of `screen` in `state`, and the pixel it was read at."""
    box, view = drawing_box(tools, screen, state)
    px = box[0] + (x - view[0]) * box[2] / view[2]
    py = box[1] + (y - view[1]) * box[3] / view[3]
    image = tools.screenshot((int(px) - 4, int(py) - 4, 9, 9))
    return image.getpixel((4, 4)), (round(px), round(py))


def close_to(actual, expected, tolerance=3):
    return all(abs(a - e) <= tolerance for a, e in zip(actual, expected))


def run_duolint(binary, root, args, output):
    with open(output, "wb") as out:
        status = subprocess.run([binary, *args], cwd=root, stdout=out, stderr=subprocess.DEVNULL).returncode
    if status > 1:
        raise AssertionError(f"duolint {' '.join(args)} exited with {status}")


def test(tools, binary, root, work):
    failures = []

    def check(ok, what):
        print(("ok   " if ok else "FAIL ") + what)
        if not ok:
            failures.append(what)

    report = os.path.join(work, "report.html")
    run_duolint(binary, root, ["--reporter", "html", "--quiet", "Samples"], report)
    tools.open("file://" + report)
    requests = [e["params"]["request"]["url"] for e in tools.events if e.get("method") == "Network.requestWillBeSent"]
    check(requests == ["file://" + report], f"the page loads nothing but itself (requests: {requests})")
    for scheme, colours in (("light", LIGHT), ("dark", DARK)):
        tools.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": scheme}])
        colour, at = pixel(tools, "Paywall", "inner-book", 468, 360)
        check(close_to(colour, colours["band"]), f"{scheme}: Paywall inner-book fold band at x 468 y 360 (px {at}) is {colour}, want {colours['band']}")
        colour, at = pixel(tools, "Paywall", "inner-book-wide-hinge", 40, 392)
        check(close_to(colour, colours["error"]), f"{scheme}: the error outline of plans at x 40 y 392 (px {at}) is {colour}, want {colours['error']}")
        colour, at = pixel(tools, "Paywall", "inner-book", 909, 600)
        check(close_to(colour, colours["bar"]), f"{scheme}: the vertical bar at x 909 y 600 (px {at}) is {colour}, want {colours['bar']}")
    tools.call("Emulation.setEmulatedMedia", features=[])
    drawn = tools.evaluate("document.querySelectorAll('svg.duo-drawing').length")
    check(drawn == 44, f"44 drawings, one per state of the 8 Samples specs (found {drawn})")
    outside = tools.evaluate(f"""[...document.querySelectorAll('[href]')].map(e => e.getAttribute('href'))
        .filter(h => !h.startsWith('#') && !h.startsWith({json.dumps(RULE_PAGES)}))""")
    check(outside == [], f"every link is an anchor or a rule page (others: {outside[:5]})")
    loads = tools.evaluate("""[...document.querySelectorAll('[src], link, script, iframe, object, embed, img')].length
        + [...document.querySelectorAll('style')].filter(s => /url\\(|@import/.test(s.textContent)).length""")
    check(loads == 0, f"no src, link, script, img or url()/@import in the page ({loads})")

    hostile = os.path.join(work, "Hostile.duo.yml")
    with open(hostile, "w") as f:
        f.write('screen: "<img src=x onerror=document.title=1>"\nbar:\n  - id: "<script>document.title=2</script>"\n'
                "    title: Go\nlayouts:\n  inner-book:\n    elements:\n"
                '      - id: "<script>document.title=3</script>"\n        kind: button\n        frame: [450, 10, 60, 44]\n')
    page = os.path.join(work, "hostile.html")
    run_duolint(binary, work, ["--reporter", "html", "--quiet", "Hostile.duo.yml"], page)
    tools.open("file://" + page)
    title = tools.evaluate("document.title")
    check(title == "duolint report", f"a hostile spec runs nothing (title {title!r})")
    scripts = tools.evaluate("document.querySelectorAll('script, img').length")
    check(scripts == 0, f"a hostile spec adds no script or img element ({scripts})")
    text = tools.evaluate("document.body.innerText")
    for shown in ("<script>document.title=3</script>", "<img src=x onerror=document.title=1>"):
        check(shown in text, f"{shown!r} is shown as text")
    return failures


def screenshots(tools, binary, root, work, folder):
    """One PNG per Samples screen spec: its section of the report, in light mode, in a 256-colour palette."""
    report = os.path.join(work, "report.html")
    run_duolint(binary, root, ["--reporter", "html", "--quiet", "Samples"], report)
    tools.open("file://" + report)
    # Every section laid out at once, so a section taller than the window is captured whole.
    tools.evaluate("document.head.insertAdjacentHTML('beforeend', "
                   "'<style>section.screen { content-visibility: visible; }</style>')")
    count = tools.evaluate("document.querySelectorAll('section.screen').length")
    os.makedirs(folder, exist_ok=True)
    for k in range(count):
        # Scrolled to first: a section is laid out only near the window (content-visibility: auto).
        s = tools.evaluate(f"""(async () => {{
            const s = document.querySelectorAll('section.screen')[{k}];
            s.scrollIntoView();
            for (let i = 0; i < 3; i++) await new Promise(r => requestAnimationFrame(r));
            const r = s.getBoundingClientRect();
            return {{path: s.querySelector('.path').textContent.split(' · ')[0],
                    box: [r.left + window.scrollX, r.top + window.scrollY, r.width, r.height]}};
        }})()""")
        name = os.path.basename(s["path"]).replace(".duo.yml", "") + ".png"
        image = tools.screenshot([int(v) for v in s["box"]], beyond_viewport=True)
        image.quantize(colors=256).save(os.path.join(folder, name), optimize=True)
        print(f"wrote {os.path.join(folder, name)} ({image.width} x {image.height})")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", required=True, help="the duolint binary")
    parser.add_argument("--root", default=os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    parser.add_argument("--screenshots", help="write one PNG per Samples screen spec into this folder instead of testing")
    args = parser.parse_args()
    chromium = browser()
    if not chromium:
        print("SKIP: no chromium, chromium-browser or google-chrome on PATH (scripts/setup.sh --browser installs Chromium)")
        return SKIPPED
    try:
        import websocket  # noqa: F401
        import PIL  # noqa: F401
    except ImportError as e:
        print(f"SKIP: {e} (scripts/setup.sh --browser installs websocket-client and Pillow)")
        return SKIPPED
    binary = os.path.abspath(args.bin)
    work = tempfile.mkdtemp(prefix="duolint-report-")
    tools = DevTools(chromium, sys.modules["websocket"])
    try:
        if args.screenshots:
            screenshots(tools, binary, args.root, work, os.path.abspath(args.screenshots))
            return 0
        failures = test(tools, binary, args.root, work)
    finally:
        tools.close()
        shutil.rmtree(work, ignore_errors=True)
    print(f"{len(failures)} failure(s)" if failures else "report_browser: all checks passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
