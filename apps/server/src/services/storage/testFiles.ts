/**
 * Small real files of each accepted type and a few impostors, for the storage and upload tests
 * (not exported from the package).
 */
const bytes = (...parts: (number[] | string)[]) =>
  Buffer.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );

/** A 1×1 transparent PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** The start of a JFIF JPEG (a browser would not draw it; the sniffer needs no more). */
export const JPEG = bytes(
  [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10],
  'JFIF',
  [0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
  [0xff, 0xd9],
);
/** A WebP container header. */
export const WEBP = bytes(
  'RIFF',
  [26, 0, 0, 0],
  'WEBPVP8L',
  [13, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 7, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0],
);
/** A minimal PDF. */
export const PDF = bytes(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** An HTML page with a script: what must never be served as a page from the app's origin. */
export const HTML = bytes(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);
/** An SVG (script-capable; not an accepted image type). */
export const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
