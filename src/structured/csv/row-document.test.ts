import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { planColumns } from "./column-map.ts";
import { formatCsvRow } from "./format-csv-row.ts";
import { assembleRow, outputHeader, PART_SEPARATOR, rowDocument } from "./row-document.ts";

const HEADER = ["id", "mrn", "seen", "text", "ward", "extra"];
const layout = planColumns(HEADER, {
  textColumns: ["text"],
  subjectColumn: "mrn",
  idColumn: "id",
  columns: { seen: "date", ward: "keep", extra: "drop" },
});

describe("CSV rows as documents", () => {
  it("types the subject column as an MRN unless mapped, and refuses what no option names", () => {
    assert.deepEqual(layout.roles[1], { kind: "phi", type: "MRN" });
    assert.throws(
      () => planColumns(HEADER, { textColumns: ["text"] }),
      /unmapped columns: "id", "mrn", "seen", "ward", "extra"/,
    );
    assert.throws(() => planColumns(["a", "a"], { textColumns: ["a"] }), /twice/);
    assert.throws(
      () => planColumns(["a", "b"], { textColumns: ["a"], columns: { b: "colour" } }),
      /the kind must be one of/,
    );
    assert.throws(() => planColumns(["a"], { textColumns: ["nope"] }), /"nope" is not a column/);
  });

  it("puts the text first and the typed cells after it, and maps the output back by column", () => {
    const cells = ["n1", "123", "2020-01-02", "Seen.", "B2", "secret"];
    const document = rowDocument(layout, cells);
    assert.ok(!("error" in document));
    assert.equal(document.text, ["Seen.", "123", "2020-01-02"].join(PART_SEPARATOR));
    assert.deepEqual(document.knownPhi, [
      { type: "MRN", value: "123" },
      { type: "DATE", value: "2020-01-02" },
    ]);
    assert.equal(document.documentId, "n1");
    assert.equal(document.subjectId, "123");
    const output = ["Seen.", "[ID_1]", "[DAT_2]"].join(PART_SEPARATOR);
    assert.deepEqual(assembleRow(layout, cells, document, output), [
      "n1",
      "[ID_1]",
      "[DAT_2]",
      "Seen.",
      "B2",
    ]);
    assert.deepEqual(outputHeader(layout), ["id", "mrn", "seen", "text", "ward"]);
  });

  it("refuses a row whose output lost a separator, a row of the wrong width and a bad document id", () => {
    const cells = ["n1", "123", "2020-01-02", "Seen.", "B2", "x"];
    const document = rowDocument(layout, cells);
    assert.ok(!("error" in document));
    assert.match(JSON.stringify(assembleRow(layout, cells, document, "[LOC_1]")), /crossed the boundary/);
    assert.match(JSON.stringify(rowDocument(layout, ["n1"])), /the row has 1 cells; the header has 6/);
    assert.match(
      JSON.stringify(rowDocument(layout, ["n 1", "1", "", "", "", ""])),
      /column \\"id\\" must be/,
    );
  });

  it("quotes as RFC 4180 asks and neutralises cells a spreadsheet would run", () => {
    assert.equal(
      formatCsvRow(['a,"b"', "=1+1", "+1", "-1", "@x", "\tt", "ok"], ",", "\r\n"),
      `"a,""b""",'=1+1,'+1,'-1,'@x,'\tt,ok\r\n`,
    );
  });
});
