/** Writes .br and .gz beside each text asset of the client build, so they are served without work per request. */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { precompressedTypes } from '#server/precompressed.ts';

export async function precompress(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !Object.hasOwn(precompressedTypes, path.extname(entry.name))) continue;
    const file = path.join(entry.parentPath, entry.name);
    const data = await readFile(file);
    await writeFile(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
    count += 1;
  }
  return count;
}
