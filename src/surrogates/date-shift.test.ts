import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import {
  calendarKey,
  DEFAULT_SHIFT_WINDOW_DAYS,
  drawShiftDays,
  MAX_OFFSET_DAYS,
  OVER_89,
  shiftDate,
} from "./date-shift.ts";
import { seededRng } from "./rng.ts";

const TODAY = new Date(Date.UTC(2024, 5, 1));
const shift = (surface: string, days: number, dayFirst = false) =>
  shiftDate(surface, days, { today: TODAY, dayFirst });

describe("shiftDate keeps the written form", () => {
  const rows: readonly [string, number, string, boolean?][] = [
    ["3/14/21", 28, "4/11/21"],
    ["03/14/2021", 28, "04/11/2021"],
    ["11/12/2021", 7, "11/19/2021"],
    ["11/30/2021", 7, "12/07/2021"],
    ["14/03/2021", 28, "11/04/2021"],
    ["04/03/2021", 28, "01/04/2021", true],
    ["04/03/2021", 28, "05/01/2021"],
    ["14.03.2021", -14, "28.02.2021"],
    ["2021-03-14", 7, "2021-03-21"],
    ["14-MAR-2021", 28, "11-APR-2021"],
    ["14-MAY-21", 21, "04-JUN-21"],
    ["14 Mar 2021", -21, "21 Feb 2021"],
    ["March 14th", 7, "March 21st"],
    ["March 14th", 8 * 7, "May 9th"],
    ["March 14, 2021", 364, "March 13, 2022"],
    ["Mar. 14, 2021", 28, "Apr. 11, 2021"],
    ["Sept 3, 2021", 7, "Sept 10, 2021"],
    ["Sept 28, 2021", 7, "Oct 5, 2021"],
    ["May 3rd", 28, "May 31st"],
    ["May 3rd", 35, "June 7th"],
    ["14th of March 2021", 7, "21st of March 2021"],
    ["Monday, March 15, 2021", 7, "Monday, March 22, 2021"],
    ["Mon 15/03/2021", 14, "Mon 29/03/2021"],
    ["MARCH 14TH, 2021", 7, "MARCH 21ST, 2021"],
    ["march 14 2021", 7, "march 21 2021"],
    ["Mar 2021", 28, "Apr 2021"],
    ["March of 2021", -28, "February of 2021"],
    ["3/2021", 28, "4/2021"],
    ["2021-03", -28, "2021-02"],
    ["3/14", 7, "3/21"],
    ["14/3", 7, "21/3", true],
    ["2021", 7, "2021"],
    ["2021", 184, "2022"],
    ["Dec 31, 2020", 7, "Jan 7, 2021"],
    ["2/29/2020", 7, "3/7/2020"],
    ["2/29", 7, "3/7"],
    ["Jan '21", 35, "Feb '21"],
    // Leap days, month and year ends, long offsets.
    ["2020-02-29", 7, "2020-03-07"],
    ["2/29/2020", 364, "2/27/2021"],
    ["2/29/2020", -7, "2/22/2020"],
    ["2020-02-22", 7, "2020-02-29"],
    ["2021-02-22", 7, "2021-03-01"],
    ["12/25/2021", 14, "01/08/2022"],
    ["1/1/2021", -7, "12/25/2020"],
    ["12/31/99", 7, "01/07/00"],
    ["14-MAR-2021", 294, "02-JAN-2022"],
    ["2021-03-14", -364, "2020-03-15"],
    // Case, padding, names.
    ["14-mar-2021", 7, "21-mar-2021"],
    ["14-Mar-21", -14, "28-Feb-21"],
    ["4-MAR-2021", 7, "11-MAR-2021"],
    ["march 14th", 7, "march 21st"],
    ["Sep 30, 2021", 7, "Oct 7, 2021"],
    ["September 30, 2021", 7, "October 7, 2021"],
    ["Sept 1st", 28, "Sept 29th"],
    ["SEPT 2021", 35, "OCT 2021"],
    ["May. 3", 35, "Jun. 7"],
    ["the 14th of March", 7, "the 21st of March"],
    ["14th March, 2021", 7, "21st March, 2021"],
    ["3/14/2021 ", 7, "3/21/2021 "],
    // Ordinal suffixes follow the new day.
    ["March 1st", 21, "March 22nd"],
    ["March 30th", -7, "March 23rd"],
    ["April 9th", 14, "April 23rd"],
    ["March 4th", 7, "March 11th"],
    ["March 5th", 7, "March 12th"],
    ["March 6th", 7, "March 13th"],
    ["March 24th", 7, "March 31st"],
    ["Jan 5th '21", 7, "Jan 12th '21"],
    // Weekdays: kept for whole weeks (even one that did not match its date), moved otherwise.
    ["Thurs, March 18, 2021", 7, "Thurs, March 25, 2021"],
    ["WED 3/17/21", 7, "WED 3/24/21"],
    ["Monday, March 14, 2021", 7, "Monday, March 21, 2021"],
    ["Monday, March 15, 2021", 1, "Tuesday, March 16, 2021"],
    ["Mon., Mar. 15, 2021", 3, "Thu., Mar. 18, 2021"],
    ["Tues 3/16/21", 1, "Wed 3/17/21"],
    // Partial dates.
    ["Mar 2021", -364, "Mar 2020"],
    ["Dec 2021", 21, "Jan 2022"],
    ["12/2021", 21, "01/2022"],
    ["2021-12", 21, "2022-01"],
    ["11/98", 56, "01/99"],
    ["'21", 182, "'21"],
    ["’99", 189, "’00"],
    ["2021", -182, "2020"],
    ["3/1", 7, "10/1", true],
    ["2/29", -7, "2/22"],
    ["2/28", 7, "3/7"],
    ["12/28", 7, "01/04"],
    ["03/21", 7, "03/28"],
    // A two-digit year that would read back in the other century gets four digits.
    ["12/31/30", 7, "01/07/2031"],
    ["Mar 98", 700, "Feb 2000"], // "Feb 00" would read as 0 February
    ["Mar 98", 7, "Mar 98"],
    ["14 Mar 98", 700, "12 Feb 00"], // beside a day, "00" reads as a year
  ];
  for (const [surface, days, expected, dayFirst] of rows) {
    it(`${surface} ${days >= 0 ? "+" : ""}${days} → ${expected}`, () => {
      assert.deepEqual(shift(surface, days, dayFirst), { kind: "shifted", text: expected });
    });
  }
});

describe("shiftDate refuses what is not a date", () => {
  for (const surface of [
    "2/30/2021",
    "13/13/2021",
    "yesterday",
    "3",
    "12 mg",
    "Room 3/14",
    "",
    "14 Smarch 2021",
    "1/2/3/4",
    "99999",
    "3/14/202",
    "3 14 21",
    "12, 5",
    "1.5",
    "11.98",
    "11-98",
    "3-14",
    "2021st March",
    "March 14th 15th",
    "Monday Tuesday 3/14/21",
    "Monday 2021",
    "Monday",
    "March",
    "Mar 00",
    "20210314",
    "3/14/21/22",
    "2021/13",
    "1/2/3",
    "３/１４/２１",
    "3/14/21 at noon",
    "(3/14/21)",
    "4/31/2021",
    "2/29/2021",
    "0/0",
  ]) {
    it(JSON.stringify(surface), () => assert.equal(shift(surface, 7), undefined));
  }

  it("reads at most 64 characters (linear on any input)", () => {
    assert.equal(shift(`${"1/".repeat(50_000)}2021`, 7), undefined);
    assert.equal(shift("March 14, 2021".padEnd(100_000, " "), 7), undefined);
    assert.equal(shift("1".repeat(1 << 20), 7), undefined);
    assert.equal(shift("\u00a0".repeat(1 << 20), 7), undefined);
    // The limit counts characters: a date padded to 64 is read, to 65 it is not.
    assert.equal(shift("March 14, 2021".padEnd(64, " "), 7)?.kind, "shifted");
    assert.equal(shift("March 14, 2021".padEnd(65, " "), 7), undefined);
  });
});

describe("shiftDate generalises dates that imply an age over 89", () => {
  it("for a birth date 90 or more years before the document", () => {
    assert.deepEqual(shift("04/12/1931", 7), { kind: "generalised", text: OVER_89 });
    assert.deepEqual(shift("1920", 7), { kind: "generalised", text: OVER_89 });
    assert.deepEqual(shift("APRIL 1931", 7), { kind: "generalised", text: OVER_89 });
  });

  it("also when only the shifted date crosses the line", () => {
    assert.equal(shift("06/10/1934", -14)?.kind, "generalised");
    assert.equal(shift("06/10/1934", 7)?.kind, "shifted");
  });

  it("never for a date without a year", () => {
    assert.equal(shift("3/14", 7)?.kind, "shifted");
    assert.equal(shift("2/29", -364)?.kind, "shifted");
  });

  it("from exactly 90 years before the document's day", () => {
    // TODAY is 2024-06-01: someone born 1934-06-01 is 90 that day, born 1934-06-02 is 89.
    assert.equal(shift("06/01/1934", 7)?.kind, "generalised");
    assert.equal(shift("06/02/1934", 7)?.kind, "shifted");
    assert.equal(shift("06/02/1934", -7)?.kind, "generalised");
    assert.equal(shift("3/14/31", 7)?.kind, "generalised"); // two-digit 31 is 1931
    assert.equal(shift("14-MAR-1931", 7)?.kind, "generalised");
  });

  it("for a partial date from the earliest day it can mean", () => {
    assert.equal(shift("June 1934", 7)?.kind, "generalised");
    assert.equal(shift("July 1934", 7)?.kind, "shifted");
    assert.equal(shift("1934", 7)?.kind, "generalised");
    assert.equal(shift("1935", 7)?.kind, "shifted");
    assert.equal(shift("1935", -7 * 52)?.kind, "generalised");
  });

  it("whatever the offset, as one constant that keeps nothing of the date", () => {
    for (const days of [-364, -7, 7, 364]) {
      assert.deepEqual(shift("Monday, March 2nd, 1925", days), { kind: "generalised", text: OVER_89 });
    }
  });
});

describe("drawShiftDays", () => {
  it("draws non-zero whole weeks within the window, both signs, uniformly enough", () => {
    const rng = seededRng(11);
    const seen = new Set<number>();
    for (let i = 0; i < 5000; i++) {
      const days = drawShiftDays(rng);
      assert.ok(days !== 0 && days % 7 === 0 && Math.abs(days) <= DEFAULT_SHIFT_WINDOW_DAYS, String(days));
      seen.add(days);
    }
    assert.equal(seen.size, 2 * Math.floor(DEFAULT_SHIFT_WINDOW_DAYS / 7));
    assert.ok(drawShiftDays(seededRng(1), 7) === 7 || drawShiftDays(seededRng(1), 7) === -7);
    assert.throws(() => drawShiftDays(seededRng(1), 6), RangeError);
  });
});

describe("shiftDate property: full dates move by the offset and keep their weekday", () => {
  it("for random dates, formats and offsets", () => {
    const formats = [
      (y: number, m: number, d: number) => `${m}/${d}/${y}`,
      (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`,
      (y: number, m: number, d: number) =>
        `${d} ${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][m - 1]} ${y}`,
    ];
    const parse = (text: string, format: number): number => {
      if (format === 0) {
        const [m, d, y] = text.split("/").map(Number) as [number, number, number];
        return Date.UTC(y, m - 1, d);
      }
      if (format === 1) {
        const [y, m, d] = text.split("-").map(Number) as [number, number, number];
        return Date.UTC(y, m - 1, d);
      }
      const [d, mon, y] = text.split(" ") as [string, string, string];
      // "May" is written as the whole name, so a date that lands in another month gets its whole name.
      const m =
        ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"].indexOf(
          mon.slice(0, 3),
        ) + 1;
      return Date.UTC(Number(y), m - 1, Number(d));
    };
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(1940, 0, 1)),
          max: new Date(Date.UTC(2090, 11, 31)),
          noInvalidDate: true,
        }),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 2 }),
        (date, seed, format) => {
          const days = drawShiftDays(seededRng(seed));
          const y = date.getUTCFullYear();
          const m = date.getUTCMonth() + 1;
          const d = date.getUTCDate();
          const written = formats[format]!(y, m, d);
          const result = shiftDate(written, days, { today: new Date(Date.UTC(2100, 0, 1)) });
          if (result?.kind === "generalised") return;
          assert.equal(result?.kind, "shifted", written);
          assert.notEqual(result.text, written);
          const moved = parse(result.text, format);
          assert.equal(moved - Date.UTC(y, m - 1, d), days * 86_400_000, `${written} → ${result.text}`);
          assert.equal(new Date(moved).getUTCDay(), date.getUTCDay());
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("drawShiftDays edges", () => {
  it("asks the rng once for one of the 2 × weeks allowed offsets, the ends included", () => {
    const asked: number[] = [];
    const fixed = (r: (n: number) => number) => (n: number) => {
      asked.push(n);
      return r(n);
    };
    assert.equal(drawShiftDays(fixed(() => 0)), -7);
    assert.equal(drawShiftDays(fixed((n) => n / 2 - 1)), -364);
    assert.equal(drawShiftDays(fixed((n) => n / 2)), 7);
    assert.equal(drawShiftDays(fixed((n) => n - 1)), 364);
    assert.deepEqual(asked, [104, 104, 104, 104]);
    assert.equal(
      drawShiftDays(
        fixed(() => 0),
        13,
      ),
      -7,
    );
    assert.equal(
      drawShiftDays(
        fixed(() => 3),
        14,
      ),
      14,
    );
  });

  it("spreads evenly over the allowed offsets", () => {
    const rng = seededRng(5);
    const counts = new Map<number, number>();
    for (let i = 0; i < 20_800; i++) {
      const days = drawShiftDays(rng, 364);
      counts.set(days, (counts.get(days) ?? 0) + 1);
    }
    assert.equal(counts.size, 104);
    for (const [days, count] of counts) assert.ok(count > 120 && count < 280, `${days}: ${count}`);
  });

  it("refuses a window that is not a whole number of at least 7 days", () => {
    for (const w of [6, 0, -7, 7.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      assert.throws(() => drawShiftDays(seededRng(1), w), RangeError, String(w));
    }
  });
});

describe("shiftDate offsets and readability", () => {
  it("refuses an invalid today (which would otherwise generalise nothing)", () => {
    assert.throws(() => shiftDate("04/12/1931", 7, { today: new Date(Number.NaN) }), RangeError);
  });

  it("refuses an offset that is not a whole number of days within a century", () => {
    for (const days of [
      0.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      MAX_OFFSET_DAYS + 1,
      -MAX_OFFSET_DAYS - 1,
    ]) {
      assert.throws(() => shift("3/14/21", days), RangeError, String(days));
    }
    assert.equal(shift("3/14/2021", MAX_OFFSET_DAYS)?.kind, "shifted");
  });

  it("an offset of 0 writes the date back as it was", () => {
    for (const surface of ["3/14/21", "14-MAR-2021", "March 14th", "Thurs, March 18, 2021", "12/2021"]) {
      assert.deepEqual(shift(surface, 0), { kind: "shifted", text: surface });
    }
  });

  it("whether a date is read depends on neither the offset nor today (the service checks once)", () => {
    const surfaces = ["12/31/30", "1/1/00", "2999-12-31", "1000-01-01", "2/29", "Dec 2030", "'30", "9/99"];
    const todays = [new Date(Date.UTC(1900, 0, 1)), TODAY, new Date(Date.UTC(2999, 0, 1))];
    fc.assert(
      fc.property(
        fc.constantFrom(...surfaces),
        fc.integer({ min: -3650, max: 3650 }),
        fc.constantFrom(...todays),
        fc.boolean(),
        (surface, days, today, dayFirst) => {
          assert.notEqual(shiftDate(surface, days, { today, dayFirst }), undefined, `${surface} ${days}`);
        },
      ),
      { numRuns: 300 },
    );
  });
});

const MONTH_ABBR = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const pad = (n: number) => String(n).padStart(2, "0");
// No date these properties make is 90 years before FAR, so none is generalised.
const FAR = new Date(Date.UTC(2030, 0, 1));
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe("shiftDate property: the shifted text reads back as the moved date", () => {
  // Written forms of one date; calendarKey of the output must be the original day plus the offset.
  const forms: readonly ((y: number, m: number, d: number) => string)[] = [
    (y, m, d) => `${m}/${d}/${String(y).slice(2)}`,
    (y, m, d) => `${pad(m)}/${pad(d)}/${y}`,
    (y, m, d) => `${pad(d)}.${pad(m)}.${y}`,
    (y, m, d) => `${pad(d)}-${MONTH_ABBR[m - 1]!.toUpperCase()}-${y}`,
    (y, m, d) => `${MONTH_ABBR[m - 1]}. ${d}, ${y}`,
    (y, m, d) =>
      `${d}th of ${MONTH_ABBR[m - 1]} ${y}`
        .replace(/^(1|21|31)th/, "$1st")
        .replace(/^(2|22)th/, "$1nd")
        .replace(/^(3|23)th/, "$1rd"),
    (y, m, d) =>
      `${["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][new Date(Date.UTC(y, m - 1, d)).getUTCDay()]} ${y}-${pad(m)}-${pad(d)}`,
  ];
  it("for random dates, forms and drawn offsets: same weekday, never the same text", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(1950, 0, 1)),
          max: new Date(Date.UTC(2029, 11, 31)),
          noInvalidDate: true,
        }),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: forms.length - 1 }),
        fc.constantFrom(7, 365, 3650),
        (date, seed, form, window) => {
          const days = drawShiftDays(seededRng(seed), window);
          const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
          const written = forms[form]!(y, m, d);
          const dayFirst = form === 2;
          const result = shiftDate(written, days, { today: FAR, dayFirst });
          assert.equal(result?.kind, "shifted", written);
          assert.notEqual(result.text, written);
          const moved = Date.UTC(y, m - 1, d) + days * 86_400_000;
          assert.equal(
            calendarKey(result.text, { dayFirst }),
            isoDay(moved),
            `${written} ${days} → ${result.text}`,
          );
          if (form === 6) assert.equal(result.text.slice(0, 3), written.slice(0, 3));
        },
      ),
      { numRuns: 700 },
    );
  });

  it("partial dates move their reference day: month/day in 2001 (2000 for 29 Feb), month/year its 15th, year its 1 July", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(1952, 0, 1)),
          max: new Date(Date.UTC(2028, 11, 31)),
          noInvalidDate: true,
        }),
        fc.integer({ min: -520, max: 520 }),
        (date, weeks) => {
          const days = weeks * 7;
          const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
          const options = { today: FAR };
          const ref = m === 2 && d === 29 ? 2000 : 2001;
          const monthDay = shiftDate(`${MONTH_ABBR[m - 1]} ${d}`, days, options);
          const md = isoDay(Date.UTC(ref, m - 1, d) + days * 86_400_000);
          assert.equal(monthDay && calendarKey(monthDay.text), `--${md.slice(5)}`);
          const monthYear = shiftDate(`${m}/${y}`, days, options);
          assert.equal(
            monthYear && calendarKey(monthYear.text),
            isoDay(Date.UTC(y, m - 1, 15) + days * 86_400_000).slice(0, 7),
          );
          const yearOnly = shiftDate(String(y), days, options);
          assert.equal(yearOnly?.text, isoDay(Date.UTC(y, 6, 1) + days * 86_400_000).slice(0, 4));
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe("shiftDate property: whatever it shifts reads back", () => {
  const parts = ["1", "3", "12", "14", "29", "31", "98", "2020", "1999", "/", "-", ".", " ", ", ", "'"];
  const words = ["Mar", "MAY", "may", "Sept", "March", "th", "st", "of", "Mon", "Thurs", "the", "Feb"];
  it("as the original day plus the offset for full dates, as a date for partial ones", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...parts, ...words), { minLength: 1, maxLength: 7 }),
        fc.integer({ min: -521, max: 521 }),
        (pieces, weeks) => {
          const surface = pieces.join("");
          const result = shiftDate(surface, weeks * 7, { today: FAR });
          if (result?.kind !== "shifted") return;
          const before = calendarKey(surface);
          // Not covered: a year moved past 2999 is written but not read back (years read are 1000–2999).
          if (before?.startsWith("29")) return;
          const after = calendarKey(result.text);
          assert.notEqual(after, undefined, `${surface} → ${result.text}`);
          if (before?.length === 10 && !before.startsWith("-")) {
            const moved = isoDay(Date.parse(before) + weeks * 7 * 86_400_000);
            assert.equal(after, moved, `${surface} → ${result.text}`);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});
