/// The colours and strokes of `SpecDrawing`'s classes, for light and dark mode: embedded in a standalone SVG
/// (`duolint render`) and in the `html` report's style sheet, so both draw the same.
///
/// Colours (light / dark): error `#cf222e` / `#ff6b6b`, warning `#9a6700` / `#e3b341`, note `#0969da` /
/// `#58a6ff`, no finding `#6e7781` / `#8b949e`; the fold band `#ffd8d3` / `#5a2a27` (opaque, under the
/// elements, whose fills are translucent); the bar strips `#d0d7de` / `#30363d`; the canvas `#ffffff` /
/// `#0d1117`. Element outlines are `SpecDrawing.outline` (4) points wide.
public enum SpecDrawingStyle {
    /// The style sheet (CSS) of the drawing classes, with the colour variables on `:root`.
    public static let css = """
    :root { --duo-canvas: #ffffff; --duo-ink: #1f2328; --duo-muted: #57606a; --duo-bar: #d0d7de; \
    --duo-band: #ffd8d3; --duo-fold: #cf222e; --duo-split: #8250df; --duo-safe: #6e7781; \
    --duo-error: #cf222e; --duo-warning: #9a6700; --duo-note: #0969da; --duo-none: #6e7781; --duo-item: #f6f8fa; }
    @media (prefers-color-scheme: dark) {
      :root { --duo-canvas: #0d1117; --duo-ink: #e6edf3; --duo-muted: #8b949e; --duo-bar: #30363d; \
    --duo-band: #5a2a27; --duo-fold: #ff6b6b; --duo-split: #d2a8ff; --duo-safe: #8b949e; \
    --duo-error: #ff6b6b; --duo-warning: #e3b341; --duo-note: #58a6ff; --duo-none: #8b949e; --duo-item: #161b22; }
    }
    .duo-drawing { font-family: -apple-system, "Helvetica Neue", "DejaVu Sans", Arial, sans-serif; }
    .duo-drawing text { fill: var(--duo-ink); font-size: 13px; }
    .duo-drawing .caption { fill: var(--duo-muted); font-size: 15px; }
    .duo-drawing .canvas { fill: var(--duo-canvas); stroke: var(--duo-muted); stroke-width: 1; }
    .duo-drawing .bar-strip { fill: var(--duo-bar); }
    .duo-drawing .fold-band { fill: var(--duo-band); }
    .duo-drawing .fold-line { stroke: var(--duo-fold); stroke-width: 1.5; stroke-dasharray: 6 6; }
    .duo-drawing .fold-line.active { stroke-dasharray: none; }
    .duo-drawing .split-edge { stroke: var(--duo-split); stroke-width: 4; }
    .duo-drawing .safe-area { fill: none; stroke: var(--duo-safe); stroke-width: 1; stroke-dasharray: 3 4; }
    .duo-drawing .element .frame { stroke-width: 4; fill: none; }
    .duo-drawing .element.control .frame { fill: var(--duo-none); fill-opacity: 0.10; }
    .duo-drawing .element.content .frame { fill: var(--duo-none); fill-opacity: 0.05; }
    .duo-drawing .element.container .frame { stroke-dasharray: 10 5; }
    .duo-drawing .element.background .frame { stroke-width: 1; stroke-dasharray: 2 6; }
    .duo-drawing .severity-none .frame { stroke: var(--duo-none); }
    .duo-drawing .severity-note .frame { stroke: var(--duo-note); }
    .duo-drawing .severity-warning .frame { stroke: var(--duo-warning); }
    .duo-drawing .severity-error .frame { stroke: var(--duo-error); }
    .duo-drawing .grid-column { stroke: var(--duo-muted); stroke-width: 1; stroke-dasharray: 4 4; }
    .duo-drawing .kind { fill: var(--duo-muted); font-size: 11px; }
    .duo-drawing .bar-item .frame { fill: var(--duo-item); stroke-width: 3; }
    .duo-drawing .bar-item .symbol { font-family: "DejaVu Sans Mono", Menlo, monospace; font-size: 10px; }
    .duo-drawing .bar-item .title { font-size: 11px; }
    .duo-drawing g:target .frame { stroke-width: 8; }

    """
}
