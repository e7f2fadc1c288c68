/**
 * The one storage of uploaded files (issue 17; ARCHITECTURE "storage"): logos now, documents,
 * avatars and attachments later. A directory under the data directory by default (./local.ts), an
 * S3-compatible bucket when configured (./s3.ts). Files are stored under opaque keys the server
 * makes ({@link newStorageKey}), typed by their content (the sdk's `sniffUploadType`), and served
 * only through routes that check who may see them (`sendStored`, ../../plugins/uploads.ts) —
 * never from the web root.
 */
import { resolve, sep } from 'node:path';
import type { Config } from '../../config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { Storage } from './types';

export {
  checkContentType,
  checkStorageKey,
  isStorageKey,
  newStorageKey,
  StorageKeyError,
  storageKeyVersion,
} from './keys';
export type { Storage, StoredFile } from './types';

/** Whether `dir` is `root` or inside it. */
const isInside = (dir: string, root: string) => {
  const [d, r] = [resolve(dir), resolve(root)];
  return d === r || d.startsWith(r.endsWith(sep) ? r : r + sep);
};

/**
 * The storage `config.storage` describes. A local directory inside the served web app
 * (`WEB_DIR`) or widgets build (`EMBED_DIR`) is refused: uploads are never served as static files.
 */
export function createStorage(
  config: Pick<Config, 'storage' | 'webDir' | 'embedDir'>,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Storage {
  const { storage } = config;
  if (storage.driver === 's3') return createS3Storage(storage, options);
  for (const root of [config.webDir, config.embedDir]) {
    if (root && (isInside(storage.dir, root) || isInside(root, storage.dir))) {
      throw new Error(`UPLOADS_DIR (${storage.dir}) must be outside the served files (${root})`);
    }
  }
  return createLocalStorage(storage.dir);
}
