import assert from "node:assert/strict";
import { describe, it, test } from "node:test";
import { assertFound, assertUntouched, coveredTypes } from "../../test/detection/support/table-rows.ts";
import { createEngine } from "./create-engine.ts";
import { PERSON_NAME_TYPES, type PhiType } from "./phi-type.ts";

/**
 * Names found by their slot (after a title, a kinship word, a contact verb, a header label, a
 * letter's greeting or sign-off, before "aware") and header fields typed by their label. Every
 * row is written for this file (no corpus text): US and UK notes and letters, Title Case, ALL
 * CAPS, lower case and shorthand, names of many origins and names that are English words.
 * must-match: every letter and digit of `phi` is covered by spans, one of an accepted type.
 * must-not-match: no span touches `word`.
 */
const engine = createEngine();

const NAMES: readonly PhiType[] = [...PERSON_NAME_TYPES];
const DATES: readonly PhiType[] = ["DATE", "YEAR"];
const PHONES: readonly PhiType[] = ["PHONE", "FAX"];
const NUMBERS: readonly PhiType[] = ["MRN", "ID", "ACCOUNT_NUMBER", "HEALTH_PLAN_ID"];
const PLACES: readonly PhiType[] = ["STREET_ADDRESS", "CITY", "ZIP", "LOCATION", "HOSPITAL", "ORGANIZATION"];

type Row = readonly [note: string, phi: string, types: readonly PhiType[]];

const MUST_MATCH: readonly Row[] = [
  // A title opens a slot: the name-shaped words in it, whatever the lists say.
  ["Dr Grace Field reviewed him in clinic.", "Grace Field", NAMES],
  ["Mrs Hope Baker attended with her son.", "Hope Baker", NAMES],
  ["Seen today by Dr. Minh Tran.", "Minh Tran", NAMES],
  ["DR KWAME ASANTE-MENSAH REVIEWED THE ECG", "KWAME ASANTE-MENSAH", NAMES],
  ["plan discussed with dr o'neill this am", "o'neill", NAMES],
  ["Mr Ji-hoon Park attends with his wife.", "Ji-hoon Park", NAMES],
  ["Dr Ng reviewed the bloods.", "Ng", NAMES],
  ["Reviewed by Dr Le on the ward round.", "Le", NAMES],
  ["Dr Wu is happy for discharge.", "Wu", NAMES],
  ["Discussed with Dr Oh (renal).", "Oh", NAMES],
  ["Mrs Li is keen to go home.", "Li", NAMES],
  ["Dr. Do will follow up in clinic.", "Do", NAMES],
  ["Mrs D'Souza was seen in the bay.", "D'Souza", NAMES],
  ["Referred to Dr van der Berg for review.", "van der Berg", NAMES],
  ["Prof. de la Cruz has agreed to see her.", "de la Cruz", NAMES],
  ["Mr Ahmed bin Rashid was admitted overnight.", "Ahmed bin Rashid", NAMES],
  ["Mr al-Farsi has no chest pain today.", "al-Farsi", NAMES],
  ["Dr McAllister and Dr MacLeod agree.", "McAllister", NAMES],
  ["Dr McAllister and Dr MacLeod agree.", "MacLeod", NAMES],
  ["Dr Smith saw the patient at 10:00.", "Smith", NAMES],
  ["Dr. Patel re: chest pain, troponin negative.", "Patel", NAMES],
  ["Mrs Lee's daughter called the ward.", "Lee", NAMES],
  ["Dr Jones, cardiology, will review.", "Jones", NAMES],
  ["Nurse Rose Hill gave the evening meds.", "Rose Hill", NAMES],
  ["Rev. Samuel Adeyemi visited the family.", "Samuel Adeyemi", NAMES],
  ["Mx Robin Ash attended the clinic alone.", "Robin Ash", NAMES],
  ["Miss Chloe Winter, 34, presented with a rash.", "Chloe Winter", NAMES],
  ["MRS JOY BROWN SEEN IN ED", "JOY BROWN", NAMES],
  ["mrs hope baker came in with her son", "hope baker", NAMES],
  ["dr smith said ok to extubate", "smith", NAMES],
  ["d/w dr patel, plan to restart heparin", "patel", NAMES],
  ["Letter copied to Dr A. Okafor.", "A. Okafor", NAMES],
  ["Seen by Dr J P Stone in clinic.", "J P Stone", NAMES],
  ["Dr. Sung-min Cho reviewed the CT.", "Sung-min Cho", NAMES],
  ["Dr Oluwaseun Adebayo is her GP.", "Oluwaseun Adebayo", NAMES],
  ["Dr Wojciech Brzezinski saw her today.", "Wojciech Brzezinski", NAMES],
  ["Dr Aleksandra Kuznetsova (haematology) advised.", "Aleksandra Kuznetsova", NAMES],
  ["Dr Priya Raghunathan will call back.", "Priya Raghunathan", NAMES],
  ["Dr Muhammad Al-Hassan reviewed the films.", "Muhammad Al-Hassan", NAMES],
  ["Dr José García was informed.", "José García", NAMES],
  ["Dr Zorvath Quimble agreed with the plan.", "Zorvath Quimble", NAMES],
  ["Dr Young reviewed the X-ray.", "Young", NAMES],
  ["Dr Bishop to see tomorrow.", "Bishop", NAMES],
  ["Mr Fox walked to the bathroom.", "Fox", NAMES],
  ["Mrs Gold is for discharge.", "Gold", NAMES],
  ["DR. SWIFT AWARE OF K 5.8", "SWIFT", NAMES],
  ["Dr Thanh Huong Pham is the registrar.", "Thanh Huong Pham", NAMES],
  ["Dr Nkechi Eze-Okafor reviewed.", "Nkechi Eze-Okafor", NAMES],
  ["Mr Dmitri Volkov declined the flu jab.", "Dmitri Volkov", NAMES],
  ["Mr Tariq Mahmood was reviewed.", "Tariq Mahmood", NAMES],
  ["Mrs Guadalupe Hernandez Ruiz attended.", "Guadalupe Hernandez Ruiz", NAMES],
  ["Mr Chen Wei has been booked.", "Chen Wei", NAMES],
  ["DR. PARK SOO-JIN NOTIFIED", "PARK SOO-JIN", NAMES],
  ["mr kwabena boateng declined obs", "kwabena boateng", NAMES],
  ["dr nguyen aware of lactate", "nguyen", NAMES],
  ["Prof Kowalski's team will take over.", "Kowalski", NAMES],
  ["Dr Le Thi Ha reviewed the scan.", "Le Thi Ha", NAMES],
  ["Mrs Tran Thi An attended.", "Tran Thi An", NAMES],
  ["Mr Li Na was seen.", "Li Na", NAMES],
  ["dr ho van son aware", "ho van son", NAMES],
  ["Dr Ho Thanh Son reviewed.", "Ho Thanh Son", NAMES],
  ["DR PHAM VAN LONG AWARE", "PHAM VAN LONG", NAMES],
  ["Dr Jung Min Oh reviewed the MRI.", "Jung Min Oh", NAMES],
  ["HCA Joy assisted with the wash.", "Joy", NAMES],
  ["Matron Smith aware of the complaint.", "Smith", NAMES],
  ["OT Priya assessed the kitchen.", "Priya", NAMES],
  ["SHO Ben Carter aware.", "Ben Carter", NAMES],
  ["Midwife Hope Adjei present.", "Hope Adjei", NAMES],
  // Kinship words and visitor lists.
  ["Social: wife Anna at bedside.", "Anna", NAMES],
  ["dtr Mai called for an update", "Mai", NAMES],
  ["NOK: son Chidi, lives locally.", "Chidi", NAMES],
  ["Her husband, Tomasz, visited this evening.", "Tomasz", NAMES],
  ["Visitors: wife and 2 sons (Kofi and Yaw).", "Kofi", NAMES],
  ["Visitors: wife and 2 sons (Kofi and Yaw).", "Yaw", NAMES],
  ["Visited by sister Ngozi and niece.", "Ngozi", NAMES],
  ["Daughter Hope visited this afternoon.", "Hope", NAMES],
  ["Son Bao drove her in.", "Bao", NAMES],
  ["WIFE MAI AT BEDSIDE", "MAI", NAMES],
  ["daughter lin visiting today", "lin", NAMES],
  ["son tuan called, updated", "tuan", NAMES],
  ["her partner, Sam, is next of kin", "Sam", NAMES],
  ["Granddaughter Bích brought clothes.", "Bích", NAMES],
  ["husband Olumide and son Tunde present", "Olumide", NAMES],
  ["Visited by daughters (Mai, Lan & Thu).", "Thu", NAMES],
  ["Visited by daughters (Mai, Lan & Thu).", "Lan", NAMES],
  ["husband Olumide and son Tunde present", "Tunde", NAMES],
  ["BROTHER IVAN CALLED FROM WORK", "IVAN", NAMES],
  ["brother-in-law Mehmet visiting later", "Mehmet", NAMES],
  ["wife Joy at bedside", "Joy", NAMES],
  ["daughter, Faith, visited this am", "Faith", NAMES],
  ["called daughter kemi, no answer", "kemi", NAMES],
  ["SPOKE WITH DAUGHTER ADAEZE RE DNR", "ADAEZE", NAMES],
  ["SON NNAMDI CALLED FOR UPDATE", "NNAMDI", NAMES],
  ["per wife maria, pt confused at home", "maria", NAMES],
  ["discussed with husband Wojtek", "Wojtek", NAMES],
  ["Her son (Arjun) is NOK.", "Arjun", NAMES],
  ["sister Blessing at bedside", "Blessing", NAMES],
  ["Spoke to Mr Quang Vo's daughter Linh.", "Linh", NAMES],
  ["Spoke to Mr Quang Vo's daughter Linh.", "Quang Vo", NAMES],
  ["Spoke with wife Kim Ji-woo re discharge.", "Kim Ji-woo", NAMES],
  ["wife Choi at home, will visit", "Choi", NAMES],
  ["daughter Wang Fang at bedside", "Wang Fang", NAMES],
  ["Seen today by Dr Jung Hae-in in clinic.", "Jung Hae-in", NAMES],
  ["Lee Min-ho is a 70 yo woman with CHF.", "Lee Min-ho", NAMES],
  ["discussed with Grace Field, happy with plan", "Grace Field", NAMES],
  ["CONTACT PERSON CHIOMA EZE (020 7946 0999)", "CHIOMA EZE", NAMES],
  ["Next of kin: Ifeoma Obi", "Ifeoma Obi", NAMES],
  // Contact verbs.
  ["informed Chiara of results", "Chiara", NAMES],
  ["spoke with Ifeoma on the phone", "Ifeoma", NAMES],
  ["d/w Sandeep (pharmacy)", "Sandeep", NAMES],
  ["PER DR KIM, HOLD HEPARIN", "KIM", NAMES],
  ["per dr okoro hold lasix", "okoro", NAMES],
  ["Spoke with Thanh re discharge plans.", "Thanh", NAMES],
  ["Discussed with Dr Ade, happy with plan.", "Ade", NAMES],
  ["Called Yaw re results.", "Yaw", NAMES],
  ["paged Dr. Cho about the K", "Cho", NAMES],
  ["d/w Farah, agrees with plan", "Farah", NAMES],
  // A lone given name that is an English word, capitalised right after "with" in a mixed-case note.
  ["Discussed with Hope re plan.", "Hope", NAMES],
  ["Spoke with Rose about the discharge date.", "Rose", NAMES],
  ["d/w Grace, agrees with plan", "Grace", NAMES],
  // A handover goes to a person ("handed over to", "handover to"), not to a hospital.
  ["Handed over to Grace Field at 19:00.", "Grace Field", NAMES],
  ["Care handed over to Kwame Mensah, night RN.", "Kwame Mensah", NAMES],
  ["PAGED GREEN ABOUT K 5.9", "GREEN", NAMES],
  // Before "aware", "notified", "at bedside", "updated" in ALL CAPS notes.
  ["J. SMITH AWARE", "J. SMITH", NAMES],
  ["DR R GREEN NOTIFIED", "R GREEN", NAMES],
  ["K. OSEI AT BEDSIDE", "K. OSEI", NAMES],
  ["T. NGUYEN UPDATED ON PLAN", "T. NGUYEN", NAMES],
  ["LABS SENT. A. BROOK INFORMED.", "A. BROOK", NAMES],
  // Header fields: patient labels.
  ["Patient: Nguyen, Thi Mai\nDOB: 03/04/1951", "Nguyen, Thi Mai", NAMES],
  ["Patient: Le, Thi Hoa", "Le, Thi Hoa", NAMES],
  ["Name: SMITH, John A\nMRN: 7732190", "SMITH, John A", NAMES],
  ["Re: Mrs Jane Doe (DOB 01/02/1950)", "Jane Doe", NAMES],
  ["RE: Mr Tomasz Wisniewski, DOB 12/03/1948", "Tomasz Wisniewski", NAMES],
  ["Surname: Okonkwo\nForename(s): Chiamaka", "Okonkwo", NAMES],
  ["Surname: Okonkwo\nForename(s): Chiamaka", "Chiamaka", NAMES],
  ["First name: Hye-jin\nLast name: Kim", "Hye-jin", NAMES],
  ["First name: Hye-jin\nLast name: Kim", "Kim", NAMES],
  ["Pt: Bao Tran   Ward: 7B", "Bao Tran", NAMES],
  ["Patient name: mai nguyen", "mai nguyen", NAMES],
  ["PATIENT: OKAFOR, CHIDI", "OKAFOR, CHIDI", NAMES],
  ["Patient Name: Grace Field    DOB: 02/11/1960", "Grace Field", NAMES],
  ["Name: Hope Baker", "Hope Baker", NAMES],
  ["Mother: Ama Owusu (07700 900111)", "Ama Owusu", NAMES],
  ["Typed by: S Patel", "S Patel", NAMES],
  ["Dictated by: H Crane  Typed by: S Patel", "H Crane", NAMES],
  ["Dictated by: Grace Field  Typed by: S Patel", "Grace Field", NAMES],
  ["Operator: Mr Tunde Bakare", "Tunde Bakare", NAMES],
  ["Interpreter: Mr Hung Dang (Vietnamese)", "Hung Dang", NAMES],
  ["Accompanied by: Joy (wife)", "Joy", NAMES],
  ["Son-in-law Jae-won present", "Jae-won", NAMES],
  ["Message left for wife Soo-ah", "Soo-ah", NAMES],
  ["Name: Nguyễn Thị Lan", "Nguyễn Thị Lan", NAMES],
  ["Patient Name: GARCIA-LOPEZ, Maria Elena", "GARCIA-LOPEZ, Maria Elena", NAMES],
  ["Dr Łukasz Żółkiewski reviewed the scan.", "Łukasz Żółkiewski", NAMES],
  ["Dr Şükrü Öztürk reviewed the scan.", "Şükrü Öztürk", NAMES],
  ["Dear Ms Ødegaard,\nThank you", "Ødegaard", NAMES],
  ["seen by dr a okafor this am", "a okafor", NAMES],
  // Header fields: clinician labels.
  ["Documented by: Sarah Lee, RN", "Sarah Lee", NAMES],
  ["Referred by: Dr A Okafor, The Elms Surgery", "A Okafor", NAMES],
  ["GP: Dr Hamid Rahman", "Hamid Rahman", NAMES],
  ["Consultant: Mr Ifeanyi Obi", "Ifeanyi Obi", NAMES],
  ["Dictated by: Grace Field", "Grace Field", NAMES],
  ["Signed: Ewa Nowak", "Ewa Nowak", NAMES],
  ["Author: Tran, Minh MD", "Tran, Minh", NAMES],
  ["Attending: Park, Soo-jin", "Park, Soo-jin", NAMES],
  ["Seen by: Rose Hill", "Rose Hill", NAMES],
  ["cc: Dr Kim Young; Mrs Amara Diallo", "Kim Young", NAMES],
  ["cc: Dr Kim Young; Mrs Amara Diallo", "Amara Diallo", NAMES],
  ["Copy to: Dr Lena Sokolova", "Lena Sokolova", NAMES],
  ["From: Dr. Femi Adeyemi", "Femi Adeyemi", NAMES],
  ["To: Dr Chloe Brook", "Chloe Brook", NAMES],
  ["Referring clinician: Baker, Hope", "Baker, Hope", NAMES],
  ["Provider: Kwame Asante", "Kwame Asante", NAMES],
  ["REFERRED BY: DR GRACE FIELD", "GRACE FIELD", NAMES],
  ["seen by: rose hill", "rose hill", NAMES],
  ["Referred by: Dr A Okafor, The Elms Surgery", "The Elms Surgery", PLACES],
  ["GP: Dr Hamid Rahman, Riverside Medical Centre", "Riverside Medical Centre", PLACES],
  ["Electronically signed by Sunita Rao, MD on 04/12/2022", "Sunita Rao", NAMES],
  ["Dictated by Tomasz Nowicki", "Tomasz Nowicki", NAMES],
  ["Referred by:\nDr Amara Diallo\nCity Hospital", "Amara Diallo", NAMES],
  ["Patient name:\nHope Baker\nDOB: 1/2/1950", "Hope Baker", NAMES],
  ["NOK - Kofi Boakye (son)", "Kofi Boakye", NAMES],
  ["Name: Sky Rivers", "Sky Rivers", NAMES],
  ["Next of kin: Amber Lane (daughter)", "Amber Lane", NAMES],
  ["husband zoran petrovic updated by phone", "zoran petrovic", NAMES],
  ["per Zoran Petrovic, ok to extubate", "Zoran Petrovic", NAMES],
  ["per rose bishop, ok to extubate", "rose bishop", NAMES],
  ["Re: Mrs Jane Doe, 14 Orchard Way, Leeds LS6 2AB", "14 Orchard Way, Leeds LS6 2AB", PLACES],
  [
    "cc: Dr A Okafor\nThe Elms Surgery\n3 Mill Lane\nRipon HG4 2BB\n\nDear Dr Okafor",
    "3 Mill Lane\nRipon HG4 2BB",
    PLACES,
  ],
  [
    "Re: Mr Kofi Mensah\n44 Birch Grove\nKnaresborough HG5 0QT\nDOB: 01/02/1950",
    "Knaresborough HG5 0QT",
    PLACES,
  ],
  ["Present: Dr Obi, Sarah Lee (ward manager), Mrs Okafor (daughter)", "Sarah Lee", NAMES],
  ["Visitors: Kofi, Tunde and Yaw", "Tunde", NAMES],
  // Header fields: relative labels.
  ["NOK: Kofi Mensah (son)", "Kofi Mensah", NAMES],
  ["Next of kin: Ana Lima", "Ana Lima", NAMES],
  ["Emergency contact: Huong Le, daughter", "Huong Le", NAMES],
  ["Contact: Priya Shah 020 7946 0321", "Priya Shah", NAMES],
  // Header fields: other PHI typed by the label.
  ["DOB: 03/04/1951", "03/04/1951", DATES],
  ["Date of birth: 3 April 1951", "3 April 1951", DATES],
  ["D.O.B. 12/10/1944", "12/10/1944", DATES],
  ["DOB: 3rd May 1948, age 75", "3rd May 1948", DATES],
  ["DOB - 12-Jan-1950", "12-Jan-1950", DATES],
  ["Tel: (0113) 496 0000", "(0113) 496 0000", PHONES],
  ["Mobile: +44 7700 900456", "+44 7700 900456", PHONES],
  ["Address: 14 Orchard Way, Leeds LS6 2AB", "14 Orchard Way, Leeds LS6 2AB", PLACES],
  ["Tel: 0113 496 0000", "0113 496 0000", PHONES],
  ["Phone: 555 201 7788", "555 201 7788", PHONES],
  ["Mobile: 07700 900456", "07700 900456", PHONES],
  ["Email: k.mensah@example.co.uk", "k.mensah@example.co.uk", ["EMAIL"]],
  ["MRN: 7732190", "7732190", NUMBERS],
  ["Hospital No: K1234567", "K1234567", NUMBERS],
  ["NHS No: 943 476 5919", "943 476 5919", NUMBERS],
  ["NHS number: 9434765919", "9434765919", NUMBERS],
  ["Unit No: RX88231", "RX88231", NUMBERS],
  ["Account: 55519023", "55519023", NUMBERS],
  // "Patient" as a label without a colon.
  ["Patient Kwame Mensah presented with chest pain.", "Kwame Mensah", NAMES],
  ["pt name Jin Park, seen in ED", "Jin Park", NAMES],
  ["PATIENT NAMED KWAMENA ASANTEY SEEN IN ED", "KWAMENA ASANTEY", NAMES],
  ["Patient Hope Baker, 45, seen today.", "Hope Baker", NAMES],
  // The subject of an opening sentence with an age.
  ["Wiple Cofind is a 70 yr old female admitted 4/8.", "Wiple Cofind", NAMES],
  ["Kwame Mensah, a 54-year-old man, attended clinic.", "Kwame Mensah", NAMES],
  ["HPI: Nguyen Van Long is a 67 yo M with CHF.", "Nguyen Van Long", NAMES],
  ["Grace Field is a 45 year old teacher.", "Grace Field", NAMES],
  ["Zhao Lei was a 38 y/o smoker.", "Zhao Lei", NAMES],
  // Signatures and lower-case credentials.
  ["Plan per oncology note. moushin cleasogo rn", "moushin cleasogo", NAMES],
  ["Tolerating PO. Will monitor.\nmai tran rn", "mai tran", NAMES],
  ["REVERSALS NOT GIVEN PER C. PESOUPRE PA. RESP: WEANED", "C. PESOUPRE", NAMES],
  ["line placed by j. okafor pa", "j. okafor", NAMES],
  // Quotes, bare initials and pairs after strong contact cues.
  ['daughter "Kameam" at bedside', "Kameam", NAMES],
  ["SON TO SPEAK WITH ZAIFICK RISAPOL IN AM.", "ZAIFICK RISAPOL", NAMES],
  ["pt was visited by significant other Brewourt, updated", "Brewourt", NAMES],
  // Letter structure: greetings and sign-offs.
  ["Dear Dr Okafor,\n\nThank you for referring", "Okafor", NAMES],
  ["Dear Mrs Nguyen\n\nI saw you in clinic", "Nguyen", NAMES],
  ["Dear Kofi,\n\nIt was good to see you", "Kofi", NAMES],
  ["Dear Hope,\nThank you for coming", "Hope", NAMES],
  ["Hi Zorvath,\nCan you review the bloods?", "Zorvath", NAMES],
  ["Hello Dr Patel,\nQuick question", "Patel", NAMES],
  ["Dear Professor Chen,\nThank you", "Chen", NAMES],
  ["Yours sincerely,\n\n\nDr Jane Smith\nConsultant Cardiologist", "Jane Smith", NAMES],
  ["Kind regards,\nTom", "Tom", NAMES],
  ["Best wishes,\nAmara Diallo\nSpecialist Nurse", "Amara Diallo", NAMES],
  ["Electronically signed by: Minh Tran, MD on 01/02/2023", "Minh Tran", NAMES],
  ["No further action.\n— A. Kowalczyk, RN", "A. Kowalczyk", NAMES],
  ["Dictated but not read\nDr Hope Baker", "Hope Baker", NAMES],
  ["Yours sincerely\n\npp Dr Sung Park", "Sung Park", NAMES],
  ["Yours faithfully\n\nHONG CHEN\nSpecialty Registrar", "HONG CHEN", NAMES],
  ["Many thanks,\n\nbao", "bao", NAMES],
  ["Yours sincerely,\n\nDr Ifeoma Nwankwo MBChB FRCP\nConsultant", "Ifeoma Nwankwo", NAMES],
  ["Seen and examined. Oluwadamilare Bankole MRCS", "Oluwadamilare Bankole", NAMES],
  ["Reviewed. Siobhan Kelly RGN", "Siobhan Kelly", NAMES],
  ["See you Tuesday. Kind regards, Tom", "Tom", NAMES],
  ["Bloods attached.\nBest,\nNgozi Okafor", "Ngozi Okafor", NAMES],
  ["Will call later.\nCheers,\nDunmore", "Dunmore", NAMES],
  ["Results attached. Thanks, Dr Adaeze Obi", "Adaeze Obi", NAMES],
  ["With best wishes\n\nGrace Field\nClinical Nurse Specialist", "Grace Field", NAMES],
];

const MUST_NOT_MATCH: readonly (readonly [note: string, word: string])[] = [
  // Slots that stop at the right place.
  ["Dr Smith saw the patient at 10:00.", "saw"],
  ["dr smith said ok to extubate", "said"],
  ["Dr. Patel re: chest pain, troponin negative.", "chest"],
  ["Dr Jones, cardiology, will review.", "cardiology"],
  ["Mrs Lee's daughter called the ward.", "daughter"],
  ["spoke with wife re plan", "plan"],
  ["spoke with wife re plan", "re"],
  ["wife and 2 sons at bedside", "and"],
  ["DR AWARE OF K 5.9", "AWARE"],
  ["Dr Grace Field reviewed him in clinic.", "reviewed"],
  ["mrs hope baker came in with her son", "came"],
  ["Dr Wu is happy for discharge.", "happy"],
  ["dr nguyen aware of lactate", "aware"],
  ["Discussed with Dr Oh (renal).", "renal"],
  ["Mr Fox walked to the bathroom.", "walked"],
  ["Daughter Hope visited this afternoon.", "visited"],
  ["Son Bao drove her in.", "drove"],
  ["Nurse in charge informed.", "charge"],
  ["NURSE IN CHARGE AWARE", "CHARGE"],
  ["WARD SISTER AWARE OF PLAN", "AWARE"],
  ["Sister on the ward was informed.", "ward"],
  ["Dr. to review in the morning.", "review"],
  ["MR moderate on echo, MS mild.", "moderate"],
  ["Ms. tolerating diet well.", "tolerating"],
  ["Seen by the doctor on call overnight.", "call"],
  ["Called patient at home, no answer.", "patient"],
  ["Spoke with family about goals of care.", "family"],
  ["paged covering MD re: low BP", "covering"],
  ["wife at bedside, very supportive", "very"],
  ["SON AT BEDSIDE, UPDATED ON PLAN", "UPDATED"],
  ["FAMILY UPDATED BY TEAM", "TEAM"],
  ["NEURO CHECKS Q1H. RESIDENT AWARE.", "RESIDENT"],
  ["PAIN 4/10. CHARGE RN NOTIFIED.", "CHARGE"],
  ["U.S. AWARE OF RESULTS", "U.S."],
  ["d/w pharmacy re dose", "pharmacy"],
  ["Discussed with Radiology, CT booked.", "Radiology"],
  ["Discussed with Haem, for repeat film.", "Haem"],
  ["Discussed with Pharmacy re plan.", "Pharmacy"],
  ["Spoke with Family today.", "Family"],
  ["discussed with hope of discharge soon", "hope"],
  ["DISCUSSED WITH HOPE OF DISCHARGE SOON", "HOPE"],
  ["Spoke with Rehab, happy to accept.", "Rehab"],
  ["Handed over to night staff.", "night"],
  ["Handed over to Day Team at 08:00.", "Day"],
  ["spoke with ICU team re bed", "ICU"],
  ["Discussed with Microbiology: continue tazocin.", "Microbiology"],
  ["informed Outreach of NEWS 7", "Outreach"],
  ["Spoke with Gastro reg, OGD tomorrow.", "Gastro"],
  ["paged Ortho on call", "Ortho"],
  ["brother-in-law visiting later", "visiting"],
  ["SPOKE WITH DAUGHTER RE DNR", "RE"],
  ["informed of results by phone", "results"],
  ["called back, no answer", "back"],
  // Labels of clinical content: the value is not PHI.
  ["Diagnosis: heart failure", "heart"],
  ["Plan: continue Lasix and recheck U&E", "continue"],
  ["Medications: aspirin 75 mg once daily", "aspirin"],
  ["Allergies: penicillin (rash)", "penicillin"],
  ["Impression: Stable angina.", "Stable"],
  ["Note: patient fasting from midnight", "fasting"],
  ["Re: chest pain follow-up", "chest"],
  ["RE: Follow-up of Atrial Fibrillation", "Atrial"],
  ["Subject: Discharge summary", "Discharge"],
  ["Isolation: contact precautions", "precautions"],
  ["Contact: droplet precautions", "droplet"],
  ["Actions for GP: repeat U&E in one week", "repeat"],
  ["GP: please repeat U&E in one week", "please"],
  ["Seen by: physiotherapy", "physiotherapy"],
  ["cc: patient", "patient"],
  ["Admitted from: home", "home"],
  ["Signed: pending", "pending"],
  ["Name of procedure: colonoscopy", "colonoscopy"],
  ["Drug name: amoxicillin", "amoxicillin"],
  ["Patient: alert and oriented, eating well", "alert"],
  ["Pt: tolerating diet, mobilising", "tolerating"],
  ["Provider: cardiology", "cardiology"],
  ["Referred by: A&E", "A"],
  ["To: the ward", "ward"],
  ["From: ED", "ED"],
  ["To: be reviewed in clinic", "reviewed"],
  ["Contact: none", "none"],
  ["Consultant: on call", "call"],
  ["Attending: present for key portions", "present"],
  ["Author: see below", "below"],
  ["Name: not given", "given"],
  ["HISTORY: ASSESSMENT AND PLAN", "ASSESSMENT"],
  ["PLAN: CONTINUE IV ABX", "CONTINUE"],
  ["SOCIAL HISTORY: LIVES WITH WIFE", "LIVES"],
  ["PATIENT: SEDATED ON PROPOFOL", "SEDATED"],
  ["Tel: see above", "above"],
  ["MRN: to follow", "follow"],
  ["DOB: unknown", "unknown"],
  ["Re: Knee arthroscopy", "Knee"],
  ["Re: Chest Pain", "Chest"],
  ["Re: Hip Fracture", "Hip"],
  ["Accompanied by: wife", "wife"],
  ["Wife: supportive, visits daily", "supportive"],
  ["Partner: none", "none"],
  ["Interpreter: Vietnamese, booked", "Vietnamese"],
  ["Father: deceased", "deceased"],
  ["Specialist: respiratory", "respiratory"],
  ["Mother: alive and well", "alive"],
  ["Operator: Consultant", "Consultant"],
  ["GP: Dr Hamid Rahman, please review in the surgery", "surgery"],
  ["Consultant: Mr Obi, on leave until the clinic", "clinic"],
  // Letter structure that is not a name.
  ["Dear colleague,\n\nThank you for seeing", "colleague"],
  ["Dear Sir/Madam,\n\nI write regarding", "Sir"],
  ["Dear Doctor,\n\nThis patient", "Doctor"],
  ["Yours sincerely,\n\nConsultant Cardiologist", "Consultant"],
  ["Kind regards,\nThe Diabetes Team", "Diabetes"],
  ["Best wishes,\n\nCardiology Department", "Cardiology"],
  ["Yours sincerely,\n\nDictated but not read", "Dictated"],
  ["Dear AI, please summarise this letter.", "AI"],
  ["Dear Diabetes Team,\nThank you", "Diabetes"],
  ["Kind regards,\nDiabetes Team", "Diabetes"],
  ["Many thanks,\nCardiology", "Cardiology"],
  ["Yours faithfully,\nDictated but not read\nOn behalf of the Stroke Team", "Stroke"],
  ["Consultant: on leave; registrar reviewed", "leave"],
  ["Name: as above", "above"],
  ["Address: as per records", "records"],
  ["Tel: via switchboard", "switchboard"],
  ["NOK: informed", "informed"],
  ["Next of kin: not documented", "documented"],
  ["RE: Medication review - Statin Intolerance", "Statin"],
  ["Patient: 72F, AF, CKD stage 4. Question: reduce the dose?", "AF"],
  ["Sister on ward 4 asked about falls risk.", "falls"],
  ["Dr on call aware. Doctor informed. Registrar aware.", "Registrar"],
  ["Mother and baby doing well. Father present at delivery.", "baby"],
  ["Patient is a 70 yo woman with CHF.", "Patient"],
  ["This is a 45 year old man.", "This"],
  ["CAD is a 3 vessel disease here.", "CAD"],
  ["She is a 80 year old.", "She"],
  ["Hope is a 4 letter word.", "Hope"],
  ["The patient, a 70 yo man, is stable.", "patient"],
  ["per r arm restraint protocol", "arm"],
  ["spoke with s aureus team", "aureus"],
  ["Given IV fluids. Urine output improving. bolus given rn", "bolus"],
  ["Seen by MD. SW rn", "SW"],
  ["Patient Reports pain at night.", "Reports"],
  ["PT AMBULATING IN HALL WITH PT", "AMBULATING"],
  ["pt rose from bed unaided", "rose"],
  ["PT MARK ON LEFT ARM", "MARK"],
  ["Patient Care Plan reviewed.", "Care"],
  ["Patient Safety Alert issued.", "Safety"],
  ["Pt Rx'd with Atrovent nebs.", "Rx'd"],
  ["PT REAMINS FULL CODE.", "REAMINS"],
  ["pt diuresing well on lasix", "diuresing"],
  ["swan in PA. wedge 12", "swan"],
  ["R. PA 30 mmHg", "PA"],
  ["PA PRESSURES 40/20, CVP 12", "PRESSURES"],
  ["c.c. Dr Aisha Begum, GP", "GP"],
  ["dr a little late to rounds", "little"],
  ["dr a bit worried about k", "bit"],
  ["Thanks, will do.", "will"],
  ["Many thanks, see below", "below"],
  ["Kind regards, Cardiology", "Cardiology"],
  ["Best wishes, the team", "team"],
  ["Seen by physiotherapy today.", "physiotherapy"],
  ["Reviewed by the team this morning.", "team"],
  ["Referred by his GP for chest pain.", "chest"],
  ["Plan:\nContinue meds", "Continue"],
  ["Seen by:\nphysiotherapy", "physiotherapy"],
  ["Patient name:\nnot recorded", "recorded"],
  ["Dear Parent/Guardian of the patient,", "Parent"],
  ["Hi all, the clinic is moving.", "all"],
  ["hello world program", "world"],
  ["Hi Flow nasal cannula at 40 L", "Flow"],
  ["Dr Smith and son at bedside", "son"],
  ["Mrs Lee with her son today", "son"],
  ["Discussed with Social Work re placement.", "Social"],
  ["spoke with Charge Nurse about bed", "Charge"],
  ["discussed with Case Management today", "Management"],
  ["Spoke with Bed Manager, no beds.", "Manager"],
  ["son very supportive, visits daily", "supportive"],
  ["wife Grace at bedside, reports poor sleep", "reports"],
  ["Contact - droplet precautions", "droplet"],
  ["Plan - continue current meds", "continue"],
  ["per protocol, ok to wean", "protocol"],
  ["Per Renal, hold the ACE inhibitor.", "Renal"],
  ["per Pharmacy, dose adjusted", "Pharmacy"],
  ["Name: Acute Kidney Injury pathway", "Kidney"],
  ["Signed: Senior Review Pending", "Senior"],
  ["DOB: 01/02/1950 (72y)", "72y"],
  ["DOB: 3rd May 1948, age 75", "age"],
  ["OT eval pending, PT/OT to see.", "eval"],
  ["OT TO SEE IN AM", "SEE"],
  ["Physio to review tomorrow.", "review"],
  ["physio mobilised pt with frame", "mobilised"],
  ["OT Assessment done.", "Assessment"],
  ["midwife present at delivery", "present"],
  ["Referred for FRCS exam preparation.", "exam"],
  ["Consultant Physician MBBS FRCP", "Physician"],
  ["d/w surgery re lipoma excision", "lipoma"],
  ["Contact: neuroma clinic", "neuroma"],
  ["Mother: Healthy. Father: Mi at 60. Siblings: None.", "Mi"],
  ["Patient: 67M, hx COPD. Question: Should we start steroids?", "Should"],
  ["Patient: Alert, oriented, comfortable", "Alert"],
  ["Patient: Mi, stable", "Mi"],
  ["Best interests meeting held.\nBest practice followed.", "practice"],
  ["Best,\nThe Renal Team", "Renal"],
  ["patient doing best on current regime", "current"],
  ["Visited by sons (both well and supportive).", "well"],
  ["Lives with daughter (and her husband).", "husband"],
  ["Two sons (ages 5 and 7) at home.", "ages"],
  ["Called pharmacy re dose.", "pharmacy"],
  ["CALLED BACK RE LABS", "BACK"],
  ["paged again about the K", "again"],
  ["called home re transport", "home"],
  ["called him back re results", "him"],
  ["paged covering team about K", "covering"],
  ["called radiology regarding CT", "radiology"],
  ["RE: JOHN SMITH, DOB 01/02/1950, NHS 123 456 7890", "NHS"],
  ["Re: Jane Doe\nDiagnosis: heart failure", "heart"],
  ["To: Dr Lee\nPlease review this patient.", "review"],
  ["Re: Mr Kofi Mensah, seen in clinic today", "clinic"],
  ["cc: Dr A Okafor\nPlan: repeat bloods", "repeat"],
  ["Present: nursing staff, physio", "nursing"],
  // PHI-free clinical text.
  ["Pain scores 4/10, murmur 2/6 at the apex.", "murmur"],
  ["BRCA1 positive, KRAS wild type, HER2 negative.", "KRAS"],
  ["BRCA1 positive, KRAS wild type, HER2 negative.", "HER2"],
  ["Started metformin 500 mg BD and ramipril 2.5 mg OD.", "ramipril"],
  ["Tolerating Ensure, Foley draining well.", "Ensure"],
  ["PICC line flushed, Hickman removed.", "Hickman"],
  ["ASSESSMENT AND PLAN: CONTINUE CURRENT MANAGEMENT", "CURRENT"],
  ["Glasgow Coma Scale 15, Wells score 2.", "Wells"],
  ["Parkinson's disease, Graves disease, Addison's.", "Graves"],
  ["Given Tylenol and Zofran with good effect.", "Zofran"],
  ["Mr 2+ on echo, Ms unchanged.", "unchanged"],
  ["Na 138, K 4.1, Cr 88 umol/L, eGFR >90", "eGFR"],
];

function covered(note: string, phi: string): PhiType[] {
  return coveredTypes(engine, note, phi);
}

/**
 * Every row is also run in lower case and in ALL CAPS (notes are written in all three), except
 * these, where only the case of the original tells the name apart from an ordinary word (still
 * weak: an English-word surname after Mr, a lone English-word name after "and" or "called", a
 * given name that is also a clinical abbreviation, "AMA", short syllables that are English
 * function words or clinical abbreviations without case: "an", "na", "oh", "son").
 */
const CASE_BOUND: ReadonlySet<string> = new Set([
  "Mr Fox walked to the bathroom.",
  "informed Chiara of results",
  "spoke with Ifeoma on the phone",
  "d/w Sandeep (pharmacy)",
  "Mother: Ama Owusu (07700 900111)",
  "Patient Hope Baker, 45, seen today.",
  "Dr Ho Thanh Son reviewed.",
  "Mrs Tran Thi An attended.",
  "Mr Li Na was seen.",
  "Dr Jung Min Oh reviewed the MRI.",
  "Name: Sky Rivers",
  "Next of kin: Amber Lane (daughter)",
  "HCA Joy assisted with the wash.",
  "Midwife Hope Adjei present.",
  "Matron Smith aware of the complaint.",
  "Patient: Le, Thi Hoa",
  "Discussed with Hope re plan.",
  "d/w Grace, agrees with plan",
]);

const CASINGS: readonly (readonly [string, (text: string) => string])[] = [
  ["as written", (text) => text],
  ["lower case", (text) => text.toLowerCase()],
  ["ALL CAPS", (text) => text.toUpperCase()],
];

describe("name slots and header fields (must match)", () => {
  for (const [casing, recase] of CASINGS) {
    for (const [original, value, types] of MUST_MATCH) {
      if (casing !== "as written" && CASE_BOUND.has(original)) continue;
      const note = recase(original);
      const phi = recase(value);
      test(`finds ${phi} in ${JSON.stringify(note)} (${casing})`, () => {
        const found = covered(note, phi);
        assert.ok(found.length > 0, `not covered: ${JSON.stringify(engine.detect(note))}`);
        assert.ok(
          found.some((type) => types.includes(type)),
          `type ${found.join(",")} not in ${types.join(",")}`,
        );
      });
    }
  }
});

describe("name slots and header fields (must not match)", () => {
  for (const [casing, recase] of CASINGS) {
    for (const [original, value] of MUST_NOT_MATCH) {
      const note = recase(original);
      const word = recase(value);
      test(`keeps ${word} in ${JSON.stringify(note)} (${casing})`, () => {
        const start = note.indexOf(word);
        assert.notEqual(start, -1, "test row broken");
        const hits = engine.detect(note).filter((s) => s.start < start + word.length && s.end > start);
        assert.deepEqual(
          hits.map((s) => `${s.type}:${note.slice(s.start, s.end)}`),
          [],
        );
      });
    }
  }
});

describe("two-letter and English-word surnames after a person's title", () => {
  const engine2 = createEngine();
  const rows: readonly (readonly [string, string])[] = [
    ["Mr Le, Consultant Urologist, saw her.", "Le"],
    ["Seen by Mr H Oh in clinic.", "H Oh"],
    ["MRS NG ATTENDED WITH HER DAUGHTER.", "NG"],
    ["Miss Wu reviewed the wound.", "Wu"],
    ["MR BAKER SEEN ON THE WARD ROUND.", "BAKER"],
    ["mr hunter was reviewed today.", "hunter"],
  ];
  for (const [note, value] of rows) {
    it(note, () => assertFound(engine2, note, value, ["PATIENT_NAME", "NAME", "PROVIDER_NAME"]));
  }
  it("keeps 'ms given' (morphine) and 'MR LE' (no case, no dot)", () => {
    assertUntouched(engine2, "10mg ms given once with good response.", "given");
    assertUntouched(engine2, "ECHO: MR LE EDEMA NOTED", "LE");
  });
});

describe("contacted people in notes without case", () => {
  const engine3 = createEngine();
  const rows: readonly (readonly [string, string])[] = [
    ["SPOKE WITH ROSE. PLAN AGREED.", "ROSE"],
    ["d/w hunter re plan.", "hunter"],
    ["spoke to rose re discharge.", "rose"],
    ["pt phoned hope at home.", "hope"],
    ["HANDED OVER TO K OH.", "K OH"],
    ["Handed over to J Le at 0800.", "J Le"],
    ["Bleeped Thandeka re potassium.", "Thandeka"],
  ];
  for (const [note, value] of rows) {
    it(note, () => assertFound(engine3, note, value, ["NAME", "PROVIDER_NAME", "RELATIVE_NAME"]));
  }
  it("keeps 'spoke with family' and 'called home'", () => {
    assertUntouched(engine3, "spoke with family.", "family");
    assertUntouched(engine3, "wife called home.", "home");
  });
});

describe("names before a family word in visitor and next-of-kin lists", () => {
  const engine4 = createEngine();
  const rows: readonly (readonly [string, string])[] = [
    ["Visitors today: Rose (wife), Hunter (son) and Amber (granddaughter).", "Hunter"],
    ["VISITORS: ROSE (WIFE), HUNTER (SON)", "HUNTER"],
    ["LE, Minh (grandson)", "LE, Minh"],
    ["Hope J. Baker, niece, 16:00", "Hope J. Baker"],
    ["Bed 3 Mr Okafor. NOK Amber (wife).", "Amber"],
    ["visitors: rose (wife), will (son)", "will"],
    ["15:10 HUNTER, MARK J. - SON", "HUNTER, MARK J"],
    ["16:00 NG, WAI (FRIEND)", "NG, WAI"],
    ["Visitors: Baker, Hope - daughter; Field, Will (grandson)", "Field, Will"],
  ];
  for (const [note, value] of rows) {
    it(note, () => assertFound(engine4, note, value, ["RELATIVE_NAME", "NAME"]));
  }
  it("keeps 'Patient, wife at bedside'", () => {
    assertUntouched(engine4, "Patient, wife at bedside.", "Patient");
  });
});

describe("names that are English words before 'aware'", () => {
  const engine5 = createEngine();
  for (const [note, value] of [
    ["Hunter aware. Obs stable.", "Hunter"],
    ["Grace at bedside overnight.", "Grace"],
    ["ROSE AWARE OF PLAN.", "ROSE"],
  ] as const) {
    it(note, () => assertFound(engine5, note, value, ["PROVIDER_NAME", "NAME", "RELATIVE_NAME"]));
  }
  it("keeps 'Bed manager aware', 'CHARGE AWARE'", () => {
    assertUntouched(engine5, "Bed manager aware. Site aware.", "Site");
    assertUntouched(engine5, "CHARGE AWARE.", "CHARGE");
  });
});

describe("names after a family word before a verb", () => {
  const engine6 = createEngine();
  for (const [note, value] of [
    ["dtr hope visiting this pm.", "hope"],
    ["husband will brought clothes in.", "will"],
    ["brother Ng called the ward.", "Ng"],
  ] as const) {
    it(note, () => assertFound(engine6, note, value, ["RELATIVE_NAME", "NAME"]));
  }
  it("keeps 'SONS IN VISITING'", () => {
    assertUntouched(engine6, "SOCIAL- SONS IN VISITING TODAY.", "IN");
  });
});

describe("letter sign-offs and copies", () => {
  const engine7 = createEngine();
  it("reads the name after 'pp.'", () =>
    assertFound(engine7, "Yours faithfully\npp. Will Baker\nDictated but not verified", "Will Baker", [
      "PROVIDER_NAME",
      "NAME",
    ]));
  it("reads 'Dr A Ng' after a role", () =>
    assertFound(engine7, "Copy to: Patient; GP Dr A Ng", "A Ng", ["PROVIDER_NAME", "NAME"]));
});

describe("Welsh patronymic particles", () => {
  const engine8 = createEngine();
  it("reads 'Dafydd ap Gruffydd'", () =>
    assertFound(engine8, "Spoke with Dafydd ap Gruffydd re discharge.", "Dafydd ap Gruffydd", [
      "NAME",
      "PROVIDER_NAME",
      "RELATIVE_NAME",
    ]));
  it("keeps 'AP view'", () => assertUntouched(engine8, "CXR AP view shows no consolidation.", "AP"));
});

describe("a given name signing before a credential", () => {
  const engine9 = createEngine();
  for (const [note, value] of [
    ["Pt resting. Will cont to monitor. Rose (RN)", "Rose"],
    ["Plan cont. Grace/RN", "Grace"],
    ["NO ACUTE EVENTS. HOLLY RN", "HOLLY"],
    ["no events overnight. -joy rn", "joy"],
  ] as const) {
    it(note, () => assertFound(engine9, note, value, ["PROVIDER_NAME", "NAME"]));
  }
  it("keeps 'pt (RN) aware'", () => assertUntouched(engine9, "Seen by charge (RN) today.", "charge"));
});

describe("shorthand and 'to' contacts", () => {
  const engine10 = createEngine();
  for (const [note, value] of [
    ["spoke w/ Hunter re plan.", "Hunter"],
    ["discussed with Field.", "Field"],
    ["hand over given to Grace.", "Grace"],
    ["Escalated to Okonjo at 0300.", "Okonjo"],
  ] as const) {
    it(note, () => assertFound(engine10, note, value, ["NAME", "PROVIDER_NAME", "RELATIVE_NAME"]));
  }
  it("keeps 'reported to the team'", () => assertUntouched(engine10, "reported to the team.", "team"));
});
