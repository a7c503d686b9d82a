/**
 * PHI forms each written the way one country's hospitals write them: Indian discharge summaries,
 * Nigerian case notes, South African folder notes, Singapore polyclinic memos, Australian
 * Hospital-in-the-Home referrals, New Zealand GP referrals, Canadian bilingual consult notes and
 * Irish discharge letters.
 */
import type { Cast } from "./cast.ts";
import type { Code } from "./lands.ts";
import type { Page, Part, Style } from "./page.ts";

export interface Form {
  readonly name: string;
  /** The countries that write it; every country when absent. */
  readonly only?: readonly Code[];
  readonly styles: readonly (readonly [number, Style])[];
  write(c: Cast, p: Page): void;
}

export const TYPED: readonly (readonly [number, Style])[] = [
  [6, "mixed"],
  [2, "upper"],
  [1, "lower"],
  [1, "ocr"],
];

const sex = (c: Cast): string => (c.male ? "M" : "F");
const ids = (c: Cast, p: Page, slot = "label"): void => {
  for (const [k, i] of c.ids.entries()) {
    const v = c.id(k, slot);
    if (v !== undefined) p.line(`${i.label} `, v);
  }
};

export const INDIA_DISCHARGE: Form = {
  name: "discharge summary (IN)",
  only: ["IN"],
  styles: TYPED,
  write(c, p) {
    const r = c.r;
    const father = c.kin(true);
    const spouse = c.kin(!c.male);
    const rel = c.male || r.chance(0.4) ? ["S/o", father] : [r.pick(["W/o", "D/o"]), spouse];
    p.l`${c.hospital("letterhead")}`;
    p.line(
      r.pick([
        "Department of General Medicine",
        "Dept. of Nephrology",
        "Unit II - Medicine",
        "Department of Obstetrics & Gynaecology",
      ]),
    );
    p.line("DISCHARGE SUMMARY");
    p.blank();
    const up = c.pt.full;
    p.l`Name : ${r.chance(0.5) ? c.ptFull("label") : c.loose(up.toUpperCase(), "PTName", "name", "full, caps", "label")}   ${rel[0] as string} ${c.name(rel[1] as ReturnType<Cast["kin"]>, "RelativeProxyName", "after-s/o")}`;
    p.line(`Age/Sex : `, c.ageText("label"), ` Yrs / ${c.male ? "Male" : "Female"}`);
    const uhid = c.ids[0];
    const ip = c.ids[1];
    if (uhid !== undefined && ip !== undefined)
      p.line(`${uhid.label} `, c.idv(uhid, "label"), `     ${ip.label} `, c.idv(ip, "label"));
    for (const i of c.ids.slice(2)) p.line(`${i.label} `, c.idv(i, "label"));
    const addr: Part[] = [];
    if (r.chance(0.35))
      addr.push("c/o ", c.name(c.kin(true), "RelativeProxyName", "after-c/o", "natural"), ", ");
    addr.push(c.street("address"), ", ", c.townName("address"));
    const dist = c.district("address");
    if (dist !== undefined && r.chance(0.6)) addr.push(", ", dist);
    addr.push(` - `, c.postcode("address"), `, ${c.town.region}`);
    p.line("Address : ", ...addr);
    p.line("Mobile : ", c.mobile("label"), r.chance(0.4) ? " (son)" : "");
    p.line("DOA : ", c.day(0, "label"), "    DOD : ", c.day(r.int(3, 12), "label"));
    p.line(
      "Consultant : Dr. ",
      c.hcp(0, "after-title"),
      r.pick([", MD (Gen. Med.)", ", MS, MCh", " M.D., D.M."]),
    );
    p.line("Unit : Prof. ", c.hcp(1, "after-title"));
    p.blank();
    p.line("DIAGNOSIS:");
    p.line(
      r.pick([
        "1. Dengue fever with warning signs\n2. Thrombocytopenia",
        "1. Type 2 DM - uncontrolled\n2. Diabetic foot (L) - wet gangrene 2nd toe",
        "1. Acute febrile illness - ? Scrub typhus (Weil-Felix +ve)\n2. AKI - resolved",
        "1. CKD stage 5 on MHD\n2. Anaemia of CKD",
      ]),
    );
    p.blank();
    if (r.chance(0.6))
      p.line(
        `${c.male ? "Mr." : "Mrs."} `,
        r.chance(0.5) ? c.ptGiven("prose") : c.ptNatural("prose"),
        `, ${c.age > 89 ? "elderly" : `${c.age} yrs old`} ${c.male ? "male" : "female"}, resident of `,
        c.loose(
          r.pick([
            "Kukatpally",
            "Ashok Nagar",
            "Anna Nagar",
            "Gomti Nagar",
            "Salt Lake",
            "Katpadi",
            "Rajajinagar",
          ]),
          "Location",
          "town",
          "locality",
          "resident-of",
        ),
        `, `,
        c.townName("resident-of"),
        `, ${r.pick(["agriculturist", "auto driver", "homemaker", "retd. govt. employee", "daily wage labourer"])} by occupation, was brought by ${c.male ? "his" : "her"} ${r.pick(["son", "brother", "relatives"])} with the following complaints.`,
      );
    p.line("PRESENTING COMPLAINTS:");
    p.line(
      `c/o fever x ${r.int(2, 9)} days, h/o vomiting ${r.int(2, 6)} episodes, decreased urine output since 2 days.`,
    );
    p.line(
      `Known case of T2DM since `,
      c.year(c.seen.y - r.int(3, 15), "since"),
      `, on Tab. Metformin 500 mg BD, Tab. Glimepiride 1 mg OD.`,
    );
    p.blank();
    p.line("COURSE IN HOSPITAL:");
    p.line(
      `Pt was admitted under Dr. `,
      c.hcp(0, "after-title"),
      ` unit and managed with IV fluids, Inj. Pan 40 mg IV OD, Inj. Ceftriaxone 1 g IV BD. Platelet count nadir ${r.int(18, 60)},000/cumm on day ${r.int(2, 5)}. Nephrology opinion taken from Dr. `,
      c.hcp(2, "after-title"),
      `. Pt improved symptomatically.`,
    );
    p.line(
      `Relatives (${rel[0] === "W/o" ? "husband" : "father"} Mr. `,
      c.name(rel[1] as ReturnType<Cast["kin"]>, "RelativeProxyName", "after-title", "natural"),
      `) explained about the condition in local language.`,
    );
    p.blank();
    p.line("ADVICE ON DISCHARGE:");
    p.line(
      `1. Tab. Dolo 650 mg SOS\n2. Tab. Pan-D 1-0-0 x 5 days\n3. Review in Medicine OPD (Room ${r.int(4, 40)}) on `,
      c.day(r.int(10, 20), "review"),
      ` with CBP, RFT reports`,
    );
    p.line(`In case of emergency contact: `, c.landline("emergency"));
    p.blank();
    p.line("Signature of Resident: ", "Dr. ", c.hcp(3, "signature"));
    const chief = c.doc(4);
    p.line(
      chief.male ? "Dr. " : r.pick(["Dr. (Mrs.) ", "Dr. (Ms.) ", "Dr. (Smt.) "]),
      c.name(chief, "HCPName", "signature", "natural"),
      `, ${r.pick(["Prof. & HOD", "Associate Professor", "Chief Medical Officer"])}`,
    );
    if (r.chance(0.5)) {
      const t = r.pick(c.land.towns);
      p.line(
        `${r.pick(["Hospital address", "Regd. office", "Address"])}: `,
        c.street("footer", t),
        `, `,
        c.townName("footer", t),
        ` - `,
        c.postcode("footer", t),
        `. Ph: `,
        c.landline("footer"),
        r.chance(0.5) ? `, ` : ` / `,
        c.landline("footer"),
      );
    }
  },
};

export const NIGERIA_CASE_NOTE: Form = {
  name: "case note (NG)",
  only: ["NG"],
  styles: [
    [4, "mixed"],
    [2, "upper"],
    [1, "lower"],
    [2, "ocr"],
  ],
  write(c, p) {
    const r = c.r;
    const title = c.honorific();
    p.l`${c.hospital("letterhead")}`;
    p.line(
      r.pick([
        "MEDICAL OUTPATIENT (MOP) CLINIC",
        "EMERGENCY DEPT — CASE NOTE",
        "FAMILY MEDICINE (GOPD)",
        "CHILDREN EMERGENCY ROOM",
      ]),
    );
    p.line(
      `Name: ${title} `,
      c.ptName("label"),
      `    Hosp No: `,
      c.idv(c.ids[0] ?? { text: "0", kind: "x", group: "record-id", label: "" }, "label"),
    );
    p.line(
      `Age: `,
      c.ageText("label"),
      `yrs   Sex: ${sex(c)}   Tribe: ${c.pt.pop.origin.replace(/^./, (x) => x.toUpperCase())}   Religion: ${r.pick(["Christianity", "Islam"])}`,
    );
    p.line(`Address: `, c.street("address"), `, `, c.townName("address"));
    const lga = c.district("label");
    if (lga !== undefined) p.line(`LGA: `, lga, `   State: ${c.town.region}`);
    for (const i of c.ids.slice(1)) p.line(`${i.label} `, c.idv(i, "label"));
    p.line(
      `Occupation: ${r.pick(["Trader", "Civil servant", "Farmer", "Okada rider", "Student", "Retired teacher", "Tailor"])}`,
    );
    const nok = c.kin(!c.male, false);
    p.line(
      `NOK: `,
      c.name(nok, "RelativeProxyName", "label", "full"),
      ` (${nok.male ? "husband" : "wife"}) — `,
      c.mobile("label"),
      ...(r.chance(0.35) ? [r.pick([" / ", ", ", " or "]), c.mobile("joined")] : []),
    );
    p.line(`Date: `, c.day(0, "label"));
    p.blank();
    p.line(
      `PC: ${r.pick(["Fever x 5/7, body pains, bitter taste in mouth", "Headache x 2/52, dizziness", "Cough x 3/52, weight loss, night sweats", "Swelling of both legs x 1/12"])}`,
    );
    p.line(
      `HPC: Pt was apparently well until ${r.int(3, 14)} days PTA when ${c.male ? "he" : "she"} developed ${r.pick(["high grade fever, intermittent, relieved by PCM", "a throbbing headache", "productive cough"])}. Took agbo and Emzor paracetamol at home without relief. Was taken to a chemist at `,
      c.townName("from"),
      ` then to `,
      c.clinic("after-to"),
      ` before referral here.`,
    );
    p.line(
      `PMH: Known hypertensive since `,
      c.year(c.seen.y - r.int(2, 20), "since"),
      `, on Tab Amlodipine 10mg dly (poor adherence). Not a known diabetic / sickler.`,
    );
    p.line(
      `FSH: ${r.pick(["Monogamous", "Polygamous (2 wives)"])} family setting, ${r.int(1, 7)} children. Lives in a ${r.pick(["rooming house", "face-me-I-face-you apartment", "bungalow"])}. Takes alcohol occasionally.`,
    );
    p.line(
      `O/E: ${r.pick(["Acutely ill-looking", "Not in obvious distress"])}, febrile (T ${r.int(37, 39)}.${r.int(0, 9)}°C), not pale, anicteric, no pedal oedema. PR ${r.int(70, 120)}/min, BP ${r.int(110, 190)}/${r.int(60, 110)} mmHg.`,
    );
    p.line(
      `Imp: ${r.pick(["Malaria to r/o enteric fever", "Hypertensive urgency", "PTB (smear neg) — r/o retroviral disease", "CCF sec to HHD"])}`,
    );
    p.line(`Plan: FBC, MP, Widal, E/U/Cr, RVS (with consent), CXR. Tab Lonart DS stat. Review in 2/52.`);
    p.line(
      `Seen with ${r.pick(["Dr", "Consultant Dr", "SR Dr"])} `,
      c.hcp(0, "after-title"),
      ` (${r.pick(["SR", "Consultant", "Registrar"])}).`,
    );
    const reg = c.reg("label");
    p.line(`Dr. `, c.hcp(1, "signature"), ` — ${reg.label} `, reg.val);
  },
};

export const ZA_FOLDER_NOTE: Form = {
  name: "folder note (ZA)",
  only: ["ZA"],
  styles: [
    [5, "mixed"],
    [2, "upper"],
    [2, "ocr"],
  ],
  write(c, p) {
    const r = c.r;
    const unit = r.pick(["Casualty", "Medical OPD", "ward", "ARV Clinic"]);
    if (unit === "ward")
      p.line(
        c.hospital("letterhead"),
        ` — `,
        c.loose(
          `Ward ${r.int(1, 30)}${r.pick(["", "A", "B"])}`,
          "Location",
          "facility",
          "ward",
          "letterhead",
        ),
        ` (${r.pick(["Female Medical", "Male Surgical", "TB"])})`,
      );
    else p.line(c.hospital("letterhead"), ` — ${unit}`);
    if (r.chance(0.5)) p.line(...c.sticker());
    else
      p.line(
        `Folder no: `,
        c.idv(c.ids[0] ?? { text: "0", kind: "x", group: "record-id", label: "" }, "label"),
        `    Sticker: `,
        c.ptName("sticker"),
      );
    p.line(`DOB: `, c.dob("label"), `   Age `, c.ageText("label"), `   Sex ${sex(c)}`);
    for (const i of c.ids.slice(1)) p.line(`${i.label} `, c.idv(i, "label"));
    p.line(
      `Address: `,
      c.street("address"),
      `, `,
      c.townName("address"),
      r.chance(0.5) ? ", " : " ",
      c.postcode("address"),
    );
    const [word, nok] = c.relative(["parent", "sibling", "child", "spouse"]);
    p.line(
      `NOK: `,
      c.name(nok, "RelativeProxyName", "label", "natural"),
      ` (${word === "mother" && r.chance(0.4) ? "gogo" : word}) cell `,
      c.mobile("label"),
    );
    p.blank();
    p.line(c.day(0, "entry-head"), ` ${r.int(0, 23)}h${r.pick(["00", "15", "30", "45"])}`);
    p.line(
      `S: ${r.int(2, 14)}/7 hx of ${r.pick(["SOB + orthopnoea", "LOC x1 at home", "cough + LOW + drenching night sweats", "headache, neck stiffness"])}. Defaulted ART ${r.int(2, 8)} months ago — says clinic at `,
      c.clinic("at"),
      ` too far. Consulted a sangoma, took muthi (unknown).`,
    );
    p.line(
      `Background: RVD dx `,
      c.year(c.seen.y - r.int(2, 12), "dx"),
      `, last CD4 ${r.int(12, 350)} (`,
      c.date({ y: c.seen.y - 1, m: r.int(1, 12), d: r.int(1, 28) }, "bracket"),
      `), VL ${r.pick(["LDL", "45 000", "unsuppressed"])}. TB `,
      ...(r.chance(0.5)
        ? [c.year(c.seen.y - r.int(2, 9), "before-treatment"), " completed Rx."]
        : ["never."]),
    );
    p.line(
      `O: GCS 15/15, apyrexial, BP ${r.int(90, 160)}/${r.int(50, 100)}, HR ${r.int(70, 130)}, sats ${r.int(88, 99)}% RA. Oral thrush +. Chest: coarse creps R base.`,
    );
    p.line(`A: ${r.pick(["? PJP ? TB", "CCM to exclude", "CAP, RVD stage 4", "Decompensated CCF"])}`);
    p.line(
      `P: LP / CrAg, GeneXpert sputum, CXR. Start Bactrim. D/w Dr `,
      c.hcp(0, "after-title"),
      ` (MO) — accept to ward. Social worker to trace family in `,
      c.townName("in"),
      `.`,
    );
    p.line(`Dr `, c.hcp(1, "signature"), `  `, c.reg("label").val, `  (intern)`);
  },
};

export const SG_MEMO: Form = {
  name: "polyclinic memo (SG)",
  only: ["SG"],
  styles: [
    [6, "mixed"],
    [2, "upper"],
    [1, "ocr"],
  ],
  write(c, p) {
    const r = c.r;
    p.l`${c.clinic("letterhead")}`;
    p.line(`MEMO / REFERRAL`);
    p.line(
      `To: ${r.pick(["Specialist Outpatient Clinic", "Emergency Dept", "Dept of Endocrinology", "Eye Centre"])}, `,
      c.hospital("address-to", r.chance(0.4)),
    );
    p.line(
      `Re: `,
      c.ptName("after-re"),
      ` (`,
      c.idv(c.ids[0] ?? { text: "S0000000A", kind: "NRIC", group: "national-id", label: "" }, "bracket"),
      `)`,
    );
    p.line(`Age/Sex: `, c.ageText("label"), `/${sex(c)}   DOB: `, c.dob("label"));
    for (const i of c.ids.slice(1)) p.line(`${i.label} `, c.idv(i, "label"));
    p.line(
      `Address: `,
      c.street("address"),
      r.chance(0.5) ? ", Singapore " : ", S(",
      c.postcode("address"),
      r.chance(0.5) ? "" : ")",
    );
    const [careWord, carer] = c.relative(["child", "spouse", "sibling"]);
    p.line(
      `HP: `,
      c.mobile("label"),
      `   Caregiver (${careWord}): `,
      c.name(carer, "RelativeProxyName", "label", "natural"),
      ` `,
      c.mobile("label"),
    );
    p.blank();
    p.line(`Dear Colleague,`);
    p.line(
      `Thank you for seeing this ${r.pick(["pleasant", "elderly", "young"])} ${c.male ? "gentleman" : "lady"} with ${r.pick(["poorly controlled T2DM (HbA1c 10.2%) despite max OHGA", "incidental finding of raised PSA 8.4", "worsening vision OU, ?cataract", "CKD 3b with rising creatinine"])}. ${c.male ? "He" : "She"} was last seen at `,
      c.hospital("at", true),
      ` in `,
      c.year(c.seen.y - r.int(1, 4), "in"),
      ` and defaulted follow-up. Uses CHAS ${r.pick(["Blue", "Orange", "Green"])} card; Medisave deduction agreed.`,
    );
    p.line(`Meds: Metformin 850mg bd, Sitagliptin 100mg om, Atorvastatin 20mg on.`);
    p.line(
      `Lives with family in ${r.pick(["3-room", "4-room", "5-room"])} HDB flat at `,
      c.townName("at"),
      `, speaks ${r.pick(["Hokkien and some English", "Malay", "Tamil", "Mandarin only"])}.`,
    );
    p.line(`Appt given: `, c.day(r.int(5, 40), "label"), `.`);
    p.blank();
    p.line(`Thank you.`);
    p.line(`Dr `, c.hcp(0, "signature"), ` (`, c.reg("bracket").val, `)`);
    p.line(`Family Physician`);
  },
};

export const AU_HITH: Form = {
  name: "HITH referral (AU)",
  only: ["AU"],
  styles: TYPED,
  write(c, p) {
    const r = c.r;
    p.line(`HOSPITAL IN THE HOME — REFERRAL`);
    p.l`${c.hospital("letterhead")}`;
    p.line(`Pt: `, c.ptName("label"), `  DOB `, c.dob("label"), `  ${sex(c)}`);
    ids(c, p);
    p.line(
      `Home: `,
      c.street("address"),
      `, `,
      c.townName("address"),
      ` ${c.town.region} `,
      c.postcode("address"),
    );
    p.line(`Ph `, c.mobile("label"), r.chance(0.5) ? " (pt)" : "", `  Alt `, c.landline("label"));
    const carer = c.kin(!c.male);
    p.line(
      `Carer: `,
      c.name(carer, "RelativeProxyName", "label", r.chance(0.5) ? "natural" : "given"),
      ` (${carer.male ? "husband" : "wife"})`,
    );
    p.line(
      `Referring: Dr `,
      c.hcp(0, "after-title"),
      ` ${r.pick(["Gen Med reg", "ED consultant", "ID AT"])} pg `,
      c.pager("after-pager"),
    );
    p.blank();
    p.line(
      `Dx: ${r.pick(["L leg cellulitis", "Pyelonephritis (E. coli, sens to ceftriaxone)", "Osteomyelitis L hallux", "Infected PEG site"])}`,
    );
    p.line(
      `Plan: IV ${r.pick(["cefazolin 2g tds via elastomeric", "ceftriaxone 2g daily", "flucloxacillin 12g/24h CADD"])} x ${r.int(5, 21)}/7. PICC R basilic inserted `,
      c.day(0, "inserted"),
      `.`,
    );
    p.line(
      `Home risk assessment: ${r.pick(["dog on property", "no issues", "steep driveway, stairs x12"])}. Access via side gate. Pt ATSI: ${r.pick(["No", "Yes - Aboriginal", "Not stated"])}. Aboriginal Liaison Officer aware.`,
    );
    p.line(`GP: Dr `, c.hcp(1, "after-title"), `, `, c.clinic("after-gp"), `, ph `, c.landline("label"));
    p.line(`First visit `, c.day(1, "label"), ` AM. NOK to be called if no answer.`);
  },
};

export const NZ_REFERRAL: Form = {
  name: "GP referral (NZ)",
  only: ["NZ"],
  styles: TYPED,
  write(c, p) {
    const r = c.r;
    p.l`${c.clinic("letterhead")}`;
    p.line(
      `e-Referral to ${r.pick(["General Medicine", "Diabetes Service", "Renal", "Paediatrics"])}, `,
      c.hospital("to", r.chance(0.3)),
    );
    p.line(
      `Patient: `,
      c.ptName("label"),
      `   NHI: `,
      c.idv(c.ids[0] ?? { text: "ZZZ0016", kind: "NHI", group: "health-id", label: "" }, "label"),
    );
    p.line(
      `DOB: `,
      c.dob("label"),
      `   Ethnicity: ${c.pt.pop.origin === "maori" ? "NZ Māori" : c.pt.pop.origin === "pasifika" ? r.pick(["Samoan", "Tongan"]) : "NZ European"}   Iwi: ${c.pt.pop.origin === "maori" ? r.pick(["Ngāpuhi", "Ngāti Porou", "Tūhoe"]) : "n/a"}`,
    );
    for (const i of c.ids.slice(1)) p.line(`${i.label} `, c.idv(i, "label"));
    p.line(`Address: `, c.street("address"), `, `, c.townName("address"), ` `, c.postcode("address"));
    p.line(`Mobile: `, c.mobile("label"));
    p.blank();
    p.line(`Kia ora koutou,`);
    p.line(
      `I would be grateful if you could see `,
      c.ptGiven("prose"),
      `, a ${c.age > 89 ? "very elderly" : String(c.age)}-year-old ${c.male ? "tāne" : "wahine"} with ${r.pick(["rheumatic heart disease on monthly bicillin", "gout flares despite allopurinol 300", "worsening CKD and HbA1c 94", "recurrent cellulitis"])}.`,
    );
    const whanau = c.relative(["child", "spouse", "parent"]);
    p.line(
      `${c.male ? "He" : "She"} lives with whānau in `,
      c.townName("lives-in"),
      ` and ${c.male ? "his" : "her"} ${whanau[0]} `,
      c.name(whanau[1], "RelativeProxyName", "prose", "given"),
      ` usually brings ${c.male ? "him" : "her"} to appointments (ph `,
      c.mobile("prose"),
      `). Would prefer a whānau hui with the team; kaumātua support has been offered through `,
      c.clinic("through"),
      `.`,
    );
    p.line(
      `Last seen by Dr `,
      c.hcp(1, "after-title"),
      ` at the ${r.pick(["renal", "diabetes", "cardiology"])} clinic `,
      c.day(-r.int(60, 400), "prose"),
      `.`,
    );
    p.line(`Ngā mihi,`);
    p.line(`Dr `, c.hcp(0, "signature"), ` (GP), MCNZ `, c.reg("label").val);
  },
};

export const CA_CONSULT: Form = {
  name: "consult note, bilingual (CA)",
  only: ["CA"],
  styles: TYPED,
  write(c, p) {
    const r = c.r;
    const fr = c.pt.pop.origin === "french-canadian" || r.chance(0.3);
    p.l`${c.hospital("letterhead")}`;
    p.line(
      fr
        ? "CONSULTATION — MÉDECINE INTERNE / INTERNAL MEDICINE CONSULT"
        : "INTERNAL MEDICINE CONSULTATION NOTE",
    );
    p.line(
      fr ? "Nom / Name: " : "Name: ",
      c.ptName("label"),
      fr ? "   Né(e) le / DOB: " : "   DOB: ",
      c.dob("label"),
    );
    ids(c, p);
    p.line(
      fr ? "Adresse: " : "Address: ",
      c.street("address"),
      `, `,
      c.townName("address"),
      ` (${c.town.region}) `,
      c.postcode("address"),
    );
    p.line(fr ? "Tél.: " : "Tel: ", c.mobile("label"));
    p.line(
      fr ? "Médecin de famille: Dr " : "Family physician: Dr. ",
      c.hcp(1, "after-title"),
      `, `,
      c.clinic("after-name"),
    );
    p.line(fr ? "Date de la consultation: " : "Date of consult: ", c.day(0, "label"));
    p.blank();
    if (fr) {
      p.line(
        `Raison de consultation: ${r.pick(["hyponatrémie (Na 122)", "FA rapide, anticoagulation?", "IRA sur IRC", "fièvre post-op"])}.`,
      );
      p.line(
        `HMA: ${c.male ? "Patient" : "Patiente"} de ${c.age > 89 ? "plus de 90" : c.age} ans, vit ${r.pick(["seul(e) en appartement", "en RPA", "avec sa conjointe"])} à `,
        c.townName("lives-in"),
        `. Conjoint(e): `,
        c.name(c.kin(!c.male), "RelativeProxyName", "label", "natural"),
        ` (`,
        c.mobile("bracket"),
        `). Suivi au CLSC.`,
      );
      p.line(
        `Impression: ${r.pick(["SIADH probable", "FA avec RVR, CHA2DS2-VASc 4", "IRA prérénale"])}. Plan discuté avec Dr `,
        c.hcp(2, "after-title"),
        ` (résident R${r.int(1, 5)}).`,
      );
    } else {
      p.line(`Reason: ${r.pick(["hyponatremia", "new AF with RVR", "AKI on CKD", "post-op fever"])}.`);
      p.line(
        `HPI: ${c.age > 89 ? "" : `${c.age} yo `}${c.male ? "man" : "woman"} from `,
        c.townName("from"),
        `, ${r.pick(["retired miner", "snowbird back from Florida", "works seasonal at the mill"])}. Wife/husband `,
        c.name(c.kin(!c.male), "RelativeProxyName", "label", "given"),
        ` at bedside. Transferred from `,
        c.hospital("from", true),
        ` on `,
        c.day(-1, "on"),
        `.`,
      );
      p.line(`Impression & plan: discussed with Dr. `, c.hcp(2, "after-title"), ` (staff). Will follow.`);
    }
    const reg = c.reg("label");
    p.line(`— Dr `, c.hcp(0, "signature"), `, ${reg.label} `, reg.val);
  },
};

export const IE_DISCHARGE: Form = {
  name: "discharge letter (IE)",
  only: ["IE"],
  styles: TYPED,
  write(c, p) {
    const r = c.r;
    p.l`${c.hospital("letterhead")}`;
    p.line(
      `Department of ${r.pick(["Medicine for the Older Person", "Respiratory Medicine", "Cardiology", "Surgery"])}`,
    );
    p.blank();
    p.line(`Dr `, c.hcp(1, "address-to"));
    p.line(c.clinic("address-to"));
    const gpTown = r.pick(c.land.towns);
    if (r.chance(0.6)) for (const l of c.addressBlock("address-to", gpTown)) p.line(...l);
    else p.line(c.townName("address-to", gpTown));
    p.blank();
    p.line(
      `Re: `,
      c.ptName("after-re"),
      `, `,
      c.street("address"),
      `, `,
      c.townName("address"),
      `, `,
      c.region("address"),
      `, `,
      c.postcode("address"),
    );
    p.line(`DOB: `, c.dob("label"));
    ids(c, p);
    p.line(`Admitted: `, c.day(0, "label"), `   Discharged: `, c.day(r.int(2, 20), "label"));
    p.blank();
    p.line(`Dear Dr `, c.name(c.doc(1), "HCPName", "after-title", "surname"), `,`);
    p.line(
      `I reviewed ${c.pt.male ? "Mr" : r.pick(["Mrs", "Ms"])} `,
      c.ptSurname("after-title"),
      ` who was admitted under the care of Dr `,
      c.hcp(0, "after-title"),
      ` with ${r.pick(["an infective exacerbation of COPD", "a fall and #NOF", "decompensated heart failure", "community-acquired pneumonia"])}. ${c.pt.male ? "He" : "She"} is ${r.pick(["a retired farmer", "a native Irish speaker", c.male ? "a full-time carer for his wife" : "a full-time carer for her husband", "living alone"])} from `,
      c.townName("from"),
      `.`,
    );
    p.line(
      `${c.pt.male ? "His" : "Her"} daughter `,
      c.name(c.kin(false), "RelativeProxyName", "prose", "given"),
      ` (`,
      c.mobile("bracket"),
      `) was updated. Referral to the PHN and Home Support Service sent. Fair Deal application discussed.`,
    );
    p.line(`Follow-up in OPD in 6/52.`);
    p.blank();
    p.line(`Is mise le meas,`);
    p.line(
      `Dr `,
      c.hcp(2, "signature"),
      `, SHO to Dr `,
      c.name(c.doc(0), "HCPName", "after-title", "surname"),
    );
    p.line(`IMC No. `, c.reg("label").val);
  },
};

export const LOCAL_FORMS: readonly Form[] = [
  INDIA_DISCHARGE,
  NIGERIA_CASE_NOTE,
  ZA_FOLDER_NOTE,
  SG_MEMO,
  AU_HITH,
  NZ_REFERRAL,
  CA_CONSULT,
  IE_DISCHARGE,
];
