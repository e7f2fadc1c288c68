/**
 * Load generation and the results table. autocannon runs in its own worker thread
 * (`workers: 1`), so the server under test keeps the main event loop to itself.
 */
import autocannon from 'autocannon';

export interface LoadOptions {
  /** Seconds per target. */
  duration: number;
  connections: number;
}

export interface Measurement {
  section: string;
  name: string;
  /** Why it was not measured (the route answered something other than 200), else undefined. */
  skipped?: string;
  rps: number;
  p99: number;
  /** Answers other than 2xx plus connection errors during the run. */
  failures: number;
}

/**
 * Checks that `url` answers 200 with `headers`, then loads it for `duration` seconds with
 * `connections` connections (after a one-second warm-up) and returns requests/s and p99.
 */
export async function measure(
  section: string,
  name: string,
  url: string,
  headers: Record<string, string>,
  options: LoadOptions,
): Promise<Measurement> {
  const probe = await fetch(url, { headers });
  await probe.arrayBuffer();
  if (probe.status !== 200) {
    return { section, name, skipped: `answers ${probe.status}`, rps: 0, p99: 0, failures: 0 };
  }
  await autocannon({ url, headers, connections: options.connections, duration: 1, workers: 1 });
  const result = await autocannon({
    url,
    headers,
    connections: options.connections,
    duration: options.duration,
    workers: 1,
  });
  return {
    section,
    name,
    // Completed requests over the run's length: exact also for targets slower than 1 request/s,
    // where the per-second samples behind `requests.average` round down to zero.
    rps: result.requests.total / result.duration,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors,
  };
}

const fixed = (n: number, digits: number) => n.toFixed(digits);
/** Two significant digits, so that 0.00024 does not print as 0.000. */
const ratio = (n: number) => String(Number(n.toPrecision(2)));

/** Prints every measurement with its ratio to `baseline` (requests/s ÷, p99 ×). */
export function printTable(rows: Measurement[], baseline: Measurement): void {
  const header = ['', 'target', 'req/s', 'p99 ms', 'req/s vs bare', 'p99 vs bare', 'failures'];
  const lines = rows.map((row) =>
    row.skipped
      ? [row.section, row.name, '—', '—', '—', '—', `not measured: ${row.skipped}`]
      : [
          row.section,
          row.name,
          fixed(row.rps, 0),
          fixed(row.p99, 1),
          row === baseline ? '1' : ratio(row.rps / baseline.rps),
          row === baseline ? '1×' : `${ratio(row.p99 / Math.max(baseline.p99, 0.001))}×`,
          String(row.failures),
        ],
  );
  const table = [header, ...lines];
  const widths = header.map((_, c) => Math.max(...table.map((line) => line[c]!.length)));
  const format = (line: string[]) =>
    line.map((cell, c) => (c < 2 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}
