/**
 * Counts the SQL statements the database driver is asked to run (issue 19: statements per
 * message), for test/liveStatements.test.ts and bench/sse.bench.ts. No vitest here.
 *
 * - PostgreSQL: every `pg.Client#query` of this process — pooled connections, transactions (BEGIN
 *   and COMMIT are queries), LISTEN connections — so several instances in one process are counted
 *   together.
 * - PGlite: the instance's `query` and `exec`, and inside `transaction` its BEGIN, each query of the
 *   transaction and its COMMIT/ROLLBACK.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';

export interface StatementCounter {
  /** The statements counted so far (their text), in the order they were issued. */
  statements(): string[];
  /** Starts again from none. */
  reset(): void;
  /** Stops counting (restores the driver). */
  stop(): void;
}

const textOf = (query: unknown): string =>
  typeof query === 'string'
    ? query
    : typeof query === 'object' && query !== null && 'text' in query
      ? String((query as { text: unknown }).text)
      : String(query);

/** Starts counting the statements of `client` (the Drizzle `db.$client`). */
export function countStatements(
  client: PGlite | pg.Pool,
  kind: 'pglite' | 'postgres',
): StatementCounter {
  let seen: string[] = [];
  const counter = (stop: () => void): StatementCounter => ({
    statements: () => [...seen],
    reset: () => {
      seen = [];
    },
    stop,
  });

  if (kind === 'postgres') {
    const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const query = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      seen.push(textOf(args[0]));
      return query.apply(this, args);
    };
    return counter(() => {
      proto.query = query;
    });
  }

  const lite = client as PGlite;
  const own = { query: lite.query, exec: lite.exec, transaction: lite.transaction };
  lite.query = ((text: string, ...rest: unknown[]) => {
    seen.push(text);
    return (own.query as (...args: unknown[]) => unknown).call(lite, text, ...rest);
  }) as PGlite['query'];
  lite.exec = ((text: string, ...rest: unknown[]) => {
    seen.push(text);
    return (own.exec as (...args: unknown[]) => unknown).call(lite, text, ...rest);
  }) as PGlite['exec'];
  lite.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    own.transaction.call(lite, async (tx: Transaction) => {
      seen.push('BEGIN');
      const counted: Transaction = {
        ...tx,
        query: ((text: string, ...rest: unknown[]) => {
          seen.push(text);
          return (tx.query as (...args: unknown[]) => unknown)(text, ...rest);
        }) as Transaction['query'],
        exec: ((text: string, ...rest: unknown[]) => {
          seen.push(text);
          return (tx.exec as (...args: unknown[]) => unknown)(text, ...rest);
        }) as Transaction['exec'],
        get closed() {
          return tx.closed;
        },
      };
      try {
        const result = await callback(counted);
        seen.push('COMMIT');
        return result;
      } catch (error) {
        seen.push('ROLLBACK');
        throw error;
      }
    })) as PGlite['transaction'];
  return counter(() => {
    lite.query = own.query;
    lite.exec = own.exec;
    lite.transaction = own.transaction;
  });
}
