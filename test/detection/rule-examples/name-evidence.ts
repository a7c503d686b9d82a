import type { RuleExample } from "./example.ts";

/**
 * Names found by what the words look like and by their other mentions
 * (src/detection/rules-name-evidence.ts). The last seven rules come from the engine's post passes
 * (propagate-names.ts, extend-joined-names.ts) and are proven on the whole engine.
 */
export const NAME_EVIDENCE_EXAMPLES: readonly RuleExample[] = [
  {
    rule: "name-listed",
    fires: [
      "Discussed at MDT, [[Oluwaseun]] to attend next week.",
      "Family meeting held. [[Collins Mwangi]] attended with the ward clerk.",
      // A bare initial opening a field's value before the listed surname.
      "Specimen checked: [[T Nkosi]] at the bench.",
    ],
    leaves: [
      "Given Parkinson's medication on time.",
      "Family meeting held. Mark on the left shin noted.",
      "Hepatitis B serology sent.",
      "my nan is visiting today, her husband and son too",
      "Prostate biopsy, left apex.\nGleason: 3 + 4 = 7, grade group 2.",
      "Renal tumour | Fuhrman: grade 2",
      "home visit done. woman dey take herbs for malaria, counselled.",
      "PLAN MADE WITH WHĀNAU; WHĀNAU HUI HELD ON THE WARD.",
    ],
  },
  {
    rule: "name-lower-pair",
    fires: [
      "Mixed case note. Seen with [[chidi okonkwo]] today.",
      "Theatre team: [[padraig ó briain]] and the scrub nurse.",
    ],
    leaves: ["Mixed case note. Seen with chest pain today.", "Plan made with whānau; whānau hui held today."],
  },
  {
    rule: "name-last-first",
    fires: [
      "Handover list: [[Kowalski, Agnieszka]] for CT today.",
      "Handover: [[Osei, Abena]] going home today.",
    ],
    leaves: ["Ward list: Nurse, Doctor for discharge."],
  },
  {
    rule: "name-capitalised-initial",
    fires: ["Reviewed with [[J. Abernethy]] on the ward."],
    leaves: ["Reviewed with J. on the ward, plan unchanged."],
  },
  {
    rule: "name-capitalised-pair",
    fires: ["Interpreter [[Farrukh Tashkentova]] booked for Tuesday.", "Wound reviewed.\n[[Hana Takeda]] RN"],
    leaves: ["Chest Drain Removed, Wound Clean.", "Wound reviewed.\nChest Pain Clinic"],
  },
  {
    rule: "name-word-pair",
    fires: ["Referred by [[Grace Baker]] to the clinic."],
    leaves: ["Referred by the baker to the clinic, grace period noted."],
  },
  {
    rule: "name-short-surname",
    fires: ["Visited by [[Mohammed Li]] this morning."],
    leaves: ["Visited by Mohammed this morning, Li on the rota."],
  },
  {
    rule: "name-hyphenated-given",
    fires: ["Seen with [[Mary-jane Pettigrew]] today."],
    leaves: ["Seen with the follow-up team today."],
  },
  {
    rule: "name-shaped-pair",
    fires: ["PT SEEN WITH [[ZORVAK QUILLENT]] TODAY"],
    leaves: ["PT SEEN WITH CHEST PAIN TODAY"],
  },
  {
    rule: "name-introduced",
    fires: ["[[Zorvak Quillent]] is a 60 yo man with gout."],
    leaves: ["This patient is a 60 yo man with gout."],
  },
  {
    rule: "name-propagated",
    fires: [
      "Mrs Oyelaran admitted overnight. [[oyelaran]] settled by 3am.",
      "Seen by Dr Quillenby. Later handed over to [[quillenby]] on nights.",
    ],
    leaves: ["Seen by Dr Quillenby. Later handed over to the night team."],
  },
  {
    rule: "name-propagated-whole",
    fires: ["Patient: Tavrine Field\nlater [[tavrine field]] rang the ward"],
    leaves: ["Patient: Tavrine Field\nlater the field team rang the ward"],
  },
  {
    rule: "name-propagated-capitalised",
    fires: ["Nurse: Rose Field. Later [[Field]] checked the drip."],
    leaves: [
      "Seen by Dr Alice Brown. brown stool noted later.",
      "Nurse: Rose Field. Later field notes checked.",
    ],
  },
  {
    rule: "name-joined",
    fires: ["Her sons Okonkwo and [[Zarvell]] visited.", "Her daughter Tavita and [[Sefo]] visited."],
    leaves: ["Her daughter Tavita and friends visited."],
  },
  {
    rule: "name-hyphen-part",
    fires: ["patient is okonkwo-[[zarvell]] today"],
    leaves: ["patient is okonkwo, follow-up today"],
  },
  {
    rule: "name-initial-before",
    fires: ["Obs stable. [[d]] Wiremu aware."],
    leaves: ["Obs stable. x Wiremu aware."],
  },
  {
    rule: "name-initial-dotted",
    fires: [
      "Consultant: Dr Quillenby\n\nRN [[j. quillenby]] aware",
      "Dear Dr Quillenby\n\nThank you.\n\ncc [[j. quillenby]] GP",
    ],
    leaves: ["Consultant: Dr Quillenby\n\nstarted on vitamin d. quillenby agreed"],
  },
  {
    rule: "name-initial-after",
    fires: [
      "Consultant: Dr Quillenby\nSeen on ward round by [[Quillenby P]] and team",
      "plan: r/v by dr [[quillenby j]] on 12/3.",
    ],
    leaves: [
      "Seen by Dr Quillenby A&E",
      "Dr Quillenby I think agreed",
      "dr quillenby x 2 today",
      "Dr Quillenby O/E well",
      // The next field's label, not initials.
      "Patient: Ade Quillenby MRN: 1234567",
      "Patient: Ade Quillenby UR 123456",
    ],
  },
  {
    rule: "name-particle-surname",
    fires: [
      "Thanks, Dr [[Máire Ó hUallacháin]]",
      "Discharging consultant: Dr [[Aoife Nic an tSaoir]]",
      "Next of kin: [[Gráinne Mac an Bhaird]] (sister)",
    ],
    leaves: [
      "Seen by Dr Quillenby de novo lesion on the scan.",
      "Seen by Dr Quillenby at St James today.",
      "Reviewed by Dr Quillenby van transport arranged.",
    ],
  },
  {
    rule: "name-given-before",
    fires: [
      "NAME: QUILLENBY (F)\n\n[[ZANOKUHLE QUILLENBY]]  2024/001",
      "Name: Quillenby (F)\nward round: [[Chiamaka Quillenby]] 2024/001",
    ],
    leaves: [
      "NAME: QUILLENBY (F)\n\nREVIEW QUILLENBY  2024/001",
      "NAME: QUILLENBY (F)\n\nCXR QUILLENBY  2024/001",
      "Name: Quillenby (F)\n\nsaw quillenby today",
    ],
  },
  {
    rule: "name-short-surname-first",
    fires: ["Seen: [[NG WEI MING]] bed 4", "Clinic 09:30 [[Ho Mei Ling]] review"],
    leaves: ["insert NG Wei Ming", "ng tube. Wei Ming"],
  },
  {
    rule: "name-given-after-comma",
    fires: [
      "1. OKAFOR, Chidi\n2. [[QUILLENBY, Amaka]]",
      "0930 [[FIELD, Adaeze]]    F/U",
      "0930  [[VAN DER MERWE, Anneke]]    F/U",
    ],
    leaves: ["Patient: QUILLENBY, Left knee pain", "0930  OKAFOR, Chidinma    New    Dr Lee"],
  },
  {
    rule: "name-field-surname",
    fires: ["NOK: [[MARY TABLE]]\nDOB: 01/02/1950"],
    leaves: ["PLAN: MARY IMPROVING\nReview in the morning"],
  },
  {
    rule: "name-slash-joined",
    fires: ["Consultants Haddad/[[Quillenby]] on the rota."],
    leaves: ["Consultant Haddad/SHO on the rota."],
  },
  {
    rule: "name-surname-first",
    fires: ["Seen: [[LEE Ah Huat]]", "[[TAN Wei Ming]] (son) called this morning."],
    leaves: ["Seen with son LIM. Bed 4 for review.", "Mr TAN Wei Ming attended with his son."],
  },
  {
    rule: "name-lineage",
    fires: [
      "Next of kin: Mrs [[Kavitha d/o Subramaniam]], wife, phone on file.",
      "Collected by her son [[Arjun s/o Prakash]] this evening.",
      "pt wife [[lakshmi w/o senthil]] called",
      "Attn: [[Kumaran s/o Rajendran]]",
      "Plan: discussed with son [[kannan s/o muthusamy]] today.",
      "Bed 4 - [[selvamani s/o arumugam]] - for CT",
      "Plan discussed with daughter [[nurul binte hassan]] today.",
      "Obs stable overnight.\n[[Kovalan s/o Rajakumar]], Staff Nurse",
      "Seen with daughter [[siti binte ahmad]].",
      "pt [[ravi a/l muthu]] seen today",
    ],
    leaves: [
      "Seen with Mr Hafiz. Bin liners replaced on the ward.",
      "Dr Lim reviewed. s/o fever for three days.",
      "Seen with son kannan. s/o review in two weeks.",
      "CXR s/o pneumonia; CT w/o contrast tomorrow.",
    ],
  },
];
