/**
 * An S3-compatible server in the test process (not exported from the package): path-style
 * PutObject, GetObject and DeleteObject on one bucket, each request's SigV4 signature checked from
 * the request as it arrived (its own canonicalisation, not ./sigv4.ts's), and the payload's
 * SHA-256 against `x-amz-content-sha256`. A request it refuses is a 403 with S3's error codes.
 */
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  /** Every request: method, path and the status answered. */
  log: { method: string; path: string; status: number }[];
  close(): Promise<void>;
}

const hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const mac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const encode = (s: string) =>
  encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

function expectedSignature(
  request: IncomingMessage,
  signedHeaders: string[],
  scope: string[],
  secret: string,
): string {
  const [rawPath = '/', rawQuery = ''] = (request.url ?? '/').split('?');
  const path = rawPath
    .split('/')
    .map((segment) => encode(decodeURIComponent(segment)))
    .join('/');
  const query = [...new URLSearchParams(rawQuery)]
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .sort()
    .join('&');
  const headers = signedHeaders
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [
    request.method,
    path,
    query,
    headers,
    signedHeaders.join(';'),
    request.headers['x-amz-content-sha256'],
  ].join('\n');
  const date = String(request.headers['x-amz-date']);
  const toSign = ['AWS4-HMAC-SHA256', date, scope.join('/'), hex(canonical)].join('\n');
  const [day, region, service, terminator] = scope as [string, string, string, string];
  const key = mac(mac(mac(mac(`AWS4${secret}`, day), region), service), terminator);
  return createHmac('sha256', key).update(toSign).digest('hex');
}

const xmlError = (code: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`;

export async function startFakeS3(
  options: { bucket?: string; region?: string; now?: () => Date } = {},
): Promise<FakeS3> {
  const bucket = options.bucket ?? 'hireloop-test';
  const region = options.region ?? 'eu-central-1';
  const accessKeyId = 'AKIDFAKES3TEST';
  const secretAccessKey = 'fake/s3+secret-key-for-tests';
  const now = options.now ?? (() => new Date());
  const objects: FakeS3['objects'] = new Map();
  const log: FakeS3['log'] = [];

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = (request.url ?? '/').split('?')[0]!;
      const answer = (
        status: number,
        headers: Record<string, string> = {},
        payload?: Buffer | string,
      ) => {
        log.push({ method: request.method ?? '', path, status });
        response.writeHead(status, headers);
        response.end(payload);
      };
      const refuse = (code: string) =>
        answer(403, { 'content-type': 'application/xml' }, xmlError(code));

      // Authorization: AWS4-HMAC-SHA256 Credential=<id>/<scope>, SignedHeaders=<a;b>, Signature=<hex>
      const match =
        /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/.exec(
          request.headers.authorization ?? '',
        );
      if (!match) return refuse('AccessDenied');
      const [, id, scopeText, signedText, signature] = match as unknown as string[];
      const scope = scopeText!.split('/');
      const signed = signedText!.split(';');
      if (id !== accessKeyId) return refuse('InvalidAccessKeyId');
      if (
        scope.length !== 4 ||
        scope[1] !== region ||
        scope[2] !== 's3' ||
        scope[3] !== 'aws4_request'
      )
        return refuse('AuthorizationHeaderMalformed');
      if (!['host', 'x-amz-date', 'x-amz-content-sha256'].every((h) => signed.includes(h)))
        return refuse('AccessDenied');
      const stamp = String(request.headers['x-amz-date'] ?? '');
      const at = Date.parse(
        stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
      );
      if (!(Math.abs(now().getTime() - at) <= 15 * 60_000) || scope[0] !== stamp.slice(0, 8))
        return refuse('RequestTimeTooSkewed');
      if (request.headers['x-amz-content-sha256'] !== hex(body))
        return refuse('XAmzContentSHA256Mismatch');
      if (expectedSignature(request, signed, scope, secretAccessKey) !== signature)
        return refuse('SignatureDoesNotMatch');

      const prefix = `/${bucket}/`;
      if (!path.startsWith(prefix)) return answer(404, {}, xmlError('NoSuchBucket'));
      const key = decodeURIComponent(path.slice(prefix.length));
      if (request.method === 'PUT') {
        objects.set(key, {
          bytes: body,
          contentType: String(request.headers['content-type'] ?? 'binary/octet-stream'),
        });
        return answer(200, { etag: `"${hex(body).slice(0, 32)}"` });
      }
      if (request.method === 'GET') {
        const object = objects.get(key);
        if (!object)
          return answer(404, { 'content-type': 'application/xml' }, xmlError('NoSuchKey'));
        return answer(
          200,
          { 'content-type': object.contentType, 'content-length': String(object.bytes.length) },
          object.bytes,
        );
      }
      if (request.method === 'DELETE') {
        objects.delete(key);
        return answer(204);
      }
      return answer(405, {}, xmlError('MethodNotAllowed'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    log,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
