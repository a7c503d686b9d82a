import type { ScanContext } from "../recogniser.ts";

/**
 * A state's or a province's health department read as a hospital ("NSW Health", "Queensland
 * Health", "Alberta Health Services", "Ontario Health", "Western Cape Government Health"), as
 * guidelines and leaflets credit it: a state or province, then only "Government", "Health" and
 * "Services" (the last word "Health" or "Services"). It names a government, not a place of care;
 * a place of care after it ("NSW Health clinic") keeps the span, as does any other word in it.
 */
const TAIL: ReadonlySet<string> = new Set(["government", "health", "services", "service"]);
/**
 * States and provinces of the Commonwealth countries whose health departments bear their name,
 * first words only (ISO 3166-2 names and the departments' own short forms, public facts, by hand).
 */
const STATES: ReadonlySet<string> = new Set(
  `nsw qld queensland victoria tasmania act wa sa nt alberta ontario quebec manitoba saskatchewan
  bc yukon nunavut gauteng limpopo mpumalanga kerala karnataka maharashtra western eastern northern
  british nova new south north kwazulu tamil free`.split(/\s+/),
);
/** The words after a state's first word ("Western Cape", "New South Wales", "KwaZulu-Natal"). */
const STATE_PARTS: ReadonlySet<string> = new Set(
  "cape wales australia territory columbia scotia brunswick west natal nadu state -".split(" "),
);
/** Short forms that name a state only in capitals ("WA Health", "SA Health", "ACT Health"). */
const CAPITALS_ONLY: ReadonlySet<string> = new Set(["act", "wa", "sa", "nt", "bc", "nsw", "qld"]);
const PLACE_OF_CARE: ReadonlySet<string> = new Set(
  "clinic clinics hospital hospitals facility facilities centre center ward unit".split(" "),
);

/** A first word that is a state by itself ("Queensland"), not the first of two ("Western Cape"). */
function isStateAlone(word: string): boolean {
  return !TWO_WORD_FIRSTS.has(word);
}
const TWO_WORD_FIRSTS: ReadonlySet<string> = new Set(
  "western eastern northern british nova new south north kwazulu tamil free".split(" "),
);

/** The token after the state health department's name opening at `k`, or -1 (see above). */
function bodyEnd(context: ScanContext, first: number): number {
  const t = context.tokens;
  if (!t.isWord(first) || !STATES.has(t.lower(first))) return -1;
  if (CAPITALS_ONLY.has(t.lower(first)) !== t.isAllCaps(first)) return -1;
  let k = first + 1;
  while (k < t.count && !t.startsLine(k) && (STATE_PARTS.has(t.lower(k)) || t.isPunct(k, "-"))) k++;
  // "Western Health", "New Health": a first word of two needs its second.
  if (k === first + 1 && !isStateAlone(t.lower(first))) return -1;
  let health = false;
  for (; k < t.count && !t.startsLine(k) && t.isWord(k) && TAIL.has(t.lower(k)); k++)
    if (t.lower(k) === "health") health = true;
  return health ? k : -1;
}

/**
 * Tokens `first`..`last` lie in a state's health department's name that opens at `first`, or in
 * two joined by "and" ("Queensland Health and NSW Health"): the department read as a hospital,
 * or its state read as a name or a place.
 */
export function isStateHealthBody(context: ScanContext, first: number, last: number): boolean {
  if (!context.mixedCase) return false;
  const t = context.tokens;
  let end = bodyEnd(context, first);
  while (end !== -1 && end <= last && (t.lower(end) === "and" || t.isPunct(end, "&")))
    end = bodyEnd(context, end + 1);
  if (end === -1 || last >= end) return false;
  return !(t.isWord(end) && PLACE_OF_CARE.has(t.lower(end)));
}

/**
 * Tokens `first`..`last` are exactly a state or province of two words or more ("Western Cape",
 * "New South Wales", "KwaZulu-Natal", "Tamil Nadu") standing alone in prose, as a notice names the
 * province it serves: a state is no PHI (HIPAA keeps states; so do the other countries' rules).
 * In an address — after a comma or before a postcode — it stays with the address.
 */
export function isStateName(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (last === first || !t.isWord(first) || !TWO_WORD_FIRSTS.has(t.lower(first))) return false;
  for (let k = first + 1; k <= last; k++)
    if (!STATE_PARTS.has(t.lower(k)) && !t.isPunct(k, "-")) return false;
  if (t.isPunct(first - 1, ",") || t.isNumber(last + 1) || t.isNumber(last + 2)) return false;
  return !(t.isWord(last + 1) && PLACE_OF_CARE.has(t.lower(last + 1)));
}
