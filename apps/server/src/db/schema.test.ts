import { getTableColumns, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as vocabulary from '@hireloop/sdk/constants';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';

/** Every enumerated column of the schema: `table.column` and its values. */
function enumeratedColumns(): [string, readonly string[]][] {
  const found: [string, readonly string[]][] = [];
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    for (const [key, column] of Object.entries(getTableColumns(table))) {
      const values = (column as { enumValues?: readonly string[] }).enumValues;
      if (values && values.length > 0)
        found.push([`${table[Symbol.for('drizzle:Name') as never]}.${key}`, values]);
    }
  }
  return found;
}

/** The value lists of the sdk's vocabulary, by name. */
const tuples = Object.entries(vocabulary as Record<string, unknown>).filter(
  (entry): entry is [string, readonly string[]] => Array.isArray(entry[1]),
);

describe('the database schema takes its value lists from the sdk (issue 13)', () => {
  it("every enumerated column holds one of the vocabulary's tuples, the very same array", () => {
    const columns = enumeratedColumns();
    expect(columns.length).toBeGreaterThanOrEqual(20);
    const strays = columns
      .filter(([, values]) => !tuples.some(([, tuple]) => tuple === values))
      .map(([name]) => name);
    expect(strays).toEqual([]);
  });

  it('pins the columns SPEC §3 names to their lists', () => {
    const byColumn = Object.fromEntries(enumeratedColumns());
    expect(byColumn['job_requests.type']).toBe(vocabulary.JOB_REQUEST_TYPES);
    expect(byColumn['job_requests.rateType']).toBe(vocabulary.RATE_TYPES);
    expect(byColumn['job_requests.locationType']).toBe(vocabulary.LOCATION_TYPES);
    expect(byColumn['job_requests.experience']).toBe(vocabulary.EXPERIENCE_LEVELS);
    expect(byColumn['job_requests.duration']).toBe(vocabulary.DURATIONS);
    expect(byColumn['job_requests.status']).toBe(vocabulary.JOB_REQUEST_STATUSES);
    expect(byColumn['users.role']).toBe(vocabulary.ROLES);
    expect(byColumn['subscriptions.accountType']).toBe(vocabulary.ACCOUNT_TYPES);
    expect(byColumn['subscriptions.status']).toBe(vocabulary.STORED_SUBSCRIPTION_STATUSES);
    expect(byColumn['plans.interval']).toBe(vocabulary.PLAN_INTERVALS);
    expect(byColumn['bids.status']).toBe(vocabulary.BID_STATUSES);
    expect(byColumn['notifications.type']).toBe(vocabulary.NOTIFICATION_TYPES);
  });
});
