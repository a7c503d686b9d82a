import { DeidError } from "../errors.ts";

/**
 * A document's locale decides how an ambiguous numeric date ("08/07/2025") is read when the
 * document itself does not settle it: month first for US English (the default), day first for the
 * other English locales (`en-GB`, `en-AU`, `en-IN`, `en-NZ`, `en-IE`, `en-ZA`…) and for other
 * languages. Evidence in the document (a first part above 12) wins over the locale.
 */
export const DEFAULT_LOCALE = "en-US";

/** Locales that write the month first (CLDR short date patterns M/d/y). */
const MONTH_FIRST: ReadonlySet<string> = new Set([
  "en",
  "en-us",
  "en-ph",
  "en-as",
  "en-gu",
  "en-mp",
  "en-pr",
  "en-um",
  "en-vi",
  "es-us",
]);

/** A BCP 47 tag in its canonical form; invalid_request naming `path` when it is not one. */
export function checkLocale(value: string, path = "/locale"): string {
  try {
    const [canonical] = Intl.getCanonicalLocales(value);
    if (canonical !== undefined && value.length <= 35) return canonical;
  } catch {
    // Falls through to the error below.
  }
  throw new DeidError("invalid_request", `${path.slice(1)} must be a BCP 47 language tag such as en-GB`, {
    details: [{ path, message: "not a language tag" }],
  });
}

export function readsDayFirst(locale: string): boolean {
  const lower = locale.toLowerCase();
  return !MONTH_FIRST.has(lower) && !MONTH_FIRST.has(lower.split("-").slice(0, 2).join("-"));
}
