import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { touchingSpans } from "../../../test/detection/support/table-rows.ts";
import { createEngine } from "../create-engine.ts";

/**
 * Issue 19, PHI-free text of guidelines, leaflets, charts and score sheets (drop-lookalikes.ts and
 * the guards it calls), and the PHI beside each guard that must still be found. Every line is
 * written for this test (no corpus text); the names are invented or common names.
 * must-not-match: no span touches `word`. must-match: some span touches `value`.
 */
const engine = createEngine();

type Row = readonly [note: string, word: string];

/** A ward round's rows with their review intervals ("r/v 3/7": in three days). */
const WARD_ROUND = `Ward round list
1 | Cellulitis L leg, IV abx, r/v 3/7
2 | CAP, on oral abx, r/v 2/7
3 | NSTEMI, for angio, r/v 4/7
4 | UTI, r/v in 2/7
5 | Falls, PT/OT input, r/v in 5/7
6 | AKI, IV fluids, r/v 1/7`;

/** A teaching case: about a person, written for an audience by a named unit. */
const TEACHING_CASE = `Case study: chest pain
A 58-year-old man presents with central chest pain.
What would you do next?
Written for the registrar teaching programme by the Department of Medicine, Christchurch Hospital, New Zealand.`;

const MUST_NOT_MATCH: readonly Row[] = [
  // Clock times read as postcodes or years (clock-time-number.ts).
  ["BED 4: 71 M, CAP. OBS STABLE. IVC DAY 3, IV ABX DUE 1600.\nBED 5: 60 F, UTI.", "1600"],
  ["Ward day\n0730 Handover\n1000 Physio sessions\n2000 Visiting hours end\n2130 Night handover", "2000"],
  // Scores and follow-up intervals read as dates (fraction-not-date.ts).
  ["TIMI 2; GRACE 150\nEpworth Sleepiness Scale 10/24\nCHA2DS2-VASc 4", "10/24"],
  // The authors' unit on a "Written for" line (written-for-line.ts).
  [TEACHING_CASE, "Christchurch Hospital"],
  ["Treat a provoked DVT for 3 months; review at 6/12.\nCompression stockings not routine.", "6/12"],
  [WARD_ROUND, "3/7"],
  [WARD_ROUND, "4/7"],
  [WARD_ROUND, "1/7"],
  // A blood result after a booking label (measured-value.ts).
  ["ANTENATAL RECORD\nBOOKING BLOODS: HB 118 G/L, O RH POS, ANTIBODIES NEG.", "118"],
  // An abstract noun after "live" read as a residence (ordinary-word-place.ts).
  ["contraindications: live vaccines deferred in pregnancy and immunosuppression.", "pregnancy"],
  // A table's header row (header-row-cell.ts).
  ["ANTENATAL VISITS\n| Date | Gest | BP | Urine | SFH | FH |\n| | | | | | |", "Gest"],
  // Languages (language-name.ts).
  ["Consent\nExplained in English / Mandarin / Malay / Tamil / dialect.\nInterpreter used: no", "Malay"],
  ["Home visit\nSpeaks Irish at home; tired all the time.", "Irish"],
  // A country in a body's title (country-in-title.ts).
  ["Reference intervals\nPaediatric intervals from CALIPER; Accreditation Canada Diagnostics.", "Canada"],
  ["Isolation sign\nHand hygiene before and after contact. Hand Hygiene Australia.", "Australia"],
  // Brands and eponyms of devices (device-brand.ts, cues/clinical.ts).
  ["Drawer 1 - airway\nVideolaryngoscope (McGrath) charged .... Y / N", "McGrath"],
  ["Drawer 1 - airway\nMacintosh laryngoscope blades 3 and 4 .... Y / N", "Macintosh"],
  ["Echo (TTE)\nLVEF 40% (Simpson's biplane); TAPSE 19 mm.", "Simpson"],
  // A preparation in a chart's drug column, however it was read (readers/preparation.ts).
  ["DRUG CHART - REGULAR\nDRUG | DOSE | ROUTE | FREQ\nSERETIDE ACCUHALER | 250/25 | INH | BD", "SERETIDE"],
  ["MEDICATION CHART\nDRUG | DOSE | ROUTE | FREQ | TIMES\nSERETIDE | 500/50 | INH | BD | 0800 2000", "2000"],
  // A slot the text closed after a title or a role (closed-slot.ts).
  ["Precautions reviewed daily by the IPC nurse.\nPIDAC routine practices apply.", "PIDAC"],
  ["CONSULTANT WR DAY 2 OF ADMISSION\nS: FEELS BETTER", "WR"],
  ["ward round\nconsultant wr pod 4\ns: feels better", "wr"],
  // A body issuing a licence or guidance (issuing-body.ts).
  ["Reference ranges\nCAP accredited laboratory; MOH licensed.", "MOH"],
  // Words of kin and office (kin-and-office-words.ts).
  ["Went to the shop and felt weak.\nGardaí attended the scene; no statement needed.", "Gardaí"],
  ["LIVES WITH SON. DAUGHTER-IN-LAW (CAREGIVER) SPEAKS HOKKIEN TO THE PATIENT.", "LAW"],
  // A place ending on a gestation (gestation-after-place.ts).
  ["POSTNATAL WARD: BABY BORN AT 39+2/40, BW 3300 G.\nAPGAR 8 AT 1 MIN", "BORN"],
  // A run of capitals holding a clause (name-run-words.ts).
  ["HOMANS' SIGN NEGATIVE; THOMAS TEST SHOWS A FIXED FLEXION DEFORMITY.", "THOMAS"],
  ["APGAR 8 AT 1 MIN. SURFACTANT GIVEN VIA LISA; VITAMIN K GIVEN IM.", "LISA"],
  // The year of a publication (citation-year.ts).
  ["Suspected DVT\nSource: NICE guideline NG158 (2020).", "2020"],
  ["Ministry of Health Malaysia Clinical Practice Guidelines 2017.", "2017"],
  ["Adapted from the Commission on Safety and Quality in Health Care, 2021.", "2021"],
  // An instruction to grade by an eponymous classification (instruction-eponym.ts).
  ["Pauwels III patterns are unstable. Record Hawkins II on the operation note.", "Hawkins"],
  // A helpline's name before its freephone or short number (helpline-name.ts).
  ["Who to call\n• National Poisons Centre - 0800 764 766 (poisons)", "Poisons"],
  ["Non-urgent advice from a registered nurse: Health811 / HealthLink, 811", "Health"],
  // Citations: a journal's year before its volume, a year after "et al.", a year before a study
  // noun and its author, a year closing a guideline's title, a guideline's number, an imprint
  // (citation-shapes.ts).
  ["Journal club\nPaper: NEJM 2021;384:1491. Critique per CASP checklist.", "2021"],
  ["Ankle rules (Stiell et al., JAMA 1993): X-ray only if bone tenderness.", "JAMA"],
  ["Ankle rules (Stiell et al., JAMA 1993): X-ray only if bone tenderness.", "1993"],
  ["Discussed the RCT; Chua 2019 meta-analysis showed no benefit.", "Chua"],
  ["Treat as per the 2019 ART Clinical Guidelines for adults.", "2019"],
  ["Type 2 diabetes in adults (2015, updated 2022). Offer metformin.", "2015"],
  [
    "Source: National Guidelines for the Prevention and Control of Malaria, 2015.\nConfirm with mRDT.",
    "2015",
  ],
  ["Extract: MOH Clinical Practice Guidelines 1/2014 Diabetes Mellitus.", "1/2014"],
  ["Source: Therapeutic Guidelines. Melbourne: Therapeutic Guidelines Limited; 2019.", "Melbourne"],
  ["Source: Therapeutic Guidelines. Melbourne: Therapeutic Guidelines Limited; 2019.", "Limited"],
  ["Developed by the National Clinical Effectiveness Committee, Department of Health, 2021.", "2021"],
  ["Journal club\nPaper: Lim CC, Tan HK. Early mobilisation. Singapore Med J. 2021;62(3):120-5.", "Lim"],
  ["Asthma. Follow the GINA 2023 stepwise approach; review inhaler technique.", "GINA"],
  ["Asthma. Follow the GINA 2023 stepwise approach; review inhaler technique.", "2023"],
  ["Pneumonia: Infectious Diseases Society of America (ATS/IDSA) 2019. Use CURB-65.", "2019"],
  // Professional colleges and agencies (professional-body.ts).
  ["Endorsed by the Royal College of Physicians of Ireland and the ICGP.", "College"],
  // A control block's dates (document-control-date.ts).
  ["Hypoglycaemia\nDocument owner: Diabetes CNC. Version 4.1. Last reviewed: March 2023.", "March 2023"],
  ["Issued: June 2021. Review due June 2024. Uncontrolled when printed.", "June 2021"],
  ["Issued: June 2021. Review due June 2024. Uncontrolled when printed.", "2024"],
  ["Journal club: Tan (2020) showed benefit; Ang and Lim (2019, Lancet) did not.", "Tan"],
  ["Journal club: Tan (2020) showed benefit; Ang and Lim (2019, Lancet) did not.", "Ang"],
  // An abbreviation defined in brackets (defined-abbreviation.ts).
  ["Irish Maternity Early Warning System (IMEWS) triggers escalation to the registrar.", "IMEWS"],
  // A national body ending on its country (national-body.ts) and Māori words of a service.
  ["From the Immunisation Handbook.\nTe Whatu Ora Health New Zealand; Pharmac funded.", "Health"],
  ["INFECTION CONTROL\nKia ora - please clean your hands.\nTe Whatu Ora infection prevention team.", "Whatu"],
  // A programme's head in Hindi, capitalised (eponym-filter.ts, cues/clinical.ts).
  ["Enrol on Nikshay; Nikshay Poshan Yojana provides Rs 500 per month.", "Poshan"],
  // Helplines by their "Line" and a service on call (helpline-name.ts, closed-slot.ts).
  ["If you need support, contact Healthline or contact Plunket Line.", "Plunket"],
  ["Who to call: Phone Nurse On Call (24 hours).", "On"],
  ["Who to call: contact Whakarongorau Aotearoa.", "Aotearoa"],
  // Schemes, roles and meetings in capitals (scheme-abbreviation.ts, closed-slot.ts, issuing-body.ts).
  ["ANTENATAL CARD\nLMC: midwife. Booking with LMC at 10/40.", "LMC"],
  ["Community note: enrolled with PHO; CHAS. Seen at the polyclinic.", "CHAS"],
  ["MDT outcome\nDiscussed at regional MDM. Refer to surgeons for resection.", "Refer"],
  ["Infection control sign\nPer MOH advisory: mask in clinical areas.", "MOH"],
  // "Limited" as an adjective of a listing (limited-adjective.ts).
  ["Formulary: ODB Limited Use code 434 for second line.", "Limited"],
  // A state's health department (state-health-body.ts).
  ["Guideline: Sepsis\nEndorsed by Queensland Health and NSW Health.", "Queensland"],
  ["Bronchiolitis (Alberta Health Services; BC Children's Hospital).", "Alberta"],
  ["Snakebite - Western Cape Government Health; polyvalent antivenom.", "Western Cape"],
  // An ordinary word after a relative (ordinary-after-relative.ts).
  ["Neonatal unit\nSkin-to-skin as Kangaroo Mother Care; feeds 3-hourly.", "Care"],
  // A medicine's registration number (product-registration.ts).
  ["Paracetamol 500 mg tablets. NAFDAC Reg. No. A4-1234. Emzor Ltd.", "A4-1234"],
  // A tick box before an option read as an initial (propagate-names.ts).
  ["REQUEST FORM\nUrgent ☐ Routine ☐\nRisk ☐ Tan ☐ Other", "☐ Tan"],
];

const MUST_MATCH: readonly Row[] = [
  ["Lives at 14 Rata Street, Petone 5012.", "5012"],
  ["Moved to Australia in 2019; lives in Perth.", "2019"],
  ["DOB: 6/12/1980. Seen 3/4.", "3/4"],
  ["Appendicectomy 1998 2004 cholecystectomy.", "2004"],
  ["Follow up on 6/12 with the GP.", "6/12"],
  ["Written by Dr Aroha Ngata, Christchurch Hospital, for the GP.", "Christchurch Hospital"],
  ["Written for the registrar teaching programme by Dr Aroha Ngata.", "Aroha Ngata"],
  ["Review 10/12 with cardiology; r/v on 3/7.", "3/7"],
  ["Employed by Canadian Tire since March.", "Canadian Tire"],
  ["Medicare no: 2123 45670 1", "2123"],
  ["| Name | Bed | Nurse | Doctor |\n| Priya Naidoo | 4 | Kofi | Dr Ama Mensah |", "Priya"],
  ["Seen with her daughter Malay Tan today.", "Tan"],
  ["Lives in Whanganui with her son.", "Whanganui"],
  ["Seen by the charge nurse Ama Mensah today.", "Ama"],
  ["Consultant: Dr Wu, day 2 of admission.", "Wu"],
  ["Her mother-in-law Priya Naidoo visited.", "Priya"],
  ["Lisa Thomas, 41, seen in clinic today.", "Lisa"],
  ["Patient: James Hawkins II, seen in clinic today.", "Hawkins"],
  ["Contact: Ama Mensah 0800 123 456", "Ama"],
  ["Bed 8 - Vo - 101 - CAP on IV abx\nBed 9 - Okafor - 88 - UTI", "Vo"],
  ["Appendicectomy 2019. Started on the protocol in 2020.", "2020"],
  ["Source: patient and her daughter Ama, seen 2019.", "2019"],
  ["Seen 2019; stable. Echo 2021 normal. Follow up 2022.", "2021"],
  ["Moved 2015, updated GP details with the practice.", "2015"],
  ["Lives in Melbourne: 12 Smith St; 2019 moved in.", "Melbourne"],
  ["Transferred to Royal North Shore Hospital (RNSH) on the ward.", "RNSH"],
  ["Transferred to Auckland City Hospital New Zealand on the 4th.", "Auckland City Hospital"],
  ["Works at Fonterra New Zealand as a driver.", "Fonterra"],
  ["Ambulance: vehicle reg no. AB-1234, crew of two.", "AB-1234"],
  ["Patient: Mere Tamihana, 34, whānau present.", "Mere Tamihana"],
  ["Patient: Bharat Kumar, 54, enrolled in the scheme.", "Bharat Kumar"],
  ["Dr Chua 2019 saw her in clinic.", "2019"],
  ["Lim CC, 54, reviewed 2021; stable on 62 mg.", "Lim"],
  ["Seen with her daughter Hope and son Will.", "Hope"],
  ["CABG 2015 at the Royal; MRI 2019 normal. Seen by Gina 2020.", "2019"],
  ["Seen by Gina 2020 in clinic; GINA step 3.", "Gina"],
  ["Works at Bank of India as a clerk.", "Bank of India"],
  ["Call Anne Line on her mobile today.", "Anne Line"],
  ["Patient: Mary Tan (1954). Son: Wei (2001).", "Wei"],
  ["Patient: Mary Tan (1954). Son: Wei (2001).", "1954"],
  ["Seen with Mdm Tan today; her son Wei Ming present.", "Tan"],
  ["Reviewed with Priya ASHA in clinic.", "ASHA"],
  ["Works for Dangote Limited in Lagos as a driver.", "Dangote"],
  ["Care plan: falls. Review date: 12/03/2026. Pt to be reweighed. Version 2.", "12/03/2026"],
  ["DISCHARGE: reviewed 12/04/2024 by registrar. Policy: follow up in clinic.", "12/04/2024"],
  ["She studies at the College of Nursing in Lagos.", "Lagos"],
  ["Patient: Victoria Health, 44, seen today.", "Victoria Health"],
  ["Transferred from Queensland Health facility at Toowoomba.", "Queensland Health"],
];

const touching = (note: string, word: string): string[] => touchingSpans(engine, note, word);

describe("issue 19 look-alikes: PHI-free text is left alone (must not match)", () => {
  for (const [note, word] of MUST_NOT_MATCH) {
    test(`keeps "${word}" in ${JSON.stringify(note)}`, () => assert.deepEqual(touching(note, word), []));
  }
});

describe("issue 19 look-alikes: the PHI beside them is still found (must match)", () => {
  for (const [note, value] of MUST_MATCH) {
    test(`finds "${value}" in ${JSON.stringify(note)}`, () => assert.notDeepEqual(touching(note, value), []));
  }
});
