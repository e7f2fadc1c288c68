/** What a storage driver is (./index.ts). */
import type { Readable } from 'node:stream';
import type { UploadType } from '@hireloop/sdk';

/** A stored file, as read back. */
export interface StoredFile {
  /** Its bytes, streamed; read it to the end or destroy it. */
  body: Readable;
  /** The type it was stored with (told by its content). */
  contentType: string;
  /** Its size in bytes. */
  size: number;
}

export interface Storage {
  readonly driver: 'local' | 's3';
  /**
   * Stores `bytes` under `key` (replacing what was there), whole or not at all: a reader never
   * sees half a file. `contentType` must be the bytes' own type (`sniffUploadType`), else it
   * throws.
   */
  put(key: string, bytes: Uint8Array, contentType: UploadType): Promise<void>;
  /** The file under `key`, or `null` when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file under `key`; none there is no error. */
  delete(key: string): Promise<void>;
}
