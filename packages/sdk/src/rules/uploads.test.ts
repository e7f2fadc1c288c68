import { describe, expect, it } from 'vitest';
import { UPLOAD_TEXTS } from '../constants/uploadTexts';
import {
  IMAGE_UPLOAD_TYPES,
  LOGO_MAX_BYTES,
  UPLOAD_MAX_BYTES,
  UPLOAD_SNIFF_BYTES,
  UPLOAD_TYPES,
} from '../vocabulary/uploads';
import { formatBytes, sniffUploadType, uploadError, uploadTypeList } from './uploads';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );

const PNG = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF', [0]);
const WEBP = bytes('RIFF', [36, 0, 0, 0], 'WEBPVP8 ');
const PDF = bytes('%PDF-1.7\n%âãÏÓ');

describe('sniffUploadType (issue 17)', () => {
  it('tells JPEG, PNG, WebP and PDF by their first bytes', () => {
    expect(sniffUploadType(JPEG)).toBe('image/jpeg');
    expect(sniffUploadType(PNG)).toBe('image/png');
    expect(sniffUploadType(WEBP)).toBe('image/webp');
    expect(sniffUploadType(PDF)).toBe('application/pdf');
    expect([JPEG, PNG, WEBP, PDF].every((file) => file.length <= UPLOAD_SNIFF_BYTES + 4)).toBe(
      true,
    );
  });

  it('knows nothing else: HTML, SVG, GIF, a RIFF that is not WebP, truncated signatures', () => {
    expect(sniffUploadType(bytes('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(sniffUploadType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffUploadType(bytes('GIF89a'))).toBeNull();
    expect(sniffUploadType(bytes('RIFF', [36, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffUploadType(PNG.subarray(0, 7))).toBeNull();
    expect(sniffUploadType(bytes('RIFF', [0, 0, 0, 0], 'WEB'))).toBeNull();
    expect(sniffUploadType(new Uint8Array())).toBeNull();
  });

  it('every accepted type is one it can tell', () => {
    expect([JPEG, PNG, WEBP, PDF].map(sniffUploadType).sort()).toEqual([...UPLOAD_TYPES].sort());
  });
});

describe('formatBytes and uploadTypeList', () => {
  it('writes sizes in bytes, KB and MB', () => {
    expect(formatBytes(900)).toBe('900 bytes');
    expect(formatBytes(150 * 1024)).toBe('150 KB');
    expect(formatBytes(LOGO_MAX_BYTES)).toBe('2 MB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatBytes(UPLOAD_MAX_BYTES)).toBe('10 MB');
  });

  it('lists types as a sentence', () => {
    expect(uploadTypeList(IMAGE_UPLOAD_TYPES)).toBe('JPEG, PNG or WebP');
    expect(uploadTypeList(['application/pdf'])).toBe('PDF');
    expect(uploadTypeList(['image/png', 'application/pdf'])).toBe('PNG or PDF');
  });
});

describe('uploadError', () => {
  const logo = { maxBytes: LOGO_MAX_BYTES, accept: IMAGE_UPLOAD_TYPES };

  it('accepts a file of an accepted type within the limit', () => {
    expect(uploadError({ size: LOGO_MAX_BYTES, type: 'image/webp' }, logo)).toBeUndefined();
  });

  it('gives the designed message for each refusal', () => {
    expect(uploadError(null, logo)).toBe(UPLOAD_TEXTS.required);
    expect(uploadError({ size: 0, type: null }, logo)).toBe(UPLOAD_TEXTS.empty);
    expect(uploadError({ size: LOGO_MAX_BYTES + 1, type: 'image/png' }, logo)).toBe(
      UPLOAD_TEXTS.tooLarge('2 MB'),
    );
    expect(uploadError({ size: 10, type: 'application/pdf' }, logo)).toBe(
      UPLOAD_TEXTS.wrongType('JPEG, PNG or WebP'),
    );
    expect(uploadError({ size: 10, type: null }, logo)).toBe(
      'This type of file is not accepted (use JPEG, PNG or WebP)',
    );
  });
});
