import { Transform, type TransformCallback } from "node:stream";
import { TextDecoder } from "node:util";
import { usageError } from "./exit-codes.ts";
import { Utf8Scanner } from "./utf8-scanner.ts";

/** The encodings `--encoding` names; UTF-8 is the default and is checked byte by byte. */
export const INPUT_ENCODINGS = ["utf-8", "windows-1252", "latin1", "utf-16"] as const;
export type InputEncoding = (typeof INPUT_ENCODINGS)[number];

const ALIASES: Readonly<Record<string, InputEncoding>> = {
  "utf-8": "utf-8",
  utf8: "utf-8",
  "windows-1252": "windows-1252",
  cp1252: "windows-1252",
  latin1: "latin1",
  "iso-8859-1": "latin1",
  "utf-16": "utf-16",
  utf16: "utf-16",
};

export function parseEncoding(value: string | undefined): InputEncoding {
  if (value === undefined) return "utf-8";
  const encoding = ALIASES[value.toLowerCase()];
  if (!encoding) throw usageError(`--encoding must be one of ${INPUT_ENCODINGS.join(", ")}`);
  return encoding;
}

/** Input that cannot be read in its encoding; names the place, never the bytes. */
export class InputEncodingError extends Error {
  override readonly name = "InputEncodingError";
}

export function invalidUtf8Message(line: number, byte: number): string {
  return `not valid UTF-8 at line ${line}, byte offset ${byte}; if it is another encoding, name it with --encoding (${INPUT_ENCODINGS.slice(1).join(", ")})`;
}

/** A chunk decoder: bytes in, text out, refusing what the encoding cannot read. */
export interface ChunkDecoder {
  write(bytes: Uint8Array): string;
  end(): string;
}

/**
 * Decodes faithfully: UTF-8 is validated (the first bad byte is named by line and offset);
 * windows-1252 by the WHATWG table; latin1 as ISO-8859-1 (each byte is the code point of the same
 * number, so 0x80–0x9F stay C1 controls: most "latin1" exports from Windows are windows-1252);
 * UTF-16 needs its byte-order mark, and a lone surrogate is refused. A leading UTF-8 BOM is dropped.
 */
export function createChunkDecoder(encoding: InputEncoding): ChunkDecoder {
  if (encoding === "latin1") {
    return { write: (bytes) => Buffer.from(bytes).toString("latin1"), end: () => "" };
  }
  if (encoding === "windows-1252") {
    const decoder = new TextDecoder("windows-1252");
    return { write: (bytes) => decoder.decode(bytes, { stream: true }), end: () => decoder.decode() };
  }
  if (encoding === "utf-8") {
    const scanner = new Utf8Scanner();
    const decoder = new TextDecoder("utf-8");
    const check = (position: { line: number; byte: number } | undefined) => {
      if (position) throw new InputEncodingError(invalidUtf8Message(position.line, position.byte));
    };
    return {
      write(bytes) {
        check(scanner.push(bytes));
        return decoder.decode(bytes, { stream: true });
      },
      end() {
        check(scanner.end());
        return decoder.decode();
      },
    };
  }
  let decoder: TextDecoder | undefined;
  let head = new Uint8Array(0);
  const fatal = (run: () => string) => {
    try {
      return run();
    } catch {
      throw new InputEncodingError("not valid UTF-16: a lone surrogate or an odd number of bytes");
    }
  };
  return {
    write(bytes) {
      if (!decoder) {
        head = Buffer.concat([head, bytes]);
        if (head.length < 2) return "";
        const bom = (head[0]! << 8) | head[1]!;
        if (bom !== 0xfffe && bom !== 0xfeff) {
          throw new InputEncodingError("UTF-16 input must start with a byte-order mark (FF FE or FE FF)");
        }
        decoder = new TextDecoder(bom === 0xfffe ? "utf-16le" : "utf-16be", { fatal: true });
        const rest = head;
        head = new Uint8Array(0);
        return fatal(() => decoder!.decode(rest, { stream: true }));
      }
      return fatal(() => decoder!.decode(bytes, { stream: true }));
    },
    end() {
      if (!decoder) {
        if (head.length > 0)
          throw new InputEncodingError("UTF-16 input must start with a byte-order mark (FF FE or FE FF)");
        return "";
      }
      return fatal(() => decoder!.decode());
    },
  };
}

/** A stream of bytes in, text out, in `encoding` (see createChunkDecoder). */
export function decodingStream(encoding: InputEncoding): Transform {
  const decoder = createChunkDecoder(encoding);
  return new Transform({
    readableObjectMode: false,
    decodeStrings: true,
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      try {
        const text = decoder.write(chunk);
        done(null, text === "" ? undefined : text);
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done: TransformCallback) {
      try {
        const text = decoder.end();
        done(null, text === "" ? undefined : text);
      } catch (error) {
        done(error as Error);
      }
    },
  });
}

/** Decodes a whole buffer (a text note). */
export function decodeAll(bytes: Uint8Array, encoding: InputEncoding): string {
  const decoder = createChunkDecoder(encoding);
  return decoder.write(bytes) + decoder.end();
}
