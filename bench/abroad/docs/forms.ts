/**
 * Forms and messages: ambulance patient care records, death certificates (medical certificate of
 * cause of death), referral e-forms and patient portal messages.
 */
import { join, type Part, t } from "../build.ts";
import type { Ctx } from "../ctx.ts";
import type { DocType } from "./doc-type.ts";

const hhmm = (x: Ctx): string =>
  `${String(x.r.int(0, 23)).padStart(2, "0")}${String(x.r.int(0, 59)).padStart(2, "0")}`;

const ambulance: DocType = {
  name: "ambulance record",
  weight: 8,
  build(x) {
    const { r, c } = x;
    const p = x.person("PTName");
    const medic = x.person("HCPName");
    const partner = x.person("HCPName");
    const bystander = x.person("RelativeProxyName");
    const incident = x.other(
      `${r.pick(["", "INC-", "E"])}${r.int(20, 26)}${r.digits(7)}`,
      "incident-number",
      "ambulance header",
    );
    const unit = x.other(
      `${r.letters(r.pick([1, 2]))}${r.int(10, 799)}`,
      "ambulance-callsign",
      "ambulance header",
    );
    return t`${c.words.ambulance.toUpperCase()} - PATIENT CARE RECORD
Incident ${incident}   Unit ${unit}   Date ${x.todayIs("ambulance header")}
Times: call ${hhmm(x)} / at scene ${hhmm(x)} / depart ${hhmm(x)} / at hospital ${hhmm(x)}
Scene: ${x.address("ambulance scene")}${r.chance(0.4) ? t` (${r.pick(["outside", "rear of", "car park of"])} ${x.place(r.pick(["employer", "school"] as const), "ambulance scene")})` : ""}
Pt: ${x.name(p, r.pick(["formal", "full", "caps-surname"] as const), "ambulance patient")}  DOB ${x.dob(p, "ambulance patient")}  ${r.chance(0.5) ? t`Ph ${x.phone("ambulance patient", "mobile")}` : ""}
Case: ${r.pick(["Found on floor by neighbour, ?down for 6 hrs", "MVA, restrained driver, moderate speed, airbags deployed", "SOB, speaking in words, hx COPD", "Witnessed seizure x 2 at work, GCS 13 on arrival", "Chest pain onset 40 min, radiating to L arm"])}.
Info from ${r.pick(["wife", "bystander", "son", "flatmate", "employer"])} ${x.name(bystander, "full", "ambulance history")}${r.chance(0.5) ? t` ${x.phone("ambulance history", "mobile")}` : ""}.
Obs ${hhmm(x)}: HR ${r.int(50, 140)} BP ${r.int(80, 190)}/${r.int(40, 110)} RR ${r.int(10, 34)} SpO2 ${r.int(84, 99)}% GCS ${r.int(9, 15)} BGL ${r.int(3, 22)}.${r.int(0, 9)}
Tx: ${r.pick(["GTN 400 mcg SL x2, aspirin 300 mg chewed", "salbutamol 5 mg neb, ipratropium 500 mcg", "midazolam 5 mg IM", "methoxyflurane 3 mL, splinted"])}
Conveyed to ${x.place("hospital", "ambulance destination")} ${c.words.ed}, handed to ${x.name(x.person("HCPName"), "given", "ambulance handover")} (triage RN).
Crew: ${x.name(medic, "formal", "ambulance crew")} ${r.pick(["(paramedic)", "ICP", "AP", "EMT-P", "ALS"])} / ${x.name(partner, "initial", "ambulance crew")}
`;
  },
};

const deathCert: DocType = {
  name: "death certificate",
  weight: 6,
  build(x) {
    const { r, c } = x;
    const p = x.person("PTName");
    const doc = x.person("HCPName");
    const inf = x.person("RelativeProxyName");
    const [idLabel, idVal] = x.patientId("death cert deceased", p, "national-id");
    const [regLabel, reg] = x.clinicianId("death cert certifier", doc);
    const place = r.chance(0.6) ? x.place("hospital", "death cert place") : x.address("death cert place");
    return t`${r.pick(["MEDICAL CERTIFICATE OF CAUSE OF DEATH", "Medical Certificate of Cause of Death (MCCD)", "NOTIFICATION OF DEATH", "Certificate of Death - medical part"])}
Deceased: ${x.name(p, r.pick(["caps-surname", "full"] as const), "death cert deceased")}
${idLabel}${idVal}
Date of birth: ${x.dob(p, "death cert deceased")}   Age: ${x.ageOf(p, "death cert deceased")}   Sex: ${p.female ? "Female" : "Male"}
Usual residence: ${x.address("death cert deceased")}
Date of death: ${x.date("death cert date")}   Time: ${hhmm(x)} hrs
Place of death: ${place}
Ia ${r.pick(["Aspiration pneumonia", "Cardiogenic shock", "Hepatic encephalopathy", "Septic shock", "Intracerebral haemorrhage"])} ${r.int(1, 14)} days
Ib ${r.pick(["Acute myocardial infarction", "Decompensated cirrhosis", "Community-acquired pneumonia", "Hypertension"])}
Ic ${r.pick(["Coronary artery disease", "Chronic hepatitis B", "Advanced dementia", "", "Type 2 diabetes mellitus"])}
II ${r.pick(["Chronic kidney disease stage 4", "COPD", "Atrial fibrillation", "HIV disease"])}
Seen after death by me: ${r.pick(["Yes", "No"])}   Referred to ${r.pick(["coroner", "forensic pathology service", "medico-legal"])}: ${r.pick(["No", "Yes"])}
Informant: ${x.name(inf, "full", "death cert informant")}, ${r.pick(["son", "daughter", "widow", "widower", "nephew"])}, ${r.chance(0.5) ? x.phone("death cert informant", "mobile") : x.address("death cert informant")}
Certifying practitioner: ${x.title(doc)}${x.name(doc, "full", "death cert certifier")} ${regLabel}${reg}
Signed ${x.todayIs("death cert certifier")} at ${c.code === "ZA" || c.code === "NG" ? x.place("hospital", "death cert certifier") : x.place("clinic", "death cert certifier")}
`;
  },
};

const eReferral: DocType = {
  name: "referral e-form",
  weight: 8,
  build(x) {
    const { r, c } = x;
    const p = x.person("PTName");
    const gp = x.person("HCPName");
    const nok = x.person("RelativeProxyName");
    const [hid, hidVal] = x.patientId("e-referral field", p, "health-id");
    const [regLabel, reg] = x.clinicianId("e-referral referrer", gp);
    const row = (label: string, v: Part): Part => t`${label.padEnd(22, " ")}| ${v}\n`;
    return [
      t`${r.pick(["eReferral", "e-Referral Service", "ELECTRONIC REFERRAL", "Healthlink referral", "Smart Referral"])} to ${x.place("hospital", "e-referral field")} — ${r.pick(["Urgent", "Semi-urgent", "Routine", "Category 2"])}\n`,
      t`Ref ID ${x.other(`${r.letters(2)}${r.digits(8)}`, "e-referral-id", "e-referral field")}\n`,
      row("Surname", x.name(p, "short", "e-referral field")),
      row("Given names", x.name(p, "given", "e-referral field")),
      row("Date of birth", x.dob(p, "e-referral field")),
      row(hid.replace(/[:.#]\s*$/, "").trim(), hidVal),
      row("Home address", x.address("e-referral field", " ")),
      row("Mobile", x.phone("e-referral field", "mobile")),
      r.chance(0.5) && row("Email", x.email(p, "e-referral field")),
      row("Next of kin", t`${x.name(nok, "full", "e-referral field")} / ${x.phone("e-referral field")}`),
      row(
        "Interpreter",
        r.pick([
          "No",
          "Yes - Samoan",
          "Yes - Vietnamese",
          "Yes - Tagalog",
          "Yes - isiZulu",
          "Yes - Hausa",
          "Yes - Tamil",
        ]),
      ),
      row(
        "Referrer",
        t`${x.name(gp, "full", "e-referral referrer")}, ${x.place("clinic", "e-referral referrer")}`,
      ),
      row(regLabel.replace(/[:.#]\s*$/, "").trim(), reg),
      row("Referrer phone", x.phone("e-referral referrer", "landline")),
      row(
        "Reason",
        r.pick([
          "?bowel cancer - FIT positive, weight loss 6 kg",
          "suspected DVT L calf, Wells 3",
          "new AF, rate 120s",
          "breast lump 2 cm UOQ L, triple assessment pls",
        ]),
      ),
      row("Date referred", x.todayIs("e-referral field")),
      c.code === "NZ" && r.chance(0.5)
        ? row("Iwi", r.pick(["Ngāti Porou", "Ngāpuhi", "Tainui", "Ngāi Tahu"]))
        : "",
    ];
  },
};

const portal: DocType = {
  name: "patient portal message",
  weight: 8,
  build(x) {
    const { r } = x;
    const p = x.person("PTName");
    const doc = x.person("HCPName");
    const kid = x.person("RelativeProxyName");
    const hi = r.pick([
      t`Hi Dr ${x.name(doc, "short", "portal greeting")},`,
      t`Dear ${x.name(doc, "given", "portal greeting")}`,
      t`hello doctor`,
      t`Good morning Dr. ${x.name(doc, "full", "portal greeting")}`,
    ]);
    const ask = join(
      [
        r.pick([
          t`its ${x.name(p, "given", "portal body")} here, just wanted to ask about my blood test from ${x.date("portal body", "Mon d")}.`,
          t`I am writing for my mum ${x.name(x.person("PTName", true), "full", "portal body")} who is still having the dizziness since the new tablets.`,
          t`my son ${x.name(kid, "given", "portal body")} has had a fever 38.5 on and off since ${r.pick(["tuesday", "the weekend", "last night"])}.`,
        ]),
        r.pick([
          t`Can I move my appointment on ${x.later("portal body", r.pick(["d Month", "d/m", "Mon d"] as const))} because I start at ${x.place("employer", "portal body")} that week?`,
          t`Should I stop the metformin before the scan at ${x.place("hospital", "portal body")}?`,
          t`we moved, new address is ${x.address("portal body")}.`,
          t`The pharmacy (${x.place("pharmacy", "portal body")}) said the script had expired.`,
        ]),
        t`you can call me on ${x.phone("portal body", "mobile")}${r.chance(0.3) ? t` or email ${x.email(p, "portal body")}` : ""}.`,
      ],
      " ",
    );
    const reply =
      r.chance(0.6) &&
      t`\n\n--- Reply from ${x.name(doc, "full", "portal reply")} (${x.todayIs("portal reply")}) ---\nThanks ${x.name(p, "given", "portal reply")}, ${r.pick(["results are normal, no action needed.", "please book a review this week.", "yes, hold it for 48 hours after the contrast.", "new script sent to your pharmacy."])}`;
    return t`From: ${x.name(p, "full", "portal header")}\nSent: ${x.todayIs("portal header")} ${r.int(1, 12)}:${String(r.int(0, 59)).padStart(2, "0")} ${r.pick(["am", "pm"])}\nSubject: ${r.pick(["question", "Re: results", "appointment", "prescription", "URGENT"])}\n\n${hi}\n${ask}\n${r.pick(["thanks", "Regards", "thank you so much", "kind regards"])} ${x.name(p, r.pick(["given", "full"] as const), "portal sign-off")}${reply}\n`;
  },
};

export const FORM_DOCS: readonly DocType[] = [ambulance, deathCert, eReferral, portal];
