import { queryOptions } from '@tanstack/react-query';
import type { Client } from '@hireloop/sdk';
import { queryKeys } from '../core/queryKeys';

/**
 * GET /api/admin/partners: every partner site registered to embed the widgets (issue 15), newest
 * first, revoked ones too (admins).
 */
export const partnersQuery = (client: Client) =>
  queryOptions({
    queryKey: queryKeys.partners(),
    queryFn: ({ signal }) => client.partners.list({ signal }),
  });
