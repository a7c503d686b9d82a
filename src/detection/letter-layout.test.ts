import { describe, test } from "node:test";
import { assertFound, assertUntouched } from "../../test/detection/support/table-rows.ts";
import { createEngine } from "./create-engine.ts";
import { PERSON_NAME_TYPES, type PhiType } from "./phi-type.ts";

/**
 * Round 7: the slots and shapes of UK and US letters (letterheads, reference and dictation lines,
 * Re: blocks, address blocks, cc lists, signatures). Notes written for these tests; several
 * writers' habits, casings and name origins per rule, and lookalikes that must stay untouched.
 */
const engine = createEngine();

const NAMES: readonly PhiType[] = [...PERSON_NAME_TYPES];
const PHONES: readonly PhiType[] = ["PHONE", "FAX"];
const IDS: readonly PhiType[] = ["ID", "MRN", "LICENSE_NUMBER", "HEALTH_PLAN_ID", "ACCOUNT_NUMBER"];
const PLACES: readonly PhiType[] = ["HOSPITAL", "CITY", "LOCATION", "STREET_ADDRESS", "ORGANIZATION", "ZIP"];

type Row = readonly [note: string, phi: string, types: readonly PhiType[]];

const MUST_MATCH: readonly Row[] = [
  // dictation and typing initials
  ["Yours sincerely\n\nDr Thomas Whitlock\nConsultant\n\nDictated by: TW/kb\n", "TW", NAMES],
  ["Yours sincerely\n\nDr Thomas Whitlock\nConsultant\n\nDictated by: TW/kb\n", "kb", NAMES],
  ["Dictated 5.6.24  Typed 10.6.24  YP/lm\n", "YP", NAMES],
  ["Dictated 5.6.24  Typed 10.6.24  YP/lm\n", "lm", NAMES],
  ["Typed: 18/3/24  AG/sp\n\nDr J Osei\nThe Orchard Practice", "sp", NAMES],
  ["With best wishes.\n\nMr K Appiah, Consultant ENT Surgeon\nKA/sm/ht\n", "sm", NAMES],
  ["Kind regards, Dr Lena Sørensen\nDictated but not checked. Ref: LS/nt\n", "nt", NAMES],
  ["DICTATED BY: CA/JM\nDATE TYPED: 20/02/2024\n", "JM", NAMES],
  ["Yours sincerely,\n\nDr Anjali Gupta\nConsultant Old Age Psychiatrist\n\nAG/sp\n", "AG", NAMES],
  ["Yours faithfully\nDR C. ABERNETHY\n19/02/2024  CAB/jm\n", "CAB", NAMES],
  ["YOURS SINCERELY\n\nDR CATHERINE ABERNETHY\nCONSULTANT NEUROLOGIST\nCA/JM\n", "JM", NAMES],
  ["YOURS SINCERELY\n\nDR CATHERINE ABERNETHY\nCONSULTANT NEUROLOGIST\nCA/JM\n", "CA", NAMES],
  // double-barrelled surnames whose second part is a word
  ["Dear Dr Osei-Tutu,\n\nThank you for referring this man.", "Osei-Tutu", NAMES],
  ["cc: Dr R. Pryce-Jones, Tawe Valley Surgery", "Pryce-Jones", NAMES],
  ["Seen with Mrs Achterberg-Wing today.", "Achterberg-Wing", NAMES],
  ["DEAR DR OSEI-TUTU,\n\nTHANK YOU FOR REFERRING THIS MAN.", "OSEI-TUTU", NAMES],
  // titles that are also words, before a name that looks like a clinical word; Irish particles
  ["Private and Confidential\nMiss Chiara Lombardi-Hayes\nHollybush Farm", "Chiara Lombardi-Hayes", NAMES],
  ["Seen today with Ms Chiara Rossi, her niece.", "Chiara Rossi", NAMES],
  ["Mr Seamus Ó Briain - M0331874 - DOB 26/02/1953", "Seamus Ó Briain", NAMES],
  ["Dear Ms Ní Bhriain,\n\nThank you for your letter.", "Ní Bhriain", NAMES],
  // day-first dates without a year, in a note that writes its full dates with dots or dashes
  ["Date: 23.10.2024\nMr Clarke was seen at Lavender Lodge on 21/10 following concerns.", "21/10", ["DATE"]],
  ["Clinic date: 19-03-2024\nBloods taken on 14/3 were normal.", "14/3", ["DATE"]],
  // codes in brackets after a practice or a GP, hospital numbers after a clinical abbreviation
  ["GP Practice: Dalton Road Surgery (A82045)", "A82045", IDS],
  ["Referrer: Dr Fatima El-Amin (G8812345)", "G8812345", IDS],
  ["Rafael Souza   DOB 12/12/1999   NG7734102", "NG7734102", IDS],
  ["Authorisation: PA7719204", "PA7719204", IDS],
  // an age over 89 in brackets after a date of birth
  ["Patient: Folasade Balogun  DOB 12-Jan-1934 (91)  MRN AD00488172", "91", ["AGE"]],
  ["D.O.B. 1/3/1930 (94)", "94", ["AGE"]],
  // 'Last, First' with a double-barrelled surname
  ["Patient ID label:\nBALOGUN-OYELARAN, Folasade  F\nDOB 12-Jan-1934", "BALOGUN-OYELARAN, Folasade", NAMES],
  // values under a header row of labels
  [
    "Name\tDate of birth\tHospital no.\tNHS no.\nMwangi-Otieno, Wairimu\t07-07-1981\tHX771204\t489 201 7735",
    "HX771204",
    IDS,
  ],
  [
    "Name\tDate of birth\tHospital no.\tNHS no.\nMwangi-Otieno, Wairimu\t07-07-1981\tHX771204\t489 201 7735",
    "Mwangi-Otieno, Wairimu",
    NAMES,
  ],
  ["Patient Name      DOB           Unit No\nTHI NGOC ANH     01/02/1950    A123456", "THI NGOC ANH", NAMES],
  ["Surname   Forename   MRN\nQuispe    Wayra      00412987", "Wayra", NAMES],
  ["CBT referral to Dr. Rosa Elena Quintanilla, PsyD. RTC 4 weeks.", "Rosa Elena Quintanilla", NAMES],
  ["Consultant Ade Okafor reviewed him on the ward.", "Ade Okafor", NAMES],
  // letterhead lines, a name under the privacy line, more labels of the patient
  [
    "Rosewood Maternity Centre, Keldholme Road, Scarborough YO12 5RR\n\nBaby's name: Baby Adeyemi-Clarke",
    "Rosewood Maternity Centre",
    PLACES,
  ],
  [
    "PRIVATE & CONFIDENTIAL - addressee only\nMaria Cristina Bautista-Reyes\nFlat 44, Tennyson House\nKennington Road\n\nDear Maria Cristina,",
    "Flat 44, Tennyson House",
    PLACES,
  ],
  [
    "Baby's name: Baby Adeyemi-Clarke (girl)         Known as: Temi\nDate of birth: 17/09/2024",
    "Temi",
    NAMES,
  ],
  ["Employee: Agnieszka Wróblewska          Staff no: 00712845", "Agnieszka Wróblewska", NAMES],
  ["Claimant: Nguyen Thanh Long\nDate of Injury: 06/17/2024", "Nguyen Thanh Long", NAMES],
  // flats, apartments, units and floors beside an address part; a town after 'lives in'
  ["Apartment 6, Cresswell Court, 91 Elgin Avenue, London W9 3PX", "Apartment 6", PLACES],
  ["Address: Flat B, 9 Trent Boulevard, West Bridgford, NG2 5BB", "Flat B", PLACES],
  [
    "Bayou Occupational Medicine\n600 Poydras Street, 12th Floor\nNew Orleans, LA 70130",
    "12th Floor",
    PLACES,
  ],
  [
    "Please write to her at work: Pennine Accountancy Partners, 2nd floor, Crossley Mills, Halliwell.",
    "2nd floor",
    PLACES,
  ],
  ["Unit 4, Riverside Business Park, Coldharbour Lane, Aylsford ME20 7XE", "Unit 4", PLACES],
  ["Her son Adewale lives in Otley and visits daily.", "Otley", PLACES],
  // a place that stands out after a preposition takes the Title Case words of its name
  [
    "He is not to drive until reviewed at Belvoir Park Neurosciences. His wife agrees.",
    "Belvoir Park Neurosciences",
    PLACES,
  ],
  [
    "He is a firefighter at Marionville Community Fire Station from 22 April.",
    "Marionville Community Fire Station",
    PLACES,
  ],
  ["Fibroscan on the 4th read 7.9 kPa and the CT on the 12th showed no change.", "4th", ["DATE"]],
  ["Fibroscan on the 4th read 7.9 kPa and the CT on the 12th showed no change.", "12th", ["DATE"]],
  ["STRICTLY PRIVATE\n30 April 2024\nOur Ref: RiO 2231987\nDr Helen Mwangi", "RiO 2231987", IDS],
  ["Our ref: PAS 4471-229   Your ref: GP/LM/2231", "PAS 4471-229", IDS],
  // a phone on the line after a ZIP or a numbered list item
  ["Scottsdale, AZ 85251\n(480) 555-0137\n\nMay 3, 2024", "(480) 555-0137", PHONES],
  [
    "1. Follow up with PCP - Bloomfield Family Practice, (412) 555-0102.\n2. Urology in 2 weeks",
    "(412) 555-0102",
    PHONES,
  ],
  // the addressee's block above the greeting, with or without a postcode
  [
    "12 March 2024\n\nDr J. Osei-Tutu\nThe Orchard Practice\nAylsford\n\nDear Dr Osei-Tutu,",
    "Aylsford",
    PLACES,
  ],
  [
    "To: The Consultant Gastroenterologist\nRoyal Severnvale Hospital\nMytton Oak Road\nShrewsbury\n\nDear Colleague,",
    "Mytton Oak Road",
    PLACES,
  ],
  [
    "Dr Niamh Ó Conchúir\nBlanchardstown Family Practice\nMain Street\nBlanchardstown\nDublin 15\n\nDear Dr Ó Conchúir",
    "Dublin 15",
    PLACES,
  ],
  [
    "Dr H Larsson\nPreston Park Surgery\n2a Florence Road\nBrighthelm BN1 6DL\n\nDear Dr Larsson",
    "2a Florence Road",
    PLACES,
  ],
  [
    "Rebecca Lindqvist, MD\nFoothills Family Medicine\n880 Kipling St\nWheat Ridge, CO 80033\n\nDear Dr. Lindqvist:",
    "Wheat Ridge",
    PLACES,
  ],
  [
    "FAO: Mrs Joanne Pelling, SENCo\nHythe Bay Academy\nSeabrook Road\nFenwick Hythe\n\nDear Mrs Pelling",
    "Seabrook Road",
    PLACES,
  ],
  [
    "DR R. KHAN\nFRAMWELLGATE MOOR MEDICAL CENTRE\nFRAMWELLGATE MOOR\nDURHAMFORD\n\nDEAR DR KHAN",
    "FRAMWELLGATE MOOR",
    PLACES,
  ],
  ["Mrs Wanjiru Kamau\nFlat 9, Tollgate Court\nEastleigh\n\nDear Mrs Kamau,", "Flat 9", PLACES],
  // practices, clinics, companies and buildings that fill a line or a part of one
  ["THE LIMES SURGERY\n14-16 Cross Keys Road, Dunmore SY7 3LP", "THE LIMES SURGERY", PLACES],
  [
    "Meridian Shield Life Assurance Ltd\nMedical Underwriting Department\nPO Box 4471",
    "Meridian Shield Life Assurance Ltd",
    PLACES,
  ],
  [
    "Kingsmead Memory Assessment Service\nUnit 4, Riverside Business Park",
    "Kingsmead Memory Assessment Service",
    PLACES,
  ],
  ["Bayou Occupational Medicine, LLC\n600 Poydras Street, 12th Floor", "Bayou Occupational Medicine", PLACES],
  [
    "Community Rehabilitation Team\nHaverleigh Integrated Care Hub, Bell Street, Haverleigh",
    "Haverleigh Integrated Care Hub",
    PLACES,
  ],
  [
    "Referrer: Dr Fatima El-Amin\nPractice: WHITEHALL STREET PRACTICE (P81022)",
    "WHITEHALL STREET PRACTICE",
    PLACES,
  ],
  [
    "Gastroscopy was done.\nThe Lister Endoscopy Suite\nTel 020 7946 0381",
    "The Lister Endoscopy Suite",
    PLACES,
  ],
];

const MUST_NOT_MATCH: readonly (readonly [note: string, word: string])[] = [
  ["Antibiotics switched IV/PO on day 3.\nHR/BP stable overnight.", "IV/PO"],
  ["Plan:\nOT/PT\nreview tomorrow", "OT/PT"],
  ["Bowels: BO/PU\n", "BO/PU"],
  ["YOURS SINCERELY\nDR A KHAN\nCT/MRI\n", "CT/MRI"],
  ["SEEN BY DR SMITH-FOLLOW UP IN 2 WEEKS", "FOLLOW"],
  ["Obs stable.\nNBM/IVI\nReview tomorrow", "NBM/IVI"],
  ["Dear Dr Khan,\nPlan:\nCT/MRI\nYours sincerely", "CT/MRI"],
  ["Follow-Up in the Post-Op clinic.", "Post-Op"],
  ["Seen by Dr Smith. Follow-Up arranged.", "Follow-Up"],
  ["BP 120/80 (5) 7.35", "(5)"],
  ["Ms tolerating diet, mobilising.", "tolerating"],
  ["MS TOLERATING DIET WELL", "TOLERATING"],
  ["Vit (B12) low, (G6PD) deficiency, BRAF (V600E), ICD (E11.9), (rs1234567)", "G6PD"],
  ["Vit (B12) low, (G6PD) deficiency, BRAF (V600E), ICD (E11.9), (rs1234567)", "rs1234567"],
  ["PLT150000 WBC12000 on the ward round", "PLT150000"],
  ["Seen 12/03/2024 (95) and again later", "95"],
  ["DOB 1/3/1930, glucose (95) fasting", "95"],
  ["BP 140/90 on 14/3 in a US note, PEEP 5", "14/3"],
  ["Drug        Dose     Route\nAmoxicillin  500 mg   PO", "Amoxicillin"],
  ["Name      Sex    Ward\nSeen       M      7B", "Seen"],
  ["Dr Anjali Gupta\nConsultant Old Age Psychiatrist", "Old Age"],
  ["Yours sincerely\nDr Nadia Haddad\nConsultant Child and Adolescent Psychiatrist", "Child"],
  ["For neoadjuvant FLOT then Ivor Lewis oesophagectomy.", "Ivor Lewis"],
  ["Heller myotomy was done in 2019.", "Heller"],
  ["FAO: Mrs Joanne Pelling, SENCo\nHythe Bay Academy\n\nDear Mrs Pelling", "Dear Mrs"],
  ["Musculoskeletal Physiotherapy Service\nAshgrove Community Health Centre, Priory Lane", "Musculoskeletal"],
  ["Private and Confidential\nDiabetes Review\n\nDear Mr Shah,", "Diabetes Review"],
  ["Moved to Room 14, Ward 7 overnight.", "Room 14"],
  ["Suite 2, bed 4, then theatre.", "Suite 2"],
  ["flat 3, 2 weeks ago fell at home", "flat 3"],
  ["Flat affect, 2 Weeks of low mood.", "Flat affect"],
  ["Her daughter is in Brackwater Dr Lee said, and visits.", "said"],
  ["The 2nd was given at 10:00 and the 4th toe was swollen.", "2nd"],
  ["The 2nd was given at 10:00 and the 4th toe was swollen.", "4th"],
  ["Ref: Dr 2019 letter and Visit: Tue 1030", "Dr"],
  ["Ref: Dr 2019 letter and Visit: Tue 1030", "Tue 1030"],
  // an acronym inside a trust's name is no place of its own
  ["Thornbury Vale NHS Foundation Trust\nHospital number: T1190382\nNHS number: 412 883 1029", "NHS number"],
  // roles, departments and services in the same places
  [
    "Dr Thomas Whitlock\nConsultant Rheumatologist\nDepartment of Rheumatology\n\nDear Dr Mbeki",
    "Consultant Rheumatologist",
  ],
  [
    "Dr Thomas Whitlock\nConsultant Rheumatologist\nDepartment of Rheumatology\n\nDear Dr Mbeki",
    "Department of Rheumatology",
  ],
  [
    "Dear Dr Mbeki,\nThanks.\nYours sincerely\n\nDr Anjali Gupta\nConsultant Old Age Psychiatrist\nMemory Service",
    "Memory Service",
  ],
  ["Dr Okafor\nThe Diabetes Team\n\nDear colleague,", "Diabetes Team"],
  [
    "Meridian Shield Life Assurance Ltd\nMedical Underwriting Department\nPO Box 4471",
    "Medical Underwriting Department",
  ],
  ["GENERAL SURGERY\nWard round 08:00", "GENERAL SURGERY"],
  ["Referred to:\nPlastic Surgery\nCosmetic Surgery\nDiabetes Centre\nRenal Unit", "Plastic Surgery"],
  ["Referred to:\nPlastic Surgery\nCosmetic Surgery\nDiabetes Centre\nRenal Unit", "Cosmetic Surgery"],
  ["Referred to:\nPlastic Surgery\nCosmetic Surgery\nDiabetes Centre\nRenal Unit", "Diabetes Centre"],
  ["Referred to:\nPlastic Surgery\nCosmetic Surgery\nDiabetes Centre\nRenal Unit", "Renal Unit"],
  ["Hospital Occupational Health, Staff Wellbeing Centre, Tel 01632 960 902", "Staff Wellbeing Centre"],
  ["Dr Ama Boateng\nPrivate and Confidential\n\nDear Dr Boateng", "Private and Confidential"],
];

describe("letter layouts (round 7)", () => {
  for (const [note, phi, types] of MUST_MATCH) {
    test(`finds "${phi}" in ${JSON.stringify(note.slice(0, 60))}`, () =>
      assertFound(engine, note, phi, types));
  }
  for (const [note, word] of MUST_NOT_MATCH) {
    test(`leaves "${word}" in ${JSON.stringify(note.slice(0, 60))}`, () =>
      assertUntouched(engine, note, word));
  }
});
