import { describe, expect, it } from 'vitest';
import { createHireloopQueryClient } from '../index';

describe('createHireloopQueryClient (SPEC §9 caching)', () => {
  it('fresh 5 minutes, kept 1 hour, no retries, no refetch on focus, no polling, mutations not retried', () => {
    const { queries, mutations } = createHireloopQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: 300_000,
      gcTime: 3_600_000,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('lets an app override a default', () => {
    const client = createHireloopQueryClient({ defaultOptions: { queries: { staleTime: 1000 } } });
    expect(client.getDefaultOptions().queries).toMatchObject({ staleTime: 1000, retry: false });
  });
});
