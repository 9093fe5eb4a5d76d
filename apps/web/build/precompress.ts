import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = new Set(['.js', '.css', '.svg', '.json', '.webmanifest', '.xml', '.txt']);

/**
 * Writes `.br` and `.gz` beside each hashed asset: compressing once at the
 * strongest settings beats compressing every response at a fast setting, and
 * the server sends these as they are (decision 012).
 */
export function precompressAssets(assetsDir: string): { files: number; savedBytes: number } {
  let files = 0;
  let savedBytes = 0;
  for (const name of readdirSync(assetsDir)) {
    if (!compressible.has(path.extname(name))) continue;
    const file = path.join(assetsDir, name);
    const body = readFileSync(file);
    const brotli = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    files += 1;
    savedBytes += body.length - brotli.length;
  }
  return { files, savedBytes };
}
