/**
 * A procedure consent form: the procedure, benefits, risks with their frequencies as leaflets give
 * them ("common, 1 in 10"), alternatives, blood products, the country's consent and capacity
 * framework (by name, never a year), interpreter and signature lines left blank.
 */
import type { CountryCode } from "../../kit.ts";
import type { BroadDoc } from "../kit.ts";

type Procedure = readonly [name: string, risks: readonly string[]];

const PROCEDURES: readonly Procedure[] = [
  [
    "Laparoscopic cholecystectomy",
    [
      "conversion to open operation (about 1 in 20)",
      "bile leak (about 1 in 100)",
      "bile duct injury (about 1 in 300-500)",
      "wound infection, bleeding, DVT/PE",
    ],
  ],
  [
    "Gastroscopy and colonoscopy with sedation",
    [
      "perforation (about 1 in 1,000-3,000)",
      "bleeding after polypectomy (about 1 in 200)",
      "reaction to sedation",
      "missed lesion",
    ],
  ],
  [
    "Total knee replacement (right)",
    [
      "infection (about 1 in 100)",
      "DVT (1 in 50 with prophylaxis)",
      "stiffness needing MUA",
      "ongoing pain (up to 1 in 5)",
      "nerve or vessel injury (rare)",
    ],
  ],
  [
    "Caesarean section (elective, LSCS)",
    [
      "bleeding needing transfusion (1 in 100)",
      "infection (6 in 100)",
      "bladder injury (1 in 1,000)",
      "future uterine rupture (1 in 200)",
      "baby cut (1-2 in 100)",
    ],
  ],
  [
    "Coronary angiography ± PCI (radial approach)",
    [
      "bleeding or haematoma at the wrist (1 in 100)",
      "contrast reaction or kidney injury",
      "stroke (1 in 1,000)",
      "emergency bypass surgery (rare)",
    ],
  ],
  [
    "Lumbar puncture",
    ["post-dural puncture headache (1 in 10)", "back pain", "infection or bleeding (rare)"],
  ],
  [
    "Blood transfusion",
    [
      "fever or mild reaction (1 in 100)",
      "transfusion-associated circulatory overload",
      "serious infection (very rare, under 1 in a million)",
    ],
  ],
  [
    "Inguinal hernia repair with mesh",
    ["recurrence (1-2 in 100)", "chronic groin pain (1 in 10)", "urinary retention", "testicular swelling"],
  ],
  [
    "Cataract extraction with intraocular lens (phaco)",
    [
      "posterior capsule rupture (1 in 50)",
      "endophthalmitis (1 in 1,000)",
      "retinal detachment",
      "need for glasses afterwards",
    ],
  ],
  [
    "Electroconvulsive therapy (a course of 6-12 treatments)",
    ["headache and muscle aches", "short-term memory loss", "anaesthetic risks"],
  ],
];

const FRAMEWORK: Readonly<Record<CountryCode, readonly string[]>> = {
  AU: [
    "If the patient lacks capacity: substitute decision-maker / Enduring Guardian (relationship) ______",
    "Consent discussed as per the state consent to medical treatment policy.",
  ],
  NZ: [
    "Informed consent under Right 7 of the Code of Health and Disability Services Consumers' Rights (HDC).",
    "Whānau present for the discussion: ☐ yes ☐ no",
  ],
  CA: [
    "Substitute decision-maker (SDM) per the provincial hierarchy: ______",
    "Consent obtained per the Health Care Consent Act; CMPA guidance followed.",
  ],
  IE: [
    "Consent as per the HSE National Consent Policy.",
    "Decision-making representative / co-decision-maker under the Assisted Decision-Making (Capacity) Act: ______",
  ],
  IN: [
    "Explained in the language the patient understands (Hindi / English / regional language): ______",
    "High-risk consent: ☐ yes. Witness (not a relative of the surgeon): ______",
  ],
  ZA: [
    "Consent as required by section 7 and 8 of the National Health Act; children 12 and over may consent with sufficient maturity (Children's Act).",
    "Explained in isiZulu / isiXhosa / Afrikaans / English / Sesotho ☐ other ______",
  ],
  NG: [
    "Next of kin consent where the patient is unable to consent: ______ (relationship ______)",
    "Consent explained in English / Hausa / Yoruba / Igbo / Pidgin.",
  ],
  SG: [
    "If the patient lacks capacity: donee under a Lasting Power of Attorney (LPA) or court-appointed deputy (Mental Capacity Act).",
    "Explained in English / Mandarin / Malay / Tamil / dialect.",
  ],
};

export const CONSENT: BroadDoc = {
  name: "consent form",
  weight: 4,
  build(r, v) {
    const [name, risks] = r.pick(PROCEDURES);
    const framework = FRAMEWORK[v.code];
    return [
      r.pick([
        "CONSENT FOR OPERATION OR PROCEDURE",
        "Patient agreement to investigation or treatment",
        "Consent form 1",
        "Informed consent",
      ]),
      `Procedure: ${name}`,
      r.pick(["Side/site: ☐ L ☐ R ☐ N/A", "Site marked: ☐ yes ☐ N/A", "Laterality: ______"]),
      `Intended benefits: ${r.pick(["relief of symptoms", "diagnosis and treatment", "to reduce the risk of complications", "improved mobility and less pain"])}.`,
      "Risks discussed:",
      ...risks.map((k) => `- ${k}`),
      `Alternatives discussed: ${r.pick(["non-operative management", "watchful waiting", "medication", "a different procedure", "no treatment"])}.`,
      r.pick([
        "Type of anaesthesia: ☐ GA ☐ regional ☐ LA ☐ sedation",
        "Anaesthetic risks will be discussed by the anaesthetist.",
      ]),
      "Blood products: ☐ I consent ☐ I do not consent ☐ discussed, see notes",
      r.pick(framework),
      "Interpreter used: ☐ no ☐ yes, language: ______ (interpreter signature ______)",
      r.pick([
        "Patient signature: ______________  Date: __/__/____",
        "Signed (patient / parent / guardian): ____________",
        "I confirm the above has been explained to me and I agree. Signature ____________",
      ]),
      "Health practitioner: name ______ designation ______ signature ______",
      r.pick([
        "Copy given to patient ☐",
        "Confirmation of consent on the day of surgery ☐",
        "Leaflet given ☐",
      ]),
    ].join("\n");
  },
};
