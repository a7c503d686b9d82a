import assert from "node:assert/strict";
import { Readable } from "node:stream";
import { after, before, describe, it } from "node:test";
import { testDialects } from "../src/storage/test-storage.ts";
import { CsvColumnError } from "../src/structured/csv/column-map.ts";
import { type CsvOutput, deidentifyCsv } from "../src/structured/csv/deidentify-csv.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

// Synthetic extract: every name, number and date is invented.
const EXTRACT = [
  "\uFEFFnote_id,mrn,note_date,author,ward,note_text,internal",
  'csv-1,00482913,2021-03-04,Orlaith Vexbridge,B2,"Orlaith Vexbridge seen 3/4/2021, MRN 00482913.",x1',
  'csv-2,00482913,03/05/2021,Dr. Quennell,=HYPERLINK(1),"Follow-up ""fine"".\r\nVexbridge doing well; Dr. Quennell agrees.",x2',
  "csv-3,55120077,2021-05-05,brown,B3,Plain text.,x3",
  "csv-4,55120077,short",
  "",
].join("\r\n");

const OPTIONS = {
  tenant: "default",
  policy: "safe_harbor" as const,
  textColumns: ["note_text"],
  subjectColumn: "mrn",
  idColumn: "note_id",
  columns: { note_date: "date", author: "name", ward: "keep", internal: "drop" },
};

async function collect(app: TestApp, csv: string, options = OPTIONS): Promise<CsvOutput[]> {
  const out: CsvOutput[] = [];
  for await (const item of deidentifyCsv(app.ctx.deps, Readable.from([Buffer.from(csv)]), options))
    out.push(item);
  return out;
}

const parseLine = (text: string) => {
  // Test-only reader for the simple rows below (quoted cells without embedded commas after tokens).
  const cells: string[] = [];
  const re = /("(?:[^"]|"")*"|[^,\r\n]*)(,|\r\n)/gy;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    cells.push(m[1]!.startsWith('"') ? m[1]!.slice(1, -1).replaceAll('""', '"') : m[1]!);
    if (m[2] === "\r\n") break;
  }
  return cells;
};

for (const dialect of testDialects()) {
  describe(`CSV extracts through the library on ${dialect}`, () => {
    let app: TestApp;
    before(async () => {
      app = await createTestApp(dialect);
    });
    after(async () => {
      await app?.close();
    });

    it("keeps the header and column order, drops what is dropped, neutralises formulas", async () => {
      const out = await collect(app, EXTRACT);
      const lines = out.filter((o) => o.kind === "line");
      assert.equal(lines[0]!.text, "note_id,mrn,note_date,author,ward,note_text\r\n");
      const row2 = parseLine(lines[2]!.text);
      assert.equal(row2[0], "csv-2");
      assert.equal(row2[4], "'=HYPERLINK(1)");
      assert.equal(row2.length, 6);
    });

    it("gives a typed cell the same token as the same value in the row's text and the subject's rows", async () => {
      const out = await collect(app, EXTRACT);
      const [, row1, row2] = out.filter((o) => o.kind === "line").map((o) => parseLine(o.text));
      const [, mrn, date, author, , text] = row1!;
      assert.match(mrn!, /^\[ID_[0-9a-f]{12}\]$/);
      assert.match(date!, /^\[DAT_[0-9a-f]{12}\]$/);
      assert.match(author!, /^\[NAM_[0-9a-f]{12}\]$/);
      assert.ok(text!.includes(author!), "the name column and the name in the text share a token");
      assert.ok(text!.includes(date!), "2021-03-04 and 3/4/2021 are one date");
      assert.ok(text!.includes(mrn!));
      assert.equal(row2![1], mrn, "the subject's later row has the same MRN token");
      assert.ok(row2![5]!.includes("\r\n"), "a quoted line break stays in its cell");
      for (const secret of ["Vexbridge", "Orlaith", "00482913", "Quennell", "2021-03-04", "3/4/2021"]) {
        assert.ok(!out.some((o) => o.kind === "line" && o.text.includes(secret)), secret);
      }
    });

    it("refuses a row whose typed cell cannot be read whole, and a row of the wrong width, by row number", async () => {
      const out = await collect(app, EXTRACT);
      const errors = out.filter((o) => o.kind === "error");
      assert.deepEqual(
        errors.map((e) => [e.row, e.line]),
        [
          [3, 5],
          [4, 6],
        ],
      );
      assert.match(errors[0]!.error, /column "author" is not read whole as NAME/);
      assert.match(errors[1]!.error, /the row has 3 cells; the header has 7/);
      assert.ok(!errors.some((e) => e.error.includes("brown")));
    });

    it("re-identifies a row's cells through its document, and a rerun returns the same row", async () => {
      const first = (await collect(app, EXTRACT)).find((o) => o.kind === "line" && o.row === 1)!;
      const again = (await collect(app, EXTRACT)).find((o) => o.kind === "line" && o.row === 1)!;
      assert.equal(first.kind === "line" && again.kind === "line" && first.text === again.text, true);
      const cells = parseLine(first.kind === "line" ? first.text : "");
      const restored = await app.app.inject({
        method: "POST",
        url: "/api/v1/reidentify",
        headers: app.auth,
        payload: {
          text: `${cells[3]} / ${cells[5]} / ${cells[2]}`,
          document_id: "csv-1",
          reason: "csv test",
        },
      });
      // One surface per token and document: the note's own writing of the date wins (docs/structured.md).
      assert.equal(
        restored.json().text,
        "Orlaith Vexbridge / Orlaith Vexbridge seen 3/4/2021, MRN 00482913. / 3/4/2021",
      );
    });

    it("ends at malformed quoting with the line, and refuses a header with unmapped columns", async () => {
      const out = await collect(
        app,
        'note_id,mrn,note_date,author,ward,note_text,internal\r\nq1,1,2020-01-01,A B,B1,"open,x\r\n',
      );
      assert.equal(out.at(-1)!.kind, "error");
      assert.match((out.at(-1) as { error: string }).error, /malformed CSV \(CSV_/);
      await assert.rejects(
        collect(app, "note_text,extra\r\nhello,1\r\n", { ...OPTIONS, columns: {} } as never),
        (error) => {
          assert.ok(error instanceof CsvColumnError);
          return true;
        },
      );
    });
  });
}
