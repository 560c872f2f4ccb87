/**
 * The widget's styles, inside its shadow roots only (nothing leaks into the host page and the
 * page's CSS cannot reach in). Neutral colours of the site (app/globals.css), light and dark:
 * light-dark() follows the color-scheme the shadow host inherits from the host page's <html>
 * (light where the page declares none); every text colour has at least 4.5:1 contrast on its
 * background in both; 44 px tap targets.
 */
const FONT = `system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif`;

/** The site's neutral tokens (app/globals.css) as values: the page's custom properties stay out. */
const TEXT = 'light-dark(#1b1b1b,#ececec)';
const MUTED = 'light-dark(#5c5c5c,#a3a3a3)';
const SURFACE = 'light-dark(#fff,#1d1d1d)';
const SECONDARY = 'light-dark(#f5f5f5,#1f1f1f)';
const LINE = 'light-dark(#e0e0e0,#3a3a3a)';
const INVERSE = 'light-dark(#212121,#ececec)';
const INVERSE_HOVER = 'light-dark(#000,#fff)';
const ON_INVERSE = 'light-dark(#fff,#111)';
const ACCENT = 'light-dark(#c2410c,#fb923c)';
const DANGER = 'light-dark(#b42318,#ff8a80)';
const SUCCESS = 'light-dark(#14532d,#8bd68f)';

export const CSS = `
:host{display:block;font:16px/1.5 ${FONT};color:${TEXT};text-align:left;color-scheme:inherit}
*,*::before,*::after{box-sizing:border-box}
button,a,textarea{font:inherit}
button{cursor:pointer;min-height:44px;padding:8px 16px;border:1px solid ${INVERSE};border-radius:10px;background:${SURFACE};color:${INVERSE}}
button:hover{background:${SECONDARY}}
button[aria-disabled=true]{cursor:progress}
button:disabled{cursor:not-allowed;opacity:.5}
.primary{width:100%;background:${INVERSE};color:${ON_INVERSE};font-weight:600}
.primary:hover{background:${INVERSE_HOVER}}
:focus-visible{outline:3px solid ${ACCENT};outline-offset:2px}
h2,h3,p{margin:0}
h2{font-size:20px;line-height:1.3}
h2:focus{outline:none}
h3{font-size:16px;margin-bottom:8px}
ul{list-style:none;margin:0;padding:0}
a{color:${TEXT};min-height:44px;display:inline-flex;align-items:center}
.muted{color:${MUTED};font-size:14px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.wm{display:inline-flex;align-items:center;justify-content:center;flex:none;min-width:52px;height:28px;padding:0 8px;border-radius:8px;font-size:13px;font-weight:800;letter-spacing:.02em}
.card{display:grid;gap:12px;max-width:420px;padding:16px;border:1px solid ${LINE};border-radius:14px;background:${SURFACE}}
.marks{display:flex;gap:6px;flex-wrap:wrap}
dialog{width:min(560px,calc(100vw - 32px));max-height:calc(100vh - 32px);overflow:auto;padding:0;border:0;border-radius:14px;background:${SURFACE};color:${TEXT};box-shadow:0 12px 40px rgba(0,0,0,.25)}
dialog::backdrop{background:rgba(0,0,0,.5)}
.in{display:flex;flex-direction:column;gap:16px;padding:20px}
.head{display:flex;align-items:flex-start;justify-content:space-between;gap:12px}
.x{flex:none;min-width:44px;padding:0;border:0;background:transparent;font-size:26px;line-height:1}
.view{display:flex;flex-direction:column;gap:16px}
.view[aria-busy=true]>:not(.busy){opacity:.6}
.store{display:flex;align-items:center;gap:10px;font-weight:600}
.opts{display:grid;gap:8px}
.opt{display:flex;align-items:center;gap:12px;width:100%;border-color:${LINE};text-align:left}
.opt[aria-pressed=true]{border:2px solid ${INVERSE};background:${SECONDARY}}
.opt .name{flex:1;font-weight:600}
.opt .sum{text-align:right}
.badge{display:inline-block;padding:0 8px;border-radius:999px;background:${SUCCESS};color:${ON_INVERSE};font-size:12px;font-weight:700}
.lines li{display:grid;grid-template-columns:1fr auto;gap:2px 12px;padding:10px 0;border-top:1px solid ${LINE}}
.lines .text{grid-column:1/-1;font-weight:600}
.lines .from{grid-column:1/-1}
.lines .sub{font-weight:600;text-align:right}
.no{color:${DANGER};font-size:14px}
.pantry li{padding:4px 0}
.total{display:flex;justify-content:space-between;align-items:baseline;padding-top:12px;border-top:2px solid ${INVERSE};font-size:18px;font-weight:700}
.links li{display:flex;align-items:center;gap:12px;border-top:1px solid ${LINE}}
.links .packs{min-width:2.5em;color:${MUTED}}
.row{display:flex;flex-wrap:wrap;gap:8px}
textarea{width:100%;min-height:120px;padding:8px;border:1px solid ${MUTED};border-radius:10px}
.err{color:${DANGER};font-weight:600}
@media (max-width:575px){dialog{width:100vw;max-width:100vw;max-height:90vh;margin:auto 0 0;border-radius:14px 14px 0 0}}
@media (prefers-reduced-motion:no-preference){dialog[open]{animation:zw-in .2s ease-out}@keyframes zw-in{from{opacity:0;transform:translateY(16px)}}}
`;

/** Applies the styles to a shadow root: a constructed sheet where supported, else a <style>. */
export function applyStyles(root: ShadowRoot): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    root.adoptedStyleSheets = [sheet];
  } catch {
    root.append(Object.assign(document.createElement('style'), { textContent: CSS }));
  }
}
