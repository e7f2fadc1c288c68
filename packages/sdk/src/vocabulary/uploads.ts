/**
 * Uploaded files (issue 17): the types the server stores, told by the file's content (its magic
 * number), never by its name or declared type, and the size limit of each kind of upload. The
 * server's upload helpers, the ui's upload fields and the sdk's rules take them from here.
 */

/** Every type the storage accepts, as the server answers it in `Content-Type`. */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** The images (logos, avatars): what a browser shows in an `<img>`. */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageUploadType = (typeof IMAGE_UPLOAD_TYPES)[number];

const MIB = 1024 * 1024;

/** A collective's (or company's) logo. */
export const LOGO_MAX_BYTES = 2 * MIB;
/** A person's profile image. */
export const AVATAR_MAX_BYTES = 2 * MIB;
/** A verification document. */
export const DOCUMENT_MAX_BYTES = 10 * MIB;
/** A library or message attachment. */
export const ATTACHMENT_MAX_BYTES = 10 * MIB;
/** The largest file any upload route accepts: the server's multipart limit. */
export const UPLOAD_MAX_BYTES = Math.max(
  LOGO_MAX_BYTES,
  AVATAR_MAX_BYTES,
  DOCUMENT_MAX_BYTES,
  ATTACHMENT_MAX_BYTES,
);
/** How many leading bytes `sniffUploadType` reads. */
export const UPLOAD_SNIFF_BYTES = 16;
