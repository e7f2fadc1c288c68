import type { RequestOptions, Transport } from '../client/types';

/** One call a {@link recordingTransport} received. */
export interface RecordedCall {
  kind: 'request' | 'read';
  path: string;
  options: RequestOptions | undefined;
}

/**
 * A fake {@link Transport} for tests: stores every call and answers `answer`. Not exported from
 * the package.
 */
export function recordingTransport(answer: unknown = {}) {
  const calls: RecordedCall[] = [];
  const transport: Transport = {
    request: async <T>(path: string, options?: RequestOptions) => {
      calls.push({ kind: 'request', path, options });
      return answer as T;
    },
    read: async <T>(key: string | readonly unknown[], options?: RequestOptions) => {
      calls.push({ kind: 'read', path: typeof key === 'string' ? key : String(key[0]), options });
      return answer as T | null;
    },
  };
  return { transport, calls };
}
