/**
 * Demo job requests of all three types (SPEC §3: job, project, task), spread over the employers
 * and the last five weeks, with every rate type, location type, experience level and duration
 * represented. Two are direct requests to the demo talent. A fixed price is stored in `minRate`
 * with no `maxRate`, as the form sends it (SPEC §4).
 *
 * The demo employer's requests stay well inside its yearly quota (12 jobs, 36 projects, 60 tasks),
 * so a visitor can still create requests of every type.
 */
import { DEMO_EMPLOYER_REQUESTS } from './demoEmployer';
import { OTHER_EMPLOYER_REQUESTS } from './otherEmployers';
import type { JobRequestSeed } from './types';

export type { JobRequestSeed } from './types';

/** In this order (it is the order they are inserted in). */
export const JOB_REQUESTS: readonly JobRequestSeed[] = [
  ...DEMO_EMPLOYER_REQUESTS,
  ...OTHER_EMPLOYER_REQUESTS,
];
