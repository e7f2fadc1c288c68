// Size of @hireloop/hooks itself, minified + gzipped: React, TanStack Query and the sdk are the
// app's own dependencies (peers / shared), so they are left out of the figure.
const ignore = [
  'react',
  'react/jsx-runtime',
  '@tanstack/react-query',
  '@hireloop/sdk',
  '@hireloop/sdk/constants',
  '@hireloop/sdk/schemas',
];

export default [
  {
    name: 'the providers (HireloopProvider, AuthProvider, AccountProvider)',
    path: 'dist/index.js',
    import: '{ HireloopProvider, AuthProvider, AccountProvider }',
    ignore,
    limit: '4 KB',
    gzip: true,
  },
  {
    name: 'every hook and provider',
    path: 'dist/index.js',
    import: '*',
    ignore,
    // 12 KB until issue 16's team hooks (0.37 KB measured).
    // 12.4 KB until issue 16's check-in hooks (0.3 KB measured).
    // +1.65 KB for issue 17's collectives hooks (list, page, events, create, edit, logo, the
    // membership and member actions, contact, their query options: 1.62 KB measured as the whole
    // package with and without their exports).
    // +0.15 KB for issue 17's integration (the features' keys in communityKeys, perClient),
    // measured at the end of issue 17 (14.38 KB).
    // +0.85 KB for issue 18's services marketplace hooks (reads, writes, keys, query options:
    // 0.81 KB measured as the whole package with and without their exports).
    // +1.1 KB for issue 18's library and verification hooks (reads, writes, keys, the upload
    // encoding), measured with all three features at the end of issue 18 (16.43 KB).
    // +0.1 KB for issue 20's useMessagePeople (the New message search with each person's
    // block), measured 16.51 KB.
    // +0.15 KB for issue 19's live event handler loaded with the first event (the dynamic import,
    // its lazily initialised module and the retry after a failed load), measured 16.64 KB.
    limit: '16.7 KB',
    gzip: true,
  },
];
