import type { Transport } from '../client/types';
import type { CallOptions } from './callOptions';

/** What {@link uploadFile} sends. */
export interface UploadFileOptions extends CallOptions {
  /** The multipart field the server reads the file from, e.g. `'logo'`. */
  field: string;
  /** The file: a `File` from an `<input type="file">`, or any `Blob`. */
  file: Blob;
  /** The name sent with it. @default the `File`'s name, else `'upload'` */
  filename?: string;
  /** Text fields sent before the file. */
  fields?: Record<string, string>;
  /** @default 'POST' */
  method?: 'POST' | 'PUT';
}

/**
 * Sends one file as `multipart/form-data` through the paced transport (issue 17): the api
 * functions of features with uploads call it, e.g.
 * `uploadFile<Collective>(t, '/api/collectives/7/logo', { field: 'logo', file })`. The server
 * tells the file's type by its content and answers a 400 with `fieldErrors[field]` when it refuses
 * it (too large, wrong type, empty); the ui checks the same with `uploadError` before sending.
 */
export function uploadFile<T>(
  t: Transport,
  path: string,
  { field, file, filename, fields = {}, method = 'POST', ...options }: UploadFileOptions,
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const name =
    filename ?? (typeof File !== 'undefined' && file instanceof File ? file.name : 'upload');
  form.append(field, file, name || 'upload');
  return t.request<T>(path, { ...options, method, form });
}
