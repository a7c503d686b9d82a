/**
 * Outpatient and referral letters in the manner of each health system: NHS clinic letters, HSE
 * outpatient letters, Australian specialist letters from rooms, Canadian consult notes, Indian OPD
 * consultations, Singapore polyclinic memos, South African district hospital referrals, Nigerian
 * teaching hospital replies, New Zealand and US clinic letters.
 */
import { join, type Part, t } from "../build.ts";
import type { Ctx, Person } from "../ctx.ts";
import type { DocType } from "./doc-type.ts";

const SPECIALTIES = [
  "Rheumatology",
  "Endocrinology",
  "Respiratory Medicine",
  "Gastroenterology",
  "Neurology",
  "Cardiology",
  "Renal Medicine",
  "Dermatology",
  "Haematology",
  "Orthopaedics",
];
const PROBLEMS = [
  "poorly controlled type 2 diabetes (HbA1c 9.2%) on metformin 1 g BD and gliclazide MR 60 mg",
  "an inflammatory polyarthritis, anti-CCP positive, for methotrexate",
  "exertional breathlessness; spirometry shows FEV1/FVC 0.62 with partial reversibility",
  "iron deficiency anaemia (Hb 94 g/L, ferritin 6) with a positive FIT",
  "recurrent episodes of transient left arm weakness",
  "CKD stage 3b (eGFR 38) with proteinuria (ACR 42 mg/mmol)",
  "a painful right knee with a moderate effusion",
  "palpitations; Holter showed paroxysmal AF, CHA2DS2-VASc 3",
];

function reBlock(x: Ctx, p: Person): Part {
  const { r, c } = x;
  const [idLabel, idVal] = x.patientId("letter re-block", p);
  const dob = x.dob(p, "letter re-block");
  switch (r.int(0, 3)) {
    case 0:
      return t`Re: ${x.name(p, "caps-surname", "letter re-block")}, DOB ${dob}\n${idLabel}${idVal}\n${x.address("letter re-block")}\n`;
    case 1:
      return t`RE: ${x.title(p)}${x.name(p, "full", "letter re-block")} (D.O.B. ${dob})   ${idLabel}${idVal}\n`;
    case 2:
      return t`Patient: ${x.name(p, "formal", "letter re-block")}\nDate of birth: ${dob}    ${idLabel}${idVal}\nAddress: ${x.address("letter re-block", c.code === "SG" ? " " : ", ")}\n`;
    default:
      return t`${x.name(p, "full", "letter re-block")} · born ${dob} · ${idLabel.replace(/[:.#]\s*$/, "").trim()} ${idVal}\n`;
  }
}

function header(x: Ctx): Part {
  const { r, c } = x;
  const spec = r.pick(SPECIALTIES);
  const h = x.place("hospital", "letterhead");
  switch (c.code) {
    case "UK":
      return t`${h}\nDepartment of ${spec}\nSecretary: ${x.phone("letterhead", "landline")}   Our ref: ${x.other(r.letters(2), "dictation-initials", "letterhead", "HCPName", "name")}/${x.other(r.letters(3), "dictation-initials", "letterhead", "HCPName", "name")}\nClinic date: ${x.date("clinic date")}   Dictated: ${x.date("dictated date")}   Typed: ${x.todayIs("typed date")}\n\n`;
    case "IE":
      return t`${h}\nHSE ${r.pick(["West and North West", "Dublin and Midlands", "South West", "Mid West"])} | ${spec} Outpatients\nTel ${x.phone("letterhead", "landline")}\n${x.todayIs("letter date")}\n\n`;
    case "AU":
      return t`${x.place("clinic", "letterhead")}\nSuite ${r.int(1, 12)}, consulting rooms\nPh ${x.phone("letterhead", "landline")}  Fax ${x.phone("letterhead", "landline")}\n${x.todayIs("letter date")}\n\n`;
    case "CA":
      return t`CONSULTATION REPORT - ${spec.toUpperCase()}\n${h}\nDate of consultation: ${x.date("consult date")}\nDictated ${x.todayIs("dictated date")}\n\n`;
    case "IN":
      return t`${h}\n(NABH accredited)\nDept. of ${spec} | OPD Consultation | ${x.todayIs("visit date")}\nAppointments: ${x.phone("letterhead", "landline")}\n\n`;
    case "SG":
      return t`${x.place("clinic", "letterhead")}\nMEMO\nDate: ${x.todayIs("memo date")}\n\n`;
    case "ZA":
      return t`${h}\nDepartment of Internal Medicine, ${spec} clinic\nTel: ${x.phone("letterhead", "landline")}\n${x.todayIs("letter date")}\n\n`;
    case "NG":
      return t`${h}\nP.M.B. ${r.int(1000, 12999)}\nDEPARTMENT OF MEDICINE\nOur Ref: ${x.other(`${r.letters(3)}/${spec.slice(0, 3).toUpperCase()}/${r.int(1, 400)}`, "ng-letter-ref", "letterhead", "ID", "record-id")}\n${x.todayIs("letter date")}\n\n`;
    case "NZ":
      return t`${h}\nTe Whatu Ora | Health New Zealand - ${spec}\n${x.todayIs("letter date")}\n\n`;
    default:
      return t`${h} - ${spec} Clinic\n${x.place("clinic", "letterhead")}\nPhone ${x.phone("letterhead")} | Fax ${x.phone("letterhead")}\nDate of service: ${x.date("visit date")}\n\n`;
  }
}

function signOff(x: Ctx, doc: Person): Part {
  const { r } = x;
  const [regLabel, reg] = x.clinicianId("letter sign-off", doc);
  const sig = r.pick([
    t`Yours sincerely,\n\n${x.title(doc)}${x.name(doc, "full", "letter sign-off")}\n${r.pick(["Consultant", "Specialist", "Senior Registrar", "Attending physician", "Medical Officer"])} | ${regLabel}${reg}\n`,
    t`Kind regards\n${x.name(doc, "initial", "letter sign-off")} ${r.pick(["MBBS FRACP", "MB BCh BAO MRCPI", "MD FRCPC", "MBChB FCP(SA)", "MBBS, MD (Med)", "FWACP", "MRCP(UK)", "MBBS MMed"])}\n${regLabel}${reg}\n`,
    t`Dr ${x.name(doc, "short", "letter sign-off")} (${regLabel.trim()} ${reg})\n`,
  ]);
  return sig;
}

const clinicLetter: DocType = {
  name: "clinic letter",
  weight: 12,
  build(x) {
    const { r, c } = x;
    const p = x.person("PTName");
    const gp = x.person("HCPName");
    const doc = x.person("HCPName");
    const rel = x.person("RelativeProxyName");
    const ageBit = x.ageOf(p, "letter body");
    const opening = r.pick([
      t`Dear Dr ${x.name(gp, "short", "salutation")},\n\n`,
      t`Dear ${x.name(gp, "full", "salutation")},\n\n`,
      t`Dear Colleague,\n\n`,
      t`Dr ${x.name(gp, "full", "addressee")}\n${x.place("clinic", "addressee")}\n${x.address("addressee")}\n\nDear Dr ${x.name(gp, "short", "salutation")},\n\n`,
    ]);
    const body = join(
      [
        t`Thank you for asking me to see ${x.title(p)}${x.name(p, "short", "letter body")}, a ${ageBit}-year-old ${r.pick(["retired teacher", "security guard", "market trader", "nurse", "taxi driver", "cleaner", "accountant", "farmer"])}, with ${r.pick(PROBLEMS)}.`,
        r.chance(0.5) &&
          t`${p.female ? "She" : "He"} works at ${x.place("employer", "social history")} and lives with ${p.female ? "her" : "his"} ${rel.female ? r.pick(["daughter", "partner", "sister", "mother"]) : r.pick(["son", "partner", "brother", "nephew"])} ${x.name(rel, "given", "social history")} in ${x.town("social history")}.`,
        r.chance(0.4) &&
          t`${p.female ? "She" : "He"} was admitted to ${x.place("hospital", "history")} in ${x.year("history")} and again on ${x.date("history")}.`,
        t`On examination BP ${r.int(110, 170)}/${r.int(60, 100)}, pulse ${r.int(55, 110)} regular, BMI ${r.int(19, 41)}. Heart sounds dual, chest clear.`,
        t`Plan: ${r.pick(["repeat bloods in 6/52", "start allopurinol 100 mg daily after the flare settles", "CT chest with contrast", "colonoscopy — booked", "MRI brain and carotid dopplers", "uptitrate ramipril to 5 mg"])}. I will review ${x.name(p, "given", "letter body")} on ${x.later("follow-up date")}${r.chance(0.4) ? t` at ${x.place("clinic", "follow-up")}` : ""}.`,
        r.chance(0.35) &&
          t`${p.female ? "Her" : "His"} ${rel.female ? "daughter" : "son"} ${x.name(rel, "full", "letter body")} (${x.phone("next of kin", "mobile")}) asked to be copied in.`,
      ],
      r.chance(0.7) ? "\n\n" : " ",
    );
    const cc =
      r.chance(0.5) && t`\ncc: ${x.title(p)}${x.name(p, "full", "cc list")}, ${x.address("cc list")}\n`;
    return [
      header(x),
      opening,
      reBlock(x, p),
      "\n",
      body,
      "\n\n",
      signOff(x, doc),
      cc,
      c.code === "UK" && r.chance(0.5) ? t`Copy to patient by email: ${x.email(p, "cc list")}\n` : "",
    ];
  },
};

const memo: DocType = {
  name: "polyclinic memo",
  weight: 6,
  build(x) {
    const { r } = x;
    const p = x.person("PTName");
    const doc = x.person("HCPName");
    const [idLabel, idVal] = x.patientId("memo header", p, "national-id");
    return t`${r.pick(["MEMO", "Referral memo", "TO WHOM IT MAY CONCERN", "Doctor's memo"])}
To: ${r.pick(["Duty doctor", "Dept of Orthopaedics", "The ENT Specialist", "Eye Clinic"])}, ${x.place("hospital", "memo addressee")}
Patient: ${x.name(p, r.pick(["full", "caps-surname"] as const), "memo header")} (${idLabel.replace(/[:.]\s*$/, "").trim()} ${idVal}) ${x.ageOf(p, "memo header")}${p.female ? "F" : "M"}
Kindly see the above-named for ${r.pick(["L knee OA not responding to NSAIDs x 3/12", "R eye floaters since last week", "persistent microscopic haematuria", "recurrent epistaxis", "a thyroid nodule 2.1 cm on USG"])}.
${r.chance(0.5) ? t`Pt is a ${r.pick(["cleaner", "bus captain", "hawker", "domestic helper", "security officer"])} at ${x.place("employer", "memo body")}. ` : ""}Contact ${x.name(p, "given", "memo body")} at ${x.phone("memo body", "mobile")}.
Thank you.
${x.title(doc)}${x.name(doc, "full", "memo sign-off")}${r.chance(0.6) ? t` (${x.clinicianId("memo sign-off", doc)})` : ""}
${x.todayIs("memo date")}
`;
  },
};

const districtReferral: DocType = {
  name: "district hospital referral",
  weight: 7,
  build(x) {
    const { r, c } = x;
    const p = x.person("PTName");
    const doc = x.person("HCPName");
    const nok = x.person("RelativeProxyName");
    const [idLabel, idVal] = x.patientId("referral header", p, "record-id");
    return t`REFERRAL LETTER
From: ${x.place("hospital", "referral from")} (${c.words.ed})   To: ${x.place("hospital", "referral to")}
Date: ${x.todayIs("referral date")}   Time: ${r.int(0, 23)}h${String(r.int(0, 59)).padStart(2, "0")}
Name: ${x.name(p, "full", "referral header")}   ${idLabel}${idVal}
DOB ${x.dob(p, "referral header")}   Age ${x.ageOf(p, "referral header")}
Address: ${x.address("referral header")}
NOK: ${x.name(nok, "full", "referral header")} (${nok.female ? r.pick(["mother", "aunt", "wife", "sister"]) : r.pick(["husband", "brother", "father", "uncle"])}) ${x.phone("referral header", "mobile")}
Reason: ${r.pick(["?ectopic, haemodynamically unstable", "DKA, not improving on protocol", "suspected TB meningitis for LP and CT", "open tib/fib fracture", "eclampsia, MgSO4 loading dose given 14h20"])}
HIV ${r.pick(["neg", "pos on TLD", "unknown, declined"])}. Bloods sent: FBC, U&E, CRP.
Discussed with Dr ${x.name(x.person("HCPName"), "short", "referral body")} on call who accepted.
Referring: ${x.title(doc)}${x.name(doc, "initial", "referral sign-off")} (${c.words.mobile} ${x.phone("referral sign-off", "mobile")})
`;
  },
};

export const LETTER_DOCS: readonly DocType[] = [clinicLetter, memo, districtReferral];
