/**
 * The partner demo page (issue 15): what a partner site writes — one script tag and one element
 * per widget — on a second origin, with an event log. Served with a strict Content-Security-Policy
 * that allows the Hireloop origin in script-src and frame-src only, as a careful partner would,
 * to show the loader needs nothing more.
 */
import { EMBED_LOADER_PATH } from '@hireloop/sdk/constants';
import { escapeHtml } from '../html';

export interface PartnerDemoPage {
  /** Hireloop's origin (APP_ORIGIN): where the loader and the frames come from. */
  appOrigin: string;
  /** The demo page's own origin. */
  origin: string;
  /** The demo partner's publishable key. */
  publishableKey: string;
}

/** The events the log shows (every element's, and each widget's own). */
export const DEMO_EVENTS = [
  'hireloop:ready',
  'hireloop:resize',
  'hireloop:error',
  'hireloop:submitted',
  'hireloop:subscribed',
  'hireloop:checkout-canceled',
] as const;

/** The demo page's Content-Security-Policy: scripts and frames from itself and Hireloop only. */
export const demoContentSecurityPolicy = (appOrigin: string) =>
  [
    "default-src 'none'",
    `script-src 'self' ${appOrigin}`,
    `frame-src ${appOrigin}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');

export function demoPage({ appOrigin, origin, publishableKey }: PartnerDemoPage): string {
  const key = escapeHtml(publishableKey);
  const loader = escapeHtml(`${appOrigin}${EMBED_LOADER_PATH}`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Northwind Bootcamp · Hireloop partner demo</title>
<link rel="stylesheet" href="/demo.css">
<script type="module" src="${loader}"></script>
<script type="module" src="/demo.js"></script>
</head>
<body>
<header>
  <p class="eyebrow">Hireloop partner demo · this page is on ${escapeHtml(origin)}, Hireloop on ${escapeHtml(appOrigin)}</p>
  <h1>Northwind Bootcamp</h1>
  <p>A partner site on another origin. Each widget below is one element and the loader's script tag; the page allows only Hireloop's origin in its Content-Security-Policy.</p>
</header>
<main>
  <section aria-labelledby="hire">
    <h2 id="hire">Hire our graduates</h2>
    <p>Post a project to Hireloop without leaving this page.</p>
    <hireloop-job-request publishable-key="${key}" type="project"></hireloop-job-request>
  </section>
  <section aria-labelledby="plans">
    <h2 id="plans">Hireloop plans for employers</h2>
    <hireloop-subscription publishable-key="${key}" account-type="employer"></hireloop-subscription>
  </section>
  <section aria-labelledby="log-title">
    <h2 id="log-title">Events</h2>
    <p>What the widgets tell this page (<code>hireloop:*</code> DOM events).</p>
    <ol id="event-log" aria-live="polite"></ol>
  </section>
</main>
</body>
</html>
`;
}

/** The page's script: logs every widget event, as text. */
export const DEMO_SCRIPT = `const log = document.getElementById('event-log');
for (const type of ${JSON.stringify(DEMO_EVENTS)}) {
  document.addEventListener(type, (event) => {
    const item = document.createElement('li');
    item.dataset.event = type;
    const widget = event.target && event.target.localName ? event.target.localName + ' ' : '';
    item.textContent = widget + type + ' ' + JSON.stringify(event.detail);
    log.prepend(item);
  });
}
`;

export const DEMO_STYLE = `
body { font-family: Georgia, 'Times New Roman', serif; margin: 0; background: #fbf7f0; color: #2b2118; }
header { padding: 2rem clamp(1rem, 5vw, 4rem); background: #2b2118; color: #fbf7f0; }
header p { max-width: 48rem; }
.eyebrow { font-family: ui-monospace, monospace; font-size: .8rem; opacity: .8; }
main { display: grid; gap: 2rem; padding: 2rem clamp(1rem, 5vw, 4rem); max-width: 56rem; }
h1 { margin: .25rem 0; font-size: 2.25rem; }
h2 { margin: 0 0 .5rem; }
section { background: #fff; border: 1px solid #e5dccf; border-radius: 12px; padding: 1.25rem; }
#event-log { font-family: ui-monospace, monospace; font-size: .8rem; padding-left: 1.25rem; max-height: 16rem; overflow: auto; }
/* The partner's own look for the widgets: the accent colour and corner radius it passes through. */
hireloop-job-request, hireloop-subscription { --hireloop-primary: #8a3b12; --hireloop-radius: 6px; }
`;
