import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { DEFAULT_SHIFT_WINDOW_DAYS, drawShiftDays, OVER_89, shiftDate } from "./date-shift.ts";
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
  ]) {
    it(JSON.stringify(surface), () => assert.equal(shift(surface, 7), undefined));
  }

  it("reads at most 64 characters (linear on any input)", () => {
    assert.equal(shift(`${"1/".repeat(50_000)}2021`, 7), undefined);
    assert.equal(shift("March 14, 2021".padEnd(100_000, " "), 7), undefined);
  });
});

describe("shiftDate generalises dates that imply an age over 89", () => {
  it("for a birth date 90 or more years before the document", () => {
    assert.deepEqual(shift("04/12/1931", 7), { kind: "generalised", text: OVER_89 });
    assert.deepEqual(shift("1920", 7), { kind: "generalised", text: OVER_89 });
    assert.deepEqual(shift("APRIL 1931", 7), { kind: "generalised", text: OVER_89.toUpperCase() });
  });

  it("also when only the shifted date crosses the line", () => {
    assert.equal(shift("06/10/1934", -14)?.kind, "generalised");
    assert.equal(shift("06/10/1934", 7)?.kind, "shifted");
  });

  it("never for a date without a year", () => {
    assert.equal(shift("3/14", 7)?.kind, "shifted");
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
