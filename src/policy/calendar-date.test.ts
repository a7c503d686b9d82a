import assert from "node:assert/strict";
import { test } from "node:test";
import { calendarKey, parseCalendarDate } from "./calendar-date.ts";

const same: [string, string][] = [
  ["7/22/2019", "2019-07-22"],
  ["July 22, 2019", "2019-07-22"],
  ["JULY 22 2019", "2019-07-22"],
  ["22 Jul 2019", "2019-07-22"],
  ["2019-07-22", "2019-07-22"],
  ["07-22-19", "2019-07-22"],
  ["7/22", "--07-22"],
  ["Jul. 22nd", "--07-22"],
  ["7/2019", "2019-07"],
  ["July 2019", "2019-07"],
  ["2019", "2019"],
];

for (const [text, key] of same) {
  test(`reads "${text}" as ${key}`, () => {
    const date = parseCalendarDate(text);
    assert.ok(date, text);
    assert.equal(calendarKey(date), key);
  });
}

for (const text of ["13/45/2019", "Smith 22", "hello", "0/0", "1".repeat(100), "Mayday 3"]) {
  test(`does not read "${text.slice(0, 20)}" as a date`, () => {
    assert.equal(parseCalendarDate(text), undefined);
  });
}
