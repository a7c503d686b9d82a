import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseCalendarDate, calendarKey as policyKey } from "../policy/calendar-date.ts";
import { calendarKey, MAX_DATE_LENGTH, readDate } from "./date-format.ts";

describe("calendarKey", () => {
  const rows: readonly [string, string | undefined, boolean?][] = [
    // One day written many ways shares a key, so a rewritten surrogate can be recognised.
    ["3/21/21", "2021-03-21"],
    ["03/21/2021", "2021-03-21"],
    ["March 21, 2021", "2021-03-21"],
    ["March 21st, 2021", "2021-03-21"],
    ["21st of March 2021", "2021-03-21"],
    ["21-MAR-2021", "2021-03-21"],
    ["21 Mar 2021", "2021-03-21"],
    ["2021-03-21", "2021-03-21"],
    ["21.03.2021", "2021-03-21"],
    ["Sunday, March 21, 2021", "2021-03-21"],
    ["21/03/2021", "2021-03-21"],
    // Ambiguous numeric dates follow dayFirst; unambiguous ones do not.
    ["03/04/2021", "2021-03-04"],
    ["03/04/2021", "2021-04-03", true],
    ["3/14/2021", "2021-03-14", true],
    ["14/3", "--03-14"],
    ["3/14", "--03-14", true],
    // Partial dates.
    ["March 14th", "--03-14"],
    ["2/29", "--02-29"],
    ["Mar 2021", "2021-03"],
    ["March of 2021", "2021-03"],
    ["3/2021", "2021-03"],
    ["2021-03", "2021-03"],
    ["11/98", "1998-11"],
    ["Jan '21", "2021-01"],
    ["2021", "2021"],
    ["'21", "2021"],
    ["’45", "1945"],
    // Two-digit years as in calendar-date.ts: 00–30 are 20xx, 31–99 19xx.
    ["1/1/30", "2030-01-01"],
    ["1/1/31", "1931-01-01"],
    ["03/21", "--03-21"], // conservative: a day, not March 2021
    // Not dates.
    ["yesterday", undefined],
    ["[90+ years ago]", undefined],
    ["2/29/2021", undefined],
    ["13/13/2021", undefined],
    ["", undefined],
  ];
  for (const [surface, key, dayFirst] of rows) {
    it(`${surface}${dayFirst ? " (day first)" : ""} → ${key}`, () => {
      assert.equal(calendarKey(surface, { dayFirst: dayFirst ?? false }), key);
    });
  }

  it("agrees with the year_only reader (src/policy/calendar-date.ts) where both read a date", () => {
    for (const surface of [
      "3/14/21",
      "03/14/2021",
      "2021-03-14",
      "March 14, 2021",
      "March 14th",
      "14 March 2021",
      "14th of March 2021",
      "Mar 2021",
      "3/2021",
      "2021",
      "Jan 5 '21",
      "3/14",
    ]) {
      const date = parseCalendarDate(surface);
      assert.ok(date, surface);
      assert.equal(calendarKey(surface), policyKey(date), surface);
    }
  });
});

describe("readDate", () => {
  it("gives each number its role and keeps every character in its pieces", () => {
    const reading = readDate("Mon., 14th of MAR. '21", false);
    assert.ok(reading);
    assert.deepEqual([reading.year, reading.month, reading.day, reading.shortYear], [2021, 3, 14, true]);
    assert.equal(reading.pieces.map((p) => p.text).join(""), "Mon., 14th of MAR. '21");
    assert.deepEqual(
      reading.pieces
        .filter((p) => p.kind !== "literal")
        .map((p) => [p.kind, "role" in p ? p.role : undefined]),
      [
        ["weekday", undefined],
        ["number", "day"],
        ["ordinal", undefined],
        ["month", undefined],
        ["number", "year"],
      ],
    );
  });

  it("reads no more than MAX_DATE_LENGTH characters", () => {
    assert.equal(MAX_DATE_LENGTH, 64);
    assert.ok(readDate("2021-03-14".padStart(MAX_DATE_LENGTH, " "), false));
    assert.equal(readDate("2021-03-14".padStart(MAX_DATE_LENGTH + 1, " "), false), undefined);
  });
});
