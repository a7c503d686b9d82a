import type { PhiType } from "../../phi-type.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";

/**
 * The person-identifying fields of HL7 version 2 segments, read by their position as the standard
 * defines them (HL7 v2.3–2.8, chapters 2, 3, 4, 6 and 7): hospitals export admissions, orders and
 * results as `MSH|…`, `PID|…`, `NK1|…`, `PV1|…` lines, and a note or a snippet pasted from one
 * carries its values between bars and carets with no word to say what they are.
 *
 * A segment opens at its three-letter name and the field separator after it ("PID|"), at the
 * text's start or after any character that is not a letter or digit, and runs to the line's end or
 * the next segment's name. Fields are split on the separator, repetitions on "~", components on
 * "^" and subcomponents on "&"; each listed component that holds a letter or digit is a span:
 * - `hl7-person-name`: XPN/XCN name components (family, given, middle) of the patient (PID-5, -9),
 *   the mother's maiden name (PID-6), next of kin (NK1-2, -30), insured (IN1-16), guarantor
 *   (GT1-3) and every clinician field (PV1-7, -8, -9, -17, -52, ORC-12, OBR-16, -28, OBX-16);
 * - `hl7-identifier`: patient identifiers (PID-2, -3, -4, -18, -19, -20, -21), visit, order and
 *   filler numbers (PV1-19, ORC-2, -3, OBR-2, -3), policy and insured ids (IN1-36, -49), a
 *   clinician's id (the first component of an XCN) and a guarantor's SSN (GT1-12);
 * - `hl7-date`: timestamps that date the person's care or life (MSH-7, EVN-2, -6, PID-7, -29,
 *   PV1-44, -45, ORC-9, OBR-7, -8, -14, -22, OBX-14, IN1-18, GT1-8);
 * - `hl7-address`: XAD street, other line, city, state and postal code (PID-11, NK1-4, -32,
 *   IN1-19, GT1-5) and the patient's birthplace (PID-23);
 * - `hl7-phone`: XTN numbers (PID-13, -14, NK1-5, -6, -31, GT1-6);
 * - `hl7-facility`: the facility of the patient's assigned location (PV1-3, fourth component) and
 *   the servicing facility (PV1-39), the next of kin's organisation (NK1-13).
 * Coded fields (sex, race, diagnosis and test codes, units, result values) are left to the other
 * recognisers: OBX-5's free text is read as any text is. The work is linear: one search for the
 * segment names and one pass over each segment's characters.
 */

type Kind = "name" | "id" | "date" | "address" | "phone" | "location" | "facility";

/** A field's reading: its kind and, for names and ids, the PHI type it gives. */
interface Field {
  readonly kind: Kind;
  readonly type: PhiType;
}

const f = (kind: Kind, type: PhiType): Field => ({ kind, type });
const PATIENT = f("name", "PATIENT_NAME");
const RELATIVE = f("name", "RELATIVE_NAME");
const CLINICIAN = f("name", "PROVIDER_NAME");
const PERSON = f("name", "NAME");
const DATE = f("date", "DATE");
const ADDRESS = f("address", "STREET_ADDRESS");
const PHONE = f("phone", "PHONE");
const MRN = f("id", "MRN");
const ID = f("id", "ID");

/** Field number → reading, per segment (MSH counts its separator as field 1). */
const FIELDS: ReadonlyMap<string, ReadonlyMap<number, Field>> = new Map<string, Map<number, Field>>([
  ["MSH", new Map([[7, DATE]])],
  [
    "EVN",
    new Map([
      [2, DATE],
      [6, DATE],
    ]),
  ],
  [
    "PID",
    new Map<number, Field>([
      [2, MRN],
      [3, MRN],
      [4, MRN],
      [5, PATIENT],
      [6, PERSON],
      [7, DATE],
      [9, PATIENT],
      [11, ADDRESS],
      [13, PHONE],
      [14, PHONE],
      [18, f("id", "ACCOUNT_NUMBER")],
      [19, f("id", "SSN")],
      [20, f("id", "LICENSE_NUMBER")],
      [21, ID],
      [23, f("address", "CITY")],
      [29, DATE],
    ]),
  ],
  [
    "NK1",
    new Map<number, Field>([
      [2, RELATIVE],
      [4, ADDRESS],
      [5, PHONE],
      [6, PHONE],
      [13, f("facility", "ORGANIZATION")],
      [30, RELATIVE],
      [31, PHONE],
      [32, ADDRESS],
    ]),
  ],
  [
    "PV1",
    new Map<number, Field>([
      [3, f("location", "HOSPITAL")],
      [7, CLINICIAN],
      [8, CLINICIAN],
      [9, CLINICIAN],
      [17, CLINICIAN],
      [19, ID],
      [39, f("facility", "HOSPITAL")],
      [44, DATE],
      [45, DATE],
      [52, CLINICIAN],
    ]),
  ],
  [
    "ORC",
    new Map<number, Field>([
      [2, ID],
      [3, ID],
      [9, DATE],
      [12, CLINICIAN],
    ]),
  ],
  [
    "OBR",
    new Map<number, Field>([
      [2, ID],
      [3, ID],
      [7, DATE],
      [8, DATE],
      [14, DATE],
      [16, CLINICIAN],
      [22, DATE],
      [28, CLINICIAN],
    ]),
  ],
  [
    "OBX",
    new Map<number, Field>([
      [14, DATE],
      [16, CLINICIAN],
    ]),
  ],
  [
    "IN1",
    new Map<number, Field>([
      [16, PERSON],
      [18, DATE],
      [19, ADDRESS],
      [36, f("id", "HEALTH_PLAN_ID")],
      [49, ID],
    ]),
  ],
  [
    "GT1",
    new Map<number, Field>([
      [3, PERSON],
      [5, ADDRESS],
      [6, PHONE],
      [8, DATE],
      [12, f("id", "SSN")],
    ]),
  ],
]);

const BAR = 124;
const TILDE = 126;
const CARET = 94;

/** A segment's name and its field separator, not inside a word ("PID|", "MSH|", "PV1|"). */
const SEGMENT = /(?<![A-Za-z0-9])(MSH|EVN|PID|NK1|PV1|ORC|OBR|OBX|IN1|GT1)\|/g;

/** XAD components: street, other designation, city, state, postal code (country not PHI alone). */
const ADDRESS_TYPES: readonly (PhiType | null)[] = [
  "STREET_ADDRESS",
  "STREET_ADDRESS",
  "CITY",
  "STATE",
  "ZIP",
];

function hasAlnum(text: string, s: number, e: number): boolean {
  for (let p = s; p < e; p++) {
    const c = text.charCodeAt(p);
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c > 127) return true;
  }
  return false;
}

function digits(text: string, s: number, e: number): number {
  let n = 0;
  for (let p = s; p < e; p++) {
    const c = text.charCodeAt(p);
    if (c >= 48 && c <= 57) n++;
  }
  return n;
}

/** A TS/DTM value: eight digits or more starting with a plausible year, month and day. */
function isTimestamp(text: string, s: number, e: number): boolean {
  if (e - s < 8) return false;
  for (let p = s; p < s + 8; p++) {
    const c = text.charCodeAt(p);
    if (c < 48 || c > 57) return false;
  }
  const year = Number(text.slice(s, s + 4));
  const month = Number(text.slice(s + 4, s + 6));
  const day = Number(text.slice(s + 6, s + 8));
  return year >= 1850 && year <= 2200 && month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

/** Trims spaces around s..e and, when any letter or digit remains, pushes the span. */
function push(out: Span[], text: string, rule: RuleId, type: PhiType, s: number, e: number): void {
  while (s < e && text.charCodeAt(s) === 32) s++;
  while (e > s && text.charCodeAt(e - 1) === 32) e--;
  if (e > s && hasAlnum(text, s, e)) out.push(hit(rule, type, s, e));
}

/**
 * Calls `visit` with each piece of s..e between the separator character `code` ("|", "~" or "^")
 * and its 1-based number: fields, repetitions and components are split alike.
 */
function eachPiece(
  text: string,
  s: number,
  e: number,
  code: number,
  visit: (n: number, s: number, e: number) => void,
): void {
  let n = 1;
  let from = s;
  for (let p = s; p <= e; p++) {
    if (p < e && text.charCodeAt(p) !== code) continue;
    visit(n++, from, p);
    from = p + 1;
  }
}

function readComponent(
  out: Span[],
  text: string,
  field: Field,
  component: number,
  s: number,
  e: number,
): void {
  // A subcomponent ("&") holds a part of a part (an assigning authority's id): its first piece
  // is the value.
  for (let p = s; p < e; p++)
    if (text.charCodeAt(p) === 38) {
      e = p;
      break;
    }
  switch (field.kind) {
    case "name":
      // XCN (clinicians): id, family, given, middle; XPN: family, given, middle.
      if (field.type === "PROVIDER_NAME") {
        if (component === 1) {
          if (digits(text, s, e) >= 3) push(out, text, "hl7-identifier", "ID", s, e);
        } else if (component <= 4) push(out, text, "hl7-person-name", field.type, s, e);
      } else if (component <= 3) push(out, text, "hl7-person-name", field.type, s, e);
      return;
    case "id":
      if (component === 1 && digits(text, s, e) >= 2) push(out, text, "hl7-identifier", field.type, s, e);
      return;
    case "date":
      if (component === 1 && isTimestamp(text, s, e)) push(out, text, "hl7-date", "DATE", s, e);
      return;
    case "address": {
      if (field.type === "CITY") {
        if (component === 1) push(out, text, "hl7-address", "CITY", s, e);
        return;
      }
      const type = ADDRESS_TYPES[component - 1];
      if (type) push(out, text, "hl7-address", type, s, e);
      return;
    }
    case "phone":
      // XTN: the number as written first; v2.5's area code and local number in 6 and 7.
      if ((component === 1 || component === 6 || component === 7) && digits(text, s, e) >= 3)
        push(out, text, "hl7-phone", "PHONE", s, e);
      return;
    case "location":
      // PL: point of care, room, bed, facility — only the facility places the person.
      if (component === 4) push(out, text, "hl7-facility", field.type, s, e);
      return;
    case "facility":
      // A facility or organisation field holds its name (or code) first.
      if (component === 1) push(out, text, "hl7-facility", field.type, s, e);
      return;
  }
}

/** Each field of segment `name` between s (just after "NAME|") and e, read by its number. */
function readSegment(out: Span[], text: string, name: string, s: number, e: number): void {
  const fields = FIELDS.get(name)!;
  // MSH's field 1 is the separator itself, so the text after "MSH|" begins with field 2.
  const first = name === "MSH" ? 2 : 1;
  eachPiece(text, s, e, BAR, (n, fs, fe) => {
    const field = fields.get(n + first - 1);
    if (field === undefined) return;
    eachPiece(text, fs, fe, TILDE, (_, rs, re) =>
      eachPiece(text, rs, re, CARET, (component, cs, ce) =>
        readComponent(out, text, field, component, cs, ce),
      ),
    );
  });
}

export function findHl7Segments(context: ScanContext, out: Span[]): void {
  const text = context.tokens.text;
  if (text.indexOf("|") === -1) return;
  SEGMENT.lastIndex = 0;
  let m = SEGMENT.exec(text);
  // The end of the line the current segment is on, found once a line (so a line of many
  // segments is walked once, not once a segment).
  let lineEnd = -1;
  while (m !== null) {
    const name = m[1]!;
    const start = m.index + 4;
    if (start > lineEnd) {
      lineEnd = start;
      while (lineEnd < text.length) {
        const c = text.charCodeAt(lineEnd);
        if (c === 10 || c === 13) break;
        lineEnd++;
      }
    }
    // The segment ends at its line's end or where the next segment's name begins.
    SEGMENT.lastIndex = start;
    const next = SEGMENT.exec(text);
    const stop = next !== null && next.index < lineEnd ? next.index : lineEnd;
    readSegment(out, text, name, start, stop);
    m = next;
  }
}

const RULES = defineRules({
  "hl7-person-name": {
    types: ["PATIENT_NAME", "RELATIVE_NAME", "PROVIDER_NAME", "NAME"],
    level: "labelled",
    anchored: true,
    about: "a name in an HL7 v2 segment's person field (PID-5, NK1-2, PV1-7 …), by its position",
  },
  "hl7-identifier": {
    types: ["MRN", "ID", "ACCOUNT_NUMBER", "SSN", "LICENSE_NUMBER", "HEALTH_PLAN_ID"],
    level: "labelled",
    anchored: true,
    about: "an identifier in an HL7 v2 segment's id field (PID-3, PV1-19, OBR-3 …), by its position",
  },
  "hl7-date": {
    types: ["DATE"],
    level: "labelled",
    anchored: true,
    about: "a timestamp of a person's care or life in an HL7 v2 segment (PID-7, PV1-44, MSH-7 …)",
  },
  "hl7-address": {
    types: ["STREET_ADDRESS", "CITY", "STATE", "ZIP"],
    level: "labelled",
    anchored: true,
    about: "an address component in an HL7 v2 segment's address field (PID-11, NK1-4 …)",
  },
  "hl7-phone": {
    types: ["PHONE"],
    level: "labelled",
    anchored: true,
    about: "a telephone number in an HL7 v2 segment's phone field (PID-13, NK1-5 …)",
  },
  "hl7-facility": {
    types: ["HOSPITAL", "ORGANIZATION"],
    level: "labelled",
    anchored: true,
    about: "the facility of an HL7 v2 patient location (PV1-3, PV1-39) or a next of kin's organisation",
  },
});

type RuleId = keyof typeof RULES & string;

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const hl7SegmentRecogniser: RecogniserModule = {
  id: "hl7-segment",
  family: "layout",
  wake: {
    everyToken: "finds each HL7 v2 segment ('PID|', 'PV1|' …) by one search of the text, not by tokens",
  },
  rules: RULES,
  scan: findHl7Segments,
};

const hit = ruleHit(RULES);
