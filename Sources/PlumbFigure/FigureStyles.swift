import PlumbLayout
import PlumbDiagnostics

/// The CSS every figure needs, written by the site build to
/// `assets/plumb-figure.css`. Geometry rules here are part of the figure's
/// correctness (a box must be exactly where the solver put it); colours are
/// custom properties a theme may override.
public enum FigureStyles {
    /// The fonts the solver measured text with, as the site ships them.
    /// The bold face is a family of its own, named by `.plumb-bold` only;
    /// the other families have no bold, and `.plumb-text` keeps the
    /// browser from making one up.
    public static let fontFace = (ShippedFont.all.map { ($0, 400) } + [(ShippedFont.bold, 700)]).map { font, weight in
        "@font-face { font-family: \"\(font.family)\"; font-weight: \(weight); src: url(\"fonts/\(font.fileName)\") format(\"truetype\"); font-display: block; }\n"
    }.joined()

    /// CSS `line-height` of a label's text: the first shipped font's line
    /// height, which the measurer counts. Not `normal`, which would let a
    /// fallback font's taller ascent grow a line the solver did not measure.
    static let textLineHeight = ShippedFont.lineHeightPerPoint.compact

    /// Characters the overlay's labels use beyond ASCII ("≥ 8", "0.5×"):
    /// the site's font subset must carry them, whatever the pages say.
    public static let overlayCharacters = FigureLabels.symbols

    public static let css = fontFace + """
    .plumb-figure { margin: 1.5rem 0; --plumb-ink: #1d2733; --plumb-fill: #dbe8f7; --plumb-line: #2f6db5; --plumb-red: #c62828;
      --plumb-orange: #a35c00; --plumb-guide: #7b5ea7; --plumb-band: rgba(123, 94, 167, .10); --plumb-canvas: #fff;
      --plumb-tint: #007aff; --plumb-placeholder: rgba(60, 60, 67, .3); --plumb-field-border: #c7c7cc; --plumb-image-fill: #e5e5ea;
      --plumb-frame-line: color-mix(in srgb, var(--plumb-line) 45%, transparent); --plumb-change: #1a7f37; }
    .plumb-figure figcaption { font-weight: 600; margin-bottom: .5rem; overflow-wrap: anywhere; }
    .plumb-breakpoints { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
    .plumb-tabs { display: block; }
    .plumb-tabs > input { position: absolute; opacity: 0; pointer-events: none; }
    .plumb-tabs > label { display: inline-block; padding: .2rem .7rem; margin: 0 .25rem .5rem 0; border: 1px solid var(--plumb-line);
      border-radius: 1rem; cursor: pointer; font-size: .85rem; }
    .plumb-tabs > input:focus-visible + label { outline: 2px solid var(--plumb-line); outline-offset: 2px; }
    .plumb-tabs > .plumb-panel { display: none; }
    \(tabRules)
    .plumb-variants > input { position: absolute; opacity: 0; width: 1px; height: 1px; margin: 0; pointer-events: none; }
    .plumb-variants > label { display: inline-block; padding: .3rem .8rem; margin: 0 .3rem .5rem 0; border: 1px solid var(--plumb-change);
      border-radius: .5rem; color: var(--plumb-change); cursor: pointer; font-size: .85rem; user-select: none; }
    .plumb-variants > input:focus-visible + label { outline: 2px solid var(--plumb-change); outline-offset: 2px; }
    .plumb-variants > .plumb-variant { display: none; }
    \(variantRules)
    .plumb-variant-changes { font-size: .85rem; margin: 0 0 .5rem; overflow-wrap: anywhere; }
    .plumb-variant-changes ins { text-decoration: none; color: var(--plumb-change); font-weight: 600; }
    .plumb-variant-changes del { color: #6e7781; }
    .plumb-figure .plumb-overlay .plumb-variant-added line { stroke: var(--plumb-change); stroke-width: 2.5; }
    .plumb-mark.plumb-variant-added { color: var(--plumb-change); font-weight: 600; }
    .plumb-mark.plumb-variant-note { color: var(--plumb-change); font-style: italic; }
    .plumb-canvas .plumb-variant-moved { outline: 2px solid var(--plumb-change); outline-offset: 1px; }
    \(FigureCodeDisclosure.css)
    .plumb-live-panel { margin-bottom: 1rem; }
    .plumb-live-scroll { overflow-x: auto; padding-bottom: 2px; }
    .plumb-stops { display: flex; flex-wrap: wrap; border: 0; padding: 0 0 0 1px; margin: 0 0 .4rem; min-width: 0; }
    .plumb-stops > input { position: absolute; opacity: 0; width: 1px; height: 1px; margin: 0; pointer-events: none; }
    .plumb-stops > label { display: inline-flex; align-items: center; justify-content: center; min-width: 2.75rem; min-height: 1.9rem;
      padding: 0 .5rem; margin: 0 0 -1px -1px; border: 1px solid var(--plumb-line); color: var(--plumb-line); font-size: .8rem;
      font-variant-numeric: tabular-nums; cursor: pointer; user-select: none; }
    .plumb-stops > label:first-of-type { border-radius: .5rem 0 0 .5rem; }
    .plumb-stops > label:last-of-type { border-radius: 0 .5rem .5rem 0; }
    .plumb-stops > input:checked + label { background: var(--plumb-line); color: var(--plumb-canvas); }
    .plumb-stops > input:focus-visible + label { outline: 2px solid var(--plumb-line); outline-offset: 2px; position: relative; z-index: 1; }
    .plumb-live { container: plumb-live / inline-size; position: relative; box-sizing: content-box; resize: horizontal;
      overflow: hidden; border: 1px solid #9aa5b1; border-right-width: 6px; background: var(--plumb-canvas); }
    .plumb-live > .plumb-canvas, .plumb-live-class > .plumb-canvas { outline: none; overflow: visible; }
    .plumb-live .plumb-ambiguous { background-image: repeating-linear-gradient(45deg, transparent 0 5px, rgba(198, 40, 40, .35) 5px 6px); }
    .plumb-live-spacing { position: absolute; display: none; z-index: 1; pointer-events: none; direction: ltr;
      border: 0 solid var(--plumb-line); }
    .plumb-live-spacing.plumb-h { height: 0; border-top-width: 1px; }
    .plumb-live-spacing.plumb-v { width: 0; border-left-width: 1px; }
    .plumb-live-spacing.plumb-broken { border-color: var(--plumb-red); }
    .plumb-live-spacing.plumb-violated { border-color: var(--plumb-red); border-style: dashed; }
    .plumb-live-spacing > .plumb-above { left: 50%; bottom: 2px; transform: translateX(-50%); }
    .plumb-live-spacing > .plumb-below { left: 50%; top: 1px; transform: translateX(-50%); }
    .plumb-live-spacing > .plumb-right { left: 1px; top: 50%; transform: translateY(-50%); }
    .plumb-live-spacing > .plumb-left { right: 2px; top: 50%; transform: translateY(-50%); }
    .plumb-live-spacing > .plumb-above-start { left: 0; bottom: 2px; } .plumb-live-spacing > .plumb-above-end { right: 0; bottom: 2px; }
    .plumb-live-spacing > .plumb-below-start { left: 0; top: 1px; } .plumb-live-spacing > .plumb-below-end { right: 0; top: 1px; }
    .plumb-live-spacing > .plumb-right-start { left: 1px; top: 0; } .plumb-live-spacing > .plumb-right-end { left: 1px; bottom: 0; }
    .plumb-live-spacing > .plumb-left-start { right: 2px; top: 0; } .plumb-live-spacing > .plumb-left-end { right: 2px; bottom: 0; }
    .plumb-live-spacing > .plumb-above-out { left: 50%; bottom: calc(4px + var(--plumb-reach)); transform: translateX(-50%); }
    .plumb-live-spacing > .plumb-below-out { left: 50%; top: calc(3px + var(--plumb-reach)); transform: translateX(-50%); }
    .plumb-live-spacing > .plumb-right-out { left: calc(3px + var(--plumb-reach)); top: 50%; transform: translateY(-50%); }
    .plumb-live-spacing > .plumb-left-out { right: calc(4px + var(--plumb-reach)); top: 50%; transform: translateY(-50%); }
    .plumb-live-status { border-top: 1px solid #9aa5b1; padding: .25rem .4rem; font-size: .8rem; }
    .plumb-live-status > p { margin: 0; }
    /* One constraint a line: side by side, two statuses read as one sentence. */
    .plumb-live-status > p > span { display: block; }
    .plumb-live-status .plumb-broken { color: var(--plumb-red); }
    .plumb-live-status .plumb-gives { color: var(--plumb-orange); }
    .plumb-live-status .plumb-tie { color: var(--plumb-orange); }
    /* A view a tie moves, ringed dashed in the pieces where the tie holds. */
    .plumb-live-tie { position: absolute; inset: -4px; border: 2px dashed var(--plumb-orange); visibility: hidden; pointer-events: none; z-index: 1; }
    /* A label's text on the live panel, cut with "…" where UILabel cuts it
       (its container queries switch the ellipsis or the line clamp on). */
    .plumb-cut { min-width: 0; overflow: hidden; text-overflow: clip; }
    .plumb-cut-lines { -webkit-box-orient: vertical; }
    .plumb-live-status code { font-size: .75rem; overflow-wrap: anywhere; }
    .plumb-live-caption { font-size: .85rem; margin: .35rem 0 0; color: #555; }
    /* A panel scrolls sideways where its column is narrower than the
       smallest scale its labels were placed for (its frame's min-width): a
       320-px phone, or side-by-side panels in a tablet's column. */
    .plumb-panel { min-width: 0; flex: 0 1 auto; overflow-x: auto; padding: 1px; margin: -1px; }
    /* (The pixel of padding, given back by the margin, keeps the canvas's
       outline, drawn just outside it, inside what the panel clips.) */
    .plumb-panel.plumb-wide { overflow-x: auto; padding-bottom: 4px;
      background: linear-gradient(to right, var(--plumb-canvas) 40%, transparent) left / 2rem 100% no-repeat local,
        linear-gradient(to left, var(--plumb-canvas) 40%, transparent) right / 2rem 100% no-repeat local,
        linear-gradient(to right, color-mix(in srgb, var(--plumb-ink) 25%, transparent), transparent) left / .75rem 100% no-repeat scroll,
        linear-gradient(to left, color-mix(in srgb, var(--plumb-ink) 25%, transparent), transparent) right / .75rem 100% no-repeat scroll; }
    .plumb-wide > .plumb-panel-title { position: sticky; left: 0; }
    .plumb-side > .plumb-panel { flex-shrink: 1; flex-basis: 0; }
    @media (max-width: 48rem) { .plumb-side { flex-direction: column; } .plumb-side > .plumb-panel { flex: none; width: 100%; } }
    .plumb-panel-title { font-size: .8rem; color: #555; margin-bottom: .25rem; }
    .plumb-frame { width: 100%; }
    .plumb-canvas { position: relative; container-type: inline-size; width: 100%; background: var(--plumb-canvas);
      outline: 1px solid #9aa5b1; color: var(--plumb-ink); overflow: visible; line-height: normal; }
    .plumb-canvas *, .plumb-canvas *::before, .plumb-canvas *::after { box-sizing: border-box; }
    .plumb-view, .plumb-guide, .plumb-band, .plumb-content-extent { position: absolute; margin: 0; padding: 0; }
    /* A view's own colour is its own: custom properties inherit, so without
       this a filled button inside a coloured card took the card's colour. */
    .plumb-view { --plumb-own-fill: initial; }
    /* Text on an author's colour reads in either scheme: black on a light
       fill, white on a dark one (OKLCH lightness). Without a fill the value
       is invalid, so the view inherits its text colour as before. */
    .plumb-view { color: oklch(from var(--plumb-own-fill) clamp(0, (0.62 - l) * 1000, 1) 0 0); }
    .plumb-view { background: var(--plumb-own-fill, var(--plumb-fill)); outline: 1px solid var(--plumb-line); outline-offset: -1px; overflow: visible; }
    .plumb-label, .plumb-button, .plumb-activity, .plumb-image.plumb-picture { background-color: var(--plumb-own-fill, transparent);
      outline: 1px dashed var(--plumb-frame-line); }
    .plumb-stack { background: transparent; outline-style: dashed; }
    .plumb-scroll { background: var(--plumb-own-fill, transparent); outline-width: 2px; outline-offset: -2px; }
    .plumb-scroll::after { content: ""; position: absolute; inset: 0; z-index: 1; pointer-events: none;
      border: 2px solid var(--plumb-line); box-shadow: inset 0 0 0 1px var(--plumb-canvas); }
    /* What a scroll view's content has outside its frame is off screen:
       dimmed under a veil with the frame cut out (even-odd), above the
       content's views but below the overlay's labels, which come later. */
    .plumb-offscreen { position: absolute; z-index: 1; pointer-events: none;
      background: repeating-linear-gradient(45deg, color-mix(in srgb, var(--plumb-canvas) 72%, transparent) 0 5px,
        color-mix(in srgb, var(--plumb-canvas) 58%, transparent) 5px 7px); }
    /* Past the content size too: never on screen (a scroll view clips to its
       bounds and scrolls no further than its content), veiled again, denser. */
    .plumb-unreachable { position: absolute; z-index: 1; pointer-events: none;
      background: repeating-linear-gradient(-45deg, color-mix(in srgb, var(--plumb-canvas) 80%, transparent) 0 5px,
        color-mix(in srgb, var(--plumb-ink) 35%, transparent) 5px 6px); }
    .plumb-content-extent { outline: 1px dashed var(--plumb-orange); outline-offset: -1px; pointer-events: none; }
    .plumb-hidden { opacity: .35; outline-style: dotted; }
    /* The frame of a view with alignment insets is the image's content (a
       shadow); the picture the constraints place is the rectangle inside. */
    .plumb-view.plumb-aligned-content { background: repeating-linear-gradient(135deg, color-mix(in srgb, var(--plumb-ink) 28%, transparent) 0 2px,
      color-mix(in srgb, var(--plumb-ink) 8%, transparent) 2px 6px); outline: 1px dashed var(--plumb-ink); }
    .plumb-alignment-rect { position: absolute; background: var(--plumb-own-fill, var(--plumb-fill)); outline: 2px solid var(--plumb-line);
      outline-offset: -2px; pointer-events: none; }
    .plumb-ambiguous { outline-color: var(--plumb-red); }
    .plumb-text { position: absolute; inset: 0; display: flex; align-items: center; white-space: nowrap; overflow: hidden;
      text-overflow: ellipsis; font-family: \(ShippedFont.familyList); line-height: \(textLineHeight); font-kerning: normal;
      font-variant-ligatures: none; text-rendering: geometricPrecision; font-weight: 400; font-synthesis: none; }
    .plumb-text.plumb-bold { font-family: \(ShippedFont.boldFamilyList); font-weight: 700; }
    .plumb-label > .plumb-text[style*="white-space:normal"] { overflow-wrap: anywhere; }
    .plumb-button > .plumb-text { justify-content: center; color: var(--plumb-tint); }
    .plumb-button.plumb-filled { background: var(--plumb-own-fill, var(--plumb-tint)); outline: none; border-radius: 6px; }
    .plumb-button.plumb-filled > .plumb-text { color: #fff; }
    .plumb-field { background: var(--plumb-own-fill, var(--plumb-canvas)); outline-color: var(--plumb-field-border); border-radius: 5px; }
    .plumb-placeholder { color: var(--plumb-placeholder); }
    .plumb-switch { background: var(--plumb-own-fill, #34c759); outline: none; border-radius: 999px; }
    .plumb-knob { position: absolute; top: 6.45%; right: 3.92%; height: 87.1%; aspect-ratio: 1; border-radius: 50%; background: #fff;
      box-shadow: 0 1px 2px rgba(0, 0, 0, .3); }
    .plumb-image { background: var(--plumb-own-fill, var(--plumb-image-fill)) url("data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%238e8e93' stroke-width='1.5'><rect x='2' y='4' width='20' height='16' rx='2'/><circle cx='8' cy='9' r='2' fill='%238e8e93'/><path d='M3 18l6-6 4 4 3-3 5 5'/></svg>") center / 40% 40% no-repeat; }
    .plumb-image.plumb-picture { background-image: none; }
    .plumb-image-file { position: absolute; inset: 0; width: 100%; height: 100%; max-width: none; }
    .plumb-activity { background-image: url("data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20' stroke='%238e8e93' stroke-width='2' stroke-linecap='round'><line x1='10.00' y1='5.00' x2='10.00' y2='1.50' stroke-opacity='1.0'/><line x1='13.54' y1='6.46' x2='16.01' y2='3.99' stroke-opacity='0.89'/><line x1='15.00' y1='10.00' x2='18.50' y2='10.00' stroke-opacity='0.78'/><line x1='13.54' y1='13.54' x2='16.01' y2='16.01' stroke-opacity='0.67'/><line x1='10.00' y1='15.00' x2='10.00' y2='18.50' stroke-opacity='0.56'/><line x1='6.46' y1='13.54' x2='3.99' y2='16.01' stroke-opacity='0.45'/><line x1='5.00' y1='10.00' x2='1.50' y2='10.00' stroke-opacity='0.34'/><line x1='6.46' y1='6.46' x2='3.99' y2='3.99' stroke-opacity='0.23'/></svg>"); background-position: center; background-size: contain; background-repeat: no-repeat; }
    /* A view's name (.plumb-name-over: one without subviews) above the
       overlay's lines (an alignment line split "avatar|View"), below the
       labels that come after it. */
    .plumb-name-over { z-index: 1; }
    .plumb-name { position: absolute; left: 2px; top: 1px; font: 11px/14px \(ShippedFont.familyList); color: var(--plumb-line); white-space: nowrap;
      padding: 0 2px; border-radius: 3px; background: color-mix(in srgb, var(--plumb-canvas) 80%, transparent); }
    .plumb-guide { outline: 1px dashed var(--plumb-guide); outline-offset: -1px; }
    .plumb-guide-name { position: absolute; right: 2px; bottom: 1px; font: 11px/14px \(ShippedFont.familyList); color: var(--plumb-guide); white-space: nowrap; }
    .plumb-band { background: var(--plumb-band); pointer-events: none; }
    .plumb-status-bar { position: absolute; display: flex; align-items: center; justify-content: space-between; font-weight: 600;
      font-family: \(ShippedFont.familyList); color: var(--plumb-ink); pointer-events: none; }
    .plumb-battery { width: 1.6em; height: .75em; border: 1px solid currentColor; border-radius: .22em; opacity: .8;
      background: linear-gradient(90deg, currentColor 70%, transparent 70%) content-box; padding: 1px; }
    .plumb-island, .plumb-notch, .plumb-home-indicator { position: absolute; background: #000; pointer-events: none; }
    .plumb-island { border-radius: 999px; }
    .plumb-notch { border-radius: 0 0 22% 22% / 0 0 60% 60%; }
    .plumb-notch.plumb-notch-side { border-radius: 0 60% 60% 0 / 0 22% 22% 0; }
    .plumb-home-indicator { border-radius: 999px; background: var(--plumb-ink); opacity: .85; }
    .plumb-band-margins { background: transparent; outline: 1px dashed var(--plumb-guide); outline-offset: -1px; }
    .plumb-overlay { position: absolute; left: 0; top: 0; width: 100%; height: 100%; overflow: visible; pointer-events: none; }
    .plumb-overlay line { stroke: var(--plumb-line); stroke-width: 1; vector-effect: non-scaling-stroke; }
    .plumb-overlay .plumb-align { stroke: var(--plumb-guide); stroke-dasharray: 4 3; }
    .plumb-overlay .plumb-size line { stroke: var(--plumb-orange); }
    /* A size line and the equal-size ticks lie on the view they measure: a
       halo in the canvas's colour keeps them visible on a fill of their own
       colour (an orange badge, systemOrange). */
    .plumb-overlay .plumb-size, .plumb-overlay .plumb-equal { filter: drop-shadow(0 0 1px var(--plumb-canvas)) drop-shadow(0 0 1px var(--plumb-canvas)); }
    .plumb-overlay .plumb-broken line, .plumb-overlay line.plumb-broken { stroke: var(--plumb-red); stroke-width: 2; }
    /* A constraint that gives way, red and dashed as the legend shows it
       (drawn blue, it vanished on an alignment line beneath it). */
    .plumb-overlay .plumb-violated line { stroke: var(--plumb-red); stroke-dasharray: 2 2; }
    .plumb-mark { position: absolute; z-index: 1; font: 11px/14px \(ShippedFont.familyList); white-space: nowrap; padding: 0 2px;
      color: var(--plumb-line); background: color-mix(in srgb, var(--plumb-canvas) 85%, transparent); border-radius: 3px; pointer-events: none;
      font-kerning: normal; font-variant-ligatures: none; }
    /* A lane label broken into lines where it is wider than its frame. */
    .plumb-mark.plumb-lines { white-space: pre; }
    .plumb-mark.plumb-broken, .plumb-mark.plumb-violated { color: var(--plumb-red); font-weight: 600; }
    .plumb-mark.plumb-tie { color: var(--plumb-orange); }
    .plumb-mark.plumb-ambiguous-label { color: var(--plumb-red); }
    .plumb-mark.plumb-gives { color: var(--plumb-orange); }
    .plumb-mark.plumb-content { color: var(--plumb-ink); }
    .plumb-mark.plumb-guide-label { color: var(--plumb-guide); }
    .plumb-overlay .plumb-stack-spacing line { stroke-dasharray: 1 2; }
    .plumb-overlay .plumb-hidden-ghost line { stroke: var(--plumb-ink); stroke-width: 1.5; stroke-dasharray: 3 2; }
    .plumb-mark.plumb-hidden-label { color: var(--plumb-ink); font-style: italic; }
    /* Chinese has no italic: the browser slants the glyphs instead. */
    :lang(zh) .plumb-mark.plumb-variant-note, :lang(zh) .plumb-mark.plumb-hidden-label { font-style: normal; }
    .plumb-mark.plumb-stack-alignment { color: var(--plumb-guide); font-weight: 600; }
    .plumb-overlay .plumb-equal line, .plumb-overlay line.plumb-equal-tick { stroke: var(--plumb-ink); stroke-width: 1.5; stroke-dasharray: none; }
        .plumb-overlay .plumb-intrinsic line { stroke: var(--plumb-orange); stroke-width: 2; stroke-dasharray: 3 2; }
    .plumb-hatch-line { stroke: var(--plumb-red); stroke-width: 1.5; opacity: .5; }
    .plumb-ghost { fill: none; stroke: var(--plumb-red); stroke-dasharray: 3 3; vector-effect: non-scaling-stroke; }
    .plumb-overlay .plumb-bounds-shift line { stroke: var(--plumb-ink); stroke-width: 1.5; stroke-dasharray: none; }
    .plumb-bounds-ghost { fill: none; stroke: var(--plumb-ink); stroke-dasharray: 3 3; vector-effect: non-scaling-stroke; }
    .plumb-mark.plumb-bounds-label { color: var(--plumb-ink); }
    .plumb-legend { list-style: none; display: flex; flex-wrap: wrap; gap: .3rem 1rem; padding: 0; margin: .6rem 0; font-size: .8rem; color: #555; }
    .plumb-key { display: inline-block; width: 1.2rem; height: 0; vertical-align: middle; margin-right: .3rem; border-top: 2px solid var(--plumb-line); }
    .plumb-key-align { border-top: 2px dashed var(--plumb-guide); }
    .plumb-key-size { border-top-color: var(--plumb-orange); }
    .plumb-key-stack { border-top-style: dotted; }
    .plumb-key-hidden { width: .3rem; height: .8rem; border: none; border-left: 2px dashed var(--plumb-ink); }
    .plumb-key-guide { border-top: 2px dashed var(--plumb-guide); }
    .plumb-key-offscreen { height: .7rem; border: 1px dashed var(--plumb-orange);
      background: repeating-linear-gradient(45deg, color-mix(in srgb, var(--plumb-ink) 30%, transparent) 0 2px, transparent 2px 5px); }
    .plumb-key-unreachable { height: .7rem; border: 1px dashed var(--plumb-orange);
      background: repeating-linear-gradient(-45deg, color-mix(in srgb, var(--plumb-ink) 45%, transparent) 0 1px, color-mix(in srgb, var(--plumb-ink) 12%, transparent) 1px 5px); }
    .plumb-key-alignment-rect { height: .7rem; border: 2px solid var(--plumb-line); background: var(--plumb-fill); }
    .plumb-key-frame-content { height: .7rem; border: 1px dashed var(--plumb-ink);
      background: repeating-linear-gradient(135deg, color-mix(in srgb, var(--plumb-ink) 28%, transparent) 0 2px, transparent 2px 6px); }
    .plumb-key-broken { border-top-color: var(--plumb-red); }
    .plumb-key-violated { border-top-style: dashed; }
    .plumb-key-intrinsic { border-top: 2px dashed var(--plumb-orange); }
    .plumb-key-equal { width: .9rem; height: .7rem; border: none; background: linear-gradient(105deg, transparent 38%, var(--plumb-ink) 38% 46%, transparent 46% 58%, var(--plumb-ink) 58% 66%, transparent 66%); }
    .plumb-key-ambiguous { height: .7rem; border: 1px dashed var(--plumb-red); }
    .plumb-key-ghost { height: .7rem; border: 1px dashed var(--plumb-red); }
    .plumb-key-bounds { height: .7rem; border: 1px dashed var(--plumb-ink); }
    .plumb-key-variant { border-top: 3px solid var(--plumb-change); }
    .plumb-key-moved { height: .7rem; border: 2px solid var(--plumb-change); }
    .plumb-diagnostics { font-size: .9rem; padding-left: 1.2rem; overflow-wrap: anywhere; }
    .plumb-diagnostics .plumb-error { color: var(--plumb-red); }
    .plumb-diagnostics .plumb-warning { color: var(--plumb-orange); }
    .plumb-kind { font-family: ui-monospace, monospace; font-size: .8rem; }
    .plumb-fix { display: block; color: #555; }
    .plumb-constraints, .plumb-source { max-width: 100%; overflow-x: auto; }
    .plumb-constraints table { border-collapse: collapse; font-size: .8rem; }
    .plumb-constraints td, .plumb-constraints th { border: 1px solid #ccd; padding: .15rem .4rem; text-align: left; }
    /* A state ("成立", "差 20") or a note ("（抗压缩）") never splits inside a phone-narrow column. */
    .plumb-constraints td, .plumb-constraints th { word-break: keep-all; text-wrap: pretty; }
    .plumb-constraints td[class] { white-space: nowrap; }
    /* A code figure's rows are its code, a call longer than a phone's column: it may break anywhere rather than push the states out of view. */
    .plumb-constraints td code { overflow-wrap: anywhere; }
    .plumb-constraints .plumb-broken, .plumb-constraints .plumb-violated { color: var(--plumb-red); }
    .plumb-constraints .plumb-inactive { color: #888; }
    .plumb-implicit { margin-top: .4rem; }
    /* show steps: four numbered steps under the drawing, each a short list of code lines that may wrap on a phone. */
    .plumb-steps { font-size: .9rem; margin: .6rem 0 .4rem; }
    .plumb-steps-title { font-weight: 600; margin: 0 0 .3rem; }
    .plumb-steps > ol { margin: 0; padding-left: 1.4rem; }
    .plumb-steps > ol > li { margin-bottom: .5rem; }
    .plumb-steps > ol > li > p { margin: 0 0 .2rem; }
    .plumb-steps-list { margin: 0; padding-left: 1rem; list-style: none; font-size: .8rem; line-height: 1.35; columns: 17rem auto; column-gap: 1.5rem; }
    .plumb-steps-list > li { margin: 0 0 .2rem; text-indent: -1rem; padding-left: 1rem; break-inside: avoid; }
    .plumb-steps-list code { overflow-wrap: anywhere; }
    .plumb-source { margin-top: .4rem; font-size: .85rem; }
    /* A listing beside a figure: its lines numbered as the page counts them (the lines the figure's notes cite), in a column of their own, not selected or printed with the code. */
    pre.plumb-numbered { display: grid; grid-template-columns: auto minmax(0, 1fr); direction: ltr; }
    /* The column stays at the left edge while a wide listing scrolls under it (a phone's screen), over the listing's own background. */
    .plumb-line-numbers { position: sticky; left: -1rem; z-index: 1; margin-left: -1rem; padding-left: 1rem; background: var(--code, Canvas);
      text-align: right; padding-right: .75em; margin-right: .75em; border-right: 1px solid color-mix(in srgb, currentColor 20%, transparent);
      color: var(--muted, color-mix(in srgb, currentColor 70%, transparent)); font-family: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: .92em; font-variant-numeric: tabular-nums;
      -webkit-user-select: none; user-select: none; }
    @media print { .plumb-line-numbers { display: none; } pre.plumb-numbered { display: block; } }
    .plumb-source > pre { margin: .3rem 0 0; max-height: 32rem; overflow: auto; }
    .plumb-constraints > summary, .plumb-implicit > summary, .plumb-source > summary { cursor: pointer; }
    .plumb-implicit .plumb-group th { font-weight: 600; background: color-mix(in srgb, var(--plumb-line) 10%, transparent); }
    .plumb-sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    @media (prefers-color-scheme: dark) {
      .plumb-figure { --plumb-ink: #e6edf3; --plumb-fill: #1f3a5c; --plumb-line: #79b8ff; --plumb-canvas: #0d1117;
        --plumb-red: #ff7b72; --plumb-orange: #f0a030;
        --plumb-guide: #c3a6ff; --plumb-band: rgba(195, 166, 255, .12); --plumb-tint: #0a84ff; --plumb-placeholder: rgba(235, 235, 245, .3);
        --plumb-field-border: #48484a; --plumb-image-fill: #2c2c2e; --plumb-change: #56d364; }
      .plumb-panel-title, .plumb-legend, .plumb-fix, .plumb-live-caption { color: #9aa5b1; }
    }
    @media print {
      .plumb-tabs > .plumb-panel { display: block; margin-bottom: 1rem; }
      .plumb-tabs > label { display: none; }
      .plumb-variants > .plumb-variant { display: block; margin-bottom: 1rem; }
      .plumb-variants > label { display: none; }
      .plumb-constraints, .plumb-source { display: none; }
      .plumb-live-panel { display: none; }
    }

    """

    /// Up to twelve variants (`VariantSections.limit`): the n-th radio shows the n-th variant.
    static var variantRules: String {
        (1...12).map { n in
            ".plumb-variants > input:nth-of-type(\(n)):checked ~ .plumb-variant:nth-of-type(\(n)) { display: block; }\n" +
            ".plumb-variants > input:nth-of-type(\(n)):checked + label { background: var(--plumb-change); color: var(--plumb-canvas); }"
        }.joined(separator: "\n")
    }

    /// Up to twelve breakpoints behind tabs: the n-th radio shows the n-th panel.
    static var tabRules: String {
        (1...12).map { n in
            ".plumb-tabs > input:nth-of-type(\(n)):checked ~ .plumb-panel:nth-of-type(\(n)) { display: block; }\n" +
            ".plumb-tabs > input:nth-of-type(\(n)):checked + label { background: var(--plumb-line); color: var(--plumb-canvas); }"
        }.joined(separator: "\n")
    }
}
