/** The API shapes of the companies tables (the sdk's team schemas). */
import type { Company } from '@hireloop/sdk/schemas';
import type { companies } from '../../db/schema';

export const toCompany = (row: typeof companies.$inferSelect): Company => ({
  id: row.id,
  name: row.name,
  logoUrl: row.logoUrl,
  website: row.website,
  createdAt: row.createdAt.toISOString(),
});
