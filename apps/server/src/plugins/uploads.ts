/**
 * Uploads (issue 17): multipart bodies for the routes that take a file, and the safe way to send
 * a stored file back. The storage itself is `app.services.storage` (../services/storage).
 *
 * - A route that takes a file says so with `config: { upload: true }`: only there does the
 *   security plugin let a `multipart/form-data` body through (every other write stays JSON only),
 *   and the same-origin check of writes applies to it as to any write.
 * - {@link readUpload} reads the one file of a field, tells its type by its content (the sdk's
 *   `sniffUploadType`; the name and the declared type never decide) and refuses it with a 400
 *   `{ message, fieldErrors: { [field]: [text] } }` (none, empty, too large, wrong type, more
 *   than one file, not multipart) — never a 500.
 * - {@link sendStored} answers a stored file with its stored type, `nosniff`, a sandboxing
 *   Content-Security-Policy and cache headers, or a 404.
 */
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  sniffUploadType,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
  uploadError,
  type UploadType,
} from '@hireloop/sdk';
import { UPLOAD_TEXTS } from '@hireloop/sdk/constants';
import { fieldError, problem } from '../errors';
import { isStorageKey } from '../services/storage';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a `multipart/form-data` body (a file): see ./uploads.ts. */
    upload?: boolean;
  }
}

/** The multipart limits of every upload route: one file, a few short text fields. */
export const MULTIPART_LIMITS = {
  /** The largest file any route takes; a route's own `maxBytes` is checked by `readUpload`. */
  fileSize: UPLOAD_MAX_BYTES,
  files: 1,
  fields: 20,
  fieldSize: 10_000,
  fieldNameSize: 100,
  parts: 25,
  headerPairs: 100,
} as const;

export const uploadsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  },
  { name: 'hireloop-uploads', dependencies: ['hireloop-security'] },
);

/** What one upload route accepts. */
export interface UploadOptions {
  /** The multipart field of the file, e.g. `'logo'` (its field errors are under that name). */
  field: string;
  /** The largest size in bytes, an sdk constant such as `LOGO_MAX_BYTES`. */
  maxBytes: number;
  /** The accepted types, e.g. the sdk's `IMAGE_UPLOAD_TYPES`. */
  accept: readonly UploadType[];
}

/** An upload that passed: its bytes, the type its content shows, its name and the text fields. */
export interface Upload {
  bytes: Buffer;
  type: UploadType;
  /** The name the client gave (for a download's name at most; never a path, never trusted). */
  filename: string;
  /** The text fields sent with it. */
  fields: Record<string, string>;
}

/** The multipart errors a client causes (limits, malformed bodies), by code. */
const CLIENT_ERROR_CODES = new Set([
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_PROTO_VIOLATION',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
]);

/** Reads what is left of the body without keeping it, so the answer reaches the client. */
async function drain(parts: AsyncIterator<unknown>): Promise<void> {
  try {
    for (;;) {
      const { done, value } = await parts.next();
      if (done) return;
      const file = (value as Partial<MultipartFile>).file;
      if (file) file.resume();
    }
  } catch {
    // The rest of a body already refused does not matter.
  }
}

/**
 * The file of `field` in a multipart request, checked (see the module comment), or a 400 with
 * field errors under `field`.
 */
export async function readUpload(request: FastifyRequest, options: UploadOptions): Promise<Upload> {
  const { field, maxBytes, accept } = options;
  const refuse = (message: string) => fieldError(field, message, {});
  if (!request.isMultipart()) throw refuse(UPLOAD_TEXTS.required);

  const parts = request
    .parts({ limits: { ...MULTIPART_LIMITS, fileSize: Math.min(maxBytes, UPLOAD_MAX_BYTES) } })
    [Symbol.asyncIterator]();
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; filename: string; truncated: boolean } | undefined;
  let otherFile = false;
  try {
    for (;;) {
      const { done, value: part } = await parts.next();
      if (done) break;
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== field || file) {
        otherFile = true;
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      file = { bytes, filename: part.filename, truncated: part.file.truncated };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    await drain(parts);
    // The parser may have stopped reading (a malformed body): read the rest and drop it, else
    // the connection stays busy with an unread request after the answer.
    if (!request.raw.readableEnded) request.raw.resume();
    if (code === 'FST_FILES_LIMIT') throw refuse(UPLOAD_TEXTS.oneFile);
    if (code !== undefined && CLIENT_ERROR_CODES.has(code)) {
      throw problem(400, `Malformed upload: ${(error as Error).message}`);
    }
    // Busboy's parse errors: a body that is not well-formed multipart.
    throw problem(400, 'Malformed upload: the body is not valid multipart/form-data');
  }
  if (otherFile) throw refuse(file ? UPLOAD_TEXTS.oneFile : UPLOAD_TEXTS.required);
  if (!file) throw refuse(UPLOAD_TEXTS.required);

  const type = sniffUploadType(file.bytes);
  const message = uploadError(
    { size: file.truncated ? maxBytes + 1 : file.bytes.length, type },
    { maxBytes, accept },
  );
  if (message !== undefined || type === null) throw refuse(message ?? UPLOAD_TEXTS.required);
  return { bytes: file.bytes, type, filename: file.filename, fields };
}

/** How {@link sendStored} answers. */
export interface SendStoredOptions {
  /** Shown in the page (images) or downloaded. @default 'inline' */
  disposition?: 'inline' | 'attachment';
  /** The name a download gets (sanitised). */
  filename?: string;
  /**
   * `'immutable'`: cached for a year by anyone — only for a public file whose URL changes with
   * its key (`?v=` + `storageKeyVersion(key)`); `'private'`: the browser only, checked each time.
   * @default 'private'
   */
  cache?: 'immutable' | 'private';
}

/** `filename` for Content-Disposition: an ASCII fallback plus the UTF-8 name (RFC 6266). */
function contentDisposition(disposition: 'inline' | 'attachment', filename?: string): string {
  if (!filename) return disposition;
  // No control characters, slashes or lone surrogates (encodeURIComponent would throw on one).
  const clean = Array.from(filename)
    .filter((char) => {
      const code = char.codePointAt(0)!;
      return (
        code > 0x1f && code !== 0x7f && !(code >= 0xd800 && code <= 0xdfff) && !'/\\'.includes(char)
      );
    })
    .slice(0, 200)
    .join('');
  const ascii = clean.replace(/[^A-Za-z0-9._ -]/g, '_') || 'file';
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}

const isUploadType = (type: string): type is UploadType =>
  (UPLOAD_TYPES as readonly string[]).includes(type);

/**
 * Answers the stored file of `key` (the caller has checked who may see it), or a 404. The type is
 * the one stored (told by the content); a file of any other type is only ever a download. The
 * answer may not be sniffed, framed or run as a page: `X-Content-Type-Options: nosniff`,
 * `Content-Security-Policy: default-src 'none'; sandbox`.
 */
export async function sendStored(
  reply: FastifyReply,
  key: string,
  { disposition = 'inline', filename, cache = 'private' }: SendStoredOptions = {},
): Promise<FastifyReply> {
  // A key no upload could have (a route passing on what a client sent) is simply not there.
  const file = isStorageKey(key) ? await reply.server.services.storage.get(key) : null;
  if (!file) throw problem(404, 'File not found');
  const safe = isUploadType(file.contentType);
  return reply
    .header('content-type', safe ? file.contentType : 'application/octet-stream')
    .header('content-length', String(file.size))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', contentDisposition(safe ? disposition : 'attachment', filename))
    .header(
      'cache-control',
      cache === 'immutable' ? 'public, max-age=31536000, immutable' : 'private, no-cache',
    )
    .send(file.body);
}
