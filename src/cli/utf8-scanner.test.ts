import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Utf8Scanner } from "./utf8-scanner.ts";

const scan = (...chunks: number[][]) => {
  const scanner = new Utf8Scanner();
  for (const chunk of chunks) {
    const bad = scanner.push(Uint8Array.from(chunk));
    if (bad) return bad;
  }
  return scanner.end();
};
const bytes = (text: string) => [...Buffer.from(text, "utf8")];

describe("Utf8Scanner", () => {
  it("accepts valid UTF-8, whatever the chunk boundaries", () => {
    const all = bytes("Renée 日本 😀\nline two");
    for (let cut = 0; cut <= all.length; cut++) {
      assert.equal(scan(all.slice(0, cut), all.slice(cut)), undefined, `cut at ${cut}`);
    }
  });

  it("names the line and byte offset of a windows-1252 é", () => {
    assert.deepEqual(scan(bytes("first\nRen"), [0xe9, 0x65]), { line: 2, byte: 9 });
  });

  it("refuses overlongs, surrogates, bytes above U+10FFFF and a cut-off sequence", () => {
    assert.deepEqual(scan([0x41, 0xc0, 0xaf]), { line: 1, byte: 1 });
    assert.deepEqual(scan([0xe0, 0x80, 0xaf]), { line: 1, byte: 0 });
    assert.deepEqual(scan([0xed, 0xa0, 0x80]), { line: 1, byte: 0 });
    assert.deepEqual(scan([0xf4, 0x90, 0x80, 0x80]), { line: 1, byte: 0 });
    assert.deepEqual(scan([0x0a, 0x0a, 0xe6, 0x97]), { line: 3, byte: 2 });
  });
});
