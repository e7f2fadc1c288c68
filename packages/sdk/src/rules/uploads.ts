/**
 * Uploaded files (issue 17): a file's type is told by its first bytes (its magic number), never
 * by its name or the type a browser declares, and each kind of upload has a size limit
 * (`../vocabulary/uploads.ts`). The server refuses a file with {@link uploadError}'s message; the
 * ui's upload fields check the chosen file with the same rule before sending it.
 */
import {
  UPLOAD_EMPTY,
  UPLOAD_REQUIRED,
  uploadTooLarge,
  uploadWrongType,
} from '../constants/uploadTexts';
import type { UploadType } from '../vocabulary/uploads';

/** The file name extension a stored file gets, by its type. */
export const UPLOAD_EXTENSIONS: Readonly<Record<UploadType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** The name a person reads for each type ("JPEG, PNG or WebP"). */
export const UPLOAD_TYPE_NAMES: Readonly<Record<UploadType, string>> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'application/pdf': 'PDF',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/**
 * The type of a file by its first bytes (`UPLOAD_SNIFF_BYTES` are enough), or `null` when it is
 * none of `UPLOAD_TYPES`: JPEG `FF D8 FF`, PNG `89 'PNG' 0D 0A 1A 0A`, WebP `'RIFF' size 'WEBP'`,
 * PDF `'%PDF-'`. An HTML or SVG file named `.png` is `null`.
 */
export function sniffUploadType(bytes: Uint8Array): UploadType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

/** A size as a person reads it: "900 bytes", "150 KB", "2 MB", "1.5 MB" (1 KB = 1024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / 1024 / 1024, 'MB'];
  return `${Number(value.toFixed(1))} ${unit}`;
}

/** The accepted types as a person reads them: "JPEG, PNG or WebP". */
export function uploadTypeList(accept: readonly UploadType[]): string {
  const names = accept.map((type) => UPLOAD_TYPE_NAMES[type]);
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** The limits of one kind of upload. */
export interface UploadLimits {
  /** The largest size in bytes, e.g. `LOGO_MAX_BYTES`. */
  maxBytes: number;
  /** The types accepted, e.g. `IMAGE_UPLOAD_TYPES`. */
  accept: readonly UploadType[];
}

/**
 * Why a file may not be uploaded, or `undefined` when it may: none chosen, empty, larger than
 * `maxBytes`, or (by its content, see {@link sniffUploadType}) not one of `accept`.
 */
export function uploadError(
  file: { size: number; type: UploadType | null } | null | undefined,
  { maxBytes, accept }: UploadLimits,
): string | undefined {
  if (!file) return UPLOAD_REQUIRED;
  if (file.size === 0) return UPLOAD_EMPTY;
  if (file.size > maxBytes) return uploadTooLarge(formatBytes(maxBytes));
  if (file.type === null || !accept.includes(file.type)) {
    return uploadWrongType(uploadTypeList(accept));
  }
  return undefined;
}
