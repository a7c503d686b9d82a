import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { decodeAll, InputEncodingError, parseEncoding } from "./input-encoding.ts";

describe("input encodings", () => {
  it("decodes windows-1252 by its table and latin1 byte for byte", () => {
    const bytes = Uint8Array.from([0x52, 0x65, 0x6e, 0xe9, 0x65, 0x20, 0x80]);
    assert.equal(decodeAll(bytes, "windows-1252"), "Renée €");
    assert.equal(decodeAll(bytes, "latin1"), "Renée \u0080");
  });

  it("decodes UTF-16 after either byte-order mark and refuses it without one", () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("Renée", "utf16le")]);
    const be = Buffer.from(le.subarray(2)).swap16();
    assert.equal(decodeAll(le, "utf-16"), "Renée");
    assert.equal(decodeAll(Buffer.concat([Buffer.from([0xfe, 0xff]), be]), "utf-16"), "Renée");
    assert.throws(() => decodeAll(Buffer.from("Renée", "utf16le"), "utf-16"), InputEncodingError);
    assert.throws(() => decodeAll(Uint8Array.from([0xff, 0xfe, 0x00, 0xd8]), "utf-16"), InputEncodingError);
  });

  it("refuses invalid UTF-8 naming the line and byte, and drops a UTF-8 byte-order mark", () => {
    assert.throws(
      () => decodeAll(Uint8Array.from([0x61, 0x0a, 0x62, 0xe9]), "utf-8"),
      /not valid UTF-8 at line 2, byte offset 3/,
    );
    assert.equal(decodeAll(Uint8Array.from([0xef, 0xbb, 0xbf, 0x61]), "utf-8"), "a");
  });

  it("takes the usual names of each encoding and refuses others", () => {
    assert.equal(parseEncoding("CP1252"), "windows-1252");
    assert.equal(parseEncoding("ISO-8859-1"), "latin1");
    assert.equal(parseEncoding(undefined), "utf-8");
    assert.throws(() => parseEncoding("ebcdic"), /--encoding must be one of/);
  });
});
