import assert from "node:assert/strict";
import { test } from "node:test";
import { csvRecord } from "./audit.ts";

test("CSV cells a spreadsheet would run as a formula are neutralised", () => {
  assert.equal(
    csvRecord(["=cmd|' /C calc'!A0", "@SUM(A1)", "+1", "-2", "\tx", "plain"]),
    "'=cmd|' /C calc'!A0,'@SUM(A1),'+1,'-2,'\tx,plain\r\n",
  );
});

test("CSV quotes commas, quotes and line breaks, and writes numbers and empties plainly", () => {
  assert.equal(
    csvRecord(['a, "b"', "two\nlines", 3, null, undefined, true]),
    '"a, ""b""","two\nlines",3,,,true\r\n',
  );
});
