// Sizes of @hireloop/ui, minified + gzipped, without React (the app's own): one primitive, and
// the whole package with what it imports (Radix, embla, react-hook-form…).
const ignore = ['react', 'react-dom', 'react/jsx-runtime'];

export default [
  {
    name: 'Button alone',
    path: 'dist/index.js',
    import: '{ Button }',
    ignore,
    limit: '13 KB',
    gzip: true,
  },
  {
    name: 'the whole package',
    path: 'dist/index.js',
    import: '*',
    ignore,
    // 150 KB until issue 14 added the account danger zone, the subscription renewal and the group
    // invitation lists (with their connected components).
    // 155 KB until issue 15 added the partner registry (its list, form, alert dialog, manager).
    // 160 KB until issue 16 added the team page's parts (members, invite form, pending invites,
    // activity list, removal dialog, company switcher and their connected components: 3.4 KB).
    // 164 KB until issue 16's check-ins (form, card, engagement list, schedule editor, review
    // dialog, admin tables and their connected pages, with the sdk's check-in schemas: 7.1 KB).
    // 171.5 KB until the whole of issue 16 was measured together: 172.66 KB (the shares above,
    // each measured alone, leave out what the features share).
    // 173.5 KB until issue 16's company details form (CompanyDetailsForm, in ConnectedTeamManager):
    // 173.59 KB measured, 89 B over.
    // +6.5 KB for issue 17's events (card, filters, details, form, host tools and their connected
    // pages, with the sdk's event schemas): 6.2 KB measured as the whole package with and without
    // their exports.
    // +1.6 KB for issue 17's uploads (ImageUploadField, checkUploadFile, UPLOAD_FIELD_TEXTS, with
    // the sdk's upload rule): 1.55 KB measured as the package without the collectives' exports,
    // with and without these.
    // +7.6 KB for issue 17's collectives (card, filters, form, members, invite form, logo and the
    // connected directory and page, with the sdk's collective schemas, rules and endpoints and the
    // hooks): 7.55 KB measured as the whole package with and without their exports.
    // +8.5 KB for issue 17's career feed (post card, reaction bar, comment thread, composer,
    // suggestion card, moderation list and the connected feed and moderation, with the sdk's
    // feed endpoints and link rule and the hooks): 8.38 KB measured as the whole package with and
    // without their exports.
    // +1.4 KB for what issue 17's three features share (notification labels and icons, badges),
    // measured together at the end of issue 17 (199.49 KB).
    // +0.25 KB for the follow button (FollowButton, ConnectedFollowButton: 0.22 KB measured).
    // +0.6 KB for the reactions' five lucide icons instead of emoji (0.64 KB measured), which
    // showed as empty boxes where no emoji font is installed.
    // +13.4 KB for issue 18's services marketplace (service card, filters, form, details, tier
    // picker, order card, details, timeline and actions, the requirements, message, review and
    // dispute forms, stars, and the connected marketplace, service, editor, order, disputes and
    // profile reviews, with the sdk's marketplace schemas and rules and the hooks): 13.07 KB
    // measured as the whole package with and without their exports.
    // +72 KB for the rest of issue 18 (285.89 KB measured with all three features): 58.5 KB of it
    // is the library's Markdown renderer (react-markdown + remark-gfm), which the app loads as its
    // own lazy chunk only where a resource's body shows but which this measure inlines (esbuild
    // bundles dynamic imports here); about 13.5 KB is the library's and verification's parts
    // (resource card, filters, collection card, resource view, admin forms; badge, kind cards,
    // review queue, audit log, and their connected pages with the sdk's schemas).
    // +3.5 KB for issue 20's SkillsCombobox (the combobox and Radix Popover, less the SkillsPicker
    // it replaces, in the seven forms that pick skills): 3.1 KB measured as the whole package
    // before and after.
    // +1.3 KB at issue 19's fourth pass, measured 291.74 KB: @hireloop/hooks now imports its live
    // event handler when the first event arrives. A bundler that splits code (the reference app's
    // Vite) makes it a chunk of its own, off the signed-in page's start; this single-file bundle
    // keeps it, with esbuild's initialisers for the lazily loaded modules (290.2 KB without that
    // change). The ui's own Intl-free counts and dates made it 0.7 KB smaller.
    // +0.2 KB at issue 19's fifth pass, measured 291.96 KB: DialogContent, AlertDialogContent and
    // SheetContent return focus to the control that opened them (one opened without a Trigger left
    // it on the body; lib/return-focus.ts): 160 B. The partner list and form then dropped their
    // own copy of it (use-restore-focus.ts): 291.81 KB.
    // +0.5 KB at issue 19's sixth pass, measured 292.3 KB: SkillsCombobox's list (Radix Popover)
    // is a lazy import() of its own, which this single-file measure inlines with esbuild's lazy
    // initialisers; in the reference app it takes 11.6–19.7 KB off the 16 routes with the field.
    // +2.3 KB, measured 294.74 KB: AccountDangerZone's confirmation dialog (with the form library
    // and the schemas) is a lazy import() of its own too. This single-file measure inlines it and
    // wraps every module it reaches (react-hook-form, zod, the schemas, the dialog), which other
    // components import statically as well, in esbuild's lazy initialisers; in the reference app
    // it takes 27.2 KB off /settings.
    limit: '295 KB',
    gzip: true,
  },
  {
    // Issue 16: its own entry, so none of it (recharts above all) is in the figures above; 159.2
    // KB measured, about 140 KB of it recharts and what it brings (redux toolkit, immer, d3 parts).
    // Issue 19: the charts' drawings (recharts) are a lazy import() of their own now, which this
    // measure inlines, wrapping each of recharts' modules in a lazy initializer: 168.4 KB (+6.4 KB
    // of wrappers). Split as a browser loads it (esbuild, splitting on, react/sdk/hooks external):
    // 20.4 KB before the charts draw, then the drawings' chunk 134.3 KB.
    name: '@hireloop/ui/insights (the insights page, with recharts)',
    path: 'dist/insights.js',
    import: '*',
    ignore,
    limit: '169 KB',
    gzip: true,
  },
];
