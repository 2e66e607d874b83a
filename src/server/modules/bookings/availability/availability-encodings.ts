import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/*
 * The public slot list is one JSON body every booking page asks for again and again; a school of
 * 30 instructors makes it about 600 KiB. Compressing it for each request (what the app's global
 * compression does) cost more than everything else the answer does, so each snapshot keeps its
 * body as bytes, and compressed once per encoding when first asked for.
 */

export const BODY_ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type BodyEncoding = (typeof BODY_ENCODINGS)[number];

export interface EncodedBody {
  /** The JSON text, as it was serialised. */
  readonly json: string;
  /** The body's bytes in `encoding`, made on first use and kept. */
  bytes(encoding: BodyEncoding): Buffer;
  /**
   * A weak ETag of the JSON (the same in every process, whatever the encoding), made on first use:
   * a booking page refetching every 15 s gets 304 and no body while nothing changed.
   */
  etag(): string;
}

/** Below this, compressing saves less than it costs (the app's global threshold is the same). */
const COMPRESS_FROM_BYTES = 1024;

export function createEncodedBody(json: string): EncodedBody {
  const kept = new Map<BodyEncoding, Buffer>();
  let etag: string | undefined;
  return {
    json,
    etag() {
      etag ??= `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
      return etag;
    },
    bytes(encoding) {
      const known = kept.get(encoding);
      if (known) return known;
      const plain = kept.get('identity') ?? Buffer.from(json, 'utf8');
      kept.set('identity', plain);
      const made =
        encoding === 'br'
          ? // Quality 5: about gzip's speed with a smaller result; made once per snapshot.
            brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : encoding === 'gzip'
            ? gzipSync(plain)
            : plain;
      kept.set(encoding, made);
      return made;
    },
  };
}

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, then gzip, when the client
 * takes it (a q of 0 refuses); identity otherwise, and for bodies too small to gain.
 */
export function chooseBodyEncoding(acceptEncoding: string | undefined, size: number): BodyEncoding {
  if (!acceptEncoding || size < COMPRESS_FROM_BYTES) return 'identity';
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}
