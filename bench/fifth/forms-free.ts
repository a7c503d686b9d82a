/**
 * The PHI-free half of the fifth corpus: documents and snippets about no one, full of look-alikes
 * (eponyms, brands, scores, guideline bodies and their publication dates, device models, lab units and
 * ranges, wards and beds, doses that look like dates, helplines, roles' extensions). Every look-alike
 * is a `look` piece with its category; none is gold (docs/evaluation.md, "Fifth corpus").
 */
import type { Form } from "./forms-letters.ts";
import { look, type Piece, type Style, w } from "./label.ts";
import type { Rng } from "./rng.ts";

interface Vocab {
  readonly bodies: readonly string[];
  readonly helplines: readonly string[];
  readonly brands: readonly string[];
}

const V: Record<string, Vocab> = {
  UK: {
    bodies: ["NICE", "SIGN", "British Thoracic Society", "MHRA", "Royal College of Physicians"],
    helplines: ["NHS 111", "Samaritans on 116 123", "999"],
    brands: ["Calpol", "Gaviscon Advance", "Fostair 100/6", "Ventolin Evohaler"],
  },
  US: {
    bodies: ["CDC", "USPSTF", "AHA/ACC", "FDA", "American Diabetes Association"],
    helplines: ["988 Suicide & Crisis Lifeline", "Poison Control at 1-800-222-1222", "911"],
    brands: ["Tylenol", "Eliquis", "Lipitor", "Humira Pen"],
  },
  AU: {
    bodies: ["RACGP", "TGA", "Therapeutic Guidelines", "NHMRC", "Heart Foundation"],
    helplines: ["Lifeline 13 11 14", "healthdirect on 1800 022 222", "000"],
    brands: ["Panadol Osteo", "Nurofen", "Ventolin", "Symbicort Rapihaler"],
  },
  NZ: {
    bodies: ["Te Whatu Ora", "PHARMAC", "bpacnz", "Medsafe", "Te Aka Whai Ora"],
    helplines: ["Healthline 0800 611 116", "Need to talk? 1737", "111"],
    brands: ["Panadol", "Paracare", "Losec"],
  },
  CA: {
    bodies: [
      "Health Canada",
      "Canadian Paediatric Society",
      "Hypertension Canada",
      "INESSS",
      "Diabetes Canada",
    ],
    helplines: ["811", "Info-Santé 811", "9-8-8"],
    brands: ["Tylenol", "Gravol", "Advil", "Synthroid"],
  },
  IE: {
    bodies: ["HSE", "HIQA", "National Clinical Effectiveness Committee", "HPRA", "ICGP"],
    helplines: ["HSELive 1800 700 700", "Samaritans 116 123", "112"],
    brands: ["Solpadeine", "Difene", "Nexium", "Xarelto"],
  },
  IN: {
    bodies: ["ICMR", "AIIMS", "CDSCO", "National TB Elimination Programme", "API"],
    helplines: ["108 ambulance", "Tele-MANAS 14416", "104 health helpline"],
    brands: ["Dolo 650", "Pan-D", "Crocin Advance", "Augmentin 625 Duo"],
  },
  ZA: {
    bodies: [
      "National Department of Health",
      "SAHPRA",
      "Standard Treatment Guidelines (PHC)",
      "SEMDSA",
      "NICD",
    ],
    helplines: ["10177", "SADAG 0800 567 567", "the AIDS Helpline 0800 012 322"],
    brands: ["Grand-Pa", "Myprodol", "Synaleve", "Panado"],
  },
  NG: {
    bodies: ["NCDC", "NAFDAC", "Federal Ministry of Health", "NPHCDA", "Nigerian Cardiac Society"],
    helplines: ["NCDC toll-free 6232", "112", "the Lagos emergency line 767"],
    brands: ["Emzor Paracetamol", "Coartem", "Lonart DS", "Amatem Forte"],
  },
  SG: {
    bodies: ["Ministry of Health", "HSA", "Agency for Care Effectiveness", "HPB", "Academy of Medicine"],
    helplines: ["995", "SOS 1767", "the Mindline 1771"],
    brands: ["Panadol Actifast", "Zyrtec", "Augmentin 1g"],
  },
};

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const v = (country: string): Vocab => V[country] ?? (V.UK as Vocab);
const eponym = (r: Rng): Piece =>
  look(
    "eponym",
    r.pick([
      "Parkinson's disease",
      "Hodgkin lymphoma",
      "Graves' disease",
      "Bell's palsy",
      "Murphy's sign",
      "Kernig's sign",
      "Addison's disease",
      "Wernicke's encephalopathy",
      "Guillain-Barré syndrome",
      "Crohn's disease",
    ]),
  );
const score = (r: Rng): Piece =>
  look(
    "score",
    r.pick([
      "CHA2DS2-VASc ≥ 2",
      "Wells score > 4",
      "GCS 15/15 (E4V5M6)",
      "NEWS2 ≥ 5",
      "CURB-65 of 2",
      "qSOFA 2",
      "Apgar 8 and 9",
      "Barthel 85/100",
      "MMSE 24/30",
      "Rockall 3",
    ]),
  );
const pubDate = (r: Rng): Piece =>
  look(
    "publication date",
    r.pick([
      `${MONTHS[r.int(0, 11)]} ${r.int(2012, 2025)}`,
      `${r.int(1, 28)} ${MONTHS[r.int(0, 11)]} ${r.int(2015, 2025)}`,
      String(r.int(2014, 2025)),
    ]),
  );
const doseDate = (r: Rng): Piece =>
  look(
    "dose like a date",
    r.pick([
      "co-codamol 30/500",
      "Seretide 250/50",
      "Sinemet 12.5/50",
      "Augmentin 875/125",
      "1/2 tab",
      "5/7",
      "2/52",
      "6/12",
      "co-amoxiclav 500/125 TDS",
      "insulin 10/12/8 units",
    ]),
  );
const range = (r: Rng): Piece =>
  look(
    "lab range",
    r.pick([
      "Na 135-145 mmol/L",
      "K 3.5-5.2 mmol/L",
      "Creatinine 45-90 µmol/L",
      "HbA1c < 48 mmol/mol",
      "TSH 0.4-4.0 mU/L",
      "Hb 115-165 g/L",
      "INR 2.0-3.0",
      "Glucose 70-99 mg/dL",
      "Ferritin 30-400 µg/L",
      "eGFR > 60 mL/min/1.73m2",
    ]),
  );
const device = (r: Rng): Piece =>
  look(
    "device model",
    r.pick([
      "Medtronic Azure XT DR MRI SureScan",
      "FreeStyle Libre 2",
      "Dexcom G7",
      "ResMed AirSense 10",
      "Philips HeartStart FRx",
      "Alaris GP volumetric pump",
      "Omnipod 5",
      "Accu-Chek Guide",
      "Welch Allyn Connex 6000",
    ]),
  );
const ward = (r: Rng): Piece =>
  look(
    "ward or bed",
    r.pick([
      "Ward 7B",
      "bed 12",
      "side room 3",
      "Level 4, Block C",
      "Bay 2",
      "Ward 23",
      "cubicle 6",
      "HDU bed 4",
    ]),
  );

const forms: readonly Form[] = [
  {
    name: "guideline excerpt",
    style: () => "mixed",
    write(c) {
      const r = c.rng;
      const b = v(c.country);
      return w`${look("guideline body", r.pick(b.bodies))} guideline${r.chance(0.6) ? w` (published ${pubDate(r)}${r.chance(0.5) ? w`, reviewed ${pubDate(r)}` : ""})` : ""}: offer anticoagulation when ${score(r)}. Consider ${eponym(r)} in the differential.${r.chance(0.4) ? w` Next review due ${look("publication date", String(r.int(2026, 2030)))}.` : ""}`;
    },
  },
  {
    name: "formulary entry",
    style: () => "mixed",
    write(c) {
      const r = c.rng;
      const b = v(c.country);
      return w`${look("brand", r.pick(b.brands))}: usual adult dose 1 g every 4-6 hours, max 4 g in 24 hours. Combination products (${doseDate(r)}) count towards the total. Report suspected reactions to ${look("guideline body", r.pick(b.bodies))}.`;
    },
  },
  {
    name: "reference ranges",
    style: (r) => (r.chance(0.3) ? "upper" : "mixed"),
    write(c) {
      const r = c.rng;
      return w`Reference intervals (adult): ${range(r)}; ${range(r)}; ${range(r)}. Samples received after 16:00 are processed the next morning. Method changed ${pubDate(r)}.`;
    },
  },
  {
    name: "device note",
    style: () => "mixed",
    write(c) {
      const r = c.rng;
      return w`${device(r)}: firmware ${look("version", `v${r.int(1, 9)}.${r.int(0, 9)}.${r.int(0, 20)}`)}, catalogue ${look("catalogue number", `REF ${r.digits(4)}-${r.digits(2)}`)}. Recalibrate every 12 hours; replace sensor after 14 days.${r.chance(0.5) ? w` Lot use-by ${look("product date", `${r.int(2026, 2029)}-${String(r.int(1, 12)).padStart(2, "0")}`)}.` : ""}`;
    },
  },
  {
    name: "bed board",
    style: (r) => (r.chance(0.3) ? "upper" : "mixed"),
    write(c) {
      const r = c.rng;
      return w`${ward(r)}: 28 beds, 3 empty (${ward(r)}, ${ward(r)}). ${ward(r)} closed for deep clean until 14:00. Escalation to site manager via switchboard${r.chance(0.5) ? w`, ${look("role extension", `ext ${r.digits(4)}`)}` : ""}.`;
    },
  },
  {
    name: "helpline leaflet",
    style: () => "mixed",
    write(c) {
      const r = c.rng;
      const b = v(c.country);
      return w`If you feel unsafe at any time, call ${look("helpline", r.pick(b.helplines))} or ${look("helpline", r.pick(b.helplines))}. Out of hours, contact the on-call pharmacist through the switchboard. Leaflet code ${look("leaflet code", `PIL-${r.digits(3)}`)}, version ${r.int(2, 9)}.`;
    },
  },
  {
    name: "teaching vignette",
    style: () => "mixed",
    write(c) {
      const r = c.rng;
      return w`A ${look("age under 90", String(r.int(22, 89)))}-year-old ${r.pick(["man", "woman"])} presents with 3 days of fever and neck stiffness. ${eponym(r)} is unlikely. On day 2 ${r.pick(["she", "he"])} develops a petechial rash; ${score(r)}. What is the next step?`;
    },
  },
  {
    name: "score worksheet",
    style: () => "mixed",
    write(c) {
      const r = c.rng;
      return w`${score(r)}. Age 65-74 scores 1; age 75 or over scores 2. ${score(r)} => admit. ${doseDate(r)}.`;
    },
  },
  {
    name: "blank template",
    style: (r) => (r.chance(0.4) ? "upper" : "mixed"),
    write(c) {
      const r = c.rng;
      return w`Name: ______________   DOB: __/__/____   ${look("blank id field", r.pick(["NHS No: ___ ___ ____", "MRN: ________", "NRIC: _________", "Medicare No: __________", "UHID: ________"]))}\nAllergies: ☐ none known ☐ yes (specify) ______\nSigned: ____________  Date: ${look("blank date", "DD/MM/YYYY")}`;
    },
  },
  {
    name: "clinical shorthand",
    style: (r) => (r.chance(0.3) ? "lower" : "mixed"),
    write(c) {
      const r = c.rng;
      return w`Obs: BP 128/76, HR 88 reg, RR 18, sats 97% RA, T 37.2. ${doseDate(r)} hx productive cough. Plan: ${doseDate(r)}, repeat CXR in 6/52, safety-net advice given.`;
    },
  },
  {
    name: "rota",
    style: () => "mixed",
    write(c) {
      const r = c.rng;
      return w`On-call rota: Medical registrar ${r.chance(0.6) ? look("role pager", `bleep ${r.digits(4)}`) : "via switchboard"}; consultant on call via switchboard. Fracture clinic Mon and Thu 08:30-12:30, ${ward(r)}. ${r.chance(0.5) ? w`Rota effective from ${pubDate(r)}.` : "Swaps through the rota coordinator."}`;
    },
  },
  {
    name: "department memo",
    style: () => "mixed",
    write(c) {
      const r = c.rng;
      const b = v(c.country);
      return w`To: all clinical staff\nFrom: ${look("role", r.pick(["Clinical Director, Medicine", "Director of Nursing", "Pharmacy Lead", "Infection Prevention and Control team"]))}${r.chance(0.6) ? w`\nDate: ${look("memo date", `${r.int(1, 28)} ${MONTHS[r.int(0, 11)]} ${r.int(2023, 2026)}`)}` : ""}\n${r.chance(0.5) ? w`From ${look("memo date", `1 ${MONTHS[r.int(0, 11)]}`)} the` : "From next month the"} ${look("ward or bed", r.pick(["Ward 7B", "Ward 23", "Level 2", "Block C"]))} discharge lounge opens 08:00-20:00. ${look("guideline body", r.pick(b.bodies))} advice on ${eponym(r)} has changed; see the intranet. Queries to ${look("role extension", `ext. ${r.digits(4)}`)}.`;
    },
  },
  {
    name: "letter template",
    style: () => "mixed",
    write(c) {
      const r = c.rng;
      return w`Dear ${look("placeholder", r.pick(["<<Title>> <<Surname>>", "[Patient name]", "{{patient.first_name}}", "Parent/Guardian"]))},\nYour appointment at the ${look("department", r.pick(["Fracture Clinic", "Diabetes Centre", "Eye Clinic", "Memory Service"]))} is on ${look("placeholder", r.pick(["[date]", "<<ApptDate>>", "{{appt.date}}"]))} at ${look("placeholder", r.pick(["[time]", "<<ApptTime>>"]))}. Please bring a list of your medicines. If you cannot attend, call the booking office on the number printed on your card.`;
    },
  },
  {
    name: "nameless handover",
    style: (r) => (r.chance(0.25) ? "lower" : "mixed"),
    write(c) {
      const r = c.rng;
      const age = look("age under 90", `${r.int(18, 89)}${r.pick(["F", "M", "yo", " y/o"])}`);
      return r.pick([
        () =>
          w`${ward(r)}: ${age}, #NOF day 2, mobilising with frame; ${look("relation word", r.pick(["daughter", "son", "wife", "husband"]))} visiting pm. ${doseDate(r)}.`,
        () =>
          w`${ward(r)} - ${age} NBM from midnight for OGD, consent signed, ${look("relation word", "family")} aware. NEWS 1.`,
        () =>
          w`nights: ${ward(r)} unsettled, pulled IV x2, d/w reg, haloperidol 0.5 mg given 02:30. ${score(r)}.`,
      ])();
    },
  },
  {
    name: "nameless message",
    style: (r) => (r.chance(0.4) ? "lower" : "mixed"),
    write(c) {
      const r = c.rng;
      return r.pick([
        () =>
          w`${look("relation word", r.pick(["Daughter", "Son", "Neighbour", "Carer"]))} rang for an update; advised to call back after the ward round (about 11:00).`,
        () => w`Pharmacy query re ${doseDate(r)} - clarified with the prescriber, chart amended.`,
        () =>
          w`Reminder: flu clinic Saturday 09:00-12:00, no appointment needed. Call ${look("helpline", r.pick(v(c.country).helplines))} out of hours.`,
      ])();
    },
  },
];

export const FREE_FORMS: readonly Form[] = forms;
export type { Style };
