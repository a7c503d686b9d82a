/**
 * PHI forms every country writes, in its own values: messaging threads, telehealth notes, fax cover
 * sheets, radiology reports, ED triage, social-work and workers' compensation notes, and dictation
 * transcripts (spoken punctuation, numbers as said).
 */
import type { Cast } from "./cast.ts";
import { type Form, TYPED } from "./forms-local.ts";
import type { DateShape } from "./lands.ts";

const he = (c: Cast): string => (c.male ? "he" : "she");

export const MESSAGES: Form = {
  name: "messaging thread",
  styles: [
    [5, "mixed"],
    [4, "lower"],
  ],
  write(c, p) {
    const r = c.r;
    const a = c.doc(0);
    const b = c.doc(1);
    const time = () => `${r.int(0, 23)}:${String(r.int(0, 59)).padStart(2, "0")}`;
    p.line(
      `[`,
      c.date(c.seen, "thread-stamp", r.pick(c.land.dateShapes.slice(0, 3))),
      `, ${time()}] `,
      c.name(a, "HCPName", "sender", "natural"),
      `: ${r.pick(["hi", "hello", "hey"])}, ${r.pick(["u on call for med?", "got a min?", "can u take a referral"])}`,
    );
    p.line(
      `[${time()}] `,
      c.name(b, "HCPName", "sender", "given"),
      `: ${r.pick(["ya go", "yes shoot", "sure"])}`,
    );
    p.line(
      `[${time()}] `,
      c.name(a, "HCPName", "sender", "natural"),
      `: ${c.age > 89 ? "" : `${c.age}${c.male ? "m" : "f"} `}`,
      c.ptName("message"),
      ` ${r.pick(["uhid", "mrn", "hosp no", "folder"])} `,
      c.id(0, "message") ?? c.mobile("message"),
      ` ${r.pick(["sob ++ sats 86 ra", "fever 3/7 plt 24k", "k 6.8 on ecg peaked t", "gcs dropped 15->11"])}`,
    );
    p.line(
      `[${time()}] `,
      c.name(a, "HCPName", "sender", "natural"),
      `: from `,
      c.townName("from"),
      `, ${r.pick(["came by ambulance", "family brought", "referred by gp"])} — son `,
      c.name(c.kin(true), "RelativeProxyName", "message", "given"),
      ` ${r.pick(["no.", "#", "ph"])} `,
      c.mobile("message"),
    );
    p.line(
      `[${time()}] `,
      c.name(b, "HCPName", "sender", "given"),
      `: ok send to ${r.pick(["resus 2", "obs ward", "MAU bed 14"])}, will see after ${r.pick(["rounds", "theatre", "clinic"])} 👍`,
    );
    if (r.chance(0.5))
      p.line(
        `[${time()}] `,
        c.name(a, "HCPName", "sender", "natural"),
        `: tx. bloods sent, cxr done. ${he(c)} was at `,
        c.hospital("at", true),
        ` last month fyi`,
      );
  },
};

export const TELEHEALTH: Form = {
  name: "telehealth note",
  styles: TYPED,
  write(c, p) {
    const r = c.r;
    p.line(`TELEHEALTH CONSULTATION (${r.pick(["video", "phone", "video — dropped to phone"])})`);
    p.line(`Patient: `, c.ptName("label"), `   DOB: `, c.dob("label"));
    const id = c.id(0, "label");
    if (id !== undefined) p.line(`${c.ids[0]?.label ?? "ID"} `, id);
    p.line(`Patient location: home, `, c.townName("label"), `  Clinician location: `, c.hospital("label"));
    const [word, present] = c.relative(["child", "spouse", "sibling"]);
    p.line(
      `Consent: verbal consent obtained. Identity confirmed (name + DOB). Also present: ${word} `,
      c.name(present, "RelativeProxyName", "after-role", "natural"),
      `.`,
    );
    p.line(`Call-back number: `, c.mobile("label"));
    p.line(`Date/time: `, c.day(0, "label"), ` ${r.int(8, 17)}:${r.pick(["00", "20", "40"])}`);
    p.blank();
    p.line(
      `${r.pick(["Review of bloods", "Post-discharge follow-up", "Antenatal check", "Medication review"])}. ${r.pick(["Feeling better, no SOB at rest.", "Ankles still swollen.", "Sugars 8-14 fasting.", "BP at pharmacy 152/94."])} Connection poor at times (rural). Plan: repeat ${r.pick(["U&E", "HbA1c", "INR", "FBC"])} at local lab, review in ${r.int(1, 6)}/52.`,
    );
    p.line(`Clinician: `, c.hcp(0, "signature"), ` ${r.pick(["(NP)", "(GP)", "(Consultant)", "(CNS)"])}`);
  },
};

export const FAX_COVER: Form = {
  name: "fax cover sheet",
  styles: [
    [3, "mixed"],
    [2, "upper"],
    [3, "ocr"],
  ],
  write(c, p) {
    const r = c.r;
    p.line(`FAX — CONFIDENTIAL`);
    p.line(`From: `, c.clinic("label"));
    p.line(`Fax: `, c.landline("label"), `   Ph: `, c.landline("label"));
    p.line(
      `To: ${r.pick(["Medical Records", "Bookings", "Outpatients", "Pharmacy"])}, `,
      c.hospital("label"),
    );
    p.line(`Attn: Dr `, c.hcp(0, "after-title"));
    p.line(`Date: `, c.day(0, "label"), `   Pages (incl. cover): ${r.int(2, 9)}`);
    p.line(`RE: `, c.ptName("after-re"), `  DOB `, c.dob("label"));
    p.blank();
    p.line(
      `${r.pick(["Please find attached referral and recent bloods.", "Urgent: please expedite appointment.", "Discharge summary as requested.", "Completed consent form attached."])}`,
    );
    p.line(
      `If you have received this fax in error please notify the sender on the number above and destroy all pages.`,
    );
    p.line(
      `Sent by: `,
      c.name(c.doc(2), "HCPName", "label", "natural"),
      ` (${r.pick(["practice manager", "receptionist", "ward clerk"])})`,
    );
  },
};

export const RADIOLOGY: Form = {
  name: "radiology report",
  styles: TYPED,
  write(c, p) {
    const r = c.r;
    p.line(
      `${r.pick(["CT BRAIN NON-CONTRAST", "CHEST X-RAY PA", "US ABDOMEN", "CT PULMONARY ANGIOGRAM", "MRI LUMBAR SPINE"])}`,
    );
    p.line(
      `Patient: `,
      c.ptName("label"),
      `   ${c.ids[0]?.label ?? "ID"} `,
      c.id(0, "label") ?? c.dob("label"),
    );
    p.line(
      `DOB: `,
      c.dob("label"),
      `   Exam date: `,
      c.day(0, "label"),
      `   Acc#: `,
      c.loose(`${r.pick(["RAD", "CT", "XR", ""])}${r.digits(8)}`, "ID", "other-id", "accession", "label"),
    );
    p.line(
      `Referrer: Dr `,
      c.hcp(1, "after-title"),
      `, ${r.pick(["ED", "Medical Ward", "GP"])}  Site: `,
      c.hospital("label", r.chance(0.4)),
    );
    p.line(
      `Clinical: ${r.pick(["fall, on apixaban", "?PE, pleuritic CP, D-dimer raised", "RUQ pain, deranged LFTs", "LBP with L5 radiculopathy"])}`,
    );
    p.line(
      `Comparison: `,
      c.date({ y: c.seen.y - 1, m: r.int(1, 12), d: r.int(1, 28) }, "comparison"),
      r.chance(0.5) ? ` (outside films from ` : ` (`,
      c.hospital("comparison", true),
      `)`,
    );
    p.line(
      `Findings: ${r.pick(["No intracranial haemorrhage. Mild small vessel change.", "Filling defects in R lower lobe segmental arteries.", "Gallbladder contains calculi; CBD 6 mm.", "L4/5 broad-based disc bulge contacting the traversing L5 root."])}`,
    );
    p.line(
      `Conclusion: ${r.pick(["No acute abnormality.", "Segmental PE, RV not strained.", "Cholelithiasis.", "L4/5 disc as above."])} Discussed with Dr `,
      c.hcp(1, "after-title"),
      ` by phone at ${r.int(10, 23)}:${r.pick(["05", "32", "48"])}.`,
    );
    p.line(
      `Reported by: Dr `,
      c.hcp(0, "signature"),
      `, ${r.pick(["FRANZCR", "FRCPC", "FFRRCSI", "MMed (Rad)", "FMCR", "MD (Radiodiagnosis)", "FRCR"])}`,
    );
  },
};

export const ED_TRIAGE: Form = {
  name: "ED triage",
  styles: [
    [4, "mixed"],
    [3, "upper"],
    [1, "lower"],
  ],
  write(c, p) {
    const r = c.r;
    const cat = {
      AU: "ATS",
      NZ: "ATS",
      CA: "CTAS",
      IE: "MTS",
      IN: "ESI",
      ZA: "SATS",
      NG: "SATS",
      SG: "PACS",
    }[c.code];
    p.line(
      `TRIAGE  `,
      c.day(0, "label"),
      ` ${r.int(0, 23)}:${String(r.int(0, 59)).padStart(2, "0")}   ${cat} ${r.int(1, 5)}`,
    );
    p.line(`Name `, c.ptName("label"), `  Age `, c.ageText("label"), `  ${c.male ? "M" : "F"}`);
    const id = c.id(0, "label");
    if (id !== undefined) p.line(`${c.ids[0]?.label ?? "ID"} `, id);
    p.line(
      `BIBA from `,
      r.chance(0.5) ? c.street("scene") : c.clinic("from"),
      `, `,
      c.townName("scene"),
      `. ${r.pick(["Incident no.", "Case #", "Job"])} `,
      c.loose(`${r.pick(["E", "C", ""])}${r.digits(7)}`, "ID", "other-id", "incident number", "label"),
    );
    p.line(
      `PC: ${r.pick(["CP radiating L arm 2/24", "fall at home, long lie ?hrs", "SOB, wheeze, speaking in phrases", "abdo pain RIF, vomiting x4", "DKA? BSL HI"])}`,
    );
    p.line(
      `Obs: HR ${r.int(50, 150)} BP ${r.int(80, 200)}/${r.int(40, 110)} RR ${r.int(12, 36)} SpO2 ${r.int(84, 100)}% T ${r.int(35, 40)}.${r.int(0, 9)} GCS ${r.int(9, 15)} BSL ${r.int(3, 30)}.${r.int(0, 9)}`,
    );
    p.line(
      `Hx: ${r.pick(["IHD, T2DM, CKD3", "Asthma, nil else", "AF on warfarin, INR ?", "HTN, gout, OA knees"])}. Allergies: ${r.pick(["NKDA", "penicillin (rash)", "sulfa", "codeine (vomiting)"])}`,
    );
    p.line(
      `NOK `,
      c.name(c.kin(r.chance(0.5)), "RelativeProxyName", "label", r.chance(0.5) ? "natural" : "given"),
      ` `,
      c.mobile("label"),
    );
    p.line(
      `Triage RN: `,
      c.name(c.doc(2), "HCPName", "label", r.chance(0.5) ? "given" : "natural"),
      `  -> ${r.pick(["Resus", "Acute", "Fast track", "Majors"])}`,
    );
  },
};

export const SOCIAL_WORK: Form = {
  name: "social work / workers' comp",
  styles: TYPED,
  write(c, p) {
    const r = c.r;
    const comp = r.chance(0.5);
    p.line(comp ? `WORK INJURY — PROGRESS REPORT / CERTIFICATE OF CAPACITY` : `SOCIAL WORK ASSESSMENT`);
    p.line(`Client: `, c.ptName("label"), `  DOB `, c.dob("label"));
    if (comp) {
      p.line(
        `Employer: `,
        c.loose(
          r.pick([
            "Riverbend Poultry",
            "Kestrel Freight Lines",
            "Sunshine Bakery (Pty) Ltd",
            "Obi & Sons Building Works",
            "Hua Yang Engineering Pte Ltd",
            "Ballyroan Meats",
            "Fraser Valley Packers",
            "Sri Balaji Textiles",
          ]),
          "Location",
          "facility",
          "employer",
          "label",
        ),
        `   Claim no. `,
        c.loose(`${r.pick(["WC", "CL", ""])}${r.digits(8)}`, "ID", "other-id", "claim number", "label"),
      );
      p.line(
        `Injury date: `,
        c.day(-r.int(10, 200), "label"),
        `   Mechanism: ${r.pick(["lifting carton ~25kg, felt pop in low back", "crush injury L hand in press", "fell from ladder ~2m"])}`,
      );
      p.line(`Case manager: `, c.name(c.doc(3), "HCPName", "label", "natural"), `, ph `, c.landline("label"));
      p.line(
        `Capacity: ${r.pick(["unfit for work", "suitable duties 4h/day, no lifting >5kg", "fit for pre-injury duties"])} from `,
        c.day(0, "from"),
        ` to `,
        c.day(r.int(7, 28), "to"),
        `.`,
      );
    } else {
      p.line(
        `Lives: ${r.pick(["alone", "with partner", "with daughter and grandchildren", "in a backyard flat"])} at `,
        c.street("address"),
        `, `,
        c.townName("address"),
      );
      const [word, support] = c.relative(["sibling", "other", "child"]);
      p.line(
        `Supports: ${word} `,
        c.name(support, "RelativeProxyName", "after-role", "natural"),
        ` (`,
        c.mobile("bracket"),
        `) visits ${r.pick(["daily", "weekly", "rarely"])}. Income: ${r.pick(["pension", "disability grant", "none", "casual work"])}.`,
      );
      p.line(
        `Concerns: ${r.pick(["financial abuse by grandson suspected", "carer burnout", "unsafe home, hoarding", "food insecurity"])}. Discussed with `,
        c.name(c.doc(3), "HCPName", "label", "given"),
        ` (SW team leader).`,
      );
    }
    p.line(
      `Signed: `,
      c.hcp(0, "signature"),
      ` ${comp ? "(treating practitioner)" : "(Social Worker)"}   `,
      c.day(0, "signature"),
    );
  },
};

const SPOKEN_MONTH =
  "January February March April May June July August September October November December".split(" ");
const SPOKEN = "zero one two three four five six seven eight nine".split(" ");

export const DICTATION: Form = {
  name: "dictation transcript",
  styles: [
    [5, "mixed"],
    [3, "lower"],
  ],
  write(c, p) {
    const r = c.r;
    const d = c.seen;
    const rel = c.relative(["child", "spouse"]);
    p.line(
      `this is doctor `,
      c.hcp(0, "dictation"),
      ` dictating a clinic letter for `,
      c.ptNatural("dictation"),
      ` date of birth `,
      c.loose(
        `${c.born.d} ${SPOKEN_MONTH[c.born.m - 1]} ${c.born.y}`,
        "Date",
        "date",
        "spoken date",
        "dictation",
      ),
      ` ${c.ids[0]?.kind ?? "number"} `,
      c.loose(
        (c.ids[0]?.text ?? c.land.mobile(r))
          .split("")
          .map((ch) => (/\d/.test(ch) ? (SPOKEN[Number(ch)] as string) : ch.toLowerCase()))
          .join(" ")
          .replace(/\s+/g, " "),
        "ID",
        c.ids[0]?.group ?? "record-id",
        "spelled out",
        "dictation",
      ),
      ` full stop`,
    );
    p.line(
      `to doctor `,
      c.hcp(1, "dictation"),
      ` at `,
      c.clinic("dictation"),
      ` comma `,
      c.townName("dictation"),
      ` new paragraph`,
    );
    p.line(
      `dear doctor `,
      c.name(c.doc(1), "HCPName", "dictation", "surname"),
      ` comma thank you for referring this ${r.pick(["pleasant", "delightful", "anxious"])} ${c.male ? "man" : "lady"} whom I saw in clinic on the `,
      c.loose(
        `${d.d}${d.d === 1 ? "st" : d.d === 2 ? "nd" : d.d === 3 ? "rd" : "th"} of ${SPOKEN_MONTH[d.m - 1]}`,
        "Date",
        "date",
        "spoken date",
        "dictation",
      ),
      ` full stop ${he(c)} attended with ${c.male ? "his" : "her"} ${rel[0]} `,
      c.name(rel[1], "RelativeProxyName", "dictation", "given"),
      ` full stop ${r.pick(["the main issue is breathlessness on exertion", "there have been three falls in the last two months", "his sugars remain erratic", "the rash has not settled with topical steroid"])} full stop new paragraph`,
    );
    p.line(
      `${r.pick(["on examination", "examination revealed", "today"])} ${r.pick(["heart sounds dual no murmur", "chest clear", "BMI thirty four"])} full stop plan ${r.pick(["echo and review in three months", "increase furosemide to eighty milligrams", "dermatology referral"])} full stop ${he(c)} can be contacted on `,
      c.mobile("dictation"),
      ` full stop yours sincerely end of dictation`,
    );
  },
};

export const APPOINTMENT: Form = {
  name: "appointment letter",
  styles: [
    [6, "mixed"],
    [2, "upper"],
    [2, "ocr"],
  ],
  write(c, p) {
    const r = c.r;
    p.line(
      c.hospital("letterhead"),
      ` — ${r.pick(["Outpatient Department", "Booking Centre", "Specialist Clinics", "Patient Access"])}`,
    );
    const fax = r.chance(0.4);
    p.line(`Tel `, c.landline("letterhead"), ...(fax ? [`   Fax `, c.landline("letterhead")] : []));
    p.blank();
    p.line(c.day(-r.int(3, 20), "letter-date"));
    p.blank();
    p.line(`${c.honorific()} `, c.ptNatural("address-block"));
    for (const l of c.addressBlock("address-block")) p.line(...l);
    p.blank();
    p.line(
      `Our ref: `,
      c.id(0, "after-ref") ?? c.loose(r.digits(7), "ID", "record-id", "reference", "after-ref"),
    );
    p.blank();
    p.line(`Dear ${c.honorific()} `, c.ptSurname("after-title"), `,`);
    p.line(
      `An appointment has been made for you at the ${r.pick(["Diabetes", "Fracture", "Eye", "Cardiology", "Antenatal", "Respiratory"])} Clinic with Dr `,
      c.hcp(0, "after-title"),
      ` on `,
      c.day(r.int(10, 60), "on", r.pick(c.land.dateShapes.filter((_, k) => k < 5))),
      ` at ${r.int(8, 15)}:${r.pick(["00", "15", "30", "45"])}.`,
    );
    p.line(
      `Please bring this letter, your medicines and any recent results. If you cannot attend, please telephone `,
      c.landline("prose"),
      ` at least 48 hours before.`,
    );
    p.line(`Missed appointments may be discharged back to your GP, Dr `, c.hcp(1, "after-title"), `.`);
    p.blank();
    p.line(`Yours sincerely,`);
    p.line(c.name(c.doc(2), "HCPName", "signature", "natural"));
    p.line(`${r.pick(["Booking Clerk", "Clinic Coordinator", "Medical Secretary"])}`);
  },
};

export const SMS: Form = {
  name: "SMS reminders and replies",
  styles: [
    [6, "mixed"],
    [3, "lower"],
    [1, "upper"],
  ],
  write(c, p) {
    const r = c.r;
    const from = r.pick(["CLINIC", "HOSPITAL", "NoReply", "BOOKINGS"]);
    p.line(`To: `, c.mobile("sms-header"), `   From: ${from}`);
    p.line(
      `${r.pick(["Hi", "Dear", "Hello"])} `,
      c.ptGiven("sms"),
      `, ${r.pick(["reminder", "this is a reminder of"])} your appt at `,
      r.chance(0.5) ? c.clinic("at") : c.hospital("at", true),
      ` on `,
      c.day(
        r.int(1, 14),
        "on",
        r.pick<DateShape>([
          (_, d) => `${d.d}/${d.m}`,
          (_, d) => `${d.d}/${String(d.m).padStart(2, "0")}`,
          ...c.land.dateShapes.slice(0, 2),
        ]),
      ),
      ` at ${r.int(7, 16)}:${r.pick(["00", "30"])} with ${r.pick(["Dr", "Sr", "Nurse"])} `,
      c.name(c.doc(0), "HCPName", "after-title", "surname"),
      `. Reply Y to confirm or call `,
      c.landline("prose"),
      `.`,
    );
    p.line(
      `[reply ${r.int(7, 21)}:${r.pick(["02", "41"])}] ${r.pick(["Y", "yes thanks", "ok"])} ${r.pick(["", "pls note new no. ", "my son will bring me "])}`.trimEnd(),
      ...(r.chance(0.4) ? [" ", c.mobile("sms-reply")] : []),
    );
    if (r.chance(0.5))
      p.line(
        `[reply] ${r.pick(["cant come, at funeral in", "stuck in", "went home to"])} `,
        c.townName("sms-reply"),
        ` ${r.pick(["till next wk", "sorry", "pls reschedule"])}`,
      );
    const replier = c.relative(["child", "spouse"]);
    if (r.chance(0.4))
      p.line(
        `[reply] this is `,
        c.name(replier[1], "RelativeProxyName", "sms-reply", "given"),
        ` ${`${c.male ? "his" : "her"} ${replier[0]}`}, ${r.pick([`${c.male ? "he" : "she"} is in hospital`, `${c.male ? "he" : "she"} passed away last week`, "we moved"])}`,
      );
  },
};

export const PSYCHIATRY: Form = {
  name: "psychiatry review",
  styles: TYPED,
  write(c, p) {
    const r = c.r;
    const kin = c.relative(["spouse", "parent", "sibling"]);
    p.line(
      `${r.pick(["CONSULTATION-LIAISON PSYCHIATRY", "COMMUNITY MENTAL HEALTH REVIEW", "CAMHS ASSESSMENT", "PSYCHIATRY ON-CALL NOTE"])}`,
    );
    p.line(
      `Name: `,
      c.ptName("label"),
      `   DOB: `,
      c.dob("label"),
      `   `,
      `${c.ids[0]?.label ?? "ID"} `,
      c.id(0, "label") ?? c.dob("label"),
    );
    p.line(
      `Legal status: ${r.pick(["informal", "MHA s.2 (assessment)", "involuntary (Form 1)", "Mental Health Care Act 72-hour assessment", "Section 94 (Mental Health Act 2008)"])}`,
    );
    p.line(
      `Seen with: ${kin[0]} `,
      c.name(kin[1], "RelativeProxyName", "after-kin", r.chance(0.5) ? "natural" : "given"),
      ` and `,
      c.name(c.doc(1), "HCPName", "after-role", "given"),
      ` (${r.pick(["CPN", "key worker", "social worker"])}).`,
    );
    p.line(
      `HPC: ${r.pick(["low mood x 3/12 after retrenchment from", "paranoid ideation about neighbours since leaving", "overdose of 20 x paracetamol after argument; works at", "school refusal and self-harm; attends"])} `,
      c.loose(
        r.pick([
          "Kestrel Freight Lines",
          "Sunshine Bakery (Pty) Ltd",
          "Hua Yang Engineering Pte Ltd",
          "Ballyroan Meats",
          "Sri Balaji Textiles",
          "St Columba's Community School",
          "Ōtara Primary",
          "Queen's College Lagos",
          "École secondaire des Érables",
        ]),
        "Location",
        "facility",
        "employer/school",
        "after-work",
      ),
      `. Lives with ${kin[0]} in `,
      c.townName("lives-in"),
      `.`,
    );
    p.line(
      `Collateral from ${kin[0]} (`,
      c.mobile("bracket"),
      `): ${r.pick(["not sleeping, talking to himself", "gave away belongings", "drinking more since the funeral", "no concerns before this week"])}.`,
    );
    p.line(
      `MSE: ${r.pick(["dishevelled, poor eye contact, PMR", "guarded, suspicious, no FTD", "tearful, reactive affect"])}. Risk: ${r.pick(["moderate", "high", "low"])} to self; no access to means.`,
    );
    p.line(
      `Plan: ${r.pick(["admit to", "HTT follow-up from", "review in clinic at"])} `,
      r.chance(0.5)
        ? c.loose(
            r.pick(["Ward 5 (acute mental health)", "Te Whare Ahuru", "Hanover Unit", "Weskoppies ward 12"]),
            "Location",
            "facility",
            "ward",
            "after-plan",
          )
        : c.hospital("after-plan", true),
      `; depot due `,
      c.day(r.int(3, 28), "due"),
      `.`,
    );
    p.line(
      `Dr `,
      c.hcp(0, "signature"),
      ` (${r.pick(["psychiatry registrar", "consultant psychiatrist", "MO psychiatry"])})`,
    );
  },
};

export const COMMON_FORMS: readonly Form[] = [
  SMS,
  PSYCHIATRY,
  APPOINTMENT,
  MESSAGES,
  TELEHEALTH,
  FAX_COVER,
  RADIOLOGY,
  ED_TRIAGE,
  SOCIAL_WORK,
  DICTATION,
];
