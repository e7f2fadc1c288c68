import * as z from 'zod/mini';
import { idSchema } from './fields';

/**
 * A collective's badge (issue 17): what its members' profiles and talent cards, the events it
 * hosts and its feed posts show. `logoUrl` is served by the API (null: no logo). Its own module:
 * the profile answers carry it, and the rest of the collectives' schemas load with their pages.
 */
export const collectiveBadgeSchema = z.object({
  id: idSchema,
  slug: z.string(),
  name: z.string(),
  logoUrl: z.nullable(z.string()),
});
export type CollectiveBadge = z.output<typeof collectiveBadgeSchema>;
