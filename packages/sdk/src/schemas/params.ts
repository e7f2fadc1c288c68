import * as z from 'zod/mini';
import { coercedIdSchema } from './fields';

/** The `{id}` path parameter of every route that names one record (a positive integer). */
export const idParamsSchema = z.object({ id: coercedIdSchema });
export type IdParams = z.output<typeof idParamsSchema>;
