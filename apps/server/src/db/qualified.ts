import { getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `"table"."column"`, written out. Drizzle leaves the table out of a column in the list of a
 * one-table SELECT, so a subquery in that list would read a bare `"id"` as a column of its own
 * tables (collectives' id, not the user's). Used by the per-row subqueries of listings
 * (`badgesJsonSql`, `verificationJsonSql`).
 */
export const qualified = (column: AnyColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
