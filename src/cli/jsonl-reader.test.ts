import assert from "node:assert/strict";
import { Readable } from "node:stream";
import { describe, it } from "node:test";
import { parseJsonlLine, readJsonl } from "./jsonl-reader.ts";
import type { InputRecord } from "./note-record.ts";

async function readAll(content: string, chunkSize = 7): Promise<InputRecord[]> {
  const chunks: string[] = [];
  for (let i = 0; i < content.length; i += chunkSize) chunks.push(content.slice(i, i + chunkSize));
  const records: InputRecord[] = [];
  for await (const record of readJsonl(Readable.from(chunks))) records.push(record);
  return records;
}

describe("readJsonl", () => {
  it("reads one note a line with its id and subject_id, whatever the chunking", async () => {
    const content = `${JSON.stringify({ id: 7, text: "a note" })}\r\n${JSON.stringify({ id: "b", subject_id: "s1", text: "é\\n" })}\n`;
    assert.deepEqual(await readAll(content), [
      { line: 1, id: 7, text: "a note" },
      { line: 2, id: "b", subject_id: "s1", text: "é\\n" },
    ]);
  });

  it("skips blank lines but keeps counting them, and ignores a byte-order mark", async () => {
    const records = await readAll(`\uFEFF{"text":"one"}\n\n   \n{"text":"two"}`);
    assert.deepEqual(
      records.map((r) => r.line),
      [1, 4],
    );
  });

  it("reports each malformed line by number without echoing its content", async () => {
    const records = await readAll(
      [
        '{"text":"ok"}',
        '{"text": "Jane Doe',
        "[1,2]",
        '{"id":1}',
        '{"text":5}',
        '{"text":"x","subject_id":3}',
        '{"text":"x","id":{}}',
      ].join("\n"),
    );
    assert.deepEqual(records, [
      { line: 1, text: "ok" },
      { line: 2, error: "not valid JSON" },
      { line: 3, error: "not a JSON object" },
      { line: 4, error: 'missing "text"' },
      { line: 5, error: '"text" must be a string' },
      { line: 6, error: '"subject_id" must be a string' },
      { line: 7, error: '"id" must be a string or a number' },
    ]);
    assert.ok(!JSON.stringify(records).includes("Jane"));
  });

  it("reads document_id and policy, and refuses unknown fields and bad values by line", () => {
    assert.deepEqual(parseJsonlLine('{"text":"t","document_id":"d-1","policy":"redact_all"}', 1), {
      line: 1,
      text: "t",
      document_id: "d-1",
      policy: "redact_all",
    });
    assert.match(
      (parseJsonlLine('{"text":"t","polcy":"x"}', 2) as { error: string }).error,
      /unknown field "polcy"/,
    );
    assert.match(
      (parseJsonlLine('{"text":"t","policy":"nope"}', 3) as { error: string }).error,
      /"policy" must be one of/,
    );
    assert.match(
      (parseJsonlLine('{"text":"t","document_id":"a b"}', 4) as { error: string }).error,
      /"document_id"/,
    );
  });

  it("treats null id and subject_id as absent", () => {
    assert.deepEqual(parseJsonlLine('{"text":"t","id":null,"subject_id":null}', 3), { line: 3, text: "t" });
  });
});
