/**
 * The local driver: files under one directory (`UPLOADS_DIR`, by default `<DATA_DIR>/uploads`),
 * one file per key at `<dir>/<key>`. A write goes to a temporary file in `<dir>/.tmp` (a name no
 * key can have), flushed, then renamed into place: readers see the old file or the new one, never
 * half of one. The type is read back from the file's first bytes, so nothing else is stored.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, unlink } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { sniffUploadType, UPLOAD_SNIFF_BYTES } from '@hireloop/sdk';
import { checkContentType, checkStorageKey, StorageKeyError } from './keys';
import type { Storage } from './types';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function createLocalStorage(dir: string): Storage {
  const root = resolve(dir);
  const tmp = join(root, '.tmp');

  /** The file of `key`: checked again that it lies inside the root, whatever the key. */
  const pathOf = (key: string): string => {
    const path = resolve(root, ...checkStorageKey(key).split('/'));
    if (!path.startsWith(root + sep)) throw new StorageKeyError(key);
    return path;
  };

  return {
    driver: 'local',

    async put(key, bytes, contentType) {
      const path = pathOf(key);
      checkContentType(bytes, contentType);
      await mkdir(tmp, { recursive: true });
      await mkdir(dirname(path), { recursive: true });
      const temp = join(tmp, `${randomUUID()}.part`);
      const handle = await open(temp, 'wx', 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } catch (error) {
        await handle.close();
        await rm(temp, { force: true });
        throw error;
      }
      await handle.close();
      try {
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async get(key) {
      const path = pathOf(key);
      let handle;
      try {
        handle = await open(path, 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        const head = Buffer.alloc(Math.min(UPLOAD_SNIFF_BYTES, size));
        await handle.read(head, 0, head.length, 0);
        const contentType = sniffUploadType(head) ?? 'application/octet-stream';
        // The stream owns the handle from here and closes it at its end (or when destroyed).
        const body = handle.createReadStream({ start: 0, autoClose: true });
        return { body, contentType, size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      try {
        await unlink(pathOf(key));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}
