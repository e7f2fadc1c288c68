// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every text asset of dist/,
// which the server sends to browsers that accept them (@fastify/static `preCompressed`), so no
// request pays for compression and every response is compressed at the highest level.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const compressible = /\.(js|mjs|css|html|svg|json|txt|map)$/;

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });

let raw = 0;
let br = 0;
let count = 0;
for (const path of files(dist)) {
  if (!compressible.test(path)) continue;
  const content = readFileSync(path);
  if (content.length < 256) continue;
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  raw += content.length;
  br += brotli.length;
  count++;
}
console.log(
  `compressed ${count} files: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli`,
);
