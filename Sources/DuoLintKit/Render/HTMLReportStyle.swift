/// The `html` report's style sheet and legend: readable on a phone and a wide screen (drawings scale down to
/// the page's width, never up; on a phone they keep their size in points and scroll sideways; the code table
/// has fixed column widths, so a long source line scrolls inside its snippet instead of widening the table), in light and dark mode (`prefers-color-scheme`), and printable (links and
/// drawings in black on white, drawings not split across pages where they fit). A screen's section is laid
/// out only when it comes near the window (`content-visibility: auto`): a page of 1,000 specs opened in
/// Chromium in 8 s instead of 35.
enum HTMLReportStyle {
    /// The page's CSS: the drawing classes (`SpecDrawingStyle.css`) and the page's own.
    static let css = SpecDrawingStyle.css + """
    * { box-sizing: border-box; }
    body { margin: 0 auto; padding: 16px; max-width: 1960px; background: var(--duo-canvas); color: var(--duo-ink);
      font: 15px/1.45 -apple-system, "Helvetica Neue", "DejaVu Sans", Arial, sans-serif; }
    a { color: var(--duo-note); }
    h1 { font-size: 24px; margin: 0 0 4px; } h2 { font-size: 20px; margin: 32px 0 8px; border-bottom: 1px solid var(--duo-bar); }
    h3 { font-size: 18px; margin: 24px 0 4px; } h4 { font-size: 15px; margin: 12px 0 4px; }
    .path, .meta { color: var(--duo-muted); margin: 0 0 8px; overflow-wrap: anywhere; }
    table { border-collapse: collapse; width: 100%; }
    th, td { text-align: left; vertical-align: top; padding: 4px 8px; border-bottom: 1px solid var(--duo-bar); overflow-wrap: break-word; }
    table.code { table-layout: fixed; } table.code col.place { width: 30%; } table.code col.rule { width: 16em; }
    table.code col.severity { width: 6em; } td.place { overflow-wrap: anywhere; }
    tr.finding td { border-bottom: none; } tr.source td { padding-top: 0; }
    .table-wrap { overflow-x: auto; }
    .badge { display: inline-block; padding: 0 6px; border-radius: 8px; font-size: 12px; color: var(--duo-canvas); background: var(--duo-none); }
    .severity-error > .badge, .severity-error .badge { background: var(--duo-error); }
    .severity-warning > .badge, .severity-warning .badge { background: var(--duo-warning); }
    .severity-note > .badge, .severity-note .badge { background: var(--duo-note); }
    .legend { display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 4px 0 8px; padding: 0; list-style: none; font-size: 13px; }
    .legend .swatch { display: inline-block; width: 14px; height: 14px; margin-right: 4px; vertical-align: -2px; border: 3px solid; }
    .swatch.error { border-color: var(--duo-error); } .swatch.warning { border-color: var(--duo-warning); }
    .swatch.note { border-color: var(--duo-note); } .swatch.none { border-color: var(--duo-none); }
    .swatch.band { background: var(--duo-band); border-color: var(--duo-band); }
    .swatch.bar { background: var(--duo-bar); border-color: var(--duo-bar); }
    .swatch.fold { border-width: 0 0 0 3px; border-color: var(--duo-fold); }
    .swatch.split { border-width: 0 0 0 4px; border-color: var(--duo-split); }
    .swatch.safe { border: 1px dashed var(--duo-safe); }
    .states { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
    section.screen { content-visibility: auto; contain-intrinsic-size: auto 2400px; }
    figure { margin: 0; max-width: 100%; break-inside: avoid; }
    figure svg { display: block; max-width: 100%; height: auto; }
    ol.findings { margin: 4px 0 8px; padding-left: 24px; max-width: 960px; }
    ol.findings li { margin: 2px 0; }
    ol.findings li:hover { background: var(--duo-item); }
    .element-link { font-weight: 600; }
    .rule, .line { font-size: 13px; }
    pre { margin: 4px 0; padding: 4px 0; overflow-x: auto; background: var(--duo-item); font: 12px/1.4 "DejaVu Sans Mono", Menlo, monospace; }
    pre .line { display: inline-block; min-width: 100%; padding-right: 8px; }
    pre .line:target, pre .line.hit { background: var(--duo-band); }
    pre .number { display: inline-block; min-width: 4em; padding-right: 8px; text-align: right; color: var(--duo-muted); user-select: none; }
    details.source { margin: 8px 0 16px; } details.source summary { cursor: pointer; color: var(--duo-muted); }
    .clean { color: var(--duo-muted); margin: 4px 0; }
    @media (max-width: 600px) {
      body { padding: 8px; font-size: 14px; } th, td { padding: 4px; }
      /* A drawing keeps its size in points (its labels stay readable) and scrolls sideways in its figure. */
      figure { overflow-x: auto; } figure svg { max-width: none; }
      table.code col.place { width: 40%; } table.code col.rule { width: 30%; } table.code col.severity { width: 5.5em; }
    }
    @media print {
      :root { --duo-canvas: #ffffff; --duo-ink: #000000; --duo-item: #ffffff; }
      body { max-width: none; padding: 0; } a { color: inherit; }
      tr { break-inside: avoid; } h3, h4 { break-after: avoid; } details.source { display: none; }
    }

    """

    /// The legend of a drawing's colours and marks.
    static let legend = "<ul class=\"legend\"><li><span class=\"swatch error\"></span>error</li>"
        + "<li><span class=\"swatch warning\"></span>warning</li><li><span class=\"swatch note\"></span>note</li>"
        + "<li><span class=\"swatch none\"></span>no finding</li><li><span class=\"swatch band\"></span>fold band</li>"
        + "<li><span class=\"swatch fold\"></span>fold</li><li><span class=\"swatch bar\"></span>bar</li>"
        + "<li><span class=\"swatch safe\"></span>safe area</li><li><span class=\"swatch split\"></span>Split View edge</li></ul>\n"
}
