import { sniffUploadType, UPLOAD_SNIFF_BYTES, uploadError, type UploadLimits } from '@hireloop/sdk';

/**
 * Why `file` may not be uploaded, or `undefined` when it may: the sdk's `uploadError` over the
 * file's size and its type told by its first bytes — the same rule the server applies, so a file
 * the field lets through is one the server takes (the server checks again).
 */
export async function checkUploadFile(
  file: Blob | null | undefined,
  limits: UploadLimits,
): Promise<string | undefined> {
  if (!file) return uploadError(null, limits);
  const head = new Uint8Array(await file.slice(0, UPLOAD_SNIFF_BYTES).arrayBuffer());
  return uploadError({ size: file.size, type: sniffUploadType(head) }, limits);
}
