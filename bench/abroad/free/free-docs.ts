/**
 * PHI-free documents that look like real notes: examinations full of eponyms, scores and
 * place-named classifications, drug charts with brands, lab tables with units and ranges, obstetric
 * notation, service handover lists without names, guideline excerpts and leaflets, fractions and
 * durations. Nothing in them identifies a person, a place or a date.
 */
import type { Rng } from "../rng.ts";
import type { Vocab } from "./vocab.ts";

export interface FreeDoc {
  readonly name: string;
  readonly weight: number;
  build(r: Rng, v: Vocab): string;
}

const SIGNS = [
  "Murphy's sign negative",
  "Rovsing's sign positive",
  "Kernig's and Brudzinski's negative",
  "Romberg's positive",
  "Babinski upgoing on the L",
  "Trendelenburg gait",
  "Homans' sign not elicited",
  "Tinel's positive at the wrist",
  "Phalen's test positive",
  "McMurray's test equivocal",
  "Lachman's grade 2",
  "Chvostek's sign absent",
  "Trousseau's sign absent",
  "Kussmaul respiration",
  "Cheyne-Stokes breathing overnight",
  "Virchow's node not palpable",
  "Cullen's and Grey Turner's signs absent",
  "Janeway lesions, no Osler's nodes",
  "Hoffmann's negative",
  "Simmonds' test negative",
  "Finkelstein's positive",
  "Nikolsky sign negative",
  "Koebner phenomenon noted",
  "Battle's sign absent",
];
const SCALES = [
  "GCS 14 (E4 V4 M6)",
  "Glasgow-Blatchford score 6",
  "Rockall 3",
  "CURB-65 of 2",
  "Wells score 4.5 (PE likely)",
  "revised Geneva 5",
  "Ottawa SAH rule negative",
  "San Francisco syncope rule negative",
  "NIHSS 7",
  "modified Rankin 3",
  "Bamford: PACS",
  "ABCD2 of 4",
  "CHA2DS2-VASc 4, HAS-BLED 2",
  "Killip class II",
  "NYHA III",
  "Child-Pugh B8, MELD 17",
  "West Haven grade 2",
  "Clinical Frailty Scale 6",
  "Barthel 55/100",
  "Berg balance 38/56",
  "Waterlow 18",
  "Braden 13",
  "Addenbrooke's Cognitive Examination (ACE-III) 78/100",
  "MoCA 21/30",
  "Edinburgh Postnatal Depression Scale 14",
  "K10 of 28",
  "PHQ-9 of 17",
  "Epworth 15",
  "STOP-BANG 6",
  "Mallampati III, ASA 3",
  "Clavien-Dindo IIIa",
  "Fitzpatrick skin type V",
  "Bristol stool type 6",
  "Hoehn and Yahr 2.5",
  "modified Ashworth 2",
  "Oxford scale 3/5 hip abductors",
  "Beighton 7/9",
  "Centor 3",
  "FeverPAIN 4",
  "Alvarado 8",
  "Rome IV criteria met",
  "Montreal A2 L3 B2",
  "Truelove and Witts severe",
  "Mayo endoscopic 2",
  "Los Angeles grade C oesophagitis",
  "Forrest IIa",
  "Prague C2M5",
  "Paris 0-IIa",
  "Atlanta: moderately severe",
  "Tokyo grade II cholangitis",
  "Hinchey Ib",
  "Lund and Browder: 14% TBSA",
  "Parkland formula 4 mL/kg/%",
  "Spetzler-Martin II",
  "Hunt and Hess 3",
  "modified Fisher 3",
  "Fazekas 2",
  "Gleason 4+3=7 (ISUP 3)",
  "Breslow 1.4 mm, Clark IV",
  "Nottingham grade 2",
  "Bosniak IIF",
  "BI-RADS 4a",
  "TI-RADS TR4",
  "PI-RADS 3",
  "LI-RADS 4",
  "Lugano stage II",
  "Ann Arbor IIB",
  "Binet A",
  "Durie-Salmon IIA",
  "Milan criteria met",
  "BCLC B",
  "Weber B",
  "Garden IV",
  "Schatzker II",
  "Salter-Harris II",
  "Gustilo-Anderson IIIa",
  "Neer 3-part",
  "Tanner stage 3",
  "Ballard 34 weeks",
  "Silverman-Andersen 4",
  "Westley croup 3",
  "Apgars 7 and 9",
  "Bishop score 8",
  "Robson group 5",
  "Duke criteria: 1 major 2 minor",
  "Light's criteria: exudate",
  "Jones criteria not met",
  "Amsterdam II criteria met",
  "Bethesda III",
];
const FRACTIONS = ["3/7", "5/7", "2/52", "6/52", "3/12", "18/12", "1/24", "4/24"];

const many = <T>(r: Rng, items: readonly T[], lo: number, hi: number): T[] => {
  const out: T[] = [];
  const n = r.int(lo, hi);
  for (let k = 0; k < n; k++) out.push(r.pick(items));
  return out;
};

const exam: FreeDoc = {
  name: "examination note",
  weight: 10,
  build(r) {
    return `${r.pick(["O/E", "Examination", "EXAM", "On examination"])}:
Alert, orientated x3. ${r.pick(["Afebrile", "T 37.9", "Febrile 38.4°C"])}. HR ${r.int(60, 120)} reg, BP ${r.int(100, 170)}/${r.int(55, 100)}, RR ${r.int(12, 28)}, SpO2 ${r.int(90, 99)}% on ${r.pick(["RA", "2 L NP", "28% Venturi"])}.
CVS: HS I+II+0, JVP +${r.int(1, 5)} cm, murmur ${r.int(1, 4)}/6 ESM at the ${r.pick(["apex", "LSE", "aortic area"])}.
Resp: ${r.pick(["vesicular BS, no added sounds", "coarse creps R base", "wheeze throughout", "dull to percussion L base"])}.
Abdo: ${many(r, SIGNS, 2, 3).join("; ")}.
Neuro: power ${r.int(3, 5)}/5 upper limbs, reflexes ${r.pick(["2+", "brisk", "absent ankle jerks"])}. ${r.pick(SIGNS)}.
Impression: ${r.pick(["Bell's palsy", "Guillain-Barré syndrome", "Graves' disease", "Hashimoto's thyroiditis", "Crohn's colitis", "Addison's crisis", "Raynaud's phenomenon", "Sjögren's syndrome", "Wernicke's encephalopathy", "Paget's disease of bone", "Hodgkin lymphoma", "Meniere's disease", "Osgood-Schlatter disease", "Kawasaki disease", "Still's disease"])}. Review in ${r.pick(FRACTIONS)}.`;
  },
};

const scores: FreeDoc = {
  name: "scores and classifications",
  weight: 10,
  build(r, v) {
    return `${r.pick(["Assessment tools", "SCORES", "Risk stratification", "Scores today"])}
${many(r, SCALES, 4, 7)
  .map((s) => `- ${s}`)
  .join("\n")}
Triage: ${r.pick(v.triage)}. ${r.pick(v.local)}.`;
  },
};

const drugChart: FreeDoc = {
  name: "drug chart",
  weight: 10,
  build(r, v) {
    const rows = many(r, v.brands, 4, 7).map(
      (b) =>
        `${b.padEnd(26)} ${r.pick(["1 tab", "2 puffs", "10 mL", "5 mg", "1 g", "500 mg", "40 units"])} ${r.pick(["BD", "TDS", "QID", "mane", "nocte", "PRN 4-6 hrly", "stat", "weekly (Sun)"])} ${r.pick(["PO", "IV", "SC", "INH", "PR", "SL"])}  ${r.pick(["given", "held - NBM", "refused", "not due", "omitted: nil stock"])}`,
    );
    return `${r.pick(["MEDICATION ADMINISTRATION RECORD", "Drug chart", "Regular medications", "Inpatient medication chart"])}
Allergies: ${r.pick(["NKDA", "Penicillin - rash", "Sulphonamides", "Nil known"])}. Wt ${r.int(40, 130)} kg. eGFR ${r.int(15, 90)}.
${rows.join("\n")}
VTE prophylaxis: ${r.pick(["enoxaparin 40 mg SC daily", "TEDS + IPC", "contraindicated - active bleed"])}.
Per ${r.pick(v.guidelines)}.`;
  },
};

const labs: FreeDoc = {
  name: "lab table",
  weight: 10,
  build(r, v) {
    const us = v.glucose === "mg/dL";
    const row = (name: string, val: string, unit: string, range: string, flag = ""): string =>
      `${name.padEnd(12)}${val.padStart(8)} ${unit.padEnd(10)} (${range}) ${flag}`;
    const rows = [
      row(
        "Hb",
        String(r.int(70, 165)),
        us ? "g/dL" : "g/L",
        us ? "12.0-16.0" : "115-165",
        r.chance(0.4) ? "L" : "",
      ),
      row("WCC", (r.int(20, 250) / 10).toFixed(1), "x10^9/L", "4.0-11.0"),
      row("Plt", String(r.int(20, 600)), "x10^9/L", "150-400"),
      row("Na", String(r.int(120, 150)), "mmol/L", "135-145"),
      row("K", (r.int(28, 62) / 10).toFixed(1), "mmol/L", "3.5-5.2", r.chance(0.3) ? "H" : ""),
      row(
        "Creat",
        us ? (r.int(5, 60) / 10).toFixed(1) : String(r.int(45, 600)),
        v.creat,
        us ? "0.6-1.2" : "45-90",
      ),
      row(
        "Glucose",
        us ? String(r.int(60, 450)) : (r.int(30, 300) / 10).toFixed(1),
        v.glucose,
        us ? "70-99" : "3.9-7.8",
      ),
      row("CRP", String(r.int(1, 320)), "mg/L", "<5", "*"),
      row("HbA1c", String(r.int(38, 110)), "mmol/mol", "<48"),
      row("INR", (r.int(9, 45) / 10).toFixed(1), "", "0.9-1.2"),
      row("TSH", (r.int(1, 120) / 10).toFixed(1), "mIU/L", "0.4-4.0"),
      row("Trop I", String(r.int(2, 9000)), "ng/L", "<26"),
    ];
    return `${r.pick(["CHEMISTRY / HAEMATOLOGY", "Results", "Lab results (cumulative)", "Blood results"])}
Test        Result   Units      Ref range
${many(r, rows, 5, 9).join("\n")}
Comment: ${r.pick(["sample haemolysed, repeat K+", "nil acute", "discussed with duty registrar", "delta check passed"])}.`;
  },
};

const obstetric: FreeDoc = {
  name: "antenatal note",
  weight: 8,
  build(r) {
    const g = r.int(1, 6);
    return `${r.pick(["ANTENATAL REVIEW", "ANC visit", "Labour ward assessment", "Maternity triage"])}
G${g}P${r.int(0, g - 1)}+${r.int(0, 2)} at ${r.int(24, 41)}+${r.int(0, 6)}/40. ${r.pick(["Booking bloods normal", "Rh negative, anti-D given at 28/40", "GDM on diet", "previous LSCS x1"])}.
SFH ${r.int(22, 40)} cm, ceph, ${r.int(1, 5)}/5 palpable, FHR ${r.int(120, 160)} bpm. CTG: baseline ${r.int(120, 150)}, variability >5, accels present, no decels - ${r.pick(["normal", "suspicious", "reassuring"])}.
VE: cx ${r.int(1, 9)} cm, ${r.pick(["50%", "70%", "fully"])} effaced, station ${r.pick(["-2", "-1", "0", "+1"])}, ${r.pick(["membranes intact", "SROM clear liquor", "ARM - meconium grade 1"])}. Bishop ${r.int(2, 11)}.
BP ${r.int(100, 165)}/${r.int(60, 110)}, urine PCR ${r.int(10, 90)}. ${r.pick(["PET bloods sent", "No signs of pre-eclampsia", "Labetalol 200 mg TDS started"])}.
Plan: ${r.pick(["IOL at 40+7", "review in 2/52", "continuous CTG", "MgSO4 per protocol", "Robson group 2a"])}.`;
  },
};

const handover: FreeDoc = {
  name: "service handover list",
  weight: 8,
  build(r, v) {
    const rows: string[] = [];
    const n = r.int(4, 7);
    for (let k = 0; k < n; k++)
      rows.push(
        `Bed ${r.int(1, 30)}${r.pick(["", "A", "B"])}  ${r.int(18, 89)}${r.pick(["M", "F"])}  ${r.pick(["NSTEMI day 2", "CAP, on IV co-amox", "#NOF post DHS day 1", "DKA - off FRIII", "UGIB, OGD tomorrow", "cellulitis L leg", "AKI on CKD, fluids"])} - ${r.pick(["for home tomorrow", "awaiting OT", "check K 2200", "NBM from midnight", "escalate if NEWS >= 5"])}`,
      );
    return `${r.pick(["Night handover", "Weekend handover", "Ward round list", "Evening handover"])} - ${r.pick(["Acute Medical Unit", "General Surgery", "Orthopaedics", "Respiratory", "Gastro", "HDU step-down", "Paeds"])}
On call: ${r.pick(["med reg", "surgical SHO", "night HO", "CMO", "resident"])} bleep ${r.pick(["via switch", "see board"])}
${rows.join("\n")}
Outliers in ${r.pick(["surgical beds", "day unit", "short stay"])}: ${r.int(0, 5)}. ${r.pick(v.local)}.`;
  },
};

const guideline: FreeDoc = {
  name: "guideline excerpt",
  weight: 8,
  build(r, v) {
    return `${r.pick(v.guidelines)} - ${r.pick(["summary of recommendations", "key points", "quick reference"])}
1. ${r.pick(["Offer", "Consider", "Do not routinely offer"])} ${r.pick(["an SGLT2 inhibitor to adults with HFrEF", "DOAC over warfarin in non-valvular AF", "antibiotics for acute sore throat with Centor < 3", "CT coronary angiography for stable chest pain"])}.
2. Target ${r.pick(["BP < 140/90 (< 150/90 if aged 80+)", "HbA1c 53 mmol/mol", "LDL < 1.8 mmol/L", "SpO2 88-92% in type 2 respiratory failure"])}.
3. Review at ${r.pick(FRACTIONS)} and then ${r.pick(["annually", "every 3-6 months", "6/12-ly"])}.
4. Use the ${r.pick(SCALES).replace(/\s[\d./+:-].*$/, "")} to stratify risk; refer ${r.pick(["urgently", "via the suspected cancer pathway", "to the specialist clinic"])}.
Grade of evidence: ${r.pick(["1A", "2B", "GPP", "Strong, moderate quality"])}.`;
  },
};

const leaflet: FreeDoc = {
  name: "patient leaflet",
  weight: 6,
  build(r, v) {
    const drug = r.pick(v.brands);
    return `${r.pick(["PATIENT INFORMATION", "Information for patients and carers", "Discharge advice", "About your medicine"])}: ${drug}
What is it for? ${r.pick(["Pain and fever", "Asthma and COPD", "Preventing clots", "Constipation", "Blood pressure"])}.
How to take it: ${r.pick(["one tablet twice a day with food", "two puffs when needed, up to 4 times a day", "one sachet in 125 mL of water", "as directed on the label"])}.
Do not take more than ${r.int(2, 8)} doses in 24 hours. If you miss a dose, take it when you remember unless it is nearly time for the next one.
Seek help if you notice ${r.pick(["black stools", "swelling of the lips or tongue", "yellowing of the skin", "chest pain"])}. Call ${r.pick(["your pharmacist", "your doctor", "the ward", "the helpline on the back of this leaflet"])}.
Keep out of the reach of children. Store below 25°C.`;
  },
};

export const FREE_DOCS: readonly FreeDoc[] = [
  exam,
  scores,
  drugChart,
  labs,
  obstetric,
  handover,
  guideline,
  leaflet,
];
