// Size budgets of the widgets (issue 15), minified + gzipped. The loader is the one file a
// partner page loads. A frame page is measured as the reference app measures its routes: its
// first load — the entry and what that imports statically (./scripts/frame-files.mjs) —, the
// budget being 110 KB; what it loads next is reported beside it: the plans of the widget's
// account type (asked for at start, beside the page), the job request form once signed in.
// React and ReactDOM are about 60 KB of every page.
import { frameFiles } from './scripts/frame-files.mjs';

/** Built already: the files as the browser gets them, each gzipped, summed. */
const asBuilt = { disablePlugins: ['@size-limit/esbuild'], gzip: true };

export default [
  { name: 'the loader (dist/loader.js)', path: 'dist/loader.js', limit: '4 KB', ...asBuilt },
  {
    name: 'job request widget, first load (the sign-in prompt)',
    path: frameFiles('job-request'),
    limit: '110 KB',
    ...asBuilt,
  },
  {
    name: 'job request widget, signed in (the form: react-hook-form, the schemas, the selects)',
    path: frameFiles('job-request', ['JobRequestSignedIn.tsx']),
    ...asBuilt,
  },
  {
    name: 'subscription widget, first load',
    path: frameFiles('subscription'),
    limit: '110 KB',
    ...asBuilt,
  },
  {
    name: 'subscription widget, with the employer plans',
    path: frameFiles('subscription', ['EmployerPlans.tsx']),
    ...asBuilt,
  },
  {
    name: 'subscription widget, with the talent (Lite) plans',
    path: frameFiles('subscription', ['LitePlans.tsx']),
    ...asBuilt,
  },
  {
    // A top-level window, not a frame. Someone signed in on Hireloop already sees the question
    // at once; the sign-in and registration forms load when needed.
    name: 'the sign-in window, first load',
    path: frameFiles('authorize'),
    limit: '120 KB',
    ...asBuilt,
  },
  {
    name: 'the sign-in window, with its forms',
    path: frameFiles('authorize', ['AuthForm.tsx']),
    ...asBuilt,
  },
];
