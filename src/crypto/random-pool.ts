import { randomFillSync } from "node:crypto";

/**
 * Small random values (request ids, nonces, salts, document ids, tokens) from a buffer of CSPRNG
 * output refilled 8 KiB at a time: `randomBytes` costs a call into OpenSSL per value, ~5 % of the
 * event loop at a few thousand requests a second (as Node's own `randomUUID` caches for the same
 * reason). Each byte is handed out once and wiped from the buffer as it goes. The buffer is module
 * state on purpose — a cache of the CSPRNG, which is process-wide itself — one per thread. Keys
 * are drawn with `randomBytes` directly, never from here.
 */
const SIZE = 8192;
const pool = Buffer.alloc(SIZE);
let offset = SIZE;

export function randomBytesPooled(length: number): Buffer {
  if (length > 256) return randomFillSync(Buffer.alloc(length));
  if (offset + length > SIZE) {
    randomFillSync(pool);
    offset = 0;
  }
  const out = Buffer.from(pool.subarray(offset, offset + length));
  pool.fill(0, offset, offset + length);
  offset += length;
  return out;
}
