/**
 * The library (issue 18): guides, templates, checklists and video links written by the platform's
 * admins, some of them for paying members only, gathered into ordered collections with progress
 * per person. Anchors: Canvas modules (ordered items, per-person progress), Contra's templates.
 */

/** What a resource is (issue 18). A `video` resource carries a link to the video. */
export const LIBRARY_KINDS = ['guide', 'template', 'checklist', 'video'] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];

/** Whom a resource is written for: talent, employers, or everyone. */
export const LIBRARY_AUDIENCES = ['talent', 'employer', 'all'] as const;
export type LibraryAudience = (typeof LIBRARY_AUDIENCES)[number];

/**
 * The plan a resource needs (issue 18): `none` (everyone signed in), `lite` (an active talent
 * Lite plan), `employer` (any active employer plan: monthly, yearly or lifetime).
 */
export const LIBRARY_PLANS = ['none', 'lite', 'employer'] as const;
export type LibraryPlan = (typeof LIBRARY_PLANS)[number];

/** Drafts are seen by admins only; published resources and collections by everyone signed in. */
export const LIBRARY_STATUSES = ['draft', 'published'] as const;
export type LibraryStatus = (typeof LIBRARY_STATUSES)[number];

/**
 * A person's progress on a resource (Canvas' per-user item state): not started (no row), started
 * (opened the body), completed (marked done). A collection's progress follows its resources'.
 */
export const LIBRARY_PROGRESS = ['not_started', 'started', 'completed'] as const;
export type LibraryProgress = (typeof LIBRARY_PROGRESS)[number];

/**
 * What a person may send: opening a resource sends `started` (it never undoes a completion),
 * "Mark completed" sends `completed`.
 */
export const LIBRARY_PROGRESS_INPUTS = ['started', 'completed'] as const;
export type LibraryProgressInput = (typeof LIBRARY_PROGRESS_INPUTS)[number];

/** Field limits of the library (designed; SPEC shows none). */
export const LIBRARY_TITLE_MIN = 3;
export const LIBRARY_TITLE_MAX = 200;
export const LIBRARY_SUMMARY_MAX = 300;
export const LIBRARY_BODY_MAX = 50_000;
export const LIBRARY_URL_MAX = 2000;
export const LIBRARY_SKILLS_MAX = 10;
export const LIBRARY_SEARCH_MAX = 100;
/** Files attached to one resource (templates). */
export const LIBRARY_ATTACHMENTS_MAX = 5;
/** Resources in one collection. */
export const LIBRARY_COLLECTION_ITEMS_MAX = 50;
export const LIBRARY_COLLECTION_DESCRIPTION_MAX = 2000;
