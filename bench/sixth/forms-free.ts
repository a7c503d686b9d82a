/**
 * PHI-free forms: what hospitals circulate that looks like it carries PHI but names no patient,
 * relative or clinician. Each look-alike is a marked piece with its kind (never gold).
 */
import { mark, type Piece } from "./doc.ts";
import type { Country } from "./people.ts";
import { facilityName } from "./places.ts";
import type { Rng } from "./rng.ts";
import {
  BODIES,
  BRANDS,
  CODES,
  DEVICES,
  EPONYMS,
  HELPLINES,
  MONTHS,
  PLACE_NAMED,
  RANGES,
  ROLES,
  SCORES,
} from "./vocab.ts";

export type FreeForm = (rng: Rng, c: Country) => Piece[];

const docDate = (rng: Rng, c: Country): Piece => {
  const y = rng.int(2019, 2025);
  const m = rng.int(1, 12);
  const d = rng.int(1, 28);
  const mon = MONTHS[m - 1] as string;
  const text =
    c === "US"
      ? rng.pick([`${m}/${d}/${y}`, `${mon} ${y}`, `${mon} ${d}, ${y}`])
      : c === "CA" || c === "ZA" || c === "SG"
        ? rng.pick([
            `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`,
            `${mon} ${y}`,
            `${d} ${mon.slice(0, 3)} ${y}`,
          ])
        : rng.pick([
            `${String(d).padStart(2, "0")}/${String(m).padStart(2, "0")}/${y}`,
            `${mon} ${y}`,
            `${d} ${mon} ${y}`,
          ]);
  return mark(text, "document-date");
};
const body = (rng: Rng, c: Country): Piece => mark(rng.pick(BODIES[c]), "issuing-body");
const issuer = (rng: Rng, c: Country): Piece => mark(facilityName(rng, c), "issuing-body");
const role = (rng: Rng): Piece => [
  rng.pick(ROLES),
  " ",
  rng.pick(["pager", "bleep", "ext", "ext."]),
  " ",
  mark(String(rng.int(2000, 7999)), "role-number"),
];
const eponym = (rng: Rng): Piece => mark(rng.pick(EPONYMS), "eponym");
const score = (rng: Rng): Piece => mark(rng.pick(SCORES), "score-tool");
const brand = (rng: Rng): Piece => mark(rng.pick(BRANDS), "drug-brand");
const helpline = (rng: Rng, c: Country): Piece => mark(rng.pick(HELPLINES[c]), "public-phone");
const version = (rng: Rng): Piece =>
  mark(
    rng.pick([
      `v${rng.int(1, 6)}.${rng.int(0, 9)}`,
      `Version ${rng.int(1, 12)}`,
      `Rev ${String.fromCharCode(65 + rng.int(0, 6))}`,
      `Doc ID POL-${rng.pick(["INF", "MED", "NUR"])}-${String(rng.int(1, 300)).padStart(3, "0")}`,
    ]),
    "device-version",
  );
const bed = (rng: Rng): Piece =>
  mark(
    rng.pick([
      `Bed ${rng.int(1, 32)}`,
      `Bay ${rng.int(1, 6)}`,
      `Side room ${rng.int(1, 8)}`,
      `Ward ${rng.int(1, 12)}${rng.pick(["", "A", "B"])}`,
    ]),
    "ward-bed",
  );

export const memo: FreeForm = (rng, c) => [
  "MEMO\nFrom: Director of Nursing, ",
  issuer(rng, c),
  "\nTo: All ward staff\nDate: ",
  docDate(rng, c),
  "\nRe: ",
  rng.pick(["falls prevention week", "change to sepsis pathway", "new blood glucose meters"]),
  "\n\nFrom Monday the ",
  score(rng),
  " must be documented on admission. Escalate to the ",
  role(rng),
  ". Stock of ",
  brand(rng),
  " is short; use the generic. Questions to the ",
  role(rng),
  ".\n",
  version(rng),
];
export const policy: FreeForm = (rng, c) => [
  body(rng, c),
  " guideline: ",
  rng.pick([
    "Management of suspected sepsis in adults",
    "Venous thromboembolism prophylaxis",
    "Hypoglycaemia in hospital",
  ]),
  "\nPublished ",
  docDate(rng, c),
  "   Review due ",
  docDate(rng, c),
  "   ",
  version(rng),
  "\n3.2 Assess using ",
  score(rng),
  "; see the section on ",
  eponym(rng),
  ".\n3.3 Patients over 65 years on ",
  brand(rng),
  " need renal dose adjustment (",
  mark(rng.pick(RANGES), "lab-range"),
  ").",
];
export const monograph: FreeForm = (rng) => [
  "Drug monograph — ",
  brand(rng),
  " (",
  rng.pick(["pregabalin", "fexofenadine", "salbutamol", "enoxaparin", "levodopa/benserazide"]),
  ")\n",
  "Indications: neuropathic pain; ",
  eponym(rng),
  ".\nDose: 75 mg BD, max 600 mg/day; reduce if CrCl < 30.\n",
  "Interactions: ",
  brand(rng),
  ", opioids.\nMonitoring: ",
  mark(rng.pick(RANGES), "lab-range"),
  ".",
];
export const deviceNote: FreeForm = (rng, c) => [
  "Equipment notice: ",
  mark(rng.pick(DEVICES), "device-version"),
  " firmware ",
  version(rng),
  "\nIssued by ",
  body(rng, c),
  " on ",
  docDate(rng, c),
  "\nLot ",
  mark(`${rng.pick(["LOT", "L"])}${rng.int(10000, 99999)}`, "device-version"),
  " expires ",
  docDate(rng, c),
  ". Affected units in ",
  bed(rng),
  " and ",
  bed(rng),
  " to be swapped by biomedical engineering (",
  role(rng),
  ").",
];
export const roster: FreeForm = (rng, c) => [
  "On-call roster, week of ",
  docDate(rng, c),
  "\n",
  ...[0, 1, 2, 3].map(() => [
    rng.pick(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]),
    "  ",
    rng.pick(["0800–1700", "1700–0800", "24h"]),
    "  ",
    role(rng),
    "\n",
  ]),
  "Switchboard: ",
  helpline(rng, c),
];
export const bedBoard: FreeForm = (rng) => [
  "BED BOARD  ",
  mark(rng.pick(["Ward 4", "Ward 7B", "AMU", "HDU", "Surgical 2"]), "ward-bed"),
  "\n",
  ...[0, 1, 2, 3, 4].map(() => [
    bed(rng),
    " — ",
    rng.pick([
      "post-op day 2",
      "NBM",
      "falls risk",
      "awaiting social work",
      "isolation (MRSA)",
      "for discharge",
      "awaiting CT",
    ]),
    " — ",
    score(rng),
    "\n",
  ]),
  "Doctor on call: ",
  role(rng),
];
export const audit: FreeForm = (rng, c) => [
  "Clinical audit report — hand hygiene, ",
  issuer(rng, c),
  "\nPeriod: ",
  docDate(rng, c),
  " to ",
  docDate(rng, c),
  "\nCompliance 84% (target 90%). ",
  bed(rng),
  " and ",
  bed(rng),
  " lowest. Documentation of ",
  score(rng),
  " improved to 71%.\nPresented at the ",
  body(rng, c),
  " forum; next audit ",
  docDate(rng, c),
  ".",
];
export const teachingCase: FreeForm = (rng) => [
  "Teaching case\nA ",
  String(rng.int(18, 88)),
  "-year-old ",
  rng.pick(["woman", "man", "child's mother"]),
  " presented with fever and headache after travel. Examination showed ",
  eponym(rng),
  ". Consider ",
  mark(rng.pick(PLACE_NAMED), "place-named-thing"),
  ". The ",
  score(rng),
  " was 13. Questions: what is the next investigation? What would you tell the family?",
];
export const leaflet: FreeForm = (rng, c) => [
  "Patient information: ",
  rng.pick(["Living with ", "Going home with ", "Understanding "]),
  eponym(rng),
  "\n",
  "Who do I call? In an emergency call ",
  helpline(rng, c),
  ". For advice call ",
  helpline(rng, c),
  ".\nYour nurse or doctor will explain your ",
  mark(
    rng.pick(["[Patient name]", "Name: ____________", "<<PatientName>>", "Date of birth: __/__/____"]),
    "placeholder",
  ),
  " record.\nProduced by ",
  body(rng, c),
  ", ",
  docDate(rng, c),
  ", ",
  version(rng),
];
export const rangesTable: FreeForm = (rng, c) => [
  "Laboratory reference ranges (adults) — ",
  issuer(rng, c),
  "\n",
  ...rng.some(RANGES, 5).map((r) => [mark(r, "lab-range"), "\n"]),
  "Effective ",
  docDate(rng, c),
];
export const codingList: FreeForm = (rng) => [
  "Coding quick list (ICD-10-AM / SNOMED)\n",
  ...rng.some(CODES, 5).map((k) => [mark(k, "code"), "\n"]),
  "Use ",
  mark(rng.pick(PLACE_NAMED), "place-named-thing"),
  " codes only with lab confirmation.",
];
export const qiMinutes: FreeForm = (rng, c) => [
  "QI committee minutes, ",
  docDate(rng, c),
  "\nPresent: ",
  mark(
    rng.pick(["DON, CMO, pharmacy lead, 2 x CNC", "HoD medicine, nurse unit manager, QI lead"]),
    "generic-person",
  ),
  "\n1. ",
  score(rng),
  " uptake — action: ",
  role(rng),
  " to re-educate.\n2. Near-miss with ",
  brand(rng),
  " vs ",
  brand(rng),
  " (look-alike packaging) reported to ",
  body(rng, c),
  ".\nNext meeting ",
  docDate(rng, c),
];
export const infectionNotice: FreeForm = (rng, c) => [
  "INFECTION CONTROL NOTICE\n",
  mark(rng.pick(PLACE_NAMED), "place-named-thing"),
  " / ",
  rng.pick(["influenza A", "norovirus", "CPE", "measles"]),
  " cases in ",
  bed(rng),
  ". Contact precautions. Notify ",
  body(rng, c),
  " on ",
  helpline(rng, c),
  ".\nIssued ",
  docDate(rng, c),
  " by the ",
  role(rng),
];
export const blankTemplate: FreeForm = (rng) => [
  "REFERRAL TEMPLATE\nPatient: ",
  mark("____________________", "placeholder"),
  "\nDOB: ",
  mark("__/__/____", "placeholder"),
  "\nHealth number: ",
  mark(rng.pick(["[##########]", "<<NHI>>", "____________"]), "placeholder"),
  "\nReason: \nReferrer: ",
  mark("Dr ____________", "placeholder"),
  "\nScore: ",
  score(rng),
];
export const freeSnippet: FreeForm = (rng, c) =>
  rng.pick<Piece[]>([
    ["what is the dose of ", brand(rng), " in ", eponym(rng), "?"],
    ["pt in ", bed(rng), " for ", score(rng), " q4h, call ", role(rng)],
    ["ICD code for ", mark(rng.pick(PLACE_NAMED), "place-named-thing"), "?"],
    ["updated ", body(rng, c), " guidance ", docDate(rng, c)],
    ["Summarise: ", mark(rng.pick(RANGES), "lab-range")],
    ["OBX|1|NM|K^Potassium||5.6|mmol/L|", mark("3.5-5.2", "lab-range"), "|H"],
  ]);
