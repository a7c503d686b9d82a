/** Pieces several document forms share: address lines, a person's age, words each country uses. */
import type { Cast, Person } from "./cast.ts";
import type { Code } from "./locale.ts";
import type { Sheet, Val } from "./sheet.ts";

/** Regions that are a state, province or county-level unit the gold leaves unlabelled. */
const STATES = new Set(["Anambra", "Gauteng", "Limpopo", "Free State", "KwaZulu-Natal", "Eastern Cape"]);
const STATE_COUNTRIES = new Set<Code>(["AU", "CA", "US"]);

/** The region of the cast's town: plain text for a state, a labelled place for a city or county. */
export function region(c: Cast): string | Val {
  const text = c.region();
  if (text === "" || STATE_COUNTRIES.has(c.code) || STATES.has(text)) return text;
  const county = c.code === "UK" || c.code === "IE";
  return { text, label: { type: "Location", group: "town", kind: county ? "county" : "city", origin: "-" } };
}

type Bit = string | readonly [Val, string];

/** An address as one line (`12 Tui Street, Papatoetoe, Auckland 2025`), in `slot`. */
export function addressLine(c: Cast, slot: string): Bit[] {
  if (c.code === "SG") return [[c.street(), slot], ", Singapore ", [c.postcode(), slot]];
  const reg = region(c);
  const out: Bit[] = [[c.street(), slot], ", ", [c.townVal(), slot]];
  const pc = c.postcode();
  if (reg !== "")
    out.push(
      typeof reg === "string" ? (c.code === "US" || c.code === "CA" ? `, ${reg} ` : ` ${reg} `) : ", ",
    );
  if (typeof reg !== "string") out.push([reg, slot], c.code === "IE" || c.code === "UK" ? ", " : " ");
  if (reg === "") out.push(" ");
  out.push([pc, slot]);
  return out;
}

/** An address over several lines, as in a letter's address block. */
export function addressBlock(s: Sheet, c: Cast, slot: string): void {
  s.line([c.street(), slot]);
  if (c.code === "SG") {
    s.line("Singapore ", [c.postcode(), slot]);
    return;
  }
  const reg = region(c);
  if (c.code === "UK" || c.code === "IE") {
    s.line([c.townVal(), slot]);
    if (typeof reg !== "string") s.line([reg, slot]);
    s.line([c.postcode(), slot]);
    return;
  }
  s.line(
    [c.townVal(), slot],
    typeof reg === "string"
      ? reg === ""
        ? " "
        : `${c.code === "US" || c.code === "CA" ? "," : ""} ${reg} `
      : ", ",
    typeof reg === "string" ? false : [reg, slot],
    typeof reg === "string" ? false : " ",
    [c.postcode(), slot],
  );
}

/** Age in years: a labelled value over 89, plain text otherwise. */
export function ageOf(c: Cast, p: Person): string | Val {
  const years = c.today.y - p.dob.y;
  if (years < 90) return String(years);
  return { text: String(years), label: { type: "Age", group: "age", kind: "age over 89", origin: "-" } };
}

/** Writes the age (labelled when over 89) in `slot`. */
export function age(c: Cast, p: Person, slot: string): Bit {
  const a = ageOf(c, p);
  return typeof a === "string" ? a : [a, slot];
}

export const SEX = (p: Person): string => (p.male ? "M" : "F");

/** What each country calls the patient's family doctor. */
export function familyDoctor(code: Code): string {
  return {
    AU: "GP",
    NZ: "GP",
    CA: "Family physician",
    IE: "GP",
    IN: "Family physician",
    ZA: "GP",
    NG: "Referring doctor",
    SG: "Family doctor",
    UK: "GP",
    US: "PCP",
  }[code];
}

/** Kin words by country. */
export function kinWord(c: Cast, male: boolean): string {
  const r = c.r;
  if (c.code === "NZ" && r.chance(0.3)) return male ? "matua" : "whaea";
  if (c.code === "NG" && r.chance(0.3)) return male ? "brother" : "sister";
  return male
    ? r.pick(["son", "husband", "brother", "nephew"])
    : r.pick(["daughter", "wife", "sister", "niece", "mother"]);
}
