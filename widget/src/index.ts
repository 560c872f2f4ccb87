/**
 * The grocery widget (served as /widget/v1.js, built by scripts/build-widget.ts): an 'Order
 * ingredients' button on Zesty's recipe pages and 'Order these ingredients' cards on any page.
 * Runs once however often the script is injected; never lets an error reach the page.
 */
import { startWidget } from './boot';
import { report } from './dom';

const FLAG = '__zestyGroceryWidget';

/** The API lives where the script came from (the site, or Zesty for a card on someone's blog). */
function scriptOrigin(): string {
  const script = document.currentScript;
  if (script instanceof HTMLScriptElement && script.src) {
    try {
      return new URL(script.src).origin;
    } catch {
      // an unparsable src: fall back to the page's origin
    }
  }
  return location.origin;
}

const flagged = window as Window & { [FLAG]?: boolean };
if (!flagged[FLAG]) {
  flagged[FLAG] = true;
  // Read now: document.currentScript is null once this first run is over.
  const base = scriptOrigin();
  const go = () => {
    try {
      startWidget(base);
    } catch (err) {
      report(err);
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', go);
  else go();
}
