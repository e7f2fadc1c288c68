/**
 * Storage keys: made by the server only (`newStorageKey`), checked again by every driver, so no
 * key can climb out of its place (`..`, absolute paths, odd characters).
 */
import { randomUUID } from 'node:crypto';
import { sniffUploadType, UPLOAD_EXTENSIONS, type UploadType } from '@hireloop/sdk';

/** A key that is not one {@link newStorageKey} could make: a bug of the caller, never user input. */
export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`Not a storage key: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'StorageKeyError';
  }
}

/** One or more `/`-separated segments of lower-case letters, digits, `-` and `_`, the last with `.ext`. */
const KEY = /^(?:[a-z0-9][a-z0-9_-]{0,63}\/){1,4}[a-z0-9][a-z0-9_-]{0,127}\.[a-z0-9]{1,8}$/;
const PREFIX = /^[a-z0-9][a-z0-9_-]{0,63}(?:\/[a-z0-9][a-z0-9_-]{0,63}){0,3}$/;

/** Whether `key` is a well-formed storage key (no `..`, no absolute path, no odd characters). */
export function isStorageKey(key: unknown): key is string {
  return typeof key === 'string' && KEY.test(key);
}

/** `key`, or a {@link StorageKeyError}. */
export function checkStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new StorageKeyError(key);
  return key;
}

/**
 * A new key for a file of `type` under `prefix` (e.g. `'collective-logos'`):
 * `collective-logos/<uuid>.png`. Each upload gets its own, so a URL that carries it can be cached
 * for ever.
 */
export function newStorageKey(prefix: string, type: UploadType): string {
  if (!PREFIX.test(prefix)) throw new StorageKeyError(prefix);
  return `${prefix}/${randomUUID()}.${UPLOAD_EXTENSIONS[type]}`;
}

/** The part of a key that changes with every upload (its uuid), for a cache-busting `?v=`. */
export function storageKeyVersion(key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1);
  return name.slice(0, name.indexOf('.'));
}

/** Refuses bytes that are not of the type they are stored as. */
export function checkContentType(bytes: Uint8Array, contentType: UploadType): void {
  const sniffed = sniffUploadType(bytes);
  if (sniffed !== contentType) {
    throw new Error(`The bytes are ${sniffed ?? 'of no accepted type'}, not ${contentType}`);
  }
}
