/** Letters of the fifth corpus: clinic letters, discharge letters and referral letters, each country in its own way. */
import type { Cast } from "./cast.ts";
import { join, type Piece, type Style, val, w } from "./label.ts";
import { local } from "./local.ts";
import { healthId, nationalId, pager, phone, recordId, registration } from "./numbers.ts";
import { address, facility, land } from "./places.ts";
import type { Rng } from "./rng.ts";

export interface Form {
  readonly name: string;
  /** The document style: mixed by default; forms pick their own mix. */
  readonly style: (rng: Rng) => Style;
  readonly write: (c: Cast) => Piece[];
}

const mostlyMixed = (rng: Rng): Style => (rng.chance(0.12) ? "scanned" : "mixed");

const DX = [
  "Paroxysmal atrial fibrillation (CHA2DS2-VASc 4)",
  "Type 2 diabetes mellitus, HbA1c 71 mmol/mol",
  "Heart failure with reduced ejection fraction, LVEF 35%",
  "COPD, GOLD 3, FEV1 1.2 L (48% predicted)",
  "Stage 3b chronic kidney disease (eGFR 38)",
  "Parkinson's disease, Hoehn and Yahr stage 2",
  "Osteoarthritis of the right knee, Kellgren-Lawrence grade 3",
  "Iron deficiency anaemia, Hb 92 g/L",
  "Hypertension",
  "Previous NSTEMI with PCI to LAD",
];
const MEDS = [
  "Apixaban 5 mg BD",
  "Bisoprolol 2.5 mg OD",
  "Metformin 1 g BD",
  "Atorvastatin 40 mg nocte",
  "Ramipril 5 mg OD",
  "Furosemide 40 mg mane",
  "Co-careldopa 25/100 one tablet TDS",
  "Tiotropium 18 micrograms inhaled daily",
  "Paracetamol 1 g QDS PRN",
];

const he = (c: Cast): string => (c.patient.female ? "she" : "he");
const his = (c: Cast): string => (c.patient.female ? "her" : "his");
const him = (c: Cast): string => (c.patient.female ? "her" : "him");
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const some = <T>(rng: Rng, xs: readonly T[], n: number): T[] => {
  const pool = [...xs];
  const out: T[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(rng.int(0, pool.length - 1), 1)[0] as T);
  return out;
};

function parentage(c: Cast): Piece[] {
  const p = c.parentage();
  return w` ${p.link} ${c.name(p.person, "RelativeProxyName", c.rng.pick(["full", "caps"]))}`;
}

/** Letterhead: facility, department, address, telephone and fax. */
function letterhead(
  c: Cast,
  kind: "hospital" | "practice",
  name: Piece = facility(c.rng, c.country, kind),
): Piece[] {
  const r = c.rng;
  const dept =
    kind === "hospital"
      ? `${r.pick(["Department of Cardiology", "Elderly Care", "Respiratory Medicine", "Diabetes and Endocrinology", "General Medicine"])}\n`
      : "";
  return w`${name}\n${dept}${address(r, c.country, false)}\nTel: ${phone(r, c.country, "landline")}${r.chance(0.6) ? w`   Fax: ${phone(r, c.country, "landline")}` : ""}${r.chance(0.3) ? w`\nAppointments: ${phone(r, c.country, "landline")}` : ""}\n\n`;
}

function idLines(c: Cast): Piece[] {
  const r = c.rng;
  const h = healthId(r, c.country);
  const rec = recordId(r, c.country);
  const nat = r.chance(0.5) ? nationalId(r, c.country, c.birth, c.patient.female) : undefined;
  const parts: Piece[] = [w`${h.label} ${h.value}`, w`${rec.label} ${rec.value}`];
  if (nat !== undefined) parts.push(w`${nat.label} ${nat.value}`);
  return join(parts, r.chance(0.5) ? "   " : "\n");
}

function signature(c: Cast, k = 0): Piece[] {
  const r = c.rng;
  const L = local(c.country);
  const reg = registration(r, c.country);
  const bleep = r.chance(0.35) ? w`\n${r.pick(["Bleep", "Pager", "Ext."])} ${pager(r, c.country)}` : "";
  const tail =
    c.country === "US" && r.chance(0.5)
      ? w`\nElectronically signed by: ${c.dr(k, "full")}, ${r.pick(L.quals)} ${c.date(r.int(0, 3), true)} ${r.int(8, 18)}:${String(r.int(0, 59)).padStart(2, "0")}`
      : r.chance(0.2)
        ? "\nDictated but not read, to avoid delay."
        : "";
  return w`${r.pick(L.signOff)}\n\n\n${r.chance(0.6) ? "Dr " : ""}${c.dr(k, r.pick(["full", "full", "with-middle", "caps-surname"]))}\n${r.pick(L.quals)}\n${r.pick(L.roles)}\n${reg.label} ${reg.value}${bleep}${tail}\n`;
}

/** The NHS-style table of patient details some letters carry instead of a Re: line. */
function detailsTable(c: Cast): Piece[] {
  const r = c.rng;
  const h = healthId(r, c.country);
  const rec = recordId(r, c.country);
  const pad = (s: string): string => s.padEnd(16);
  return w`${pad("Patient name:")}${c.title()} ${c.pt(r.pick(["caps-surname", "full", "surname-first"]))}\n${pad("Date of birth:")}${c.dob()}\n${pad(`${h.label.replace(/:$/, "")}:`)}${h.value}\n${pad(`${rec.label.replace(/:$/, "")}:`)}${rec.value}\n${pad("Address:")}${address(r, c.country, false)}\n${pad("Clinic:")}${facility(r, c.country, "clinic")} (Dr ${c.dr(0, "initial-surname")})\n${pad("Date seen:")}${c.date(0, true)}\n\n`;
}

function reBlock(c: Cast): Piece[] {
  const r = c.rng;
  if (r.chance(0.25)) return detailsTable(c);
  const name = c.pt(r.pick(["full", "surname-first", "caps", "caps-surname", "with-middle"]));
  const dobLabel = r.pick(["DOB:", "D.O.B.", "Date of birth:", "DOB"]);
  return w`Re: ${name}   ${dobLabel} ${c.dob()}\n${idLines(c)}\n${address(c.rng, c.country, false)}\n\n`;
}

function history(c: Cast): Piece[] {
  const r = c.rng;
  const L = local(c.country);
  const bits: Piece[] = [];
  const opening = r.pick([
    () =>
      w`I saw ${c.title()} ${c.pt("surname")} in clinic on ${c.date(0)}. ${cap(he(c))} attended with ${his(c)} ${c.relation}, ${c.rel()}. `,
    () =>
      w`Thank you for asking me to see ${c.pt(r.pick(["given", "full"]))}, a ${c.years()}-year-old ${c.patient.female ? "woman" : "man"} whom I reviewed on ${c.date(0)} with ${his(c)} ${c.relation} ${c.rel("given")}. `,
    () =>
      w`${c.title()} ${c.pt("surname")} is a pleasant ${c.years()} yo seen today, accompanied by ${c.rel(r.pick(["full", "caps-surname"]))} (${c.relation}). `,
    () =>
      w`Present: ${c.pt("given")}, ${c.rel("full")} (${c.relation}), ${c.nurseName("full")} (specialist nurse). `,
    () =>
      w`I explained to ${c.pt("given")} and ${his(c)} ${c.relation} ${c.rel(r.pick(["full", "given"]))} on ${c.date(0)} that the scan was reassuring. `,
  ]);
  bits.push(opening());
  const extras = [
    () =>
      w`${cap(he(c))} rang the ward on the ${c.dayAlone(-r.int(3, 12))} after a further episode at home. `,
    () =>
      w`${cap(he(c))} has been seen by Dr ${c.drSurname(2)}'s team for ${his(c)} knee and is on the waiting list there. `,
    () =>
      w`${c.pt("given")}'s ${c.relation} has noticed ${him(c)} becoming more forgetful since ${c.date(-r.int(60, 200), true)}. `,
    () => {
      const towns = some(r, land(c.country).towns, 2).map((x) =>
        val("Location", "town", `${c.country}-town`, x),
      );
      return w`${cap(he(c))} moved from ${towns[0] ?? ""} to ${towns[1] ?? ""} in ${c.year()} to be near family. `;
    },
    () => {
      const old = recordId(r, c.country);
      return w`${cap(he(c))} was previously under ${c.dr(2, "full")} at ${facility(r, c.country, "hospital")} (${old.label} ${old.value}). `;
    },
    () =>
      w`${c.title()} ${c.pt("surname")}'s ${c.relation} ${c.rel("given")} phoned on ${c.date(-r.int(2, 20))} worried about falls. `,
    () =>
      w`${cap(he(c))} volunteers two mornings a week at ${facility(r, c.country, r.pick(["school", "employer"]))}. `,
  ];
  for (const extra of some(r, extras, r.int(0, 2))) bits.push(extra());
  if (r.chance(0.5))
    bits.push(
      w`${cap(he(c))} was admitted to ${facility(r, c.country, "hospital")} in ${c.year()} with a similar episode and had an echo there on ${c.date(-r.int(40, 400), true)}. `,
    );
  const years = c.years();
  if (typeof years !== "string") bits.push(w`At ${years} ${he(c)} still manages the stairs with one stick. `);
  if (r.chance(0.5))
    bits.push(
      w`${cap(he(c))} works as a ${r.pick(["forklift driver", "cleaner", "teaching assistant", "bookkeeper", "security guard"])} at ${facility(r, c.country, "employer")} and is keen to return. `,
    );
  else if (r.chance(0.3))
    bits.push(
      w`${cap(his(c))} grandson attends ${facility(r, c.country, "school")} and ${he(c)} does the school run. `,
    );
  bits.push(
    r.pick([
      `Since the last review ${he(c)} reports breathlessness on one flight of stairs and two episodes of palpitations lasting 2-3 hours; no syncope. BP 138/82, HR 74 irregular, sats 96% on air. ECG: AF, rate 78, QRS 96 ms. `,
      `${cap(he(c))} has had three exacerbations this winter, two needing prednisolone 30 mg for 5/7. MRC dyspnoea grade 4. Sats 91% on air, scattered wheeze. `,
      `Home glucose readings run 9-14 mmol/L; no hypos. Feet: monofilament intact, pulses present. Weight 96.4 kg (BMI 33). `,
      `Mobility has declined: now uses a wheeled walker indoors; two falls since March, no head injury. MoCA 21/30, Clinical Frailty Scale 6. `,
      `Creatinine has risen from 142 to 188 µmol/L over six months; urine ACR 34 mg/mmol. BP 158/92 despite three agents. `,
    ]),
  );
  if (r.chance(0.4))
    bits.push(w`${cap(he(c))} was seen in ${r.pick(L.ed)} on ${c.date(-r.int(3, 30))} by ${c.dr(2)}. `);
  return bits;
}

function plan(c: Cast): Piece[] {
  const r = c.rng;
  return w`\nPlan:\n1. Increase bisoprolol to 5 mg OD; repeat U&E in 2/52.\n2. ${r.pick(["Holter monitor 7-day", "Echocardiogram", "CT coronary angiogram", "Spirometry with reversibility"])} requested.\n3. I have asked ${c.nurseName()}, our specialist nurse, to phone ${c.title()} ${c.pt("surname")} on ${phone(r, c.country, "mobile")}${r.chance(0.5) ? w` or ${his(c)} ${c.relation} on ${phone(r, c.country, "mobile")}` : ""}.\n4. Review in clinic in 3 months${r.chance(0.5) ? w`, provisionally ${c.date(r.int(80, 100), true)}` : ""}.\n\n`;
}

function ccBlock(c: Cast): Piece[] {
  const r = c.rng;
  const lines: Piece[] = [
    w`cc: ${c.title()} ${c.pt(r.pick(["full", "initial-surname", "caps-surname"]))}, ${address(r, c.country, false)}`,
  ];
  if (r.chance(0.7))
    lines.push(
      w`    ${r.pick(["Dr", "Dr."])} ${c.dr(2)}, ${facility(r, c.country, r.pick(["clinic", "hospital"]))}`,
    );
  if (r.chance(0.3)) lines.push(w`    ${c.rel("full")} (${c.relation}, with ${his(c)} consent)`);
  return join(lines, "\n");
}

export const clinicLetter: Form = {
  name: "clinic letter",
  style: mostlyMixed,
  write(c) {
    const r = c.rng;
    const L = local(c.country);
    const gp = c.doctors[1];
    const head = letterhead(c, "hospital");
    const to = w`${r.pick(["Dr", "Dr."])} ${c.dr(1, "full")}\n${facility(r, c.country, "practice")}\n${address(r, c.country, true)}\n\n`;
    const dateLine = r.chance(0.3)
      ? w`Dictated: ${c.date(0, true)}   Typed: ${c.date(r.int(2, 9), true)}\n\n`
      : w`${r.pick(["Date:", "Clinic date:", "Date of clinic:", ""])} ${c.date(r.int(0, 6), true)}\n\n`;
    const staffLines = r.chance(0.4)
      ? w`${r.pick(["Consultants:", "Consultant team:"])} Dr ${c.dr(0, "initial-surname")}, Dr ${c.dr(2, "initial-surname")}\nSecretary: ${c.nurseName("full")}   Direct line: ${phone(r, c.country, "landline")}${r.chance(0.5) ? w`   Email: ${val("Email", "email", "department", `${r.pick(["cardiology.secretaries", "medicine.opd", "elderlycare.admin"])}@${r.pick(["nhs.example", "hospital.example.org", "health.example"])}`)}` : ""}\n\n`
      : "";
    const greet = r.pick(L.greet);
    const toPatient =
      (c.country === "UK" || c.country === "IE" || c.country === "AU" || c.country === "NZ") &&
      r.chance(0.25);
    const salutation = toPatient
      ? w`Dear ${c.title()} ${c.pt("surname")},\n\nI am writing to you after your appointment, with a copy to your GP.\n\n`
      : greet.endsWith(",")
        ? `${greet}\n\n`
        : w`${greet} ${c.drSurname(1)}${c.country === "US" && r.chance(0.5) ? ":" : ","}\n\n`;
    // US consult letters (and some Canadian ones) use headed sections; the others the British layout.
    const us = c.country === "US" ? r.chance(0.7) : c.country === "CA" ? r.chance(0.3) : false;
    const dx = `${us ? "Past Medical History:" : "Diagnoses:"}\n${some(r, DX, 3)
      .map((d, k) => `${k + 1}. ${d}`)
      .join("\n")}\n\n${us ? "Medications:" : "Medication:"}\n${some(r, MEDS, 4).join("\n")}\n\n`;
    const hpi = us ? "History of Present Illness:\n" : "";
    const rec = recordId(r, c.country);
    const usHeader = us
      ? w`Patient: ${c.pt(r.pick(["surname-first", "caps"]))}   ${rec.label} ${rec.value}   DOB: ${c.dob()}\nDate of Service: ${c.date(0, true)}   Referring Provider: ${c.dr(1, r.pick(["full", "surname-first"]))}\n\n`
      : "";
    void gp;
    return [
      head,
      staffLines,
      usHeader,
      dateLine,
      to,
      salutation,
      reBlock(c),
      us ? [hpi, history(c), "\n\n", dx] : [dx, history(c)],
      us
        ? plan(c).map((p) => (typeof p === "string" ? p.replace("\nPlan:\n", "\nAssessment and Plan:\n") : p))
        : plan(c),
      signature(c),
      "\n",
      ccBlock(c),
    ];
  },
};

export const dischargeLetter: Form = {
  name: "discharge letter",
  style: mostlyMixed,
  write(c) {
    const r = c.rng;
    const L = local(c.country);
    const adm = -r.int(3, 20);
    const h = healthId(r, c.country);
    const rec = recordId(r, c.country);
    const nok = w`${r.pick(["NOK:", "Next of kin:", "Emergency contact:"])} ${c.rel(r.pick(["full", "caps-surname", "surname-first"]))} (${c.relation}) ${phone(r, c.country, "mobile")}`;
    return [
      letterhead(c, "hospital"),
      r.pick([
        "DISCHARGE SUMMARY",
        "Discharge Letter",
        "IMMEDIATE DISCHARGE SUMMARY",
        "Discharge Summary / Résumé de congé",
      ]),
      "\n\n",
      w`Patient: ${c.pt(r.pick(["surname-first", "caps", "full"]))}${c.country === "IN" && r.chance(0.7) ? parentage(c) : ""}\nDOB: ${c.dob()}   Sex: ${c.patient.female ? "F" : "M"}\n${h.label} ${h.value}   ${rec.label} ${rec.value}\n`,
      w`Admitted: ${c.date(adm, true)}   Discharged: ${c.date(0, true)}\nWard: ${facility(r, c.country, "ward")}, bed ${r.int(1, 28)}\n`,
      w`Consultant: ${c.dr(0, r.pick(["full", "initial-surname", "caps-surname"]))}   ${cap(L.gp[0] ?? "GP")}: ${c.dr(1, "full")}, ${facility(r, c.country, "practice")}\n`,
      nok,
      "\n\nPresenting complaint: ",
      w`${r.pick(["Fall at home", "Shortness of breath", "Confusion and reduced oral intake", "Chest pain"])}, brought in by ambulance from ${address(r, c.country, false)}. ${typeof c.years() !== "string" ? w`${cap(he(c))} is ${c.years()} years old and lives alone. ` : ""}\n`,
      `\nDiagnosis: ${r.pick(DX)}\n\nHospital course: `,
      w`Treated with IV co-amoxiclav 1.2 g TDS for 5/7 then oral. CT head on ${c.date(adm + 1)} showed no acute change. Seen by the falls team (${c.nurseName()}) on ${c.date(adm + 2)}. ${c.rel("given")} was updated by phone daily.\n`,
      `\nMedications on discharge:\n${some(r, MEDS, 4).join("\n")}\n\nFollow-up: `,
      w`${facility(r, c.country, "clinic")} on ${c.date(r.int(20, 60), true)}. ${cap(L.gp[0] ?? "GP")} to check U&E in 1 week.\n\n`,
      w`Completed by: ${c.dr(2, r.pick(["full", "initial-surname"]))}, ${r.pick(L.roles)}, ${r.pick(["bleep", "pager", "ext"])} ${pager(r, c.country)}\n`,
    ];
  },
};

export const referralLetter: Form = {
  name: "referral letter",
  style: mostlyMixed,
  write(c) {
    const r = c.rng;
    const L = local(c.country);
    const reg = registration(r, c.country);
    const practice = facility(r, c.country, "practice");
    const greet = r.chance(0.5)
      ? "Dear Colleague,"
      : w`${r.pick(L.greet).replace(/,$/, "")} ${c.drSurname(0)},`;
    return [
      letterhead(c, "practice", practice),
      w`${c.date(0, true)}\n\n${r.pick(["The Cardiology Department", "Outpatient Department", "Dept. of Medicine"])}\n${facility(r, c.country, "hospital")}\n\n${greet}\n\n`,
      w`Re: ${c.pt(r.pick(["full", "surname-first", "with-middle"]))}, ${r.pick(["DOB", "born", "d.o.b."])} ${c.dob()}\n${address(r, c.country, r.chance(0.5))}\n${r.pick(["Tel:", "Mobile:", "Ph:"])} ${phone(r, c.country, "mobile")}${r.chance(0.4) ? w`   Email: ${c.email()}` : ""}\n\n`,
      w`I would be grateful if you could see this ${c.years()}-year-old ${c.patient.female ? "woman" : "man"} with ${r.pick(["exertional chest tightness", "a 3-month history of weight loss", "worsening ankle swelling", "recurrent syncope"])}. `,
      w`${cap(he(c))} was last seen at ${facility(r, c.country, "clinic")} on ${c.date(-r.int(100, 700), true)}. `,
      r.chance(0.5)
        ? w`${cap(his(c))} ${c.relation} ${c.rel()} is the main carer and can be reached on ${phone(r, c.country, "mobile")}. `
        : "",
      r.chance(0.4)
        ? w`${cap(he(c))} has been off work from ${facility(r, c.country, "employer")} since ${c.date(-r.int(10, 60))}. `
        : "",
      `Examination: BP 152/94, BMI 31, heart sounds normal, no bruits. Bloods attached (eGFR 58, LDL 4.1 mmol/L, TSH 2.1 mU/L).\n\n`,
      `Current medication: ${some(r, MEDS, 3).join("; ")}.\nAllergies: penicillin (rash).\n\n`,
      w`${r.pick(L.signOff)}\n\n${c.dr(1, r.pick(["full", "with-middle"]))}\n${cap(L.gp[0] ?? "GP")}, ${practice}\n${reg.label}: ${reg.value}\n`,
    ];
  },
};
