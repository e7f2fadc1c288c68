import type { RequestOptions } from '../client/types';

/**
 * What every endpoint function accepts last: an abort signal (TanStack Query passes one) and a
 * priority that overrides the prefix table.
 */
export type CallOptions = Pick<RequestOptions, 'signal' | 'priority'>;
