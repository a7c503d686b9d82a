import { calendarKey, parseCalendarDate } from "../policy/calendar-date.ts";
import type { TokenPrefix } from "../tokens/token.ts";

// Frozen: the lookup of every stored token depends on this exact list, so it is not the shared
// honorifics list (detection/honorifics.ts) and never changes without a vault migration.
const TITLES = new Set([
  "dr",
  "doctor",
  "mr",
  "mrs",
  "ms",
  "miss",
  "mx",
  "prof",
  "professor",
  "sir",
  "madam",
  "rn",
  "md",
  "np",
  "pa",
  "do",
  "phd",
  "jr",
  "sr",
]);

function fold(value: string): string {
  return value.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * The value a token stands for, folded so that spellings of the same value share one token within a
 * scope: case, width and white space everywhere; titles and punctuation in names; calendar dates.
 */
export function normaliseValue(prefix: TokenPrefix, surface: string): string {
  const folded = fold(surface);
  switch (prefix) {
    case "NAM": {
      const words = folded
        .replace(/[.,'’"()]/g, " ")
        .split(" ")
        .filter((word) => word !== "" && !TITLES.has(word));
      return words.length > 0 ? words.join(" ") : folded;
    }
    case "DAT": {
      const date = parseCalendarDate(folded);
      return date ? calendarKey(date) : folded;
    }
    case "PHN":
    case "FAX": {
      const digits = folded.replace(/\D/g, "");
      return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits || folded;
    }
    default:
      return folded;
  }
}
