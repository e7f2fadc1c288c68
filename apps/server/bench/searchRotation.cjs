/**
 * autocannon's `setupRequest` for the search bench (bench/search.bench.ts), loaded by its worker
 * thread (a function cannot be passed to a worker): every request, whichever connection sends it,
 * takes the next path of the rotation in the JSON file `HIRELOOP_SEARCH_ROTATION` names. So ten
 * connections never ask for the same query at the same moment, and a rotation of thousands of
 * queries comes round again only after thousands of requests: a response cache is measured at the
 * hit rate real traffic of that variety would give it. Plain CommonJS, as autocannon `require`s it.
 */
'use strict';
// CommonJS because autocannon's worker `require`s this file.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readFileSync } = require('node:fs');

const paths = JSON.parse(readFileSync(String(process.env.HIRELOOP_SEARCH_ROTATION), 'utf8'));
let next = 0;

module.exports = function setupRequest(request) {
  const path = paths[next % paths.length];
  next++;
  return { ...request, path };
};
