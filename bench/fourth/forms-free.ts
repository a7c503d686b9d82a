/**
 * PHI-free documents the same hospitals produce: guidelines and protocols, formulary entries,
 * patient leaflets, audit reports, ward policies, laboratory reference ranges, blank MDT templates,
 * public-health bulletins and teaching cases without identifiers. Look-alikes are written as marked
 * parts (`look`): they are not gold, they name the category of whatever the engine marks there.
 */

import { LOOKALIKES, type Lookalikes, SHARED } from "./free-vocab.ts";
import type { Code } from "./lands.ts";
import { at, type Page, type Part, type Placed, type Style } from "./page.ts";
import type { Rng } from "./rng.ts";

export interface FreeForm {
  readonly name: string;
  readonly styles: readonly (readonly [number, Style])[];
  write(r: Rng, code: Code, p: Page): void;
}

/** A look-alike: marked with its category, never gold. */
export function look(text: string, category: string): Placed {
  return at({ text, type: "LOOKALIKE", group: category, kind: category, origin: "-" }, "lookalike");
}

const STYLES: readonly (readonly [number, Style])[] = [
  [7, "mixed"],
  [1, "upper"],
  [2, "ocr"],
];

const MON = "January February March April May June July August September October November December".split(
  " ",
);

function byline(r: Rng, v: Lookalikes, p: Page): void {
  p.line(`Prepared by: `, look(r.pick(v.authors), "author organisation"));
  p.line(`Owner: `, look(r.pick(v.roles), "role title"), `   Approved by: Drugs and Therapeutics Committee`);
  const parts: Part[] = [`Version ${r.int(1, 6)}.${r.int(0, 9)}`];
  if (r.chance(0.5))
    parts.push(`   Published: `, look(`${r.pick(MON)} ${r.int(2016, 2025)}`, "publication date"));
  if (r.chance(0.5)) parts.push(`   Review due: `, look(String(r.int(2026, 2029)), "review year"));
  p.line(...parts);
}

const GUIDELINE: FreeForm = {
  name: "clinical guideline",
  styles: STYLES,
  write(r, code, p) {
    const v = LOOKALIKES[code];
    const topic = r.pick([
      "Community-acquired pneumonia in adults",
      "Sepsis recognition and escalation",
      "Management of diabetic ketoacidosis",
      "Suspected pulmonary embolism",
      "Acute kidney injury",
      "Paediatric gastroenteritis and dehydration",
    ]);
    p.line(`CLINICAL GUIDELINE: ${topic.toUpperCase()}`);
    byline(r, v, p);
    p.blank();
    p.line(`1. PURPOSE`);
    p.line(
      `To standardise assessment using the `,
      look(r.pick(SHARED.scores), "named score"),
      ` and the `,
      look(r.pick(SHARED.scores), "named score"),
      `, and to guide escalation to the `,
      look(r.pick(v.roles), "role title"),
      ` or on-call registrar.`,
    );
    p.line(`2. SCOPE`);
    p.line(
      `All adult inpatients and ED presentations. Excludes patients under 16 years, pregnancy (see the obstetric guideline) and patients with `,
      look(r.pick(SHARED.eponyms), "eponym"),
      `.`,
    );
    p.line(`3. RECOMMENDATIONS`);
    p.line(
      `3.1 Give first-line ${r.pick(["amoxicillin 1 g oral 8-hourly", "ceftriaxone 2 g IV daily", "0.9% sodium chloride 10 mL/kg bolus", "enoxaparin 1 mg/kg SC 12-hourly"])} for ${r.int(3, 7)} days; see Table 2 for renal dose adjustment (CrCl < 30 mL/min).`,
    );
    p.line(
      `3.2 Consider `,
      look(r.pick(SHARED.placeDiseases), "place-named disease"),
      ` in returning travellers and notify the public health unit.`,
    );
    p.line(
      `3.3 Patients on `,
      look(r.pick(v.brands), "brand"),
      ` or `,
      look(r.pick(v.brands), "brand"),
      ` need a medicines reconciliation within 24 h.`,
    );
    p.line(`3.4 Funding: eligible under `, look(r.pick(v.programmes), "programme"), `.`);
    p.line(`4. REFERENCES`);
    p.line(
      `${r.pick(["Lim WS, et al.", "Singer M, et al.", "Kellum JA, et al.", "Konstantinides SV, et al."])} ${r.pick(["Thorax", "JAMA", "Kidney Int Suppl", "Eur Heart J"])} `,
      look(String(r.int(2001, 2023)), "citation year"),
      `;${r.int(2, 80)}:${r.int(100, 999)}-${r.int(1000, 1999)}.`,
    );
  },
};

const MONOGRAPH: FreeForm = {
  name: "formulary entry",
  styles: STYLES,
  write(r, code, p) {
    const v = LOOKALIKES[code];
    const drug = r.pick([
      ["ARTEMETHER + LUMEFANTRINE", "20 mg/120 mg tablet"],
      ["ENOXAPARIN", "40 mg/0.4 mL, 60 mg/0.6 mL, 80 mg/0.8 mL prefilled syringe"],
      ["ISONIAZID", "100 mg, 300 mg tablet"],
      ["METFORMIN", "500 mg, 850 mg, 1 g tablet; 500 mg XR"],
      ["BENZATHINE BENZYLPENICILLIN", "1.2 million units/2.3 mL injection"],
    ] as const);
    p.line(`FORMULARY — ${drug[0]}`);
    p.line(`Forms: ${drug[1]}`);
    p.line(`Brands: `, look(r.pick(v.brands), "brand"), `; generics listed`);
    p.line(
      `Restriction: ${r.pick(["unrestricted", "ID approval required after 72 h", "specialist initiation only"])}. Subsidy: `,
      look(r.pick(v.programmes), "programme"),
      `.`,
    );
    p.line(
      `Dose: adult ${r.pick(["4 tablets at 0, 8, 24, 36, 48 and 60 h", "40 mg SC once daily", "5 mg/kg once daily (max 300 mg)", "500 mg BD, titrate to max 2 g/day"])}.`,
    );
    p.line(`Renal: eGFR 30–59 reduce by 50%; < 30 avoid. Hepatic: Child-Pugh C avoid.`);
    p.line(
      `Interactions: CYP3A4 inhibitors; QT prolongation with ${r.pick(["ondansetron", "haloperidol", "azithromycin"])}.`,
    );
    p.line(`Monitoring: FBC, LFT at baseline and week ${r.int(2, 8)}; anti-Xa in weight > 150 kg.`);
    p.line(`Pregnancy category ${r.pick(["A", "B3", "C", "D"])}. Lactation: compatible.`);
    if (r.chance(0.5))
      p.line(
        `Entry reviewed `,
        look(`${r.pick(MON)} ${r.int(2019, 2025)}`, "publication date"),
        ` by the `,
        look(r.pick(v.roles), "role title"),
        ` (Pharmacy).`,
      );
    else p.line(`Entry maintained by the `, look(r.pick(v.roles), "role title"), ` (Pharmacy).`);
  },
};

const LEAFLET: FreeForm = {
  name: "patient leaflet",
  styles: [
    [8, "mixed"],
    [2, "ocr"],
  ],
  write(r, code, p) {
    const v = LOOKALIKES[code];
    p.line(
      `Information for patients and ${code === "NZ" ? "whānau" : "families"}: ${r.pick(["Going home after a heart attack", "Looking after your PICC line", "Gestational diabetes", "Your child's asthma action plan", "Taking warfarin safely"])}`,
    );
    p.line(`What is it?`);
    p.line(
      `This leaflet explains what to expect. Ask your nurse or doctor if anything is unclear. If English is not your first language, ask for an interpreter — it is free.`,
    );
    p.line(`When should I get help?`);
    p.line(
      `Call ${r.pick(["000", "111", "911", "112", "999", "995", "10177", "112"])} if you have chest pain, trouble breathing or fainting. For advice call `,
      look(r.pick(v.helplines), "national helpline"),
      `, any time, day or night.`,
    );
    p.line(
      `Medicines: keep taking `,
      look(r.pick(v.brands), "brand"),
      ` unless told to stop. Do not take herbal remedies (for example `,
      look(r.pick(v.words), "local-language word"),
      `) without asking.`,
    );
    p.line(`Your care is covered by `, look(r.pick(v.programmes), "programme"), `.`);
    const code2 = `Leaflet code ${r.pick(["PI", "PIL", "CH"])}-${r.int(100, 999)}`;
    if (r.chance(0.5))
      p.line(
        `Produced by `,
        look(r.pick(v.authors), "author organisation"),
        `. ${code2}, `,
        look(`${r.pick(MON)} ${r.int(2018, 2025)}`, "publication date"),
        `.`,
      );
    else p.line(`Produced by `, look(r.pick(v.authors), "author organisation"), `. ${code2}.`);
  },
};

const AUDIT: FreeForm = {
  name: "audit report",
  styles: STYLES,
  write(r, code, p) {
    const v = LOOKALIKES[code];
    const n = r.int(40, 400);
    const y = r.int(2021, 2025);
    p.line(
      `AUDIT: ${r.pick(["VTE prophylaxis prescribing", "Time to antibiotics in sepsis", "Hand hygiene compliance", "Documentation of resuscitation status", "Falls with harm"])} — Q${r.int(1, 4)} `,
      look(String(y), "audit period"),
    );
    p.line(
      `Lead: `,
      look(r.pick(v.roles), "role title"),
      `   Sponsor: `,
      look(r.pick(v.authors), "author organisation"),
    );
    p.line(
      `Method: retrospective review of ${n} consecutive charts across ${r.int(3, 12)} wards (Wards 3A, 4B, 6 and ICU).`,
    );
    p.line(
      `Standard: 100% of patients assessed with the `,
      look(r.pick(SHARED.scores), "named score"),
      ` within 24 h.`,
    );
    p.line(
      `Results: ${r.int(40, 95)}% compliant (${r.int(10, n)}/${n}); median time ${r.int(30, 240)} min (IQR ${r.int(10, 60)}–${r.int(200, 400)}). Cycle 1 was ${r.int(30, 80)}%.`,
    );
    p.line(
      `Breakdown: day shift ${r.int(50, 95)}%, night ${r.int(30, 80)}%, weekend ${r.int(30, 80)}%; ED ${r.int(40, 90)}%, wards ${r.int(40, 90)}%.`,
    );
    p.line(
      `Actions: teaching at grand round, sticker on drug chart, re-audit in 6/12. Presented at the `,
      look(r.pick(v.authors), "author organisation"),
      ` quality forum.`,
    );
  },
};

const POLICY: FreeForm = {
  name: "ward policy",
  styles: STYLES,
  write(r, code, p) {
    const v = LOOKALIKES[code];
    p.line(
      `WARD POLICY — ${r.pick(["VISITING HOURS AND CARERS", "CONTROLLED DRUG CHECKS", "CLINICAL HANDOVER (ISBAR)", "PATIENT IDENTIFICATION", "CULTURAL SAFETY AND END OF LIFE"])}`,
    );
    byline(r, v, p);
    p.line(
      `Staff must confirm three identifiers (full name, date of birth and hospital number) against the wristband before any procedure. Never use the bed number as an identifier.`,
    );
    p.line(
      `Two registered nurses check Schedule 8 / controlled drugs at each shift change (0700, 1430, 2100) and record the count in the register.`,
    );
    p.line(
      `Families may request time and space for `,
      look(r.pick(v.words), "local-language word"),
      `; discuss with the `,
      look(r.pick(v.roles), "role title"),
      `.`,
    );
    if (r.chance(0.4))
      p.line(
        `Escalate concerns to the `,
        look(r.pick(v.roles), "role title"),
        ` (`,
        look(`ext. ${r.int(2000, 7999)}`, "role extension"),
        `) or the after-hours nurse manager (`,
        look(`page ${r.int(100, 999)}`, "role pager"),
        `).`,
      );
    else
      p.line(
        `Escalate concerns to the `,
        look(r.pick(v.roles), "role title"),
        ` or the after-hours nurse manager via switchboard.`,
      );
    p.line(`Breaches are reported through the incident system within 24 h.`);
  },
};

const LAB_RANGES: FreeForm = {
  name: "lab reference ranges",
  styles: [
    [6, "mixed"],
    [3, "upper"],
    [1, "ocr"],
  ],
  write(r, code, p) {
    const v = LOOKALIKES[code];
    p.line(`ADULT REFERENCE INTERVALS — CHEMICAL PATHOLOGY`);
    if (r.chance(0.5))
      p.line(
        `Issued by `,
        look(r.pick(v.authors), "author organisation"),
        `, effective `,
        look(`1 ${r.pick(MON)} ${r.int(2020, 2025)}`, "publication date"),
      );
    else p.line(`Issued by `, look(r.pick(v.authors), "author organisation"));
    const rows = [
      ["Sodium", "135 - 145", "mmol/L"],
      ["Potassium", "3.5 - 5.2", "mmol/L"],
      ["Urea", "2.5 - 7.8", "mmol/L"],
      ["Creatinine (M)", "60 - 110", "umol/L"],
      ["Creatinine (F)", "45 - 90", "umol/L"],
      ["eGFR", "> 90", "mL/min/1.73m2"],
      ["ALT", "< 40", "U/L"],
      ["Bilirubin", "< 20", "umol/L"],
      ["HbA1c", "< 48 (6.5%)", "mmol/mol"],
      ["TSH", "0.4 - 4.0", "mIU/L"],
      ["CRP", "< 5", "mg/L"],
      ["Troponin I (hs)", "< 26", "ng/L"],
      ["Ferritin", "30 - 400", "ug/L"],
      ["INR (on warfarin)", "2.0 - 3.0", ""],
    ];
    for (const row of r.some(rows, r.int(7, 12)))
      p.line(`${(row[0] as string).padEnd(20)}${(row[1] as string).padEnd(16)}${row[2]}`);
    p.line(
      `Critical values are phoned to the requesting team 24/7. Method: ${r.pick(["Roche cobas c 503", "Abbott Alinity c", "Beckman AU5800", "Siemens Atellica"])}.`,
    );
  },
};

const MDT_TEMPLATE: FreeForm = {
  name: "MDT template (blank)",
  styles: [
    [7, "mixed"],
    [3, "upper"],
  ],
  write(r, code, p) {
    const v = LOOKALIKES[code];
    p.line(
      `${r.pick(["BREAST", "COLORECTAL", "LUNG", "UPPER GI", "HEAD AND NECK"])} MULTIDISCIPLINARY MEETING — REFERRAL FORM`,
    );
    p.line(
      `Patient name: ____________________   DOB: __ / __ / ____   ${code === "NZ" ? "NHI" : code === "SG" ? "NRIC" : code === "IN" ? "UHID" : "MRN"}: __________`,
    );
    p.line(`Address: _____________________________________   Postcode: ______`);
    p.line(`Referring clinician: Dr ______________   Bleep/ext: _____`);
    p.line(
      `Date of meeting: [  /  /    ]   Presenting: [ ] Surgeon [ ] Oncologist [ ] `,
      look(r.pick(v.roles), "role title"),
    );
    p.line(`Question for MDT: ______________________________________________`);
    p.line(`Histology: [ ] adenocarcinoma [ ] SCC [ ] other ____   Grade: G1 / G2 / G3`);
    p.line(`Stage: T__ N__ M__ (AJCC 8th ed.)   ECOG PS: 0 1 2 3 4`);
    p.line(`Imaging: CT C/A/P [ ]  PET-CT [ ]  MRI [ ]    Tumour markers: CEA ____ CA 19-9 ____`);
    p.line(
      `Frailty (`,
      look(r.pick(SHARED.scores), "named score"),
      `): ____   Interpreter needed: Y / N   Language: ______`,
    );
    p.line(`MDT outcome: ___________________________________________________`);
    p.line(
      `Chair: ______________   Coordinator: ______________   Form v${r.int(2, 9)}, `,
      look(r.pick(v.authors), "author organisation"),
    );
  },
};

const BULLETIN: FreeForm = {
  name: "public-health bulletin",
  styles: STYLES,
  write(r, code, p) {
    const v = LOOKALIKES[code];
    const wk = r.int(1, 52);
    p.line(
      `${r.pick(["Communicable Disease Bulletin", "Weekly Epidemiological Report", "Health Alert", "Surveillance Update"])} — Epi week ${wk}, `,
      look(String(r.int(2022, 2025)), "report year"),
    );
    p.line(`Issued by `, look(r.pick(v.authors), "author organisation"));
    p.line(
      `Summary: ${r.int(12, 900)} notified cases of ${r.pick(["dengue", "measles", "pertussis", "cholera", "Lassa fever", "mpox", "influenza A(H3N2)"])} this week (previous week ${r.int(10, 800)}); ${r.int(0, 12)} deaths. Test positivity ${r.int(2, 40)}%.`,
    );
    p.line(
      `By region: North ${r.int(0, 200)}, Central ${r.int(0, 200)}, South ${r.int(0, 200)}, East ${r.int(0, 200)}, West ${r.int(0, 200)}. Age group most affected: ${r.pick(["0-4", "5-14", "15-24", "65+"])} years.`,
    );
    p.line(
      `Clinicians: consider `,
      look(r.pick(SHARED.placeDiseases), "place-named disease"),
      ` in febrile patients with relevant exposure; collect serum and EDTA samples and notify within 24 h.`,
    );
    p.line(`Vaccination: catch-up doses available free under `, look(r.pick(v.programmes), "programme"), `.`);
    p.line(`Public enquiries: `, look(r.pick(v.helplines), "national helpline"), `.`);
  },
};

const TEACHING: FreeForm = {
  name: "teaching case",
  styles: [
    [8, "mixed"],
    [2, "lower"],
  ],
  write(r, code, p) {
    const v = LOOKALIKES[code];
    const age = r.int(18, 85);
    const who = r.pick(["man", "woman"]);
    p.line(
      `Case-based learning: ${r.pick(["the breathless farmer", "a fever that would not settle", "the confused grandmother", "a painful swollen knee"])}`,
    );
    p.line(
      `A ${age}-year-old ${who} from a ${r.pick(["rural district", "coastal town", "peri-urban settlement", "large city"])} presents with ${r.int(2, 14)} days of ${r.pick(["fever and headache", "progressive dyspnoea", "jaundice", "weight loss"])}. ${who === "man" ? "He" : "She"} had consulted a traditional healer and taken `,
      look(r.pick(v.words), "local-language word"),
      `.`,
    );
    p.line(
      `On examination: T 38.6, HR 112, BP 98/60, RR 24, SpO2 93% on air. `,
      look(r.pick(SHARED.eponyms), "eponym"),
      ` was ${r.pick(["positive", "negative"])}.`,
    );
    p.line(
      `Question 1: What is your differential diagnosis? Consider `,
      look(r.pick(SHARED.placeDiseases), "place-named disease"),
      ` and `,
      look(r.pick(SHARED.eponyms), "eponym"),
      `.`,
    );
    p.line(
      `Question 2: Calculate the `,
      look(r.pick(SHARED.scores), "named score"),
      `. How does it change management?`,
    );
    p.line(
      `Question 3: Which of `,
      look(r.pick(v.brands), "brand"),
      ` or ${r.pick(["doxycycline", "ceftriaxone", "artesunate", "rifampicin"])} would you start, and at what dose per kg?`,
    );
    p.line(`Learning points: early recognition, cultural safety, shared decision-making with family.`);
    p.line(
      `Written for the ${r.pick(["Year 4", "intern", "registrar"])} teaching programme by the `,
      look(r.pick(v.roles), "role title"),
      ` group, `,
      look(r.pick(v.authors), "author organisation"),
      `.`,
    );
  },
};

const SCHEDULE: FreeForm = {
  name: "immunisation schedule",
  styles: STYLES,
  write(r, code, p) {
    const v = LOOKALIKES[code];
    p.line(`NATIONAL IMMUNISATION SCHEDULE — CHILDHOOD`);
    p.line(
      `Source: `,
      look(r.pick(v.authors), "author organisation"),
      r.chance(0.5) ? "" : ". Changes apply from ",
      ...(r.chance(0.5) ? [] : [look(`1 ${r.pick(MON)} ${r.int(2023, 2026)}`, "policy effective date")]),
    );
    p.line(`Birth      BCG, OPV-0, Hep B birth dose (within 24 h)`);
    p.line(`6 weeks    ${r.pick(["DTaP-IPV-Hib-HepB", "Pentavalent-1", "Hexavalent"])}, PCV13, Rotavirus-1`);
    p.line(`10 weeks   ${r.pick(["Pentavalent-2", "Hexavalent"])}, Rotavirus-2`);
    p.line(`14 weeks   ${r.pick(["Pentavalent-3", "Hexavalent"])}, PCV13, IPV`);
    p.line(`9 months   MR-1 / MMR-1, Vitamin A 1 lakh IU`);
    p.line(`12 months  MMRV, MenC, PCV booster`);
    p.line(`4 years    DTaP-IPV, MMR-2`);
    p.line(
      `Catch-up: children up to 10 years; use the minimum interval of 4 weeks between doses. Premature infants (< 32 weeks) receive an extra PCV dose. Funded under `,
      look(r.pick(v.programmes), "programme"),
      `.`,
    );
    p.line(
      `Cold chain: store at +2 to +8 °C; report excursions to the `,
      look(r.pick(v.roles), "role title"),
      `.`,
    );
  },
};

const CONSENT: FreeForm = {
  name: "consent form (blank)",
  styles: [
    [6, "mixed"],
    [2, "upper"],
    [2, "ocr"],
  ],
  write(r, code, p) {
    const v = LOOKALIKES[code];
    p.line(
      `CONSENT FOR ${r.pick(["BLOOD TRANSFUSION", "GENERAL ANAESTHESIA", "ENDOSCOPY", "CAESAREAN SECTION", "HIV TESTING"])}`,
    );
    p.line(
      `I, ______________________________ (name of patient / parent / guardian), ${code === "IN" ? "S/o / D/o / W/o ____________________, " : ""}aged ____ years, have been explained the nature of the procedure in a language I understand.`,
    );
    p.line(
      `Risks explained: bleeding, infection, reaction, need for further procedures. Alternatives discussed: [ ] yes [ ] no`,
    );
    p.line(`Interpreter used: [ ] yes — language ________ ID no. ________`);
    p.line(`Signature / thumb impression of patient: ______________   Date: __/__/____   Time: ____`);
    p.line(`Witness (name and signature): ______________   Relationship: ______`);
    p.line(
      `Doctor (name, designation, reg. no.): ______________   `,
      look(r.pick(v.roles), "role title"),
      ` countersign: ______`,
    );
    p.line(
      `Form ${r.pick(["MR", "CF", "HF"])}-${r.int(10, 99)} rev. ${r.int(1, 9)} — `,
      look(r.pick(v.authors), "author organisation"),
    );
  },
};

const TIMETABLE: FreeForm = {
  name: "clinic timetable",
  styles: STYLES,
  write(r, code, p) {
    const v = LOOKALIKES[code];
    p.line(
      `OUTPATIENT CLINIC TIMETABLE — ${r.pick(["LEVEL 2, BLOCK B", "GROUND FLOOR, EAST WING", "LEVEL 4, BUILDING 7"])}`,
    );
    for (const day of r.some(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], r.int(3, 5)))
      p.line(
        `${day.padEnd(10)} ${r.pick(["Diabetes", "Fracture", "Antenatal", "Renal", "Memory", "TB/DOTS", "ARV"])} clinic  ${r.pick(["08:30–12:00", "13:30–16:30", "09:00–13:00"])}  Room ${r.int(1, 40)}`,
      );
    p.line(
      `Bring your referral letter, medicines list and ${r.pick(["your card", "the Road to Health booklet", "previous reports"])}.`,
    );
    if (r.chance(0.5))
      p.line(
        `Bookings and cancellations: `,
        look(
          r.pick([
            "(07) 4690 0000",
            "0800 800 717",
            "1800 123 456",
            "040-2345 0000",
            "011 933 0000",
            "6555 0000",
            "(705) 523-0000",
            "091 544 000",
          ]),
          "service phone",
        ),
        ` (8 am – 4 pm, weekdays).`,
      );
    else
      p.line(
        `Bookings: ask at the front desk or call `,
        look(r.pick(v.helplines), "national helpline"),
        ` for general advice.`,
      );
    p.line(
      `Clinics may close on public holidays. ${r.pick(["Parking is limited.", "Wheelchairs are available at the entrance.", "Interpreters can be booked in advance."])}`,
    );
  },
};

const CODING: FreeForm = {
  name: "coding sheet",
  styles: [
    [6, "mixed"],
    [4, "upper"],
  ],
  write(r, code, p) {
    const v = LOOKALIKES[code];
    p.line(`CLINICAL CODING QUICK REFERENCE — ${r.pick(["ICD-10-AM", "ICD-10-CA", "ICD-10", "ICD-11"])}`);
    for (const row of r.some(
      [
        ["E11.9", "Type 2 diabetes mellitus without complications"],
        ["J18.9", "Pneumonia, unspecified organism"],
        ["I50.0", "Congestive heart failure"],
        ["A09", "Infectious gastroenteritis and colitis"],
        ["B54", "Unspecified malaria"],
        ["A15.0", "Tuberculosis of lung"],
        ["N17.9", "Acute kidney failure, unspecified"],
        ["O80", "Single spontaneous delivery"],
        ["S72.00", "Fracture of neck of femur"],
        ["Z51.1", "Chemotherapy session for neoplasm"],
      ],
      r.int(5, 8),
    ))
      p.line(`${(row[0] as string).padEnd(8)}${row[1]}`);
    p.line(
      `Do not code `,
      look(r.pick(SHARED.eponyms), "eponym"),
      ` without documented confirmation. Sequence the principal diagnosis first. DRG grouper v${r.int(8, 12)}.0.`,
    );
    p.line(`Queries to the `, look(r.pick(v.roles), "role title"), ` or the coding manager.`);
  },
};

export const FREE_FORMS: readonly FreeForm[] = [
  GUIDELINE,
  MONOGRAPH,
  LEAFLET,
  AUDIT,
  POLICY,
  LAB_RANGES,
  MDT_TEMPLATE,
  BULLETIN,
  TEACHING,
  SCHEDULE,
  CONSENT,
  TIMETABLE,
  CODING,
];
