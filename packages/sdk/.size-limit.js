// Size budgets (issue 2), minified + gzipped. "client + rules" is every value export of the main
// entry that is neither a schema (`@hireloop/sdk/schemas`) nor storage, so adding a rule or an
// endpoint never leaves this list stale. Storage and the whole entry are reported beside it.
import { readFileSync } from 'node:fs';

const exportsOf = (file) => {
  const src = readFileSync(new URL(file, import.meta.url), 'utf8');
  const names = [];
  for (const [, list] of src.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const item of list.split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.push(name);
    }
  }
  return names;
};

const schemaNames = new Set(exportsOf('./dist/schemas/index.js'));
const storageNames = exportsOf('./src/storage/index.ts');
const clientAndRules = exportsOf('./dist/index.js').filter(
  (name) => !schemaNames.has(name) && !storageNames.includes(name),
);

export default [
  {
    name: 'client + rules (createClient with every endpoint, every rule and error)',
    path: 'dist/index.js',
    import: `{ ${clientAndRules.join(', ')} }`,
    // 6 KB until issue 13 added the errors' base class (HireloopError) and its guard; 6.5 KB until
    // issue 15's partner and embed endpoints and origin rules.
    // 7 KB until issue 16's team endpoints and rules (about 0.5 KB).
    // 7.6 KB until issue 16's check-in endpoints and rules (next due time in a time zone with
    // Intl, states, the default questions: 1.1 KB measured).
    // 8.7 KB until issue 16's insights endpoints and rules (percentiles, the period, CSV: 0.57 KB
    // measured with the schemas' share left out).
    // +1.2 KB for issue 17's events: the rules (check-in codes, places, the RFC 5545 calendar
    // file: 0.72 KB measured with and without them) and the endpoints (about 0.45 KB).
    // +0.6 KB for issue 17's uploads (sniffUploadType, uploadError, uploadFile: 0.6 KB measured).
    // +0.6 KB for issue 17's collectives: collectivesApi and the rules (slugs, who manages whom,
    // rate order, size: 0.55 KB measured with and without their exports).
    // +0.2 KB for issue 17's career feed: feedApi and the rules (post text to text and links,
    // the relevance boost), measured with all of issue 17 at its end (11.8 KB).
    // +2 KB for issue 18's verification, services marketplace and library (their endpoints and
    // rules: the order state machine, totals and deadlines, the library gate and progress, the
    // verification kinds, badge and company domains), measured
    // with all three at the end of issue 18 (13.87 KB).
    // +0.2 KB for issue 20's messaging rule (messagingBlock and its reasons, the people search
    // endpoint), measured 14.08 KB.
    // +0.1 KB for issue 19's formatCount (counts as en-US prints them, without Intl: a page's first
    // Intl call loads ICU's locale data), which formatPrice now uses, measured 14.18 KB.
    limit: '14.2 KB',
    gzip: true,
  },
  {
    name: 'storage (keys and the typed wrapper)',
    path: 'dist/index.js',
    import: `{ ${storageNames.join(', ')} }`,
    limit: '1 KB',
    gzip: true,
  },
  {
    name: 'whole main entry, without schemas',
    path: 'dist/index.js',
    import: `{ ${[...clientAndRules, ...storageNames].join(', ')} }`,
    // 7 KB until issue 15 (partner and embed endpoints, origin rules).
    // 7.5 KB until issue 16's team endpoints and rules (about 0.5 KB).
    // 8.1 KB until issue 16's check-in endpoints and rules (1.1 KB measured).
    // 9.2 KB until issue 16's insights endpoints and rules (0.57 KB measured).
    // +1.2 KB for issue 17's events endpoints and rules (as above).
    // +0.6 KB for issue 17's uploads (sniffUploadType, uploadError, uploadFile: 0.6 KB measured).
    // +0.6 KB for issue 17's collectives endpoints and rules (0.57 KB measured).
    // +2 KB for issue 18's verification, services marketplace and library (their endpoints, rules
    // and value lists), measured
    // with all three at the end of issue 18 (14.16 KB).
    // +0.2 KB for issue 20's messaging rule and people search endpoint, measured 14.37 KB.
    // +0.1 KB for issue 19's formatCount (as above), measured 14.47 KB.
    // +0.1 KB for issue 19's createBrowserStorage (the storage over the window's, shared by the
    // hooks' provider and the reference app's home), measured 14.52 KB.
    limit: '14.6 KB',
    gzip: true,
  },
  {
    name: 'whole main entry (with jobRequestFormSchema, so zod/mini)',
    path: 'dist/index.js',
    import: '*',
    // 18 KB until issue 14 added the text rule to every input, `textInputsOf` (the schema
    // walker the tests of the sdk and the server use: 0.7 KB, paid only by an app importing it)
    // and the account archive's and account deletion's schemas.
    // 20 KB until issue 16's team endpoints, rules and vocabulary (0.3 KB measured).
    // 20.5 KB until issue 16's check-in endpoints, rules and vocabulary (1.25 KB measured).
    // 21.75 KB until issue 16's insights endpoints, rules and vocabulary (0.6 KB).
    // +1.4 KB for issue 17's events endpoints, rules and vocabulary.
    // +0.6 KB for issue 17's uploads (the sniffer, the upload rule and its texts, uploadFile:
    // 0.6 KB measured with and without their exports).
    // +0.75 KB for issue 17's collectives endpoints, rules and vocabulary (0.72 KB measured).
    // +1.05 KB for issue 17's career feed (endpoints, rules, vocabulary) and what the three
    // features share, measured together at the end of issue 17 (26.08 KB).
    // +3.45 KB for issue 18's verification, services marketplace and library (their endpoints,
    // rules, value lists and the schemas the rules read), measured
    // with all three at the end of issue 18 (29.63 KB).
    // +0.3 KB for issue 20's messaging rule, its texts and the people search's schemas, measured
    // 29.9 KB.
    // +0.1 KB for issue 19's formatCount (as above), measured 30.02 KB.
    // +0.1 KB for issue 19's createBrowserStorage (as above), measured 30.07 KB.
    limit: '30.15 KB',
    gzip: true,
  },
  {
    name: '@hireloop/sdk/constants (SPEC §9 timings, every SPEC text, the vocabulary)',
    path: 'dist/constants/index.js',
    import: '*',
    // 1.5 KB until issue 13 gathered every SPEC text (§2's labels too) and every value list here;
    // 3 KB until issue 14's value lists (lifecycle, live events, group changes) and account texts;
    // 3.2 KB until issue 15's embed vocabulary and limits.
    // 3.5 KB until issue 16's team vocabulary (0.12 KB measured).
    // 3.65 KB until issue 16's check-in vocabulary (0.2 KB measured).
    // 3.85 KB until issue 16's insights vocabulary and text (about 0.2 KB).
    // +0.25 KB for issue 17's events vocabulary (0.21 KB measured with and without it).
    // +0.25 KB for issue 17's uploads: the upload types and limits (0.1 KB measured with and
    // without them) and the refusals' texts.
    // +0.15 KB for issue 17's collectives vocabulary (0.14 KB measured with and without it).
    // +0.8 KB for issue 17's career feed vocabulary (post kinds, visibilities, reactions, follows,
    // orders, report reasons, relevance weights) and the features' notification and live types,
    // measured together at the end of issue 17 (5.42 KB).
    // +1.3 KB for issue 18's verification, services marketplace and library (their value lists and
    // limits, the notification and live event types), measured
    // with all three at the end of issue 18 (6.79 KB).
    // +0.05 KB for issue 20's messaging block reasons and texts, measured 6.83 KB.
    // +0.05 KB for issue 19's USER_NAME_SLOT (the signed-in home's painted heading), 6.86 KB.
    // +0.2 KB for issue 19's formatCount, which the ui's counts read from here (no Intl on the
    // way to a page's first render), 7.07 KB.
    limit: '7.1 KB',
    gzip: true,
  },
  {
    name: '@hireloop/sdk/schemas, every schema (zod/mini)',
    path: 'dist/schemas/index.js',
    import: '*',
    // 18 KB until issue 14 added the text rule to every input, `textInputsOf` (the schema
    // walker the tests of the sdk and the server use: 0.7 KB, paid only by an app importing it)
    // and the account archive's and account deletion's schemas; 20 KB until issue 15's partner
    // and embed schemas.
    // 21 KB until issue 16's team schemas (0.25 KB measured, 0.5 KB with what they share).
    // 21.5 KB until issue 16's check-in schemas (0.35 KB measured).
    // 21.85 KB until issue 16's insights schemas (0.76 KB measured).
    // 22.65 KB until the three features were measured together: 24.24 KB at the end of issue 16
    // (the shares above, each measured alone, leave out the vocabulary and rules they share).
    // +0.3 KB for issue 17's events schemas (0.04 KB measured with and without their exports:
    // they reuse the fields and the text rule).
    // +0.25 KB for issue 17's collectives schemas (0.24 KB measured with and without their
    // exports).
    // +3.6 KB for issue 17's career feed schemas (posts, comments, reactions, follows, reports,
    // moderation, the feed page with its job requests and events) and the events' answers, measured
    // together at the end of issue 17 (28.55 KB; the shares above were measured alone).
    // +4.8 KB for issue 18's verification, services marketplace and library (every schema of the
    // three features: services, orders, reviews; resources, collections, progress; verifications,
    // documents, the review queue and audit log, the badge), measured
    // with all three at the end of issue 18 (33.4 KB).
    // +0.1 KB for issue 20's people search schemas, measured 33.52 KB.
    // +0.1 KB for issue 19's formatCount, which the schemas' length messages print their limits
    // with (instead of toLocaleString: no Intl when the schemas load), measured 33.65 KB.
    limit: '33.7 KB',
    gzip: true,
  },
];
