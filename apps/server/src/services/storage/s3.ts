/**
 * The S3-compatible driver (AWS S3, MinIO, Cloudflare R2, Backblaze B2, …), chosen when
 * `S3_BUCKET` is set: PutObject, GetObject and DeleteObject over fetch, signed with SigV4
 * (./sigv4.ts). Path-style (`endpoint/bucket/key`) or virtual-hosted (`bucket.endpoint/key`) URLs.
 * A PUT is atomic on S3's side: a reader sees the old object or the new one.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { StorageConfig } from '../../config';
import { checkContentType, checkStorageKey } from './keys';
import { EMPTY_PAYLOAD_SHA256, sha256Hex, signV4 } from './sigv4';
import type { Storage } from './types';

export type S3Config = Extract<StorageConfig, { driver: 's3' }>;

/** How long the bucket may take to answer a call (not to stream a file out) before it is abandoned. */
export const S3_TIMEOUT_MS = 60_000;

/** The URL of `key`'s object. */
export function objectUrl(config: S3Config, key: string): URL {
  const endpoint = new URL(config.endpoint);
  const path = checkStorageKey(key);
  if (config.forcePathStyle) {
    return new URL(`${endpoint.pathname.replace(/\/+$/, '')}/${config.bucket}/${path}`, endpoint);
  }
  endpoint.hostname = `${config.bucket}.${endpoint.hostname}`;
  return new URL(`${endpoint.pathname.replace(/\/+$/, '')}/${path}`, endpoint);
}

/** An answer the bucket should not have given, with its status and S3 error code (no secrets). */
async function failure(method: string, key: string, response: Response): Promise<Error> {
  const text = await response.text().catch(() => '');
  const code = /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1];
  return new Error(`S3 ${method} ${key} failed: ${response.status}${code ? ` ${code}` : ''}`);
}

export function createS3Storage(
  config: S3Config,
  {
    fetch: fetchFn = globalThis.fetch,
    timeoutMs = S3_TIMEOUT_MS,
  }: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Storage {
  const send = async (
    method: string,
    key: string,
    body?: Uint8Array,
    headers?: Record<string, string>,
  ) => {
    const url = objectUrl(config, key);
    const signed = signV4({
      method,
      url,
      headers,
      payloadHash: body ? sha256Hex(body) : EMPTY_PAYLOAD_SHA256,
      region: config.region,
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      date: new Date(),
    });
    // The bucket has S3_TIMEOUT_MS to answer (a PUT's body is sent by then); a GET's body then
    // streams at the pace of the client it goes to, with no deadline of its own.
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`S3 ${method} timed out`)),
      timeoutMs,
    );
    try {
      return await fetchFn(url, {
        method,
        headers: signed,
        // A copy over its own ArrayBuffer: what fetch's BodyInit takes under every lib setting.
        body: body ? new Uint8Array(body) : undefined,
        signal: controller.signal,
      });
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    driver: 's3',

    async put(key, bytes, contentType) {
      checkContentType(bytes, contentType);
      const response = await send('PUT', key, bytes, { 'content-type': contentType });
      if (!response.ok) throw await failure('PUT', key, response);
      await response.body?.cancel();
    },

    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) throw await failure('GET', key, response);
      return {
        body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        size: Number(response.headers.get('content-length') ?? 0),
      };
    },

    async delete(key) {
      const response = await send('DELETE', key);
      // S3 answers 204 whether or not the object was there; some services answer 404.
      if (!response.ok && response.status !== 404) throw await failure('DELETE', key, response);
      await response.body?.cancel();
    },
  };
}
