/**
 * Constants of the domain that UIs need without the schemas (and zod): the schemas re-export them
 * from `@hireloop/sdk/schemas`, and a shell that only shows them stays free of validation code.
 */

/** Job request types (SPEC §3). */
export const JOB_REQUEST_TYPES = ['job', 'project', 'task'] as const;

/** Longest message body (issue 4 "limited in length"; the limit itself is not shown). */
export const MESSAGE_BODY_MAX = 5000;
