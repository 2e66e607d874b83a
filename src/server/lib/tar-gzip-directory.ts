import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

const BLOCK = 512;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** A POSIX ustar header (names over 100 bytes go in the 155-byte prefix). */
function tarHeader(
  path: string,
  entry: { size: number; mode: number; mtime: Date; directory: boolean },
): Buffer {
  const header = Buffer.alloc(BLOCK);
  let name = entry.directory ? `${path}/` : path;
  let prefix = '';
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', name.length - 2);
    prefix = name.slice(0, cut);
    name = name.slice(cut + 1);
    if (cut < 0 || Buffer.byteLength(name) > 100 || Buffer.byteLength(prefix) > 155) {
      throw new Error(`Path too long for a tar archive: ${path}`);
    }
  }
  header.write(name, 0, 100, 'utf8');
  header.write(octal(entry.mode & 0o7777, 8), 100, 8, 'ascii');
  header.write(octal(0, 8), 108, 8, 'ascii');
  header.write(octal(0, 8), 116, 8, 'ascii');
  header.write(octal(entry.directory ? 0 : entry.size, 12), 124, 12, 'ascii');
  header.write(octal(Math.floor(entry.mtime.getTime() / 1000), 12), 136, 12, 'ascii');
  header.write('        ', 148, 8, 'ascii');
  header.write(entry.directory ? '5' : '0', 156, 1, 'ascii');
  header.write('ustar\0', 257, 6, 'ascii');
  header.write('00', 263, 2, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  let checksum = 0;
  for (const byte of header) checksum += byte;
  header.write(`${checksum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return header;
}

async function* tarEntries(root: string, skip: (path: string) => boolean): AsyncGenerator<Buffer> {
  const walk = async function* (dir: string): AsyncGenerator<Buffer> {
    const names = (await readdir(dir)).sort();
    for (const name of names) {
      const full = join(dir, name);
      const path = relative(root, full).split(sep).join('/');
      if (skip(path)) continue;
      const info = await stat(full);
      if (info.isDirectory()) {
        yield tarHeader(path, { size: 0, mode: info.mode, mtime: info.mtime, directory: true });
        yield* walk(full);
      } else if (info.isFile()) {
        yield tarHeader(path, { size: info.size, mode: info.mode, mtime: info.mtime, directory: false });
        // In chunks: a table's file of a large school is hundreds of MB.
        let read = 0;
        for await (const chunk of createReadStream(full, { end: Math.max(0, info.size - 1) })) {
          if (!Buffer.isBuffer(chunk)) throw new Error(`Unexpected chunk reading ${path}`);
          read += chunk.length;
          yield chunk;
        }
        // The size is in the header already: a file that changed meanwhile would break the archive.
        if (read !== info.size) throw new Error(`${path} changed while it was archived`);
        const padding = (BLOCK - (info.size % BLOCK)) % BLOCK;
        if (padding > 0) yield Buffer.alloc(padding);
      }
    }
  };
  yield* walk(root);
  // The end of an archive: two empty blocks.
  yield Buffer.alloc(BLOCK * 2);
}

/**
 * Writes `root`'s files as a gzipped tar to `target` (entries relative to `root`), a chunk of a
 * file in memory at a time. `skip` leaves out a relative path (and, for a folder, all it holds).
 */
export async function writeTarGzip(
  root: string,
  target: string,
  skip: (path: string) => boolean,
): Promise<void> {
  await pipeline(Readable.from(tarEntries(root, skip)), createGzip(), createWriteStream(target));
}
