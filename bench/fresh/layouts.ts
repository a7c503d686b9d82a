/**
 * Document layouts of the fresh corpus, written for this generator (not modelled on the templates
 * of bench/generator). Each layout builds one document as pieces from a `World`.
 */
import { join, type Piece, pieces, x } from "./doc.ts";
import type { Locale, Person, World } from "./values.ts";

export interface Layout {
  readonly name: string;
  readonly locales: readonly Locale[];
  readonly weight: number;
  build(w: World): Piece[];
}

const CONDITIONS = [
  "poorly controlled type 2 diabetes",
  "heart failure with reduced ejection fraction",
  "COPD with frequent exacerbations",
  "recurrent falls",
  "a new left breast lump",
  "chest pain on exertion",
  "low mood and passive suicidal ideation",
  "iron deficiency anaemia",
  "an infected diabetic foot ulcer",
  "paroxysmal atrial fibrillation",
  "worsening memory over six months",
  "right hip osteoarthritis",
];
const DRUGS = [
  "metformin 1g BD",
  "apixaban 5 mg twice daily",
  "sertraline 50mg OD",
  "bisoprolol 2.5 mg",
  "ramipril 5mg",
  "co-codamol 30/500",
  "insulin glargine 18 units nocte",
  "furosemide 40 mg mane",
  "amoxicillin 500mg TDS",
  "levothyroxine 75 micrograms",
];

function relation(w: World): string {
  return w.rng.pick([
    "daughter",
    "son",
    "wife",
    "husband",
    "partner",
    "niece",
    "grandson",
    "sister",
    "neighbour",
    "friend",
    "carer",
  ]);
}

/** Multi-line postal address: street, town, postcode (UK) or street, town, state ZIP (US). */
function address(w: World, slot: string, sep = "\n"): Piece[] {
  if (w.locale === "uk") return join([w.street(slot), w.town(slot), w.postcode(slot)], sep);
  return x`${w.street(slot)}${sep}${w.town(slot)}, ${w.state()} ${w.postcode(slot)}`;
}

function title(p: Person, w: World): string {
  if (p.type === "HCPName") return w.rng.pick(["Dr ", "Dr. ", "Prof ", "Mr ", "Ms "]);
  return w.rng.pick(["Mr ", "Mrs ", "Ms ", "Miss ", "Mx ", ""]);
}

function ageWords(w: World): Piece[] {
  // Ages over 89 are PHI; younger ages are not labelled.
  if (w.rng.chance(0.35)) return pieces(w.oldAge("age-phrase"));
  return pieces(String(w.rng.int(19, 88)));
}

const ukClinicLetter: Layout = {
  name: "UK clinic letter",
  locales: ["uk"],
  weight: 3,
  build(w) {
    const pt = w.person("PTName");
    const doc = w.person("HCPName");
    const gp = w.person("HCPName");
    const cc = w.person("RelativeProxyName");
    const age = ageWords(w);
    return x`${w.trust("letterhead")}
${w.hospital("letterhead")}
Department of ${w.rng.pick(["Elderly Care", "Respiratory Medicine", "Diabetes & Endocrinology", "Rheumatology"])}
Secretary: ${w.phone("letterhead")}   Fax: ${w.phone("letterhead")}
Email: ${w.email(undefined, "letterhead")}

Dictated: ${w.today("letter-date")}    Typed: ${w.date("letter-date")}

${title(gp, w)}${w.full(gp, "address-block")}
${w.practice("address-block")}
${address(w, "address-block")}

Dear Dr ${w.surname(gp, "salutation")},

Re: ${w.full(pt, "re-block")}   DOB ${w.dob("re-block")}   NHS No: ${w.id("nhs", "re-block")}
    ${address(w, "re-block", ", ")}
    Hosp No ${w.id("hospital-number", "re-block")}

Diagnosis: ${w.rng.pick(CONDITIONS)}

I reviewed ${title(pt, w)}${w.surname(pt, "prose")} in clinic today. ${w.rng.pick(["She", "He", "They"])} is ${age} years old and lives with ${w.rng.pick(["her", "his", "their"])} ${relation(w)} ${w.given(cc, "kinship")} in ${w.town("prose")}. Since we last met on ${w.date("prose")} things have been ${w.rng.pick(["steadier", "more difficult", "much the same"])}. ${w.given(pt, "prose")} still works part time at ${w.employer("prose")}.

Plan: continue ${w.rng.pick(DRUGS)}; repeat bloods at the surgery; I will see ${w.rng.pick(["her", "him", "them"])} again on ${w.date("prose")}.

Yours sincerely

${w.full(doc, "signature")}
Consultant ${w.rng.pick(["Physician", "Geriatrician", "Rheumatologist"])}   GMC ${w.id("gmc", "signature")}

cc: ${w.full(pt, "cc")}, ${address(w, "cc", ", ")}
    ${title(cc, w)}${w.full(cc, "cc")} (${relation(w)})
`;
  },
};

const usConsult: Layout = {
  name: "US consult letter",
  locales: ["us"],
  weight: 3,
  build(w) {
    const pt = w.person("PTName");
    const ref = w.person("HCPName");
    const me = w.person("HCPName");
    return x`${w.hospital("letterhead")} | ${w.practice("letterhead")}
${address(w, "letterhead")}
Tel ${w.phone("letterhead")} · Fax ${w.phone("letterhead")}

${w.today("letter-date")}

${w.full(ref, "address-block")}, MD
${address(w, "address-block")}

RE: ${w.lastFirst(pt, "re-block", true)}
DOB: ${w.dob("re-block")}    MRN: ${w.id("mrn", "re-block")}
Date of service: ${w.date("re-block")}

Dear Dr. ${w.surname(ref, "salutation")}:

Thank you for referring ${w.full(pt, "prose")}, a ${ageWords(w)}-year-old ${w.rng.pick(["woman", "man", "retired trucker", "former teacher"])} from ${w.town("prose")}, for evaluation of ${w.rng.pick(CONDITIONS)}. ${title(pt, w)}${w.surname(pt, "prose")} was accompanied by ${w.rng.pick(["her", "his"])} ${relation(w)}, ${w.full(w.person("RelativeProxyName"), "kinship")}, who can be reached at ${w.phone("prose")}.

Assessment and recommendations: start ${w.rng.pick(DRUGS)}. Follow up in our office on ${w.date("prose")}.

Sincerely,
${w.full(me, "signature")}, MD, FACC
NPI ${w.id("npi", "signature")}
cc: ${w.practice("cc")}; ${w.insurer("cc")}
`;
  },
};

const referral: Layout = {
  name: "referral letter",
  locales: ["uk", "us"],
  weight: 2,
  build(w) {
    const pt = w.person("PTName");
    const gp = w.person("HCPName");
    const urgent = w.rng.chance(0.4) ? "URGENT - 2WW - " : "";
    return x`${urgent}REFERRAL
To: ${w.rng.pick(["Colorectal", "Memory", "Falls", "Chest Pain"])} Clinic, ${w.hospital("to-line")}
From: ${w.practice("from-line")}, ${address(w, "from-line", ", ")}
Referrer: ${w.initialSurname(gp, "header")}   ${w.locale === "uk" ? "GMC" : "NPI"} ${w.id(w.locale === "uk" ? "gmc" : "npi", "header")}

Patient name ........ ${w.surname(pt, "form-field")} ${w.given(pt, "form-field")}
D.O.B ............... ${w.dob("form-field")}
${w.locale === "uk" ? "NHS number" : "Member ID"} .......... ${w.id(w.locale === "uk" ? "nhs-unspaced" : "member-id", "form-field")}
Tel (home/mob) ...... ${w.phone("form-field")} / ${w.phone("form-field")}
Next of kin ......... ${w.full(w.person("RelativeProxyName"), "form-field")}
Interpreter needed .. ${w.rng.pick(["Yes - Somali", "No", "Yes (Polish)", "yes Tongan"])}

Dear colleague, thank you for seeing this ${ageWords(w)} yr old with ${w.rng.pick(CONDITIONS)}, first noted ${w.date("prose")}. Bloods ${w.date("prose")} attached.
`;
  },
};

const emailThread: Layout = {
  name: "e-mail thread",
  locales: ["uk", "us"],
  weight: 2,
  build(w) {
    const a = w.person("HCPName");
    const b = w.person("HCPName");
    const pt = w.person("PTName");
    return x`From: ${w.full(a, "email-header")} <${w.email(a, "email-header")}>
Sent: ${w.date("email-header", { yearsBack: 0 })} ${w.rng.int(7, 18)}:${w.rng.pick(["02", "15", "47", "30"])}
To: ${w.email(b, "email-header")}
Subject: RE: ${w.surname(pt, "subject")} - ${w.rng.pick(["bed request", "results", "safeguarding?", "clinic slot"])}

Hi ${w.given(b, "salutation")}
yes happy to take ${w.given(pt, "prose")} ${w.rng.pick(["tomorrow", "next week", "on Friday"])}, can you send the letter from ${w.hospital("prose")}? ${w.rng.pick(["Their", "Her", "His"])} ${relation(w)} ${w.full(w.person("RelativeProxyName"), "kinship")} rang me on ${w.phone("prose")}.
thx
${w.given(a, "signature")}

-----Original Message-----
From: ${w.lastFirst(b, "email-header")}
Sent: ${w.date("email-header", { yearsBack: 0 })}
> Do you know ${w.full(pt, "quoted")} (${w.id(w.locale === "uk" ? "hospital-number" : "mrn", "quoted")})? Seen in ED ${w.date("quoted")} with ${w.rng.pick(CONDITIONS)}.
> ${w.given(b, "signature")}
`;
  },
};

const sms: Layout = {
  name: "text message",
  locales: ["uk", "us"],
  weight: 2,
  build(w) {
    const pt = w.person("PTName");
    const nurse = w.person("HCPName");
    const rel = w.person("RelativeProxyName");
    const lines: Piece[][] = [
      x`[${w.date("sms-stamp", { forceFormat: w.locale === "uk" ? "dd/mm/yyyy" : "m/d/yy" })} 09:${w.rng.int(10, 59)}] ${w.phone("sms-sender")}: hi its ${w.given(rel, "sms")} ${w.rng.pick(["mum", "dad", "nan", "grandad"])} ${w.rng.pick(["cant", "can't"])} come ${w.rng.pick(["2day", "today"])} shes poorly`,
      x`[09:${w.rng.int(10, 59)}] ${w.rng.pick(["Clinic", "Me", "DN team"])}: Thanks ${w.given(rel, "sms")}, is ${w.given(pt, "sms")} ok? ${w.nick(nurse, "sms")} will ring u from ${w.practice("sms")} after 2`,
      x`[10:0${w.rng.int(0, 9)}] ${w.given(rel, "sms")}: ok ta. new addr is ${w.street("sms")} ${w.postcode("sms")}`,
    ];
    if (w.rng.chance(0.5))
      lines.push(
        x`[11:${w.rng.int(10, 59)}] auto-reply: appt ${w.date("sms")} ${w.rng.pick(["2:40pm", "10:15"])} w/ ${w.initialSurname(nurse, "sms")}. Reply STOP`,
      );
    return join(lines, "\n");
  },
};

const handoverTable: Layout = {
  name: "handover table",
  locales: ["uk", "us"],
  weight: 2,
  build(w) {
    const rows: Piece[][] = [];
    const n = w.rng.int(3, 6);
    for (let k = 0; k < n; k++) {
      const p = w.person("PTName");
      rows.push(
        x`| ${w.rng.pick(["B", "Bay ", "Rm "])}${w.rng.int(1, 24)} | ${w.rng.chance(0.5) ? w.lastFirst(p, "table-cell", true) : w.full(p, "table-cell")} | ${w.rng.chance(0.3) ? w.oldAge("table-cell") : String(w.rng.int(20, 89))} | ${w.id(w.locale === "uk" ? "hospital-number" : "mrn", "table-cell")} | ${w.rng.pick(["NBM", "falls risk", "for d/c", "?sepsis", "DNACPR", "awaiting OT"])} | ${w.rng.chance(0.5) ? x`NOK ${w.given(w.person("RelativeProxyName"), "table-cell")} ${w.phone("table-cell")}` : "-"} |`,
      );
    }
    return x`${w.ward("table-title")} HANDOVER  ${w.today("table-title")}  ${w.rng.pick(["night", "late", "early"])} shift, nurse in charge ${w.given(w.person("HCPName"), "table-title")}
| bed | name | age | number | issues | contact |
|-----|------|-----|--------|--------|---------|
${join(rows, "\n")}
`;
  },
};

const operationNote: Layout = {
  name: "operation note",
  locales: ["uk", "us"],
  weight: 2,
  build(w) {
    const pt = w.person("PTName");
    const surgeon = w.person("HCPName");
    const assist = w.person("HCPName");
    const anaes = w.person("HCPName");
    return x`OPERATION NOTE - ${w.hospital("header")}, Theatre ${w.rng.int(1, 9)}
Patient: ${w.lastFirst(pt, "header", w.rng.chance(0.5))}    ${w.locale === "uk" ? "MRN" : "Acct"}: ${w.id(w.locale === "uk" ? "hospital-number" : "account", "header")}
Date of procedure: ${w.date("header", { yearsBack: 0 })}
Surgeon: ${w.full(surgeon, "header")}   Assistant: ${w.initialSurname(assist, "header")}   Anaesthetist: ${w.full(anaes, "header")}
Procedure: ${w.rng.pick(["Laparoscopic cholecystectomy", "Right total hip replacement", "Diagnostic hysteroscopy", "Open reduction internal fixation, left ankle"])}
Implant: ${w.rng.pick(["cemented stem", "locking plate", "none"])} lot/serial ${w.id("device-serial", "body")}
Findings: as expected. EBL 150 ml.
Post-op: ${w.rng.pick(DRUGS)}; fracture clinic at ${w.hospital("body")} on ${w.date("body")}.
Signed ${w.full(surgeon, "signature")} ${w.locale === "uk" ? "GMC" : "NPI"} ${w.id(w.locale === "uk" ? "gmc" : "npi", "signature")}
`;
  },
};

const riskAssessment: Layout = {
  name: "mental health risk assessment",
  locales: ["uk", "us"],
  weight: 2,
  build(w) {
    const pt = w.person("PTName");
    const worker = w.person("HCPName");
    const rel = w.person("RelativeProxyName");
    return x`RISK ASSESSMENT (${w.rng.pick(["Crisis Team", "CMHT", "Home Treatment Team", "Psychiatric ED"])})
Name: ${w.full(pt, "header")}  DOB: ${w.dob("header")}  ${w.locale === "uk" ? "NHS" : "MRN"}: ${w.id(w.locale === "uk" ? "nhs" : "mrn", "header")}
Assessed by: ${w.full(worker, "header")} (${w.rng.pick(["AMHP", "CPN", "psychiatric nurse practitioner", "ST4 psychiatry"])}) on ${w.date("header", { yearsBack: 0 })}

Risk to self: ${w.rng.pick(["moderate", "high", "low"])}. Overdose of ${w.rng.pick(["paracetamol", "sertraline", "zopiclone"])} on ${w.date("prose")}, found by ${w.rng.pick(["her", "his"])} ${relation(w)} ${w.given(rel, "kinship")} at ${address(w, "prose", ", ")}.
Risk to others: threats towards ex-partner ${w.full(w.person("RelativeProxyName"), "prose")}; police aware (ref ${w.id("incident", "prose")}).
Protective factors: ${w.rng.pick(["dog", "grandchildren", "faith group", "job"])}, works at ${w.employer("prose")}.
Safety plan: crisis line, ${w.rng.pick(["sister", "friend"])} ${w.given(w.person("RelativeProxyName"), "kinship")} to stay over, review ${w.date("prose")}.
`;
  },
};

const socialWork: Layout = {
  name: "social work note",
  locales: ["uk", "us"],
  weight: 2,
  build(w) {
    const pt = w.person("PTName");
    const sw = w.person("HCPName");
    const rel = w.person("RelativeProxyName");
    return x`Case ${w.id("case-ref", "header")} - home visit ${w.date("header", { yearsBack: 0 })}
SW ${w.full(sw, "header")} visited ${w.given(pt, "prose")} ${w.surname(pt, "prose")} at ${w.street("prose")}, ${w.town("prose")}. Present: ${w.rng.pick(["her", "his"])} ${relation(w)} ${w.full(rel, "kinship")} and ${w.rng.pick(["a neighbour", "the landlord", "a friend"])}, ${w.full(w.person("RelativeProxyName"), "after-role")}.
House cold, little food. ${w.given(pt, "prose")} wants to stay home rather than move to ${w.careHome("prose")}. Benefits: ${w.rng.pick(["PIP pending", "Medicaid renewal due", "Attendance Allowance"])}.
Actions: referral to ${w.employer("prose")} occupational health?; ${w.given(rel, "kinship")} to call ${w.phone("prose")} if worse. Next visit ${w.date("prose")}.
`;
  },
};

const pharmacy: Layout = {
  name: "pharmacy note",
  locales: ["uk", "us"],
  weight: 2,
  build(w) {
    const pt = w.person("PTName");
    const ph = w.person("HCPName");
    const pres = w.person("HCPName");
    return x`${w.pharmacy("header")} - medicines reconciliation
pt ${w.lastFirst(pt, "header")} dob ${w.dob("header")} ${w.locale === "us" ? x`ins ${w.insurer("header")} ID ${w.id("member-id", "header")}` : x`NHS ${w.id("nhs", "header")}`}
Rx ${w.id("rx-number", "body")} ${w.rng.pick(DRUGS)} prescribed by ${w.initialSurname(pres, "after-by")} on ${w.date("body")}, last filled ${w.date("body")}
interaction w/ ${w.rng.pick(["clarithromycin", "warfarin", "simvastatin"])} flagged - discussed w ${w.full(pres, "contact-verb")} by phone ${w.phone("body")}
collected by ${w.rng.pick(["daughter", "son", "carer"])} ${w.full(w.person("RelativeProxyName"), "kinship")}
${w.full(ph, "signature")} ${w.locale === "uk" ? "GPhC" : "RPh, lic."} ${w.id(w.locale === "uk" ? "gmc" : "state-licence", "signature")}
`;
  },
};

const ambulance: Layout = {
  name: "ambulance report",
  locales: ["uk", "us"],
  weight: 2,
  build(w) {
    const pt = w.person("PTName");
    const crew = w.person("HCPName");
    const crew2 = w.person("HCPName");
    return x`${w.locale === "uk" ? "PATIENT REPORT FORM" : "ePCR"} incident ${w.id("incident", "header")}  ${w.date("header", { yearsBack: 0 })}
call to ${w.street("scene")}, ${w.town("scene")} ${w.postcode("scene")} - ${w.rng.pick(["fall", "SOB", "chest pain", "unresponsive"])}
pt ${w.full(pt, "header")} approx ${ageWords(w)}y, ${w.rng.pick(["found on floor by", "called by", "met by"])} ${w.rng.pick(["neighbour", "son", "care worker"])} ${w.full(w.person("RelativeProxyName"), "kinship")} (${w.phone("scene")})
obs: HR 112 RR 24 SpO2 89% BP 98/60 GCS 14
conveyed to ${w.hospital("conveyance")} ED, handed to ${w.rng.pick(["CN", "RN", "Dr"])} ${w.surname(w.person("HCPName"), "contact-verb")}
vehicle ${w.id(w.locale === "uk" ? "uk-plate" : "us-plate", "header")}  crew ${w.initialSurname(crew, "signature")} / ${w.initialSurname(crew2, "signature")} ${w.locale === "uk" ? "HCPC" : "NREMT"} ${w.id("state-licence", "signature")}
`;
  },
};

const deathCert: Layout = {
  name: "death certificate narrative",
  locales: ["uk", "us"],
  weight: 1,
  build(w) {
    const pt = w.person("PTName");
    const doc = w.person("HCPName");
    const inf = w.person("RelativeProxyName");
    return x`Medical certificate of cause of death - narrative
Deceased: ${w.full(pt, "header")}, ${w.rng.chance(0.6) ? x`aged ${w.oldAge("header")}` : "adult"}, of ${address(w, "header", ", ")}.
Died ${w.date("header", { yearsBack: 0 })} at ${w.rng.chance(0.5) ? w.careHome("place-of-death") : w.hospital("place-of-death")}. Last seen alive by me on ${w.date("prose")}.
${w.locale === "us" ? x`SSN ${w.ssn("header")}. ` : ""}Informant: ${w.full(inf, "header")} (${relation(w)}), tel ${w.phone("header")}.
Ia ${w.rng.pick(["aspiration pneumonia", "metastatic carcinoma of prostate", "ischaemic heart disease"])}; II ${w.rng.pick(["frailty of old age", "Parkinson's disease", "dementia"])}.
Certifying doctor ${w.full(doc, "signature")} ${w.locale === "uk" ? "GMC" : "License"} ${w.id(w.locale === "uk" ? "gmc" : "state-licence", "signature")}. Coroner not informed.
`;
  },
};

const insuranceLetter: Layout = {
  name: "insurance letter",
  locales: ["us", "uk"],
  weight: 1,
  build(w) {
    const pt = w.person("PTName");
    const md = w.person("HCPName");
    return x`${w.insurer("letterhead")}
Claims Department, ${address(w, "letterhead", ", ")}

${w.today("letter-date")}

${title(pt, w)}${w.full(pt, "address-block")}
${address(w, "address-block")}

${w.locale === "us" ? "Member ID" : "Policy no."}: ${w.id("member-id", "re-block")}   Group: ${w.id("group-number", "re-block")}   Ref: ${w.id("prior-auth", "re-block")}

Dear ${title(pt, w)}${w.surname(pt, "salutation")},
We have reviewed the request from ${w.full(md, "prose")} at ${w.practice("prose")} for ${w.rng.pick(["an MRI of the lumbar spine", "a CPAP machine", "physical therapy x12"])} received on ${w.date("prose")}. ${w.rng.pick(["It has been approved.", "It is denied as not medically necessary.", "We need more information."])} Questions: call ${w.phone("prose")} or visit ${w.url("prose")}.
`;
  },
};

const portalMessage: Layout = {
  name: "patient portal message",
  locales: ["us", "uk"],
  weight: 2,
  build(w) {
    const pt = w.person("PTName");
    const md = w.person("HCPName");
    return x`Message from ${w.full(pt, "portal-header")} to ${w.rng.pick(["Dr. ", "Dr ", ""])}${w.full(md, "portal-header")} - ${w.date("portal-header", { yearsBack: 0 })}
hi doctor ${w.surname(md, "salutation")} its ${w.given(pt, "portal")} again. the ${w.rng.pick(["water pill", "new inhaler", "metformin"])} makes me dizzy and i missed work at ${w.employer("portal")}. my ${relation(w)} ${w.given(w.person("RelativeProxyName"), "kinship")} says i should go to ${w.hospital("portal")}?? my cell is ${w.phone("portal")}. im at my ${w.rng.pick(["moms", "sisters"])} in ${w.town("portal")} till ${w.date("portal")}
---
Reply (${w.date("portal-header", { yearsBack: 0 })}): Hi ${w.given(pt, "salutation")}, please hold it for now. ${w.given(md, "signature")}, ${w.practice("signature")}
`;
  },
};

const labHeader: Layout = {
  name: "lab or radiology header",
  locales: ["uk", "us"],
  weight: 2,
  build(w) {
    const pt = w.person("PTName");
    const rad = w.person("HCPName");
    const req = w.person("HCPName");
    return x`${w.rng.chance(0.5) ? "RADIOLOGY REPORT" : "LABORATORY REPORT"}  ${w.hospital("header")}
PATIENT ${w.lastFirst(pt, "header", true)}   ${w.locale === "uk" ? "NHS" : "MRN"} ${w.id(w.locale === "uk" ? "nhs" : "mrn", "header")}   DOB ${w.dob("header")}
ACC ${w.id("lab-accession", "header")}   COLLECTED ${w.date("header", { yearsBack: 0 })}   REQ ${w.initialSurname(req, "header")} / ${w.practice("header")}
PACS ${w.ip("header")}  ${w.url("header")}
${w.rng.pick(["CT head non-contrast: no acute haemorrhage.", "HbA1c 71 mmol/mol (H)", "CXR: right lower lobe consolidation.", "Hb 84 g/L, ferritin 6"])}
Reported by ${w.full(rad, "signature")} ${w.date("signature", { yearsBack: 0 })}
`;
  },
};

const snippet: Layout = {
  name: "snippet",
  locales: ["uk", "us"],
  weight: 6,
  build(w) {
    const pt = w.person("PTName");
    const rel = w.person("RelativeProxyName");
    const hcp = w.person("HCPName");
    const options: (() => Piece[])[] = [
      () =>
        x`${w.anyName(pt, "free")} seen with ${w.rng.pick(["her", "his"])} ${relation(w)} ${w.anyName(rel, "kinship")}.`,
      () =>
        x`Pt is a ${w.oldAge("free")} yo ${w.rng.pick(["F", "M", "female", "gentleman"])} from ${w.town("free")} admitted ${w.date("free")}.`,
      () =>
        x`d/w ${w.full(hcp, "contact-verb")} re ${w.given(pt, "free")}'s bloods, will call ${w.anyName(rel, "free")} on ${w.phone("free")}`,
      () => x`Moved to ${w.ward("free")} overnight. ${w.surname(pt, "free")} settled.`,
      () =>
        x`${w.full(pt, "free")} lives at ${w.street("free")} ${w.postcode("free")} with no package of care`,
      () =>
        x`GP is ${w.anyName(hcp, "free")} at ${w.practice("free")}. Discharged from ${w.careHome("free")} last week.`,
      () =>
        x`Spoke to ${w.full(rel, "contact-verb")} - ${w.rng.pick(["she", "he"])} works nights at ${w.employer("free")} and can visit after ${w.date("free")}.`,
      () =>
        x`${w.given(pt, "free")} aged ${w.oldAge("free")} remains on ${w.rng.pick(DRUGS)}. Next review ${w.date("free")}`,
      () =>
        x`DOB ${w.dob("free")}, ${w.locale === "uk" ? x`NHS ${w.id("nhs-unspaced", "free")}` : x`SSN ${w.ssn("free")}`}, email ${w.email(pt, "free")}`,
      () =>
        x`${w.lastFirst(pt, "free")} ${w.id(w.locale === "uk" ? "hospital-number" : "mrn", "free")} ${w.rng.pick(["for CT", "NBM from midnight", "awaiting bed"])}`,
    ];
    const k = w.rng.int(1, 3);
    const chosen: Piece[][] = [];
    for (let n = 0; n < k; n++) chosen.push(w.rng.pick(options)());
    return join(chosen, " ");
  },
};

const careHomeReview: Layout = {
  name: "care home medication review",
  locales: ["uk"],
  weight: 1,
  build(w) {
    const rows: Piece[][] = [];
    for (let k = 0; k < w.rng.int(2, 4); k++) {
      const p = w.person("PTName");
      rows.push(
        x`* Room ${w.rng.int(1, 40)} - ${w.full(p, "list")} (${w.oldAge("list")}) - ${w.rng.pick(["stop statin", "reduce amlodipine", "start Adcal", "no change"])}`,
      );
    }
    return x`${w.careHome("header")}, ${w.town("header")} - GP ward round ${w.today("header")} with ${w.full(w.person("HCPName"), "header")} (${w.practice("header")})
${join(rows, "\n")}
Manager ${w.full(w.person("HCPName"), "signature")} tel ${w.phone("signature")}
`;
  },
};

const letterToPatient: Layout = {
  name: "UK letter to patient",
  locales: ["uk"],
  weight: 2,
  build(w) {
    const pt = w.person("PTName");
    const doc = w.person("HCPName");
    const gp = w.person("HCPName");
    const sec = w.person("HCPName");
    const t = title(pt, w);
    return x`${w.rng.pick(["Outpatients", "Ophthalmology", "Cardiology"])} Department
${w.hospital("letterhead")}
${address(w, "letterhead")}
Tel: ${w.phone("letterhead")}
Our ref: ${w.initialSurname(doc, "reference")}/${w.id("hospital-number", "reference")}

PRIVATE AND CONFIDENTIAL
${t}${w.full(pt, "address-block")}
${address(w, "address-block")}

${w.today("letter-date")}

Dear ${t === "" ? "" : t}${w.surname(pt, "salutation")}

It was good to meet you and your ${relation(w)} in clinic on ${w.date("prose")}. As we discussed, the ${w.rng.pick(["echo", "MRI", "bloods", "biopsy"])} showed ${w.rng.pick(["nothing worrying", "a small change we should keep an eye on", "that the treatment is working"])}. I have asked ${w.practice("prose")} to continue ${w.rng.pick(DRUGS)}.

If you have questions please contact my secretary ${w.full(sec, "contact-verb")} on ${w.phone("prose")} or ${w.email(sec, "prose")}.

Kind regards,

${w.rng.pick(["Dr ", "Mr ", "Ms ", ""])}${w.full(doc, "signature")} MB ChB FRCP
Consultant, GMC No. ${w.id("gmc", "signature")}

Copy to: ${title(gp, w)}${w.initialSurname(gp, "cc")}, ${w.practice("cc")}, ${address(w, "cc", ", ")}
`;
  },
};

const usDischarge: Layout = {
  name: "US discharge instructions",
  locales: ["us"],
  weight: 2,
  build(w) {
    const pt = w.person("PTName");
    const md = w.person("HCPName");
    const rn = w.person("HCPName");
    return x`AFTER VISIT SUMMARY   ${w.hospital("header")}
${w.lastFirst(pt, "header", true)}   MRN ${w.id("mrn", "header")}   Acct ${w.id("account", "header")}
Admit ${w.date("header", { yearsBack: 0 })}   Discharge ${w.date("header", { yearsBack: 0 })}   Attending: ${w.full(md, "header")}, DO

You were seen for ${w.rng.pick(CONDITIONS)}. Please follow up with ${w.full(w.person("HCPName"), "prose")} at ${w.practice("prose")} within 1 week, ${w.rng.pick(["call", "phone"])} ${w.phone("prose")} to schedule.
Your prescriptions were sent to ${w.pharmacy("prose")}.
Home address on file: ${address(w, "prose", ", ")}
Emergency contact: ${w.full(w.person("RelativeProxyName"), "header")} ${w.phone("header")}
Return to ED if worse. Questions after hours: nurse line ${w.phone("prose")}.
MyChart: ${w.url("prose")}
Discharging RN: ${w.given(rn, "signature")} ${w.surname(rn, "signature")}, RN
`;
  },
};

const telephoneTriage: Layout = {
  name: "telephone triage",
  locales: ["uk", "us"],
  weight: 1,
  build(w) {
    const pt = w.person("PTName");
    const caller = w.person("RelativeProxyName");
    const nurse = w.person("HCPName");
    return x`${w.locale === "uk" ? "NHS 111" : "Nurse advice line"} call ${w.today("header")} ${w.rng.int(0, 23)}:${w.rng.int(10, 59)}
Caller: ${w.full(caller, "header")} (${relation(w)}) cb ${w.phone("header")}
re: ${w.full(pt, "header")}, ${ageWords(w)}, ${w.locale === "uk" ? x`NHS ${w.id("nhs", "header")}` : x`DOB ${w.dob("header")}`}
Location: ${w.street("header")}, ${w.town("header")}
Symptoms: ${w.rng.pick(["fever and confusion since yesterday", "vomiting x6", "chest tightness", "fall, cannot weight bear"])}. Registered GP ${w.practice("header")}.
Disposition: ${w.rng.pick(["ED within 1 hour", "ambulance dispatched", "GP OOH callback", "self-care"])}; ${w.given(caller, "prose")} agrees.
Call handler ${w.given(nurse, "signature")} ${w.surname(nurse, "signature")} ${w.locale === "uk" ? "NMC" : "RN #"} ${w.id(w.locale === "uk" ? "nmc" : "state-licence", "signature")}
`;
  },
};

export const LAYOUTS: readonly Layout[] = [
  letterToPatient,
  usDischarge,
  telephoneTriage,
  ukClinicLetter,
  usConsult,
  referral,
  emailThread,
  sms,
  handoverTable,
  operationNote,
  riskAssessment,
  socialWork,
  pharmacy,
  ambulance,
  deathCert,
  insuranceLetter,
  portalMessage,
  labHeader,
  snippet,
  careHomeReview,
];
