/**
 * Ward documents: nursing progress notes (timed entries), teaching hospital case notes (clerking),
 * medication reconciliation, allied health notes and discharge cards.
 */
import { join, type Part, t } from "../build.ts";
import type { Ctx } from "../ctx.ts";
import type { DocType } from "./doc-type.ts";

const time = (x: Ctx): string =>
  `${String(x.r.int(0, 23)).padStart(2, "0")}${x.r.pick([":", "", "h"])}${String(x.r.int(0, 59)).padStart(2, "0")}`;

const nursing: DocType = {
  name: "nursing progress notes",
  weight: 10,
  build(x) {
    const { r, c } = x;
    const p = x.person("PTName");
    const rel = x.person("RelativeProxyName");
    const entries: Part[] = [];
    const n = r.int(3, 6);
    for (let k = 0; k < n; k++) {
      const nurse = x.person("HCPName");
      const what = r.pick<Part>([
        t`Obs stable, NEWS 2. Pain 4/10, given paracetamol 1 g PO. Pressure areas intact, repositioned 2/24.`,
        t`${x.name(p, "given", "nursing entry")} mobilising with 4WW and S/B. Tolerating diet & fluids. PU x2.`,
        t`Phone call from ${r.pick(["daughter", "son", "wife", "husband", "niece"])} ${x.name(rel, "given", "nursing entry")} (${x.phone("nursing entry", "mobile")}) - updated re plan, wants call if any change.`,
        t`IVC R ACF resited, VIP 0. FBC/UEC taken. Dr ${x.name(x.person("HCPName"), "short", "nursing entry")} aware of K+ 3.1.`,
        t`Family meeting booked for ${x.later("nursing entry")} with SW. ${x.name(rel, "full", "nursing entry")} to bring Webster pack from ${x.place("pharmacy", "nursing entry")}.`,
        t`Pt states "I want to go home to ${x.town("nursing entry")}". Falls risk reassessed, bed alarm on.`,
        t`BGL 14.2 pre-tea, 6 units NovoRapid per chart. Hypo protocol reviewed with pt.`,
      ]);
      entries.push(
        t`${r.chance(0.5) ? t`${x.date("nursing entry", r.pick(["dd/mm/yyyy", "d/m/yy", "dd-MON-yyyy", "d/m", "d/m"] as const))} ` : ""}${time(x)} ${what} - ${x.name(nurse, r.pick(["initial", "full", "given"] as const), "nursing signature")} ${r.pick(["RN", "EN", "SRN", "CN", "RGN", "Staff Nurse"])}`,
      );
    }
    const [idLabel, idVal] = x.patientId("nursing header", p);
    return t`NURSING PROGRESS NOTES\n${x.name(p, r.pick(["caps-surname", "formal", "full"] as const), "nursing header")}   ${idLabel}${idVal}   DOB ${x.dob(p, "nursing header")}\n${r.pick(["Bed 12", "Bay 3 bed 4", "Side room 2", "Cubicle 6"])}, ${r.pick(["acute medical unit", "surgical ward", "HDU", "orthopaedic ward"])}, ${x.place("hospital", "nursing header")}\n\n${join(entries, "\n")}\n${c.code === "NZ" && r.chance(0.5) ? "Whānau present, karakia before procedure as requested.\n" : ""}`;
  },
};

const caseNotes: DocType = {
  name: "teaching hospital case notes",
  weight: 8,
  build(x) {
    const { r } = x;
    const p = x.person("PTName");
    const rel = x.person("RelativeProxyName");
    const sho = x.person("HCPName");
    const reg = x.person("HCPName");
    const [idLabel, idVal] = x.patientId("case notes header", p, "record-id");
    return t`${x.place("hospital", "case notes header")}
CASE NOTE — ${r.pick(["MEDICAL", "SURGICAL", "O&G", "PAEDIATRIC"])} UNIT ${r.pick(["I", "II", "III", "A", "B"])}
${idLabel}${idVal}
Name: ${x.name(p, "caps-surname", "case notes header")}  Age: ${x.ageOf(p, "case notes header")}  Sex: ${p.female ? "F" : "M"}
Address: ${x.address("case notes header")}
Occupation: ${r.pick(["trader", "civil servant", "farmer", "artisan", "student", "retired"])} at ${x.place("employer", "case notes header")}
Informant: ${r.pick(["self", "patient and", "mother,"])} ${x.name(rel, "full", "case notes header")} - ${r.pick(["reliable", "fairly reliable"])}
Date of admission: ${x.date("admission date")} via ${x.c.words.ed}

P/C: ${r.pick(["fever x 5/7", "difficulty in breathing x 2/7", "swelling of both legs x 3/52", "passage of dark urine x 1/52", "abdominal pain x 24 hrs"])}
HPC: Was well until ${r.pick(["about 5 days ago", "a week prior to presentation", "3/52 ago"])} when ${p.female ? "she" : "he"} noticed ${r.pick(["high-grade fever, intermittent, with chills and rigors", "progressive breathlessness, orthopnoea 3 pillows, PND", "bilateral leg swelling, pitting"])}. Took ${r.pick(["herbal concoction", "Panadol Extra", "unprescribed antimalarials (Lonart)", "Coartem"])} without relief. Was seen at ${x.place("clinic", "history")} on ${x.date("history")} and referred.
PMH: known ${r.pick(["hypertensive x 8 yrs", "sickle cell (HbSS)", "PLWHIV on TLD", "diabetic x 12 yrs"])}; last admission ${r.chance(0.5) ? x.year("history") : x.date("history", "Mon-yy")}.
FSHx: ${r.pick(["Married, 4 children", "Single", "Widowed"])}. No alcohol. ${r.pick(["Lives in a 2-bedroom flat", "Lives in a face-me-I-face-you", "Lives with extended family"])}.
O/E: ill-looking, febrile (38.9°C), pale +, anicteric, not cyanosed, no pedal oedema.
Imp: ${r.pick(["severe malaria r/o sepsis", "CCF 2° HHD", "CKD ?aetiology", "acute pyelonephritis"])}
Plan: MP, FBC, E/U/Cr, urinalysis, CXR. IV artesunate 2.4 mg/kg stat.

Clerked by ${x.name(sho, "full", "clerking signature")} (House Officer) ${x.date("clerking signature")}
Seen & reviewed with ${r.pick(["Dr", "Dr.", "Registrar"])} ${x.name(reg, "short", "review signature")}
`;
  },
};

const medRec: DocType = {
  name: "medication reconciliation",
  weight: 8,
  build(x) {
    const { r, c } = x;
    const p = x.person("PTName");
    const pharm = x.person("HCPName");
    const gp = x.person("HCPName");
    const drugs = [
      "Metformin XR 1000 mg nocte",
      "Atorvastatin 40 mg nocte",
      "Amlodipine 5 mg mane",
      "Perindopril 4 mg mane",
      "Salbutamol MDI 100 mcg 2 puffs PRN",
      "Levothyroxine 75 mcg mane",
      "Frusemide 40 mg mane",
      "Apixaban 5 mg BD",
      "Pantoprazole 40 mg daily",
      "Gabapentin 300 mg TDS",
      "Insulin glargine 22 units nocte",
    ];
    const rows: Part[] = [];
    const n = r.int(4, 7);
    for (let k = 0; k < n; k++)
      rows.push(
        `${r.pick(drugs)} | ${r.pick(["continue", "withheld - AKI", "dose changed", "ceased", "new"])} | ${r.pick(["pt", "GP list", "webster", "dispensing history", "pill bottles"])}`,
      );
    const [idLabel, idVal] = x.patientId("med rec header", p);
    return t`MEDICATION RECONCILIATION / BEST POSSIBLE MEDICATION HISTORY
Patient ${x.name(p, "formal", "med rec header")}   ${idLabel}${idVal}
DOB ${x.dob(p, "med rec header")}   Wt ${r.int(45, 120)} kg   Allergies: ${r.pick(["NKDA", "penicillin (rash)", "sulfa - anaphylaxis", "codeine (vomiting)"])}
Sources: patient, ${c.words.gp} ${x.name(gp, "initial", "med rec sources")} at ${x.place("clinic", "med rec sources")} (${x.phone("med rec sources", "landline")}), community pharmacy ${x.place("pharmacy", "med rec sources")}${r.chance(0.4) ? t`, carer ${x.name(x.person("RelativeProxyName"), "full", "med rec sources")}` : ""}
Last dispensed ${x.date("med rec sources")}

Medication | Action | Source
${join(rows, "\n")}

Discrepancies discussed with admitting team.
Completed by ${x.name(pharm, "full", "med rec signature")}, ${r.pick(["Clinical Pharmacist", "Pharmacist", "Pharmacy technician"])}${r.chance(0.5) ? t` ext ${x.other(r.digits(4), "extension", "med rec signature", "Phone", "phone")}` : ""} ${x.todayIs("med rec signature")}
`;
  },
};

const allied: DocType = {
  name: "allied health note",
  weight: 8,
  build(x) {
    const { r } = x;
    const p = x.person("PTName");
    const ther = x.person("HCPName");
    const rel = x.person("RelativeProxyName");
    const kind = r.pick([
      "Physiotherapy",
      "Occupational Therapy",
      "Dietetics",
      "Speech Pathology",
      "Social Work",
    ]);
    const [regLabel, reg] = x.clinicianId("allied signature", ther);
    return t`${kind.toUpperCase()} ${r.pick(["INITIAL ASSESSMENT", "REVIEW", "PROGRESS NOTE"])} - ${x.todayIs("allied header")}
Client: ${x.name(p, "full", "allied header")}   DOB ${x.dob(p, "allied header")}
S: ${r.pick([`"my knee gives way on the stairs"`, "reports reduced appetite, early satiety", "coughing with thin fluids at meals", "worried about managing at home alone"])}. ${p.female ? "Lives" : "Lives"} in a ${r.pick(["2-storey house", "ground-floor flat", "granny flat", "HDB 3-room flat, lift landing"])} at ${x.address("allied social")} with ${x.name(rel, "given", "allied social")}.
Works as a ${r.pick(["chef", "labourer", "bank teller", "pharmacy assistant"])} at ${x.place("employer", "allied social")}; ${r.pick(["off work since injury", "on light duties", "returning next week"])}.
O: ${r.pick(["TUG 18 s, 30 s STS 7 reps", "Wt 58.2 kg (usual 66 kg), MUST 2", "IDDSI level 2 fluids tolerated", "ROM knee 5-95°, quads 4-/5"])}
A: ${r.pick(["falls risk high", "moderate malnutrition", "oropharyngeal dysphagia", "deconditioning post admission"])}
P: ${r.pick(["HEP given, review 1/52", "ONS BD, weekly weights", "home visit booked", "refer community team"])}. Contact ${x.name(rel, "full", "allied plan")} on ${x.phone("allied plan")} re equipment.
${x.name(ther, r.pick(["full", "initial"] as const), "allied signature")}, ${r.pick(["Physiotherapist", "OT", "Dietitian", "SLP", "Social Worker"])} (${regLabel.trim()} ${reg})
`;
  },
};

const dischargeCard: DocType = {
  name: "discharge card",
  weight: 8,
  build(x) {
    const { r } = x;
    const p = x.person("PTName");
    const cons = x.person("HCPName");
    const res = x.person("HCPName");
    const [id1Label, id1] = x.patientId("discharge header", p, "record-id");
    const [id2Label, id2] = x.patientId("discharge header", p);
    return t`${x.place("hospital", "discharge header")}
DISCHARGE ${r.pick(["CARD", "SUMMARY", "SLIP"])}
${id1Label}${id1}    ${id2Label}${id2}
Patient Name : ${r.pick(["", "Mr. ", "Mrs. ", "Smt. ", "Shri "])}${x.name(p, r.pick(["full", "caps-surname"] as const), "discharge header")}
Age/Sex : ${x.ageOf(p, "discharge header")} Yrs / ${p.female ? "Female" : "Male"}
DOA : ${x.date("admission date", "dd/mm/yyyy")}    DOD : ${x.todayIs("discharge date")}
Consultant : Dr. ${x.name(cons, "full", "discharge header")} ${r.pick(["MD (Medicine)", "MS (Ortho)", "DM (Cardiology)", "DNB"])}
Address : ${x.address("discharge header")}
Mobile : ${x.phone("discharge header", "mobile")}

Diagnosis : ${r.pick(["Dengue fever with warning signs", "Acute gastroenteritis with some dehydration", "Community acquired pneumonia (R) lower lobe", "Uncontrolled T2DM with cellulitis (L) foot", "Acute coronary syndrome - NSTEMI"])}
Course in hospital : Managed conservatively with IV fluids, antipyretics and platelet monitoring. Platelets nadir ${r.int(18, 90)},000/cumm on day ${r.int(3, 6)}.
Advice on discharge :
1. Tab. ${r.pick(["Dolo 650", "Pan-D", "Augmentin 625", "Ecosprin 75", "Glycomet GP 2"])} 1-0-1 x 5 days
2. Plenty of oral fluids, ORS
3. Review in OPD after ${r.pick(["1 week", "5 days", "2 weeks"])} with CBC report, on ${x.later("review date")}
In case of emergency contact ${x.phone("discharge footer", "landline")} (24 hrs)
Resident: Dr. ${x.name(res, "initial", "discharge footer")}
`;
  },
};

export const WARD_DOCS: readonly DocType[] = [nursing, caseNotes, medRec, allied, dischargeCard];
