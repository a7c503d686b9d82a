import { parseCalendarDate } from "./calendar-date.ts";

// SPEC: 45 CFR §164.514(b)(2)(i)(B) — three-digit ZIP prefixes whose areas held 20,000 people or
// fewer (2000 census, as listed by HHS guidance) must be written as 000.
const SPARSE_ZIP3 = new Set([
  "036",
  "059",
  "063",
  "102",
  "203",
  "556",
  "692",
  "790",
  "821",
  "823",
  "830",
  "831",
  "878",
  "879",
  "884",
  "890",
  "893",
]);

/** `02139` → `021XX`; sparsely populated prefixes → `000XX`; undefined when no 3 digits. */
export function generaliseZip(surface: string): string | undefined {
  const digits = surface.replace(/\D/g, "");
  if (digits.length < 3) return undefined;
  const prefix = digits.slice(0, 3);
  return `${SPARSE_ZIP3.has(prefix) ? "000" : prefix}XX`;
}

/** The year of a date, or undefined when the date has none (the caller then tokenises). */
export function generaliseDateToYear(surface: string): string | undefined {
  const year = parseCalendarDate(surface)?.year;
  return year === undefined ? undefined : String(year);
}

/** Ages over 89 are aggregated to "90+" (Safe Harbor); the words around the number are kept. */
export function generaliseAge(surface: string): string {
  return /\d/.test(surface) ? surface.replace(/\d+(?:\.\d+)?/, "90+") : "90+";
}
