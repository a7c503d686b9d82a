// Over 400 lines (issue 18, point 6): the label table, the value reader and the shape checks of
// seven countries' identifiers read one value record; the check digits are apart, in world-id-
// checks.ts.
import type { PhiType } from "../../phi-type.ts";
import { isDash } from "../../readers/dash.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { AFTER_NEWLINE, NUMBER, type TokenStream, WORD } from "../../token-stream.ts";
import { VOCABULARY } from "../../word-bits.ts";
import {
  luhnValid,
  medicareValid,
  nhiValid,
  nricValid,
  phnBcValid,
  ppsnValid,
  ramqPlausible,
  verhoeffValid,
  zaIdValid,
} from "./world-id-checks.ts";

/**
 * National and health identifiers of Australia, New Zealand, Canada, Ireland, India, South Africa
 * and Singapore, from their public specifications. A label ("Medicare", "NHI", "PPSN", "Aadhaar",
 * "NRIC") lets in any value of the identifier's shape, check digit or not (a typo is still PHI);
 * without a label the value needs both a valid check digit and its usual written shape.
 *
 * - AU Medicare card (Services Australia): ten digits, first 2-6, written 4-5-1 (the tenth is the
 *   issue number), optionally an eleventh (the individual reference number); the ninth digit is
 *   sum(d1..d8 x 1,3,7,9,1,3,7,9) mod 10.
 * - AU Individual Healthcare Identifier (ADHA; HPI-I and HPI-O alike): sixteen digits starting
 *   800360 (800361, 800362), Luhn check digit (ISO/IEC 7812).
 * - NZ National Health Index (HISO 10046): three letters (no I or O, A=1 … Z=24) then four digits,
 *   the last = 11 - (sum of values x 7,6,5,4,3,2 mod 11) (0 never issued, 10 -> 0); or the 2025
 *   format, three letters, two digits, two letters, the last a check letter: 24 - (sum mod 24).
 * - CA Ontario health card (OHIP): ten digits (4-3-3) with a Luhn check digit and a two-letter
 *   version code; other provinces' numbers (BC PHN, AHCIP, MSI, MCP…) only after their label.
 * - CA Quebec RAMQ: four letters (surname, given name) and eight digits, YYMMDD-like (month + 50
 *   for women) and two more.
 * - CA Social Insurance Number (ESDC): nine digits written 3-3-3, Luhn check digit, first digit not 0
 *   or 8.
 * - IE Personal Public Service Number (Revenue): seven digits, a check letter (digits x 8..2, plus 9
 *   x the value of a second letter, mod 23; 0 -> W) and an optional second letter.
 * - IN Aadhaar (UIDAI): twelve digits written 4-4-4, first digit 2-9, Verhoeff check digit; also
 *   masked "XXXX XXXX 1234" after its label. ABHA (NHA): fourteen digits, usually 91-xxxx-xxxx-xxxx.
 *   PAN (Income Tax Department): five letters (the fourth the holder type: P C H F A T B L J G),
 *   four digits, a letter.
 * - ZA identity number (Department of Home Affairs): YYMMDD, four digits, citizenship 0-2, a digit,
 *   and a Luhn check digit (thirteen digits).
 * - SG NRIC/FIN (ICA): S, T, F, G or M, seven digits and a check letter (digits x 2,7,6,5,4,3,2 plus 4
 *   for T and G, mod 11, into JZIHGFEDCBA or XWUTRQPNMLK); masked "SXXXX567D" as written by clinics
 *   (and "XXXXX567D" after its label).
 */

type Scheme =
  | "medicare"
  | "ihi"
  | "nhi"
  | "provincial"
  | "ramq"
  | "sin"
  | "ppsn"
  | "aadhaar"
  | "abha"
  | "pan"
  | "za"
  | "nric";

/** Label words: the scheme of the value after them. */
const LABELS = new Map<string, Scheme>([
  ["medicare", "medicare"],
  ["ihi", "ihi"],
  ["hpi", "ihi"],
  ["nhi", "nhi"],
  ["ohip", "provincial"],
  ["hcn", "provincial"],
  ["phn", "provincial"],
  ["ahcip", "provincial"],
  ["msp", "provincial"],
  ["msi", "provincial"],
  ["mcp", "provincial"],
  ["hsn", "provincial"],
  ["mhsc", "provincial"],
  ["uli", "provincial"],
  ["phin", "provincial"],
  ["ramq", "ramq"],
  ["sin", "sin"],
  ["nas", "sin"],
  ["pps", "ppsn"],
  ["ppsn", "ppsn"],
  ["aadhaar", "aadhaar"],
  ["aadhar", "aadhaar"],
  ["adhaar", "aadhaar"],
  ["uid", "aadhaar"],
  ["uidai", "aadhaar"],
  ["abha", "abha"],
  ["pan", "pan"],
  ["nric", "nric"],
  ["fin", "nric"],
  ["ic", "nric"],
]);
/** Two-word labels, read at their second word. */
const SECOND_WORD_LABELS = new Map<string, ReadonlyMap<string, Scheme>>([
  [
    "card",
    new Map<string, Scheme>([
      ["health", "provincial"],
      ["medicare", "medicare"],
    ]),
  ],
  ["insurance", new Map<string, Scheme>([["social", "sin"]])],
  [
    "identity",
    new Map<string, Scheme>([
      ["sa", "za"],
      ["national", "za"],
    ]),
  ],
  [
    "id",
    new Map<string, Scheme>([
      ["sa", "za"],
      ["health", "abha"],
      ["national", "za"],
    ]),
  ],
]);
const FILLERS = new Set(["no", "number", "num", "nr", "card", "id", "is", "identifier", "#"]);

const TYPES: Record<Scheme, PhiType> = {
  medicare: "HEALTH_PLAN_ID",
  ihi: "ID",
  nhi: "ID",
  provincial: "HEALTH_PLAN_ID",
  ramq: "HEALTH_PLAN_ID",
  sin: "ID",
  ppsn: "ID",
  aadhaar: "ID",
  abha: "ID",
  pan: "ID",
  za: "ID",
  nric: "ID",
};

/** The value read from a start token: its parts (upper case), separators and last tokens. */
interface Value {
  parts: string[];
  /** Separator before each part: "" (touching), " ", "-" or "/". */
  seps: string[];
  /** Token index of each part's last token. */
  ends: number[];
}

/** Two-letter English words that follow a number in prose ("call 4264691181 to book"): no version code. */
const SHORT_WORDS = new Set(
  "to in on at or is it no of be by do go he me my so up us we an as am if".split(" "),
);

function isMaskWord(raw: string): boolean {
  for (let k = 0; k < raw.length; k++) if (raw[k] !== "X" && raw[k] !== "x") return false;
  return true;
}

/** Reads up to eight alphanumeric tokens joined by touching, a touching dash or slash, or one space. */
function readValue(t: TokenStream, i: number, v: Value): void {
  v.parts.length = 0;
  v.seps.length = 0;
  v.ends.length = 0;
  let j = i;
  let sep = "";
  for (let n = 0; n < 8; n++) {
    if (t.kind[j] === WORD) {
      if (t.length(j) > 6 && !isMaskWord(t.raw(j))) return;
    } else if (t.kind[j] !== NUMBER) {
      // "*" masks ("S****567D").
      if (!t.isPunct(j, "*")) return;
    }
    v.parts.push(t.raw(j).toUpperCase());
    v.seps.push(sep);
    v.ends.push(j);
    const k = j + 1;
    if (k >= t.count || (t.flags[k]! & AFTER_NEWLINE) !== 0) return;
    if (t.touches(j) && (t.kind[k] === NUMBER || t.kind[k] === WORD || t.isPunct(k, "*"))) {
      sep = "";
      j = k;
    } else if (
      t.touches(j) &&
      (isDash(t, k) || t.isPunct(k, "/")) &&
      t.touches(k) &&
      (t.isNumber(k + 1) || t.isWord(k + 1))
    ) {
      sep = isDash(t, k) ? "-" : "/";
      j = k + 1;
    } else if (
      t.start[k]! - t.end[j]! === 1 &&
      (t.kind[k] === NUMBER ||
        (t.kind[k] === WORD &&
          ((t.length(k) <= 2 && !SHORT_WORDS.has(t.lower(k))) ||
            isMaskWord(t.raw(k)) ||
            (t.isNumber(k + 1) && t.touches(k)))))
    ) {
      sep = " ";
      j = k;
    } else return;
  }
}

/** Digit lengths of parts 0..last when all are digit runs, else undefined. */
function digitGroups(v: Value, last: number): number[] | undefined {
  const groups: number[] = [];
  for (let p = 0; p <= last; p++) {
    if (!/^\d+$/.test(v.parts[p]!)) return undefined;
    groups.push(v.parts[p]!.length);
  }
  return groups;
}

function sameSeps(v: Value, last: number): boolean {
  for (let p = 2; p <= last; p++) if (v.seps[p] !== v.seps[1]) return false;
  return v.seps[1] === " " || v.seps[1] === "-";
}

function groupsAre(groups: readonly number[] | undefined, ...lengths: number[]): boolean {
  if (groups === undefined || groups.length !== lengths.length) return false;
  for (let k = 0; k < lengths.length; k++) if (groups[k] !== lengths[k]) return false;
  return true;
}

/** The value of parts 0..last is the labelled scheme's shape (check digit not needed). */
function labelledShape(scheme: Scheme, s: string): boolean {
  switch (scheme) {
    case "medicare":
      return /^\d{10,11}$/.test(s);
    case "ihi":
      return /^\d{16}$/.test(s);
    case "nhi":
      return /^[A-Z]{3}(\d{4}|\d{2}[A-Z]{2})$/.test(s);
    case "provincial":
      return /^\d{8,12}[A-Z]{0,2}$/.test(s);
    case "ramq":
      return /^[A-Z]{4}\d{8}$/.test(s);
    case "sin":
      return /^\d{9}$/.test(s);
    case "ppsn":
      return /^\d{7}[A-Z]{1,2}$/.test(s);
    case "aadhaar":
      return /^(\d{12}|X{8}\d{4})$/.test(s);
    case "abha":
      return /^\d{14}$/.test(s);
    case "pan":
      return /^[A-Z]{5}\d{4}[A-Z]$/.test(s);
    case "za":
      return /^\d{13}$/.test(s);
    case "nric":
      return /^([STFGM](\d{7}|[X*]{4,5}\d{3,4}|[X*]{4}\d{3})|X{5}\d{3})[A-Z]$/.test(s);
  }
}

type CheckedRule =
  | "medicare-au"
  | "ihi-au"
  | "nhi-nz"
  | "ohip-ca"
  | "phn-bc"
  | "ramq-ca"
  | "sin-ca"
  | "ppsn-ie"
  | "aadhaar-in"
  | "abha-in"
  | "pan-in"
  | "za-id"
  | "nric-sg"
  | "nric-sg-masked";

/** The unlabelled rule whose check and shape parts 0..last pass, or undefined. */
function checkedRule(
  t: TokenStream,
  first: number,
  v: Value,
  last: number,
  s: string,
): CheckedRule | undefined {
  const groups = digitGroups(v, last);
  const one = last === 0 || (groups === undefined && v.seps.slice(1, last + 1).every((x) => x === ""));
  if (groups !== undefined) {
    if (/^80036[0-2]\d{10}$/.test(s) && luhnValid(s)) return "ihi-au";
    // "2123456701-1": a Medicare number printed whole, its IRN after a hyphen.
    const irn = groupsAre(groups, 10, 1) && v.seps[1] === "-";
    if ((groupsAre(groups, 4, 5, 1) || groupsAre(groups, 4, 5, 1, 1) || irn) && medicareValid(s))
      return "medicare-au";
    if (groupsAre(groups, 4, 3, 3) && sameSeps(v, last) && phnBcValid(s)) return "phn-bc";
    if (groupsAre(groups, 3, 3, 3) && sameSeps(v, last) && /^[1-79]/.test(s) && luhnValid(s)) {
      if (!v.parts.slice(0, 3).every((p) => p.endsWith("0"))) return "sin-ca";
    }
    if (groupsAre(groups, 4, 4, 4) && sameSeps(v, last) && /^[2-9]/.test(s) && verhoeffValid(s))
      return "aadhaar-in";
    // ABHA numbers mostly open with 91; written 2-4-4-4 with hyphens in a form's cell (no word
    // before it: not "Batch 92-4521-…"), any lead.
    if (groupsAre(groups, 2, 4, 4, 4) && sameSeps(v, last)) {
      if (s.startsWith("91") || (v.seps[1] === "-" && !t.isWord(first - 1))) return "abha-in";
    }
    if (s.length === 13 && zaIdValid(s)) return "za-id";
    return undefined;
  }
  void t;
  if (/^\d{10}[A-Z]{2}$/.test(s) && luhnValid(s.slice(0, 10))) {
    const digits = digitGroups(v, last - 1);
    if (groupsAre(digits, 4, 3, 3) || groupsAre(digits, 10)) return "ohip-ca";
  }
  if (!one) {
    // "TREM 5405 1512": RAMQ is often spaced 4-4-4.
    const spaced = last === 2 && v.seps[1] === " " && v.seps[2] === " " && v.parts[1]!.length === 4;
    if (ramqPlausible(s) && v.parts[0]!.length === 4 && spaced) return "ramq-ca";
    return undefined;
  }
  if (nhiValid(s)) return "nhi-nz";
  if (ramqPlausible(s)) return "ramq-ca";
  if (ppsnValid(s)) return "ppsn-ie";
  if (/^[A-Z]{3}[ABCFGHLJPT][A-Z]\d{4}[A-Z]$/.test(s)) return "pan-in";
  if (nricValid(s)) return "nric-sg";
  if (/^[STFGM]([X*]{4}\d{3}|[X*]{5}\d{3})[A-Z]$/.test(s)) return "nric-sg-masked";
  return undefined;
}

/** The scheme of a label within a few tokens before `i` (fillers and marks between), or undefined. */
function labelBefore(t: TokenStream, i: number): Scheme | undefined {
  for (let k = i - 1, n = 0; k >= 0 && n < 6; k--, n++) {
    if (t.kind[k] === NUMBER) return undefined;
    if (t.kind[k] !== WORD) {
      if (
        t.isPunct(k, ":") ||
        t.isPunct(k, "#") ||
        t.isPunct(k, ".") ||
        t.isPunct(k, "(") ||
        t.isPunct(k, "=") ||
        t.isPunct(k, "/") ||
        isDash(t, k)
      )
        continue;
      return undefined;
    }
    const w = t.lower(k);
    const second = SECOND_WORD_LABELS.get(w);
    if (second !== undefined && t.isWord(k - 1)) {
      const scheme = second.get(t.lower(k - 1));
      if (scheme !== undefined) return scheme;
    }
    const scheme = LABELS.get(w);
    if (scheme !== undefined) {
      // "PAN", "FIN", "IC", "SIN" are also words or other codes: only in capitals in a mixed note.
      return scheme;
    }
    if (!FILLERS.has(w)) return undefined;
  }
  return undefined;
}

/** Letters and digits in the run of touching tokens from `i` (at most eight tokens). */
function runLength(t: TokenStream, i: number): number {
  let length = t.length(i);
  for (
    let j = i;
    j < i + 8 &&
    t.touches(j) &&
    (t.kind[j + 1] === NUMBER || t.kind[j + 1] === WORD || t.isPunct(j + 1, "*"));
    j++
  )
    length += t.length(j + 1);
  return length;
}

/**
 * Every identifier read from a digit run has seven digits or more: the run itself, or with the
 * digit groups joined to it by one space or a touching dash. A cheap test before reading a value.
 */
function enoughDigits(t: TokenStream, i: number): boolean {
  let digits = t.length(i);
  let j = i;
  for (let n = 0; n < 6 && digits < 7; n++) {
    let k = j + 1;
    if (t.touches(j) && isDash(t, k) && t.touches(k)) k++;
    else if (t.start[k]! - t.end[j]! !== 1) return false;
    if (!t.isNumber(k) || (t.flags[k]! & AFTER_NEWLINE) !== 0) return false;
    digits += t.length(k);
    j = k;
  }
  return digits >= 7;
}

/**
 * Every scheme's value holds digits, and a value is at most eight parts joined by single
 * separators, so its first number token stands at most this many tokens after its start.
 */
const START_REACH = 14;

/**
 * Reads an identifier starting at token `i` and appends it; returns its last token, or -1 when no
 * identifier starts there.
 */
function readAt(context: ScanContext, t: TokenStream, i: number, v: Value, out: Span[]): number {
  const kind = t.kind[i];
  if (kind !== NUMBER && kind !== WORD) return -1;
  // A value starts where no letter or digit touches it from the left; a hyphen may join a
  // scheme's label to it, as quick lower-case notes write it ("sin-123 456 789", "ramq-trem 5405 1512").
  if (
    i > 0 &&
    t.touches(i - 1) &&
    (t.kind[i - 1] === NUMBER ||
      t.kind[i - 1] === WORD ||
      (isDash(t, i - 1) && !(t.isWord(i - 2) && t.touches(i - 2) && LABELS.has(t.lower(i - 2)))) ||
      t.isPunct(i - 1, "."))
  )
    return -1;
  if (kind === WORD) {
    // Letters open a value only when run into digits ("ZAC5361", "S1234567D", "ABCPE1234F"),
    // or as a four-letter RAMQ head before digits, or as a mask word ("XXXX XXXX 1234").
    const len = t.length(i);
    if (len > 5) return -1;
    // Neither run in (touching) nor a four-letter head or mask: most words near a number.
    if (len !== 4 && len !== 3 && !t.touches(i)) return -1;
    const runIn = t.touches(i) && (t.isNumber(i + 1) || t.isPunct(i + 1, "*"));
    const first = t.text.charCodeAt(t.start[i]!);
    const mask = len === 4 && (first === 88 || first === 120) && isMaskWord(t.raw(i));
    // A four-letter RAMQ head: in capitals where the note has case; where it has none, a word of no
    // dictionary ("trem 5405 1512", not "CALL BACK 5405 1512").
    const ramqHead =
      len === 4 &&
      (context.mixedCase ? t.isAllCaps(i) : (t.bits(i) & VOCABULARY) === 0) &&
      t.isNumber(i + 1) &&
      t.length(i + 1) === 4 &&
      t.start[i + 1]! - t.end[i]! === 1;
    // "NHI ABC 1234": an NHI's three letters one space before its digits, after its label only.
    const nhiHead =
      len === 3 &&
      !t.touches(i) &&
      t.isNumber(i + 1) &&
      t.start[i + 1]! - t.end[i]! === 1 &&
      (t.length(i + 1) === 4 || t.length(i + 1) === 2) &&
      (!context.mixedCase || t.isAllCaps(i)) &&
      labelBefore(t, i) === "nhi";
    if (!runIn && !ramqHead && !mask && !nhiHead) return -1;
    // A code run in from letters ("q4h", "T12", "x2") is shorter than any identifier.
    if (runIn && !ramqHead && runLength(t, i) < 7) return -1;
    if (context.mixedCase && !t.isAllCaps(i) && !mask) return -1;
  } else if (!enoughDigits(t, i)) return -1;
  readValue(t, i, v);
  if (v.parts.length === 0) return -1;
  const label = labelBefore(t, i);
  let s = "";
  const prefixes: string[] = [];
  for (const part of v.parts) {
    s += part;
    prefixes.push(s);
  }
  for (let last = v.parts.length - 1; last >= 0; last--) {
    const end = v.ends[last]!;
    // The value ends where no letter or digit touches it.
    if (t.touches(end) && (t.isNumber(end + 1) || t.isWord(end + 1))) continue;
    const value = prefixes[last]!;
    // Every scheme's value has seven to sixteen letters and digits.
    if (value.length < 7 || value.length > 16) continue;
    if (label !== undefined && labelledShape(label, value)) {
      out.push(hit("national-id-labelled", TYPES[label], t.start[i]!, t.end[end]!));
      return end;
    }
    const rule = checkedRule(t, i, v, last, value);
    if (rule !== undefined) {
      out.push(
        hit(
          rule,
          rule === "medicare-au" || rule === "ohip-ca" || rule === "ramq-ca" || rule === "phn-bc"
            ? "HEALTH_PLAN_ID"
            : "ID",
          t.start[i]!,
          t.end[end]!,
        ),
      );
      return end;
    }
  }
  return -1;
}

/**
 * Visits, in order, the tokens within START_REACH before each number and the number itself: no
 * other token can start a value (each holds a digit).
 */
/** "NHI" within three tokens before `i` (over "no", "number", ":", "#"). */
function nhiWordBefore(t: TokenStream, i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 3; k--) {
    if (t.isWord(k) && t.length(k) === 3 && t.lower(k) === "nhi") return true;
  }
  return false;
}

export function findWorldIds(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const v: Value = { parts: [], seps: [], ends: [] };
  let from = 0;
  for (let n = t.nextNumber(0); n < t.count; n = t.nextNumber(from)) {
    let i = Math.max(from, n - START_REACH);
    for (; i <= n; i++) {
      // What readAt rejects first, here without a call: a mark, a long word, a short word alone,
      // a word neither run into digits nor a four-letter head or mask, a number of too few digits.
      const kind = t.kind[i];
      if (kind === WORD) {
        const length = t.length(i);
        if (length > 5) continue;
        const next = t.kind[i + 1];
        if (!(t.touches(i) && (next === NUMBER || t.isPunct(i + 1, "*")))) {
          if (length === 3 && next === NUMBER) {
            // "NHI ABC 1234": readAt reads it after an NHI's label only ("CRP 12", "ALT 45" stop here).
            if (!nhiWordBefore(t, i)) continue;
          } else if (length !== 4) continue;
          const first = t.text.charCodeAt(t.start[i]!);
          if (first !== 88 && first !== 120 && next !== NUMBER) continue;
        }
      } else if (kind !== NUMBER || !enoughDigits(t, i)) continue;
      const end = readAt(context, t, i, v, out);
      if (end !== -1) i = end;
    }
    from = i;
  }
}

const RULES = defineRules({
  "national-id-labelled": {
    types: ["HEALTH_PLAN_ID", "ID"],
    level: "cued",
    anchored: true,
    about:
      "a value of a national or health identifier's shape after its label (Medicare, IHI, NHI, OHIP/PHN, RAMQ, SIN, PPSN, Aadhaar, ABHA, PAN, SA ID, NRIC/FIN), check digit or not",
  },
  "medicare-au": {
    types: ["HEALTH_PLAN_ID"],
    level: "shaped",
    anchored: true,
    about:
      "an AU Medicare number written 4-5-1 (issue number, optional IRN) with a valid weighted check digit",
  },
  "ihi-au": {
    types: ["ID"],
    level: "certain",
    anchored: true,
    about: "an AU Individual Healthcare Identifier (HPI-I/HPI-O): sixteen digits from 800360, Luhn check",
  },
  "nhi-nz": {
    types: ["ID"],
    level: "shaped",
    anchored: true,
    about: "an NZ NHI number (AAANNNC mod 11, or AAANNAX mod 24) with a valid check character",
  },
  "ohip-ca": {
    types: ["HEALTH_PLAN_ID"],
    level: "shaped",
    anchored: true,
    about: "an Ontario health card: ten digits (4-3-3) with a Luhn check digit and a two-letter version code",
  },
  "phn-bc": {
    types: ["HEALTH_PLAN_ID"],
    level: "shaped",
    anchored: true,
    about: "a BC Personal Health Number written 4-3-3, opening with 9, with a valid mod-11 check digit",
  },
  "ramq-ca": {
    types: ["HEALTH_PLAN_ID"],
    level: "shaped",
    anchored: true,
    about: "a Quebec RAMQ number: four capitals and eight digits with a plausible birth month and day",
  },
  "sin-ca": {
    types: ["ID"],
    level: "shaped",
    anchored: true,
    about: "a Canadian SIN written 3-3-3 with a Luhn check digit, first digit not 0 or 8",
  },
  "ppsn-ie": {
    types: ["ID"],
    level: "shaped",
    anchored: true,
    about: "an Irish PPSN: seven digits and a mod 23 check letter, optional second letter",
  },
  "aadhaar-in": {
    types: ["ID"],
    level: "shaped",
    anchored: true,
    about: "an Aadhaar number written 4-4-4, first digit 2-9, with a Verhoeff check digit",
  },
  "abha-in": {
    types: ["ID"],
    level: "shaped",
    anchored: true,
    about:
      "an ABHA number: fourteen digits written 91-xxxx-xxxx-xxxx (any lead with hyphens in a form's cell)",
  },
  "pan-in": {
    types: ["ID"],
    level: "shaped",
    anchored: true,
    about: "an Indian PAN: five capitals (the fourth a holder type), four digits, a capital",
  },
  "za-id": {
    types: ["ID"],
    level: "certain",
    anchored: true,
    about: "a South African ID number: YYMMDD, citizenship digit and a Luhn check (thirteen digits)",
  },
  "nric-sg": {
    types: ["ID"],
    level: "certain",
    anchored: true,
    about: "a Singapore NRIC/FIN (S, T, F or G, seven digits) with a valid check letter",
  },
  "nric-sg-masked": {
    types: ["ID"],
    level: "shaped",
    anchored: true,
    about: "a masked Singapore NRIC/FIN as clinics print it: SXXXX567D",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const worldIdRecogniser: RecogniserModule = {
  id: "world-id",
  family: "numbers",
  wake: { at: ["numbers"] },
  rules: RULES,
  scan: findWorldIds,
};

const hit = ruleHit(RULES);
