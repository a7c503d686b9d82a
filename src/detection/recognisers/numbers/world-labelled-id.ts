// Over 400 lines (issue 18, point 6): the register labels of eight countries are read by one label
// walker, and every label shares its value reader.
import type { PhiType } from "../../phi-type.ts";
import { isDash } from "../../readers/dash.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { AFTER_NEWLINE, NUMBER, type TokenStream, WORD } from "../../token-stream.ts";
import { CUE_WORLD_ID_LABEL } from "../../word-bits.ts";

/**
 * Identifiers with no public check digit, known by their label: passports, licence plates,
 * clinician registration numbers, trial subject IDs and e-prescription IDs. The label is the way
 * in; the value must still have an identifier's shape (letters and digits, at least two digits,
 * no unit after it), so "Passport: expired" or "Plate count 150" are left alone.
 * - `passport-labelled`: after "passport" (and "no", "number", "#", ":"): AU PA1234567, IN
 *   K1234567, NG A01234567, SG E1234567K, CA AB123456, IE PA1234567 …
 * - `plate-labelled`: after "rego", "plate", "licence plate", "number plate", "vehicle reg" (and a
 *   plate's capitals-and-digits shape after a bare "reg" or "registration"):
 *   AU 1ABC 234, NZ ABC123, IN KA 01 AB 1234, NG LSR 123 AB, SG SBA 1234 A, ZA CA 123-456, IE
 *   191-D-12345 (up to four groups, one with a digit).
 * - `register-number-labelled`: after a register's name (AHPRA MED0001234567, MCNZ 12345, CPSO
 *   #65432, IMC 123456, MCI/NMC or a state council, HPCSA MP0123456, MDCN, SMC or MCR M12345A,
 *   NMCN, Nursing Council of NZ) or "prescriber no": letters and digits with three digits or
 *   more, or a register's short prefix, a space and the digits ("MP 0123456", "RN 123456",
 *   "KMC/MH 12345"); after "HPI" or "CPN" the NZ Health Provider Index common person number,
 *   two digits and four letters ("12ABCD").
 * - `trial-subject-id`: after "subject", "participant", "screening", "randomisation" or "trial"
 *   and a word of number or ID ("Subject ID: TRX-014-0032", "Participant no. 0457").
 * - `erx-id`: after "eRx", "escript", "script ID", "prescription ID" or "token" ("eRx token:
 *   2FK7QX9PL4MW3RZ8T1").
 */

type Kind = "passport" | "plate" | "register" | "trial" | "erx";

/** Label words read where a value starts: the kind of identifier after them. */
const LABELS = new Map<string, Kind>([
  ["passport", "passport"],
  ["rego", "plate"],
  ["plate", "plate"],
  ["vehicle", "plate"],
  ["car", "plate"],
  ["registration", "plate"],
  ["reg", "plate"],
  ["ahpra", "register"],
  ["mcnz", "register"],
  ["cpso", "register"],
  ["cpsbc", "register"],
  ["cpsa", "register"],
  ["cmq", "register"],
  ["imc", "register"],
  ["mci", "register"],
  ["nmc", "register"],
  ["kmc", "register"],
  ["tnmc", "register"],
  ["mmc", "register"],
  ["dmc", "register"],
  ["hpcsa", "register"],
  ["mdcn", "register"],
  ["smc", "register"],
  ["snb", "register"],
  ["spc", "register"],
  ["nmbi", "register"],
  ["mcr", "register"],
  ["nmcn", "register"],
  ["ncnz", "register"],
  ["hpi", "register"],
  ["cpn", "register"],
  ["prescriber", "register"],
  ["cpsns", "register"],
  ["cpsm", "register"],
  ["cpss", "register"],
  ["cpsnb", "register"],
  ["cpsnl", "register"],
  ["cpspei", "register"],
  ["nzmc", "register"],
  ["mcrn", "register"],
  ["sanc", "register"],
  ["minc", "register"],
  ["pcns", "register"],
  ["subject", "trial"],
  ["participant", "trial"],
  ["screening", "trial"],
  ["randomisation", "trial"],
  ["randomization", "trial"],
  ["trial", "trial"],
  ["study", "trial"],
  ["erx", "erx"],
  ["escript", "erx"],
  ["script", "erx"],
  ["prescription", "erx"],
  ["token", "erx"],
]);
/** For these labels a word of number or ID must follow ("Subject ID", not "subject to review"). */
const NEEDS_NUMBER_WORD = new Set([
  "vehicle",
  "car",
  "subject",
  "participant",
  "screening",
  "randomisation",
  "randomization",
  "trial",
  "study",
  "script",
  "prescription",
  "prescriber",
]);
const NUMBER_WORDS = new Set([
  "no",
  "number",
  "num",
  "nr",
  "id",
  "code",
  "ref",
  "reg",
  "registration",
  "rego",
  "token",
  "folio", // Nigeria's MDCN numbers a registrant's folio ("MDCN Folio No. 12345")
  "#",
]);
const PREFIXED_COUNCILS = new Set(["kmc", "tnmc", "mmc", "dmc", "mci"]);
/** Words skipped between a label and its value ("KMC Regn. No.", "Nursing Council reg"). */
const SKIPPED_WORDS = new Set(["card", "reg", "council", "regn", "regd", "registration"]);
const KIND_TYPES: Record<Kind, PhiType> = {
  passport: "ID",
  plate: "VEHICLE_ID",
  register: "LICENSE_NUMBER",
  trial: "ID",
  erx: "ID",
};
const UNITS = new Set("mg mcg g kg ml l mmol units unit iu cm mm hrs hours days weeks x".split(" "));

/** Skips marks and words of number after a label; `sawNumberWord` tells if one was there. */
function skipToValue(t: TokenStream, i: number, state: { numberWord: boolean }): number {
  let j = i + 1;
  for (let n = 0; n < 5 && j < t.count; n++) {
    if (
      (t.isPunct(j, ")") && j === i + 1) || // "Nursing Council (NCNZ) no. 123456"
      t.isPunct(j, ":") ||
      t.isPunct(j, "#") ||
      t.isPunct(j, ".") ||
      t.isPunct(j, "=") ||
      (isDash(t, j) && !t.touches(j))
    ) {
      if (t.isPunct(j, "#")) state.numberWord = true;
      j++;
    } else if (t.isWord(j) && NUMBER_WORDS.has(t.lower(j))) {
      state.numberWord = true;
      j++;
    } else if (t.isWord(j) && SKIPPED_WORDS.has(t.lower(j))) {
      j++;
    } else break;
  }
  return j;
}

/**
 * A register's value written as a short prefix, a space and digits: "MP 0123456" (HPCSA), "RN
 * 123456" (NMCN), "KMC/MH 12345" (an Indian state council). The prefix is one to three letters
 * (two parts joined by "/" at most), in capitals where the note uses case. Last token or -1.
 */
function readPrefixedRegister(t: TokenStream, from: number, mixedCase: boolean): number {
  let j = from;
  for (let part = 0; part < 2; part++) {
    if (!t.isWord(j) || t.length(j) > 3 || (mixedCase && !t.isAllCaps(j))) return -1;
    if (t.isPunct(j + 1, "/") && t.touches(j) && t.touches(j + 1) && part === 0) j += 2;
    else break;
  }
  if (!t.isWord(j) || t.touches(j)) return -1;
  const n = j + 1;
  if (
    !t.isNumber(n) ||
    t.length(n) < 4 ||
    t.start[n]! - t.end[j]! !== 1 ||
    (t.flags[n]! & AFTER_NEWLINE) !== 0
  )
    return -1;
  if (t.touches(n) && (t.isWord(n + 1) || t.isNumber(n + 1))) return -1;
  return n;
}

/** "MDCN/R/12345", "DMC/R/12345", "KMC/12345": a council's name, "/"-joined parts, digits last. */
function readRegisterPath(t: TokenStream, i: number): number {
  let j = i;
  for (let n = 0; n < 3 && t.isPunct(j + 1, "/") && t.touches(j) && t.touches(j + 1); n++) {
    const k = j + 2;
    if (t.isNumber(k)) {
      if (t.length(k) < 4 || (t.touches(k) && (t.isWord(k + 1) || t.isNumber(k + 1)))) return -1;
      return k;
    }
    if (!t.isWord(k) || t.length(k) > 3) return -1;
    j = k;
  }
  return -1;
}

/** "12ABCD": the NZ HPI common person number, two digits and four letters. Last token or -1. */
function readHpiCpn(t: TokenStream, from: number): number {
  if (!t.isNumber(from) || t.length(from) !== 2 || !t.touches(from)) return -1;
  const w = from + 1;
  // Closing marks may touch it: "(HPI CPN: 12ABCD)".
  if (!t.isWord(w) || t.length(w) !== 4 || (t.touches(w) && (t.isWord(w + 1) || t.isNumber(w + 1))))
    return -1;
  return w;
}

function readValue(t: TokenStream, from: number, kind: Kind, caps = true): number {
  let j = from;
  let last = -1;
  let digits = 0;
  let letters = 0;
  let groups = 0;
  const maxGroups = kind === "plate" ? 4 : 1;
  for (let n = 0; n < 24 && j < t.count; n++) {
    if (t.kind[j] === NUMBER) digits += t.length(j);
    else if (t.kind[j] !== WORD || t.length(j) > 20) break;
    else letters += t.length(j);
    last = j;
    const k = j + 1;
    if (k >= t.count || (t.flags[k]! & AFTER_NEWLINE) !== 0) break;
    if (t.touches(j) && (t.isNumber(k) || t.isWord(k))) j = k;
    else if (
      t.touches(j) &&
      (isDash(t, k) || t.isPunct(k, "/")) &&
      t.touches(k) &&
      (t.isNumber(k + 1) || t.isWord(k + 1))
    )
      j = k + 1;
    else if (
      t.start[k]! - t.end[j]! === 1 &&
      groups + 1 < maxGroups &&
      (t.isNumber(k) || (t.isWord(k) && t.length(k) <= 3 && (t.isAllCaps(k) || !caps)))
    ) {
      groups++;
      j = k;
    } else break;
  }
  if (last === -1) return -1;
  // Plates of two digits among letters ("ABC12D", "CA 12 AB") are as common as longer ones.
  if (digits < (kind === "erx" || kind === "trial" || kind === "plate" ? 2 : 3)) return -1;
  if (kind === "plate" && letters === 0) return -1; // a plate has letters: "Car: 12 mins away" is no plate
  return last;
}

/**
 * "Registration: CA 123-456", "Reg: ABC 123 GP", "Reg: AB 12 CD GP": after a bare
 * "registration" or "reg" (also a clinician's, a birth's or the registrar) only a plate's shape,
 * groups of up to three capitals and of digits, a capital group first and three digits or more
 * (two between three capital groups).
 */
function plateShaped(t: TokenStream, from: number, last: number): boolean {
  if (!t.isWord(from) || !t.isAllCaps(from) || t.length(from) > 3 || t.touches(from)) return false;
  let digits = 0;
  let capitals = 0;
  for (let k = from; k <= last; k++) {
    if (t.isNumber(k)) digits += t.length(k);
    else if (t.isWord(k) && (!t.isAllCaps(k) || t.length(k) > 3)) return false;
    else if (t.isWord(k)) capitals++;
  }
  // "AB 12 CD GP": two digits between capital groups.
  return digits >= 3 || (digits === 2 && capitals >= 3);
}

/** "reg", "registration", "no", "number" or "#" right after the register's name at `i`. */
function registerMarkAfter(t: TokenStream, i: number): boolean {
  const k = i + 1;
  if (t.isPunct(k, "#")) return true;
  if (!t.isWord(k) || t.startsLine(k)) return false;
  const w = t.lower(k);
  return w === "reg" || w === "registration" || w === "no" || w === "number";
}

export function findLabelledWorldIds(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  const state = { numberWord: false };
  for (let i = t.nextCues(0, CUE_WORLD_ID_LABEL); i < t.count; i = t.nextCues(i + 1, CUE_WORLD_ID_LABEL)) {
    const kind = LABELS.get(t.lower(i));
    if (kind === undefined) continue;
    // Short register names are also words or other codes: capitals in a mixed-case note.
    // In lower case only with a register's word or mark after it, as dictation writes it ("kmc reg
    // 12345", "cpso # 12345"; "psi 12345" is a pressure).
    // In brackets after a clinician's name too, with five digits or more ("Dr M Byrne (mcrn 123456)").
    const lowerRegister = kind === "register" && t.length(i) <= 4 && context.mixedCase && !t.isAllCaps(i);
    const bracketed = lowerRegister && t.isPunct(i - 1, "(") && t.touches(i - 1) && t.isWord(i - 2);
    if (lowerRegister && !registerMarkAfter(t, i) && !bracketed) continue;
    state.numberWord = false;
    const from = skipToValue(t, i, state);
    if (from >= t.count || t.startsLine(from) || (from === i + 1 && t.start[from]! - t.end[i]! > 2)) continue;
    const word = t.lower(i);
    // "Vehicle: CA 123-456": a vehicle or car word before a ":" names its plate.
    const plateColon = kind === "plate" && t.isPunct(i + 1, ":");
    // "Subject: 014-0032", "Participant: P-0457": a trial form's field, a code's shape checked below.
    const trialColon = kind === "trial" && t.isPunct(i + 1, ":") && !state.numberWord;
    if (NEEDS_NUMBER_WORD.has(word) && !state.numberWord && !plateColon && !trialColon) continue;
    if (
      word === "token" &&
      !(t.isWord(i - 1) && (t.lower(i - 1) === "erx" || t.lower(i - 1) === "escript"))
    ) {
      if (!state.numberWord) continue;
    }
    // "plate" of platelets or a plate (orthopaedics) needs "number plate", "licence plate" or a mark;
    // after "plate no" alone the value opens with letters and holds three digits ("plate no: ab 123 xyz").
    let plateNumberWord = false;
    if (word === "plate") {
      const before = t.lower(i - 1);
      if (
        before !== "number" &&
        before !== "licence" &&
        before !== "license" &&
        before !== "reg" &&
        !t.isPunct(i + 1, ":")
      ) {
        if (!state.numberWord) continue;
        plateNumberWord = true;
      }
    }
    let last = -1;
    let start = from;
    // "KMC/MH 12345", "MCI/KA 12345": the council's name is the first part of the number.
    if (kind === "register" && t.isPunct(i + 1, "/") && t.touches(i)) {
      last = readPrefixedRegister(t, i, false);
      if (last !== -1) start = i;
    }
    if (last === -1 && kind === "register" && t.isPunct(i + 1, "/") && t.touches(i)) {
      last = readRegisterPath(t, i);
      if (last !== -1) start = i;
    }
    if (last === -1 && kind === "register" && (word === "hpi" || word === "cpn")) last = readHpiCpn(t, from);
    if (last === -1 && kind === "register") last = readPrefixedRegister(t, from, context.mixedCase);
    if (last === -1) last = readValue(t, from, kind, context.mixedCase);
    if (last === -1) continue;
    if (
      bracketed &&
      !registerMarkAfter(t, i) &&
      !(t.isNumber(last) && t.length(last) >= 5 && t.isPunct(last + 1, ")"))
    )
      continue;
    if (plateNumberWord && !(t.isWord(start) && /\d{3}/.test(t.text.slice(t.start[start]!, t.end[last]!))))
      continue;
    if (trialColon && !/[-/]\d|[A-Za-z]\d|\d[A-Za-z]|\d{4}/.test(t.text.slice(t.start[start]!, t.end[last]!)))
      continue;
    // Only as a label ("Reg:") in a mixed-case note, where capitals mean something.
    if (
      (word === "registration" || word === "reg") &&
      !(context.mixedCase && t.isPunct(i + 1, ":") && plateShaped(t, from, last))
    )
      continue;
    if (t.isWord(last + 1) && !t.startsLine(last + 1) && UNITS.has(t.lower(last + 1))) continue;
    if (t.isPunct(last + 1, ".") && t.touches(last) && t.isNumber(last + 2)) continue;
    const rule =
      kind === "passport"
        ? "passport-labelled"
        : kind === "plate"
          ? "plate-labelled"
          : kind === "register"
            ? "register-number-labelled"
            : kind === "trial"
              ? "trial-subject-id"
              : "erx-id";
    // "Reg. No. KMC 12345": after another label, or an Indian council's anywhere (PREFIXED_COUNCILS), the
    // council's name one space before its number is its part (a leading "MCNZ 12345" is the label alone).
    if (
      kind === "register" &&
      start === from &&
      from === i + 1 &&
      (t.isAllCaps(i) || (!context.mixedCase && PREFIXED_COUNCILS.has(word))) &&
      t.start[from]! - t.end[i]! === 1 &&
      (t.isPunct(i - 1, ".") ||
        t.isPunct(i - 1, ":") ||
        t.isPunct(i - 1, "#") ||
        NUMBER_WORDS.has(t.lower(i - 1)) ||
        PREFIXED_COUNCILS.has(word))
    )
      start = i;
    out.push(hit(rule, KIND_TYPES[kind], t.start[start]!, t.end[last]!));
    i = last;
  }
}

const RULES = defineRules({
  "passport-labelled": {
    types: ["ID"],
    level: "cued",
    anchored: true,
    about: "a passport number (letters and digits, three digits or more) after 'passport'",
  },
  "plate-labelled": {
    types: ["VEHICLE_ID"],
    level: "cued",
    anchored: true,
    about:
      "a licence plate (up to four groups of letters and digits) after 'rego', 'number plate' or 'licence plate'",
  },
  "register-number-labelled": {
    types: ["LICENSE_NUMBER"],
    level: "cued",
    anchored: true,
    about:
      "a clinician registration number after its register (AHPRA, MCNZ, CPSO, IMC, MCI/NMC, HPCSA, MDCN, SMC)",
  },
  "trial-subject-id": {
    types: ["ID"],
    level: "cued",
    anchored: true,
    about: "a trial subject, participant, screening or randomisation ID after its label",
  },
  "erx-id": {
    types: ["ID"],
    level: "cued",
    anchored: true,
    about: "an electronic prescription ID or token after 'eRx', 'escript', 'script ID' or 'prescription ID'",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const worldLabelledIdRecogniser: RecogniserModule = {
  id: "world-labelled-id",
  family: "numbers",
  wake: { cues: CUE_WORLD_ID_LABEL },
  vocabulary: [{ mask: "cues", bit: CUE_WORLD_ID_LABEL, words: [...LABELS.keys()] }],
  rules: RULES,
  scan: findLabelledWorldIds,
};

const hit = ruleHit(RULES);
