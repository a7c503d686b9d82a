import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { createEngine } from "./create-engine.ts";
import { PERSON_NAME_TYPES, type PhiType } from "./phi-type.ts";

/**
 * Names found by how name-like words are and where they stand, without a title, role or label
 * before them, and the clinical look-alikes that must stay untouched. Every sentence is written
 * for this test (no corpus text); the names are invented or common names of many origins, in US
 * and UK usage, in Title Case, ALL CAPS, lower case and shorthand.
 * must-match: every letter of `name` is covered by spans, one of them of a person-name type.
 * must-not-match: no span touches `word`.
 */
const engine = createEngine();

const NAMES: readonly PhiType[] = [...PERSON_NAME_TYPES];

/** `after`: look for `name` after this text (for a second mention). */
type Row = readonly [note: string, name: string, after?: string];

const MUST_MATCH: readonly Row[] = [
  // Given name + surname, both unknown or listed, no slot before them (Title Case).
  ["Seen today with Minh Tranh, who translated for the family.", "Minh Tranh"],
  ["Adaeze Okonkwo-Bello reviewed the wound.", "Adaeze Okonkwo-Bello"],
  ["Letter copied to Oluwaseun A. Adeyemi at the practice.", "Oluwaseun A. Adeyemi"],
  ["Interpreter Thi Lan Nguyen present throughout.", "Thi Lan Nguyen"],
  ["Jae-won Park attended with his wife.", "Jae-won Park"],
  ["Przemyslaw Kowalczyk reviewed the scan.", "Przemyslaw Kowalczyk"],
  ["Agnieszka Wojciechowska attended the MDT.", "Agnieszka Wojciechowska"],
  ["Olena Shevchenko called about the appointment.", "Olena Shevchenko"],
  ["Dmitri Volkov called about his mother.", "Dmitri Volkov"],
  ["Priya Raghunathan reviewed the echo.", "Priya Raghunathan"],
  ["Venkata Subramanian attended.", "Venkata Subramanian"],
  ["Fatima Haddad came with her daughter.", "Fatima Haddad"],
  ["Alejandro Gutierrez attended.", "Alejandro Gutierrez"],
  ["Xiaoming Zhang reviewed the results.", "Xiaoming Zhang"],
  ["Kofi Boateng attended.", "Kofi Boateng"],
  ["Ngozi Eze phoned the ward.", "Ngozi Eze"],
  ["Adebayo Ogunleye was seen in the fracture clinic.", "Adebayo Ogunleye"],
  ["Trelosk Vandimir came in this morning.", "Trelosk Vandimir"],
  ["Kwabena Asante-Mensah has been informed.", "Kwabena Asante-Mensah"],
  ["Yuki Tanabe reviewed the films.", "Yuki Tanabe"],
  ["Hyun-woo Choi was reviewed today.", "Hyun-woo Choi"],
  ["Seo-yeon Kim to be contacted next week.", "Seo-yeon Kim"],
  ["Nguyen Van Duc attended with an interpreter.", "Nguyen Van Duc"],
  ["Tran Thi Hoa came for her review.", "Tran Thi Hoa"],
  ["Zhou Jianguo reviewed the imaging.", "Zhou Jianguo"],
  ["Wong Ka Wai attended alone.", "Wong Ka Wai"],
  ["Chukwuemeka Nwosu was reviewed.", "Chukwuemeka Nwosu"],
  ["Ama Owusu is the named nurse.", "Ama Owusu"],
  ["Yaw Darko collected the prescription.", "Yaw Darko"],
  ["Bolanle Adewale phoned back.", "Bolanle Adewale"],
  ["Tomasz Zielinski reviewed the plan.", "Tomasz Zielinski"],
  ["Svetlana Morozova signed the consent.", "Svetlana Morozova"],
  ["Bohdan Kovalenko attended.", "Bohdan Kovalenko"],
  ["Anjali Deshpande discussed the options.", "Anjali Deshpande"],
  ["Gurpreet Sandhu reviewed the drug chart.", "Gurpreet Sandhu"],
  ["Khalid Mansour attended the clinic.", "Khalid Mansour"],
  ["Layla Nasser was updated.", "Layla Nasser"],
  ["Joaquin Villalobos attended with his son.", "Joaquin Villalobos"],
  ["Ximena Castaneda reviewed the bloods.", "Ximena Castaneda"],
  ["Brindor Quellamy seen in the afternoon.", "Brindor Quellamy"],
  ["Varnelle Oskit reviewed the notes.", "Varnelle Oskit"],
  ["Contact Ngozi Eze cell 07700 900123 after 5pm.", "Ngozi Eze"],
  ["Hoehn stage noted; Kofi Mensah and Yaw Osei reviewed.", "Yaw Osei"],
  // Names that are English words, side by side (Title Case in a mixed-case note).
  ["Discussed with Rose Baker, the practice nurse.", "Rose Baker"],
  ["Will Hunter reviewed the bloods today.", "Will Hunter"],
  ["Message left for Grace Field about the results.", "Grace Field"],
  ["Seen with Hope Young and her husband.", "Hope Young"],
  ["Mark Wells attended clinic with his mother.", "Mark Wells"],
  ["Results sent to Faith Miller by post.", "Faith Miller"],
  ["Joy Fisher attended for her smear.", "Joy Fisher"],
  ["Victor Page was seen on the ward round.", "Victor Page"],
  ["Dawn Shepherd phoned to rearrange.", "Dawn Shepherd"],
  ["Frank Bishop reviewed the wound.", "Frank Bishop"],
  // An English-word given name or surname beside a word no list knows.
  ["Letter from Hope Zwelakhe received.", "Hope Zwelakhe"],
  ["Trelosk Baker attended with her son.", "Trelosk Baker"],
  ["Seen with Grace Oyelowo and her mother.", "Grace Oyelowo"],
  // Two-letter surnames.
  ["Kevin Ng reviewed the ECG.", "Kevin Ng"],
  ["Mai Le will call back tomorrow.", "Mai Le"],
  ["Reviewed by Wei Wu in clinic.", "Wei Wu"],
  ["Ji-ho Oh attended alone.", "Ji-ho Oh"],
  ["Ping Li collected the letter.", "Ping Li"],
  ["Quang Do is the next of kin.", "Quang Do"],
  ["Discussed with Hui Yu today.", "Hui Yu"],
  // Last, First order.
  ["Patient: Nguyen, Thi", "Nguyen, Thi"],
  ["OKAFOR, Chidi A. seen in clinic today.", "OKAFOR, Chidi A"],
  ["Kowalski, Marek attended for review.", "Kowalski, Marek"],
  ["Re: Haddad, Layla (DOB on file)", "Haddad, Layla"],
  ["re: okafor, chidi - seen in clinic", "okafor, chidi"],
  ["Okafor, Grace attended the clinic.", "Okafor, Grace"],
  ["NGUYEN, THI HOA\nREVIEWED IN CLINIC", "NGUYEN, THI HOA"],
  ["ADEYEMI, FOLAKE - follow up in 6 weeks", "ADEYEMI, FOLAKE"],
  ["Patient: Baker, Rose\nSeen in the fracture clinic.", "Baker, Rose"],
  // "Last, First" after a list row's number (mixed case: the capitals are the evidence).
  ["Handover\nBed 4 - Baker, Rose, 82F, chest infection", "Baker, Rose"],
  ["3. Hunter, Grace 76F, post-op day 2", "Hunter, Grace"],
  ["2) Field, Hope - for discharge", "Field, Hope"],
  ["Visitors today:\nWells, Grace (daughter)\nYoung, Mark A.", "Young, Mark A"],
  ["Thank you.\nA. Baker\nConsultant Physician", "A. Baker"],
  // Particles, hyphens, apostrophes, Mc/Mac.
  ["Seen with Pieter van der Berg today.", "Pieter van der Berg"],
  ["Maria de la Cruz phoned the ward.", "Maria de la Cruz"],
  ["Omar al-Hassan attended with his brother.", "Omar al-Hassan"],
  ["Siobhan O'Neill reviewed the chart.", "Siobhan O'Neill"],
  ["Neil D'Souza was informed.", "Neil D'Souza"],
  ["Callum MacLeod and Aoife McBride attended.", "Callum MacLeod"],
  ["Callum MacLeod and Aoife McBride attended.", "Aoife McBride"],
  ["Lucia di Marco reviewed the results.", "Lucia di Marco"],
  ["Hendrik de Vries is the GP.", "Hendrik de Vries"],
  ["Mohammed Al-Farsi telephoned.", "Mohammed Al-Farsi"],
  ["Aisling Ni Bhriain attended.", "Aisling Ni Bhriain"],
  ["Karim El-Sayed attended.", "Karim El-Sayed"],
  // Lower case notes and shorthand.
  ["saw kwame mensah in clinic today", "kwame mensah"],
  ["spoke with john smith re discharge", "john smith"],
  ["pt seen w interpreter thi nguyen", "thi nguyen"],
  ["d/w priya raghunathan, agrees w plan", "priya raghunathan"],
  ["hx obtained from dmitri volkov (son)", "dmitri volkov"],
  ["note copied to ngozi eze", "ngozi eze"],
  ["bloods reviewed by xiaoming zhang", "xiaoming zhang"],
  ["f/u arranged with fatima haddad", "fatima haddad"],
  ["seen alongside tomasz zielinski", "tomasz zielinski"],
  ["plan agreed with alejandro gutierrez", "alejandro gutierrez"],
  ["kevin ng aware of results", "kevin ng"],
  ["kwame to call back tomorrow", "kwame"],
  ["nguyen thi hoa reviewed, no changes", "nguyen thi hoa"],
  ["seen w oksana kovalenko this am", "oksana kovalenko"],
  ["bloods taken by gurpreet sandhu", "gurpreet sandhu"],
  ["msg left for chioma nwachukwu", "chioma nwachukwu"],
  ["plan per hiroshi tanaka", "hiroshi tanaka"],
  ["wife (xochitl) at bedside", "xochitl"],
  // Names written with diacritics (the lists are not).
  ["seen w nguyễn thị hoa, interpreter present", "nguyễn thị hoa"],
  ["ŁUKASZ WÓJCIK REVIEWED PT", "ŁUKASZ WÓJCIK"],
  ["plan d/w josé hernández", "josé hernández"],
  ["Seen by Zoë Müller-Østergaard today.", "Zoë Müller-Østergaard"],
  // Lower-case names inside mixed-case notes.
  ["Spoke with priya raghunathan this morning.", "priya raghunathan"],
  ["Plan agreed. kofi mensah to bring medication list.", "kofi mensah"],
  ["Ward round: discussed with tomasz brown re: imaging.", "tomasz brown"],
  ["Interpreter booked (svetlana petrova) for Monday.", "svetlana petrova"],
  // ALL CAPS notes.
  ["SEEN WITH CHIDI OKAFOR TODAY", "CHIDI OKAFOR"],
  ["PLAN DISCUSSED WITH PRIYA RAGHUNATHAN", "PRIYA RAGHUNATHAN"],
  ["XIAOMING ZHANG REVIEWED FILMS", "XIAOMING ZHANG"],
  ["NOTE COPIED TO DMITRI VOLKOV", "DMITRI VOLKOV"],
  ["FATIMA HADDAD PHONED, WILL CALL BACK", "FATIMA HADDAD"],
  ["KOFI BOATENG ATTENDED WITH WIFE", "KOFI BOATENG"],
  ["REVIEWED BY KEVIN NG", "KEVIN NG"],
  ["MAI LE TO CALL BACK", "MAI LE"],
  ["discussed w wei wu, agrees", "wei wu"],
  ["ADAEZE PHONED THE WARD", "ADAEZE"],
  ["TOMASZ WOJCIK REVIEWED PT", "TOMASZ WOJCIK"],
  ["D/W SVETLANA MOROZOVA", "SVETLANA MOROZOVA"],
  ["NOTE FROM LAYLA HADDAD", "LAYLA HADDAD"],
  ["SEEN BY YAW OSEI", "YAW OSEI"],
  // Names no list knows, spelt like names, where case says nothing.
  ["seen by kaichil tavrine today", "kaichil tavrine"],
  ["SPOKE WITH ZWELAKHE OYELOWO RE PLAN", "ZWELAKHE OYELOWO"],
  ["msg left for brakrit oskellan re results", "brakrit oskellan"],
  ["PLAN REVIEWED WITH QUELLAMY VANDIMIR", "QUELLAMY VANDIMIR"],
  ["SON TO SPEAK WITH ZAIFICK RISAPOL IN AM", "ZAIFICK RISAPOL"],
  ["wiple cofind is a 70 yr old female adm with sob", "wiple cofind"],
  ["HPI: seen today.\nBRAXEL TORMUND IS AN 81 YO MAN WITH CHF", "BRAXEL TORMUND"],
  // A name found once is found everywhere in the note.
  ["Dr. Alice Brown saw her. alice brown signed.", "alice brown"],
  ["Pt John Smith. Then john smith left.", "john smith"],
  ["Mrs. Okafor attended. OKAFOR to return in May.", "OKAFOR"],
  ["Dr. Halvorsen reviewed. Later halvorsen called.", "halvorsen"],
  ["Seen by Dr. Rose Baker. Plan per rose baker.", "rose baker"],
  ["Seen by Dr. Priya Raghunathan. raghunathan agrees.", "raghunathan"],
  ["Mr. Trelosk reviewed. TRELOSK AWARE.", "TRELOSK"],
  ["Dr. Grace Field reviewed the films, and Field agrees.", "Field", "films"],
  ["Dr. Grace Field reviewed. grace field to call back.", "grace field"],
];

/** Clinical sentences: the word must not be touched. */
const MUST_NOT_MATCH: readonly (readonly [note: string, word: string])[] = [
  // A list row's number before a word and a comma that are no name.
  ["Step 2 - Wash, then dry the wound.", "Wash"],
  ["Sats 94 - Brown, purulent sputum", "Brown"],
  ["step 2 - wash, then dry the wound.", "wash"],
  ["SATS 94 - BROWN, PURULENT SPUTUM", "BROWN"],
  // Eponyms before clinical head nouns.
  ["Tender at McBurney's point.", "McBurney's"],
  ["Lachman test negative on the left.", "Lachman"],
  ["Allen test normal before the arterial line.", "Allen"],
  ["Glasgow coma scale 14 on arrival.", "Glasgow"],
  ["History of Parkinson's disease.", "Parkinson's"],
  ["Known Hodgkin lymphoma in remission.", "Hodgkin"],
  ["Babinski sign absent on both sides.", "Babinski"],
  ["Romberg negative, gait steady.", "Romberg"],
  ["Homan's sign negative.", "Homan's"],
  ["Placed in Trendelenburg position.", "Trendelenburg"],
  ["Foley catheter in situ.", "Foley"],
  ["Swan-Ganz removed this morning.", "Swan"],
  ["Graves disease on carbimazole.", "Graves"],
  ["Crohn's in remission on azathioprine.", "Crohn's"],
  ["Addison's disease excluded.", "Addison's"],
  ["Cushing's syndrome excluded.", "Cushing's"],
  ["Bell's palsy on the right.", "Bell's"],
  ["Wernicke encephalopathy suspected.", "Wernicke"],
  ["Korsakoff syndrome not excluded.", "Korsakoff"],
  ["Kussmaul breathing noted.", "Kussmaul"],
  ["Gleason score 7 on biopsy.", "Gleason"],
  ["Apgar scores 8 and 9.", "Apgar"],
  ["Breslow thickness 1.2 mm.", "Breslow"],
  ["Mallampati grade 2 airway.", "Mallampati"],
  ["Wells score of 4 for PE.", "Wells"],
  ["Phalen manoeuvre reproduces tingling.", "Phalen"],
  ["Tinel sign positive at the wrist.", "Tinel"],
  ["Spurling test positive on the right.", "Spurling"],
  ["Kernig sign negative.", "Kernig"],
  ["Brudzinski sign negative.", "Brudzinski"],
  ["Murphy's sign positive.", "Murphy's"],
  ["Allis clamp applied.", "Allis"],
  ["Epley manoeuvre performed.", "Epley"],
  ["Valsalva manoeuvre terminated the SVT.", "Valsalva"],
  ["NYHA class II; Killip class I.", "Killip"],
  ["Child-Pugh class B cirrhosis.", "Pugh"],
  ["Ranson criteria 3 at 48 hours.", "Ranson"],
  ["Duke criteria met for endocarditis.", "Duke"],
  ["Salter-Harris type II fracture.", "Harris"],
  ["Weber B ankle fracture.", "Weber"],
  ["Garden III hip fracture.", "Garden"],
  ["Mobitz type I block.", "Mobitz"],
  ["Fontaine stage II disease.", "Fontaine"],
  ["Hunt and Hess grade 3.", "Hunt"],
  ["Fisher grade 3 haemorrhage.", "Fisher"],
  ["Rockall score 2 after endoscopy.", "Rockall"],
  ["Blatchford score 0, discharged.", "Blatchford"],
  ["Barthel index 60.", "Barthel"],
  ["Hartmann procedure in 2019.", "Hartmann"],
  ["Whipple procedure planned.", "Whipple"],
  ["Hartmann's solution 1 L over 8 hours.", "Hartmann's"],
  ["Barlow and Ortolani tests negative.", "Barlow"],
  ["Barlow and Ortolani tests negative.", "Ortolani"],
  ["Hoehn and Yahr stage 2.", "Yahr"],
  ["Mallory-Weiss tear on endoscopy.", "Mallory"],
  ["Cockcroft-Gault creatinine clearance 45.", "Gault"],
  ["Osler nodes absent.", "Osler"],
  ["Reed-Sternberg cells on biopsy.", "Sternberg"],
  ["Lewy body dementia suspected.", "Lewy"],
  ["Ringer's lactate bolus given.", "Ringer's"],
  ["Wolff-Parkinson-White pattern on ECG.", "Wolff"],
  ["Marcus Gunn pupil on the left.", "Gunn"],
  ["Argyll Robertson pupils.", "Robertson"],
  ["Wilms tumour resected.", "Wilms"],
  ["Tay-Sachs carrier.", "Sachs"],
  ["Faith Leader visited at family request.", "Faith"],
  ["Use the Rockwood Clinical Frailty Scale.", "Rockwood"],
  ["Abbey Pain Scale score 8.", "Abbey"],
  // Scores, murmurs, doses, genes, drugs, units, headers.
  ["Pain 4/10 at rest.", "4/10"],
  ["Murmur 2/6 at the left sternal edge.", "Murmur"],
  ["Metoprolol 25 mg twice daily.", "Metoprolol"],
  ["BRCA1 positive; KRAS wild type.", "BRCA1"],
  ["BRCA1 positive; KRAS wild type.", "KRAS"],
  ["HER2 negative on IHC.", "HER2"],
  ["EGFR mutation detected.", "EGFR"],
  ["Warfarin held, INR 3.4.", "Warfarin"],
  ["Given Augmentin and Tazocin overnight.", "Augmentin"],
  ["Given Augmentin and Tazocin overnight.", "Tazocin"],
  ["Creatinine 112 umol/L, eGFR 58.", "Creatinine"],
  ["PAST MEDICAL HISTORY", "MEDICAL"],
  ["ASSESSMENT AND PLAN", "ASSESSMENT"],
  ["SOCIAL HISTORY: lives with partner", "SOCIAL"],
  ["Chief Complaint: chest pain", "Chief"],
  ["Review of Systems negative.", "Systems"],
  ["Physical Exam: alert, oriented.", "Physical"],
  ["General Surgery to review.", "General"],
  ["Cardiology Registrar aware.", "Cardiology"],
  ["Discharge Summary completed.", "Discharge"],
  // Ordinary words that are also names, where they are no name.
  ["Brown stool noted. Dr. Alice Brown aware.", "Brown stool"],
  ["Skin rose pink; hope to discharge.", "rose"],
  ["Will review in clinic. Mark the site.", "Will"],
  ["Will review in clinic. Mark the site.", "Mark"],
  ["Grace period for the repeat bloods.", "Grace"],
  ["Young adult with asthma.", "Young"],
  ["Baker cyst on ultrasound.", "Baker"],
  ["Patient in good spirits; Hope is low today.", "good"],
  ["Field of view limited by gas.", "Field"],
  ["Frank blood in the stool.", "Frank"],
  ["Hunter syndrome excluded.", "Hunter"],
  ["Joy and relief after the news.", "Joy"],
  ["Page the registrar if MAP < 65.", "Page"],
  ["Dawn cortisol requested.", "Dawn"],
  ["brown urine; rose after fluids", "brown"],
  ["will continue abx, mark lesion", "mark"],
  ["WILL CONTINUE ABX. MARK LESION.", "MARK"],
  ["Faith and family are important to her.", "Faith"],
  ["Bishop score 6 before induction.", "Bishop"],
  ["Major bleed excluded.", "Major"],
  ["Dr. Alice Brown reviewed. Brown stool noted; brown urine.", "Brown stool"],
  ["Dr. Alice Brown reviewed. Brown stool noted; brown urine.", "brown urine"],
  ["Dr. Rose Baker reviewed. Skin rose pink.", "rose pink"],
  // Clinical Title Case pairs.
  ["Blood Pressure stable overnight.", "Pressure"],
  ["Heart Failure Nurse to review.", "Heart"],
  ["Advance Care Planning discussed.", "Advance"],
  ["Nil By Mouth from midnight.", "Mouth"],
  ["Do Not Resuscitate form signed.", "Resuscitate"],
  ["Early Warning Score 3.", "Early"],
  ["Oxygen Saturation 94% on air.", "Oxygen"],
  ["Intensive Care Unit outreach.", "Intensive"],
  ["Acute Kidney Injury stage 1.", "Kidney"],
  ["Deep Vein Thrombosis excluded.", "Deep"],
  // Two-letter words that are also surnames.
  ["Do not give if HR below 50.", "Do"],
  ["Le Fort II fracture.", "Fort"],
  ["Oh dear, fell again.", "Oh"],
  ["Li-ion battery in the pump.", "Li"],
  ["Ma huang in the herbal remedy.", "Ma"],
  // Title Case words that are given names and surnames, where they name no one.
  ["Referred to the Young Carers Service.", "Young"],
  ["Needs Frank Discussion about ceilings of care.", "Discussion"],
  ["Seen in the Summer Holiday period.", "Summer"],
  ["Ruby Wedding anniversary next week.", "Ruby"],
  ["Summer Camp.", "Camp"],
  ["Bill Payment.", "Payment"],
  ["Sterling Silver bracelet removed.", "Silver"],
  ["Plan: Rest, Fluids and review.", "Rest"],
  ["Given vitamin D. Young adults need less.", "Young"],
  ["Barrett's oesophagus on surveillance.", "Barrett's"],
  ["Dupuytren's contracture of the left hand.", "Dupuytren's"],
  ["Morton's neuroma suspected.", "Morton's"],
  ["Plan: Will Review Tomorrow", "Review"],
  ["Seen in Follow-up Clinic today.", "Clinic"],
  ["Serum Na 132 and K 4.1.", "Na"],
  ["Kevin is comfortable today.", "is"],
  ["Rose Bengal stain used.", "Bengal"],
  ["Frank Haematuria noted overnight.", "Haematuria"],
  ["Oxygen via Nasal Cannula, Grace period over.", "Grace"],
  ["Carer: Daily Living Support", "Living"],
  ["Summary: Young Person Review", "Person"],
  ["Started Zyprexa Tablets at night.", "Tablets"],
  ["Uses Kardex Young Adult chart.", "Young"],
  // Last, First look-alikes.
  ["Plan: Bloods, ECG, review tomorrow.", "Bloods"],
  ["Warfarin, Bisoprolol and Ramipril continued.", "Bisoprolol"],
  ["Allergies: Penicillin, Latex.", "Latex"],
  ["Diagnosis: Pneumonia, Sepsis.", "Sepsis"],
  ["Meds: Aspirin, Clopidogrel", "Clopidogrel"],
  ["Wojcik, alert and oriented, moving all limbs.", "alert"],
  ["OKAFOR, SOB ON EXERTION", "SOB"],
  ["Seen by Dr. Okafor, Will review in May.", "Will"],
  ["Sepsis screen negative; kevin states pain better.", "states"],
  ["Pain better; omar walked to the bathroom.", "walked"],
  ["Reviewed on the ward; asa held for the procedure.", "held"],
  // Lower case and shorthand clinical text.
  ["pt sob, rr 24, sats 91% ra", "sob"],
  ["cont abx, f/u cxr, d/w reg", "reg"],
  ["mild ttp ruq, murphys neg", "murphys"],
  ["on ppi, no gi bleed", "bleed"],
  ["bs equal, no rales", "rales"],
  ["moving bue and ble to command", "bue"],
  ["pt ambulatng indep w walker, tolerating po", "ambulatng"],
  ["abd distension is a concern overnight", "distension"],
  ["pt restles overnite, reoriented", "restles"],
  ["abd distnded tympanic, hypoactv bs", "distnded"],
  ["HEMODYN STABL ON LEVO", "STABL"],
  ["PAIN CONTRL ADEQ WITH DILAUDID", "CONTRL"],
  ["lungs coarse, diminshd bibasilar", "diminshd"],
  ["SATS DECRSD TO 88, INCRSD FIO2", "DECRSD"],
  ["urine outpt marginl, bolused", "marginl"],
  ["PT'S SOB IS A CONCERN", "SOB"],
  ["maint adeq uop, cont ivf", "adeq"],
  ["skin: intact, no breakdwn noted", "breakdwn"],
  ["pt anxios overnite, medicated w ativan", "anxios"],
  ["CONT TO MONITR HEMODYN, TITRATE NEO", "MONITR"],
  ["PT WITH INCREASD SECRETNS, SXN Q2", "SECRETNS"],
  ["foley draining clr yellw urine", "yellw"],
  ["hgb stabl, no transfusn needed", "transfusn"],
  ["walked 10 min, sats stable", "min"],
  ["tan coloured sputum overnight", "tan"],
  ["AMA discharge, pt declined", "AMA"],
  ["lin drain removed", "lin"],
  ["pt kept nbm, ngt in situ", "ngt"],
  ["kevin placed ng tube, ng 55 cm at nares", "ng 55"],
  ["Placed by Kevin NG tube check xray ok", "NG tube"],
  ["ESI 3 ON ARRIVAL, TRIAGED TO MAJORS", "ESI"],
  ["risk of hai discussed, line out", "hai"],
  ["seen thu, next review 12 jun", "thu"],
  ["low cho diet advised", "cho"],
];

/** Returns the person-name types covering every letter and digit of `name`, or [] if any is uncovered. */
function covered(note: string, name: string, after = ""): PhiType[] {
  const start = note.indexOf(name, note.indexOf(after) + after.length);
  assert.notEqual(start, -1, `test row broken: "${name}" not in "${note}"`);
  const end = start + name.length;
  const spans = engine.detect(note).filter((s) => s.start < end && s.end > start);
  for (let p = start; p < end; p++) {
    if (!/[\p{L}\p{N}]/u.test(note[p]!)) continue;
    if (!spans.some((s) => s.start <= p && s.end > p)) return [];
  }
  return spans.map((s) => s.type);
}

/**
 * Rows the engine does not pass yet (known gaps, reported by `node --test` as todo): the name
 * or word of the row. Remove a row here when a rule starts passing it.
 */
const GAPS: ReadonlySet<string> = new Set<string>([
  "Ama Owusu is the named nurse. | Ama Owusu",
  "Will Hunter reviewed the bloods today. | Will Hunter",
  "Results sent to Faith Miller by post. | Faith Miller",
  "bloods taken by gurpreet sandhu | gurpreet sandhu",
  "seen by kaichil tavrine today | kaichil tavrine",
  "Salter-Harris type II fracture. | Harris",
  "Weber B ankle fracture. | Weber",
  "Cockcroft-Gault creatinine clearance 45. | Gault",
]);

const todo = (key: string) => (GAPS.has(key) ? { todo: "known gap" } : {});

describe("name evidence: finds names by shape and neighbours (must match)", () => {
  for (const [note, name, after] of MUST_MATCH) {
    test(`finds "${name}" in "${note}"`, todo(`${note} | ${name}`), () => {
      const found = covered(note, name, after);
      const spans = engine.detect(note).map((s) => `${s.type}:${note.slice(s.start, s.end)}`);
      assert.ok(found.length > 0, `not covered: ${JSON.stringify(spans)}`);
      assert.ok(
        found.some((type) => NAMES.includes(type)),
        `type ${found.join(",")} is no name type`,
      );
    });
  }
});

describe("name evidence: leaves clinical text alone (must not match)", () => {
  for (const [note, word] of MUST_NOT_MATCH) {
    test(`keeps "${word}" in "${note}"`, todo(`${note} | ${word}`), () => {
      const start = note.indexOf(word);
      assert.notEqual(start, -1, "test row broken");
      const hits = engine.detect(note).filter((s) => s.start < start + word.length && s.end > start);
      assert.deepEqual(
        hits.map((s) => `${s.type}:${note.slice(s.start, s.end)}`),
        [],
      );
    });
  }
});
