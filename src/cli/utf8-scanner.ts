/**
 * Validates UTF-8 a chunk at a time (RFC 3629: no overlongs, no surrogates, nothing above
 * U+10FFFF) and names the first bad byte by its 1-based line and 0-based byte offset in the whole
 * input. Linear: each byte is looked at once; a sequence cut by a chunk boundary is carried as state.
 */
export class Utf8Scanner {
  #offset = 0;
  #line = 1;
  /** Continuation bytes still expected, and the allowed range of the next one. */
  #need = 0;
  #low = 0x80;
  #high = 0xbf;
  #start = 0;
  #startLine = 1;

  /** The position of the first invalid byte, or undefined while the input is valid so far. */
  push(bytes: Uint8Array): { line: number; byte: number } | undefined {
    for (let i = 0; i < bytes.length; i++) {
      const b = bytes[i]!;
      const at = this.#offset + i;
      if (this.#need > 0) {
        if (b < this.#low || b > this.#high) return { line: this.#startLine, byte: this.#start };
        this.#need--;
        this.#low = 0x80;
        this.#high = 0xbf;
        continue;
      }
      if (b < 0x80) {
        if (b === 0x0a) this.#line++;
        continue;
      }
      this.#start = at;
      this.#startLine = this.#line;
      if (b >= 0xc2 && b <= 0xdf) this.#need = 1;
      else if (b >= 0xe0 && b <= 0xef) {
        this.#need = 2;
        if (b === 0xe0) this.#low = 0xa0;
        if (b === 0xed) this.#high = 0x9f;
      } else if (b >= 0xf0 && b <= 0xf4) {
        this.#need = 3;
        if (b === 0xf0) this.#low = 0x90;
        if (b === 0xf4) this.#high = 0x8f;
      } else return { line: this.#line, byte: at };
    }
    this.#offset += bytes.length;
    return undefined;
  }

  /** The end of input: a sequence left unfinished is invalid. */
  end(): { line: number; byte: number } | undefined {
    return this.#need > 0 ? { line: this.#startLine, byte: this.#start } : undefined;
  }
}
