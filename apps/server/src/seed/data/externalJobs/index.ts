/**
 * The local external job feed (GET /api/airtable/jobs when no Airtable base is configured). Ids
 * are Airtable-style record ids, `rec` + 14 letters and digits (SPEC §3: ids beginning "rec"),
 * written out here so they stay the same on every machine and every run (saved items hash them).
 * Skills are free-text names, as a feed knows no skill ids; apply links point to example domains.
 */
import { OLDER_EXTERNAL_JOBS } from './older';
import { RECENT_EXTERNAL_JOBS } from './recent';
import type { ExternalJobSeed } from './types';

export type { ExternalJobSeed } from './types';

/** Newest first (the order they are inserted in). */
export const EXTERNAL_JOBS: readonly ExternalJobSeed[] = [
  ...RECENT_EXTERNAL_JOBS,
  ...OLDER_EXTERNAL_JOBS,
];
