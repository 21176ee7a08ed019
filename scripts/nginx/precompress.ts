/**
 * The .gz and .br siblings of a build's text files, for a server that sends them as they are
 * (nginx's gzip_static and brotli_static): compressed once at the strongest levels, not on every
 * answer at a fast one.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml']);
/** Below this, a compressed answer saves less than its own overhead. */
const MIN_BYTES = 1024;

/** Writes `file`.gz and `file`.br when each is smaller than the file; returns how many it wrote. */
export function precompressFile(file: string): number {
  const source = readFileSync(file);
  let written = 0;
  const variants: Array<[string, Buffer]> = [
    ['.gz', gzipSync(source, { level: 9 })],
    ['.br', brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } })],
  ];
  for (const [suffix, compressed] of variants) {
    if (compressed.length >= source.length) continue;
    writeFileSync(file + suffix, compressed);
    written += 1;
  }
  return written;
}

/** Precompresses every text file of at least 1 KB under `dir`, except in the folders named in `skip`. */
export function precompressDir(dir: string, skip: readonly string[] = ['.vite']): number {
  let written = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.includes(entry.name)) written += precompressDir(path, []);
    } else if (TEXT.has(extname(entry.name)) && statSync(path).size >= MIN_BYTES) {
      written += precompressFile(path);
    }
  }
  return written;
}
