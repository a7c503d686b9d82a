import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { createEngine } from "./create-engine.ts";
import type { PhiType } from "./phi-type.ts";

/**
 * Numbers, identifiers, dates, years and Safe Harbor ages: must-match and must-not-match rows in
 * US and UK styles, Title Case, ALL CAPS, lower case and shorthand. Every sentence is written for
 * these tests (no corpus text); numbers are made up (UK phones from the Ofcom drama ranges, NHS
 * numbers with a valid check digit computed here).
 * must-match: every letter and digit of `phi` is covered by spans, one of an accepted type.
 * must-not-match: no span touches `word`.
 */
const engine = createEngine();

type Row = readonly [note: string, phi: string, types: readonly PhiType[]];

const PHONE: readonly PhiType[] = ["PHONE", "FAX"];
const DATE: readonly PhiType[] = ["DATE", "YEAR"];
const YEAR: readonly PhiType[] = ["YEAR", "DATE"];
const AGE: readonly PhiType[] = ["AGE"];
const ID: readonly PhiType[] = [
  "ID",
  "MRN",
  "HEALTH_PLAN_ID",
  "ACCOUNT_NUMBER",
  "LICENSE_NUMBER",
  "VEHICLE_ID",
  "DEVICE_ID",
  "SSN",
];
const SSN: readonly PhiType[] = ["SSN", "ID"];

const MUST_MATCH: readonly Row[] = [
  // phones: US shapes
  ["Call daughter at 617/555/0142 after 5pm", "617/555/0142", PHONE],
  ["Son (617555-0142) will pick up", "617555-0142", PHONE],
  ["Home (617)555-0142, leave message", "(617)555-0142", PHONE],
  ["wife's number 617 555 0142", "617 555 0142", PHONE],
  ["cell 617.555.0142 preferred", "617.555.0142", PHONE],
  ["Reach him on +1 617 555 0142", "+1 617 555 0142", PHONE],
  ["Pharmacy 1-800-555-0199 for refills", "1-800-555-0199", PHONE],
  ["PHONE: 1 (800) 555-0199", "1 (800) 555-0199", PHONE],
  ["Tel: 6175550142", "6175550142", PHONE],
  ["clinic line 617-555-0142 x204", "617-555-0142 x204", PHONE],
  ["Office 617-555-0142 ext. 45", "617-555-0142 ext. 45", PHONE],
  ["office 617-555-0142, extension 3321", "617-555-0142, extension 3321", PHONE],
  ["Fax 617-555-0100 attn records", "617-555-0100", PHONE],
  ["FAX NO. (617) 555-0100", "(617) 555-0100", PHONE],
  // phones: a typo'd or short number after an explicit cue is still PHI
  ["tel 617-555-014 per pt", "617-555-014", PHONE],
  ["call wife at 617-55-50142", "617-55-50142", PHONE],
  ["cell: 61 7555 0142", "61 7555 0142", PHONE],
  ["mobile 555-01422", "555-01422", PHONE],
  ["Ph # 555-0142", "555-0142", PHONE],
  ["contact # 617 5550142", "617 5550142", PHONE],
  ["Phone number is 555 0142", "555 0142", PHONE],
  ["PH: 555.0142", "555.0142", PHONE],
  ["call back number 555-0142", "555-0142", PHONE],
  ["Daughter's cell 617-5550142", "617-5550142", PHONE],
  // phones: UK
  ["Tel: 01632 960123", "01632 960123", PHONE],
  ["daughter's landline (01632) 960 123", "(01632) 960 123", PHONE],
  ["GP surgery 020 7946 0958", "020 7946 0958", PHONE],
  ["ward phone 0113 496 0000", "0113 496 0000", PHONE],
  ["Mobile 07700 900123", "07700 900123", PHONE],
  ["mob 07700900123", "07700900123", PHONE],
  ["son on +44 7700 900123", "+44 7700 900123", PHONE],
  ["Switchboard +44 (0)20 7946 0958", "+44 (0)20 7946 0958", PHONE],
  ["next of kin 0044 7700 900123", "0044 7700 900123", PHONE],
  ["MOBILE: 07700-900-123", "07700-900-123", PHONE],
  ["Tel 0161 496 0123 (home)", "0161 496 0123", PHONE],
  ["contact daughter on 07700 900 456", "07700 900 456", PHONE],
  ["Please ring 0118 496 0234 to rebook", "0118 496 0234", PHONE],
  ["call 617\u2013555\u20130142", "617\u2013555\u20130142", PHONE],
  // pagers, bleeps, extensions
  ["bleep 1234 if concerns", "1234", PHONE],
  ["Please bleep the SHO on 4567", "4567", PHONE],
  ["ext 4567 for the ward clerk", "4567", PHONE],
  ["pager #2231 overnight", "2231", PHONE],
  ["PAGER 88123", "88123", PHONE],
  ["beeper 4471 after hours", "4471", PHONE],
  ["pgr 65531", "65531", PHONE],
  ["page him at pgr 5-1234", "5-1234", PHONE],
  ["EXT 4-5678 FOR WARD", "4-5678", PHONE],
  // SSN
  ["SSN 123 45 6789 on file", "123 45 6789", SSN],
  ["ss# 987-65-4321", "987-65-4321", SSN],
  ["Social security no. 000-12-3456 (old card)", "000-12-3456", SSN],
  ["SSN: 912345678", "912345678", SSN],
  ["social security number 123456789", "123456789", SSN],
  ["SS #: 123-45-6789", "123-45-6789", SSN],
  ["ssn 12345678", "12345678", SSN],
  // identifiers after cues
  ["MRN: AB12-3456", "AB12-3456", ID],
  ["medical record number 4471-22", "4471-22", ID],
  ["Hospital number: RXH1234567", "RXH1234567", ID],
  ["HOSP NO K123456", "K123456", ID],
  ["Mrs A Patel  RXH1234567  Ward 7", "RXH1234567", ID],
  ["label K123456 on the sample", "K123456", ID],
  ["Unit No. 55-81-22", "55-81-22", ID],
  ["Patient ID: P-00317", "P-00317", ID],
  ["pt id 88-1230", "88-1230", ID],
  ["Account #: 44510972", "44510972", ID],
  ["acct 77812-A", "77812-A", ID],
  ["Insurance ID: XQZ441205", "XQZ441205", ID],
  ["member # W2231-001", "W2231-001", ID],
  ["Policy No. PL/55/0912", "PL/55/0912", ID],
  ["group number 004471", "004471", ID],
  ["plan id HX 55120", "HX 55120", ID],
  ["Medicare # 1EG4-TE5-MK73", "1EG4-TE5-MK73", ID],
  ["Serial no. SN4471-B", "SN4471-B", ID],
  ["S/N: 4471-9921", "4471-9921", ID],
  ["pacemaker SN: PJN661223", "PJN661223", ID],
  ["lot 22K1187", "22K1187", ID],
  ["model/serial 5076-52/LXP 3321", "5076-52", ID],
  ["Accession # S21-4471", "S21-4471", ID],
  ["specimen # 21-SP-00441", "21-SP-00441", ID],
  ["path no. H21-3321", "H21-3321", ID],
  ["license plate 7TRX221", "7TRX221", ID],
  ["car reg AB12 CDE outside", "AB12 CDE", ID],
  ["vehicle registration KX21 VTR", "KX21 VTR", ID],
  ["DL# D1234-5678-9012", "D1234-5678-9012", ID],
  ["driver's license S530-4471-2291", "S530-4471-2291", ID],
  ["state ID 441-992-001", "441-992-001", ID],
  ["NPI 1234567893", "1234567893", ID],
  ["DEA # AB1234563", "AB1234563", ID],
  ["GMC 7012345", "7012345", ID],
  ["NMC pin 12A3456E", "12A3456E", ID],
  ["license # MD44120", "MD44120", ID],
  ["registration no. 4471223", "4471223", ID],
  ["VIN 1HGCM82633A004352", "1HGCM82633A004352", ID],
  ["MRN: 123 456 789", "123 456 789", ID],
  ["Hospital No: ABCDE12345", "ABCDE12345", ID],
  ["Patient ID: 4471 2290 81", "4471 2290", ID],
  // NHS numbers: 943 476 5919 and 401 023 2137 have valid mod-11 check digits
  ["NHS number: 943 476 5919", "943 476 5919", ID],
  ["NHS No 9434765919", "9434765919", ID],
  ["nhs no. 943-476-5919", "943-476-5919", ID],
  ["NHS: 401 023 2137", "401 023 2137", ID],
  ["NHS number 123 456 7890", "123 456 7890", ID],
  ["Patient: J Doe  NHS 4010232137  DOB 01/02/1950", "4010232137", ID],
  ["Hosp no 4010232137", "4010232137", ID],
  ["943 476 5919\nDischarge summary", "943 476 5919", ID],
  // National Insurance numbers
  ["NI number QQ 12 34 56 C", "QQ 12 34 56 C", ID],
  ["National Insurance No: QQ123456C", "QQ123456C", ID],
  ["NINO ab123456d", "ab123456d", ID],
  // e-mail and web addresses
  ["see portal.example.org/records", "portal.example.org/records", ["URL"]],
  ["results on mychart.examplehealth.com", "mychart.examplehealth.com", ["URL"]],
  ["Email j.smith@nhs.net.", "j.smith@nhs.net", ["EMAIL"]],
  ["via clinic.nhs.uk/booking", "clinic.nhs.uk/booking", ["URL"]],
  // dates: month names with numbers
  ["Seen 14-MAR-21 in clinic", "14-MAR-21", DATE],
  ["ADMITTED 14MAR2021", "14MAR2021", DATE],
  ["op date 14-Mar-2021", "14-Mar-2021", DATE],
  ["biopsy Mar-29, results pending", "Mar-29", DATE],
  ["f/u Mar 29 with Dr team", "Mar 29", DATE],
  ["last seen March '21", "March '21", DATE],
  ["Seen on 14th March 2021", "14th March 2021", DATE],
  ["Review on March 14th, 2021.", "March 14th, 2021", DATE],
  ["ct booked for the 14th of March", "14th of March", DATE],
  ["SEEN 3RD FEBRUARY 2020", "3RD FEBRUARY 2020", DATE],
  ["seen 2nd feb", "2nd feb", DATE],
  ["NOV 2 WAS ADMITTED", "NOV 2", DATE],
  ["CABG DEC 2, DOING WELL", "DEC 2", DATE],
  ["Seen Mar 12 by GP", "Mar 12", DATE],
  ["Sept. 3, 2019 echo", "Sept. 3, 2019", DATE],
  ["on 3 Sept 2019 echo", "3 Sept 2019", DATE],
  ["Clinic letter dated 7 June 2022", "7 June 2022", DATE],
  ["dated 2022-06-07", "2022-06-07", DATE],
  ["Date of birth 12-Jan-1948", "12-Jan-1948", DATE],
  ["DOB 12JAN48", "12JAN48", DATE],
  ["last colonoscopy Jan 2019", "Jan 2019", DATE],
  ["seen in Nov. 2020", "Nov. 2020", DATE],
  ["CT in december 2021 was clear", "december 2021", DATE],
  // dates: day alone
  ["Follow-up on the 27th.", "27th", DATE],
  ["we will call on the 3rd", "3rd", DATE],
  ["admitted on 27th with sepsis", "27th", DATE],
  ["returns on the 1st of the month", "1st", DATE],
  ["EEG booked for the 22nd", "22nd", DATE],
  ["clinic Monday 14th at 9", "14th", DATE],
  ["SEEN TUES. 3RD, WELL", "3RD", DATE],
  ["review on Thursday the 21st.", "21st", DATE],
  // dates: UK numeric
  ["Seen 14/03/2021 by registrar", "14/03/2021", DATE],
  ["Seen 14.03.2021 by registrar", "14.03.2021", DATE],
  ["reviewed 14/3/21", "14/3/21", DATE],
  ["reviewed 3/14/21", "3/14/21", DATE],
  ["cath scheduled for 7/12", "7/12", DATE],
  ["maint dose started approx 8/12 0930", "8/12", DATE],
  ["echo 30/1/22 showed good LV", "30/1/22", DATE],
  ["bloods 01.02.22 unremarkable", "01.02.22", DATE],
  ["letter 3-14-2021", "3-14-2021", DATE],
  ["inpatient 14/03/2021-16/03/2021", "14/03/2021-16/03/2021", DATE],
  ["away 3/14/21-3/16/21", "3/14/21-3/16/21", DATE],
  ["leave 14-16/03/2021", "14-16/03/2021", DATE],
  ["cxr 14-3-21 clear", "14-3-21", DATE],
  // dates: ISO and run together after a cue
  ["Date: 2021-03-14", "2021-03-14", DATE],
  ["DOB: 19480112", "19480112", DATE],
  ["date of service 20210314", "20210314", DATE],
  ["Admission date: 20210314", "20210314", DATE],
  ["DOB 011248", "011248", DATE],
  ["echo 2021/03/14 normal", "2021/03/14", DATE],
  // dates: US short
  ["cath on 3/14 showed 3VD", "3/14", DATE],
  ["pt seen 12/15 in clinic", "12/15", DATE],
  ["Admitted 11/2.", "11/2", DATE],
  ["s/p ORIF 6/2019", "6/2019", DATE],
  ["ON 10-22 PT WAS EXTUBATED", "10-22", DATE],
  // years by context
  ["Diabetic since 2019.", "2019", YEAR],
  ["on warfarin from 2015 until 2018", "2015", YEAR],
  ["on warfarin from 2015 until 2018", "2018", YEAR],
  ["smoked 2001-2011, quit", "2001-2011", YEAR],
  ["smoked 2001\u20132011, quit", "2001\u20132011", YEAR],
  ["admitted 14\u201316 March 2021", "14\u201316 March 2021", DATE],
  ["SSN 123\u201345\u20136789", "123\u201345\u20136789", SSN],
  ["seen 14\u201303\u20132021", "14\u201303\u20132021", DATE],
  ["born 1930 in a farming family", "1930", YEAR],
  ["born in 1928", "1928", YEAR],
  ["b. 1931, widow", "1931", YEAR],
  ["DOB: 1931", "1931", YEAR],
  ["circa 2005 had a TIA", "2005", YEAR],
  ["TAH (2009), appendicectomy (1994)", "2009", YEAR],
  ["TAH (2009), appendicectomy (1994)", "1994", YEAR],
  ["MI in 2012, stents x2", "2012", YEAR],
  ["HIP REPLACED IN 2016", "2016", YEAR],
  ["hernia repair 2008", "2008", YEAR],
  ["Dx 2017; chemo completed 2018.", "2017", YEAR],
  ["Dx 2017; chemo completed 2018.", "2018", YEAR],
  ["seen by cardiology in 2020 and 2022", "2022", YEAR],
  ["quit smoking in '98", "98", YEAR],
  ["DVT in 08, on warfarin", "08", YEAR],
  ["MI in 99, CABG in 04.", "04", YEAR],
  ["last mammogram 2021, normal", "2021", YEAR],
  ["married since 1960", "1960", YEAR],
  ["well until 2002 when she fell", "2002", YEAR],
  ["CABG around 1995", "1995", YEAR],
  ["MI about 2012, stented", "2012", YEAR],
  ["quit before 2010", "2010", YEAR],
  ["DX'D BY 2019 AT OUTSIDE HOSPITAL", "2019", YEAR],
  ["after 1987 no further episodes", "1987", YEAR],
  // month and day in words, months alone after a date word
  ["seen on the third of March", "third of March", DATE],
  ["DUE THE TWENTY-FIRST OF JUNE", "TWENTY-FIRST OF JUNE", DATE],
  ["surgery March third", "March third", DATE],
  ["admitted 14-16 March 2021", "14-16 March 2021", DATE],
  ["away March 14-16", "March 14-16", DATE],
  ["in hospital 14th-16th March", "14th-16th March", DATE],
  ["from 14 to 16 March", "14 to 16 March", DATE],
  ["chemo Jan-Mar 2021", "Jan-Mar 2021", DATE],
  ["seen the third of march by gp", "third of march", DATE],
  ["s/n 4471-9921", "4471-9921", ID],
  ["last seen in Nov", "Nov", DATE],
  ["admitted mid-March", "March", DATE],
  ["worse since early Feb.", "Feb", DATE],
  ["LAST ECHO IN OCT, NORMAL", "OCT", DATE],
  ["wife's # 555-0142", "555-0142", PHONE],
  ["son's # is 617 555 0142", "617 555 0142", PHONE],
  ["CABG 1998 and 2004", "1998", YEAR],
  ["MI 2004 and 2009", "2004", YEAR],
  ["h/o 2005 MI", "2005", YEAR],
  ["Tues 11-22 extubated", "11-22", DATE],
  ["since 11-22 on abx", "11-22", DATE],
  ["CHI 1203501234", "1203501234", ID],
  // Safe Harbor ages
  ["She is now 94 and lives alone.", "94", AGE],
  ["Pt is 96, widowed", "96", AGE],
  ["aged 92 years", "92", AGE],
  ["a 92-year-old woman", "92", AGE],
  ["92 y/o male", "92", AGE],
  ["a 97 yo with CAP", "97", AGE],
  ["ninety-four year old lady", "ninety-four", AGE],
  ["in her 90s and frail", "90s", AGE],
  ["she turned 90 last week", "90", AGE],
  ["he is 94 years young", "94", AGE],
  ["94-year-old gentleman from home", "94", AGE],
  ["94yr old female", "94", AGE],
  ["Age 94 yrs", "94", AGE],
  ["died at 91 of stroke", "91", AGE],
  ["diagnosed at age 93", "93", AGE],
  ["A 95 YEAR OLD MAN", "95", AGE],
  ["93yo f, fall at home", "93", AGE],
  ["who is 99,", "99", AGE],
  ["Her mother, now 98, lives with them", "98", AGE],
  ["AGE: 101", "101", AGE],
  ["she is ninety-four", "ninety-four", AGE],
  ["Her father, now ninety-one, still drives", "ninety-one", AGE],
  ["Mrs Hale, 94, was admitted from home", "94", AGE],
  ["MR. ODUYA, 91, FELL AT HOME", "91", AGE],
  ["her mother (96) lives with them", "96", AGE],
  ["F, 93\nPC: fall", "93", AGE],
];

const MUST_NOT_MATCH: readonly (readonly [note: string, word: string])[] = [
  // scores, grades and strengths written with a slash
  ["Pain 4/10 this am", "4/10"],
  ["pain 7/10 at rest", "7/10"],
  ["chest pain (7/10) radiating", "7/10"],
  ["pain scores 4/10 overnight", "4/10"],
  ["rates pain 8/10", "8/10"],
  ["3/6 SEM at LSB", "3/6"],
  ["grade 2/6 systolic murmur", "2/6"],
  ["2/6 HSM at apex", "2/6"],
  ["soft 2/6 murmur", "2/6"],
  ["power 4/5 in left arm", "4/5"],
  ["MRC 4/5 hip flexion", "4/5"],
  ["GCS 14/15 on arrival", "14/15"],
  ["GCS 12/15", "12/15"],
  ["5/5 strength throughout", "5/5"],
  ["4/5 strength RLE", "4/5"],
  ["strength 4/5 bilat", "4/5"],
  ["take 1/2 tab at night", "1/2"],
  ["BP 120/80 HR 72", "120/80"],
  ["BP 110/70 at rest", "110/70"],
  ["ratio 1:1 with NS", "1:1"],
  ["HR 110/min", "110/min"],
  ["PERRL 3/2", "3/2"],
  ["reflexes 2/4 bilaterally", "2/4"],
  ["pulses 2/4 DP", "2/4"],
  ["Mini-Cog 3/5", "3/5"],
  ["MMSE 24/30", "24/30"],
  ["AMTS 8/10", "8/10"],
  ["scored 9/12 on the test", "9/12"],
  // UK durations: days, weeks, months
  ["cough x2/7", "2/7"],
  ["SOB x 2/7", "2/7"],
  ["3/52 history of diarrhoea", "3/52"],
  ["review in 6/12", "6/12"],
  ["symptoms over 3/7, worse today", "3/7"],
  ["cough for 5/7 hx", "5/7"],
  ["Diarrhoea 5/7 ago", "5/7"],
  ["fevers over past 3/7", "3/7"],
  ["follow up in 3/12 with bloods", "3/12"],
  ["clinic review in 4/52", "4/52"],
  ["1/12 hx of weight loss", "1/12"],
  // counts, measurements and doses that look like years
  ["Output 1500 mL overnight", "1500"],
  ["fluid restrict 2000 kcal diet", "2000"],
  ["plt x1000", "1000"],
  ["code 1234 on the panel", "1234"],
  ["received 2000 units heparin", "2000"],
  ["ambulated 1950 feet", "1950"],
  ["UOP 1900 cc", "1900"],
  ["ivf at 2000 ml/day", "2000"],
  ["Na 1990 ppm", "1990"],
  ["weight 2010 g", "2010"],
  ["in 1500 ml of D5W", "1500"],
  ["given 2000 mg ceftriaxone", "2000"],
  ["restricted to 1800 ml", "1800"],
  ["since 2000 hrs afebrile", "2000"],
  ["from 1900 to 0700 no events", "1900"],
  ["asleep until 2030 tonight", "2030"],
  ["at 1930 pt was turned", "1930"],
  ["@2015 given lasix", "2015"],
  ["0700-1900: pt slept", "1900"],
  ["approximately 1930, pt agitated", "1930"],
  ["abx started at 2000.", "2000"],
  ["hourly since 2000", "2000"],
  ["feeds held from 2000 to 0600", "2000"],
  ["steps 2000 per day", "2000"],
  // phone look-alikes
  ["BP 120/80 HR 72 RR 16 SpO2 98%", "98"],
  ["WBC 12.4 Hgb 10.1 Plt 255", "255"],
  ["ECG: PR 160 QRS 90 QTc 440", "440"],
  ["INR 2.3 on warfarin 5 mg", "5"],
  ["started on 500 mg bd, 250 mg nocte", "250"],
  ["Blood gas 7.35/45/80/24", "7.35/45/80/24"],
  ["tidal volume 450 x 14", "450"],
  ["I/O 2400/1800", "2400/1800"],
  ["ABG 7.41/38/92", "7.41/38/92"],
  ["Hb 101 g/L, WCC 11.2", "101"],
  ["Troponin 1234 ng/L at 0600", "1234"],
  ["eGFR 45 mL/min/1.73m2", "45"],
  ["number of falls: 3", "3"],
  ["called 3 times overnight", "3"],
  ["phone 2 times a day to check", "2"],
  ["call if temp > 38.5", "38.5"],
  ["tel consultation 10 min", "10"],
  ["contact precautions 2 more days", "2"],
  ["ext 2 weeks of abx", "2"],
  // identifier look-alikes
  ["BRCA1 carrier, KRAS wild type", "BRCA1"],
  ["HER2 positive, ER 8/8", "HER2"],
  ["HER2 positive, ER 8/8", "8/8"],
  ["CD4 count 350", "CD4"],
  ["Cr 1.2, K 4.1, Mg 2.0", "4.1"],
  ["T2DM on metformin 500 mg", "T2DM"],
  ["VTE prophylaxis: enoxaparin 40 mg", "40"],
  ["Patient 2 of 3 on the list", "2"],
  ["patient weighs 82 kg", "82"],
  ["plan 3 days of abx", "3"],
  ["group B strep positive", "B"],
  ["plan: CT head, LP", "LP"],
  ["unit 4 transfusion done", "4"],
  ["lot of secretions", "secretions"],
  ["model of care discussed", "care"],
  ["registration pending", "pending"],
  ["state 3 of 4", "3"],
  ["NHS guidance followed", "guidance"],
  ["NI nerve intact", "nerve"],
  ["GMC guidance on consent", "guidance"],
  ["Case 2: discussed at MDT", "2"],
  ["order 2 units PRBC", "2"],
  ["S/N 2/3 positive", "2/3"],
  ["reg insulin 4 units", "4"],
  ["4 units reg insulin", "4"],
  ["serial troponins x3", "x3"],
  ["serial ECGs 2 hours apart", "2"],
  // dates: month words that are ordinary words, and weekdays
  ["may need more fluids", "may"],
  ["March to the nurses station", "March"],
  ["seen on Monday for review", "Monday"],
  ["TUESDAY: NO EVENTS", "TUESDAY"],
  ["FiO2 dec to 40%", "2"],
  ["PEEP 5 dec to 4", "5"],
  ["sat 94% on 2L", "94"],
  ["the 3rd dose was given", "3rd"],
  ["2nd line therapy", "2nd"],
  ["the 2nd ICS on the left", "2nd"],
  ["for the 1st time", "1st"],
  ["3rd degree heart block", "3rd"],
  ["1st degree AV block", "1st"],
  ["4th ventricle normal", "4th"],
  ["5th metatarsal fracture", "5th"],
  ["L4-5 disc", "4-5"],
  ["C5-6 stenosis", "5-6"],
  ["T10/11 level", "10/11"],
  ["rib fractures 3-5 on the left", "3-5"],
  ["in 3-4 days", "3-4"],
  ["HR 60-70s", "60-70s"],
  ["grade 3-4 varices", "3-4"],
  ["vit D 25-OH", "25"],
  ["ECOG 1-2", "1-2"],
  ["A1c 7.2 in March", "7.2"],
  ["rate 12.5 ml/hr", "12.5"],
  ["v 1.2.3 of the protocol", "1.2.3"],
  ["10.5.2 section of guideline", "10.5.2"],
  // ages that are not over 89, and vitals in the 90s
  ["HR now 94 and regular", "94"],
  ["sats at 92 on RA", "92"],
  ["HR is 96, BP 130/80", "96"],
  ["BP in the 90s systolic", "90s"],
  ["sats in the nineties", "nineties"],
  ["sats 94% RA", "94"],
  ["Temp 99.1, HR 91", "91"],
  ["weight 92 kg", "92"],
  ["a 72 yo man", "72"],
  ["aged 89 years", "89"],
  ["glucose 94 at 0600", "94"],
  ["SBP dropped to 90 at 0400", "90"],
  ["MAP at 91 on levophed", "91"],
  ["pt is 100% on RA", "100"],
  ["she is 95% on 2L", "95"],
  ["HR 90 in AF", "90"],
  ["O2 sat now 91", "91"],
  ["the first of many admissions", "first"],
  ["second of two doses", "second"],
  ["third of patients respond", "third"],
  ["may march on regardless", "march"],
  ["OCT SCAN OF THE MACULA", "OCT"],
  ["referred for OCT of the retina", "OCT"],
  ["on dec dose of steroids", "dec"],
  ["at 2030 pt was turned", "2030"],
  ["around 2000 pt became agitated", "2000"],
  ["before 1800 feeds restarted", "1800"],
  ["by 2015 all meds given", "2015"],
  ["bed # 12", "12"],
  ["room #4412", "4412"],
  ["# 3-4 ribs", "3-4"],
  ["between 1900 and 2000 slept well", "1900"],
  ["between 1900 and 2000 slept well", "2000"],
  ["per the 2019 ESC guidelines", "2019"],
  ["2021 NICE guidance on sepsis", "2021"],
  ["dosing in patients over 90 years old", "90"],
  ["adults aged 90 and over", "90"],
  ["those aged 90 or older are grouped", "90"],
  ["more common in people older than 95", "95"],
  ["I/O 2000/1500", "2000"],
  ["ribs 11-12 fractured", "11-12"],
  ["HR 11-12 bpm variability", "11-12"],
  ["Tues 3-4 units given", "3-4"],
  ["APGAR 9/10 at 5 min", "9/10"],
  ["VAS 8/10 on movement", "8/10"],
  ["obs at 0800 and 2000", "2000"],
  ["from 0700 to 1930 on 2L", "1930"],
  ["Which 2021 trial showed benefit?", "2021"],
  ["GOLD 2023 report on COPD", "2023"],
  ["n = 2019 patients", "2019"],
  ["2019 patients were enrolled", "2019"],
  ["SNOMED CT 22298006 (myocardial infarction)", "22298006"],
  ["LOINC code 12345678", "12345678"],
  ["Mrs Hale, 94% sats on air", "94"],
  ["Mr Stone, HR 92, BP 100/60", "92"],
  ["T 38.2, HR 96, RR 22", "96"],
  ["HR (92) regular", "92"],
  ["ninety minutes later", "ninety"],
  ["temp 98.6 F, 93 bpm", "93"],
  ["PER MAR 2 DOSES GIVEN", "2"],
  ["CHECKED MAR 2 TIMES", "2"],
  ["PEEP DEC 2", "2"],
  ["per MAR 12 units given", "12"],
  ["FIO2 DEC 10%", "10"],
  ["MRN: 1234567 72 yo male", "72"],
  ["ID: afebrile, T 37.2", "37"],
  ["ID: on vanc 1250 mg q12h", "1250"],
  ["e.g. ibuprofen, i.e. NSAIDs", "e.g"],
  ["Pt. Com. nurse visits", "Com"],
  ["See NICE.ORG guidance", "NICE"],
  ["MI in 2 vessels", "2"],
  ["PE in 10 mins", "10"],
  ["paged x2 about 3-4 pvcs", "3-4"],
  ["ext 2-3 days more", "2-3"],
  ["Monday 2nd dose due", "2nd"],
  ["wed 1st time OOB", "1st"],
  ["gave 2-3 Mar doses", "2-3"],
  ["sats 90-95 Dec from 98", "90-95"],
  ["code 1999 called overhead", "1999"],
  ["moved to room 2010", "2010"],
  ["Bed 1950 is free", "1950"],
  ["see page 1995 of the chart", "1995"],
  ["version 2019 of the protocol", "2019"],
  ["step 2000 of 3000", "2000"],
  ["ICD-10 I21.4 NSTEMI", "I21"],
  ["CKD3, T2DM, BRCA1", "CKD3"],
  ["SpO2 98% on RA", "SpO2"],
  ["HbA1c 48 mmol/mol", "HbA1c"],
  ["B12 250000 units", "B12"],
  ["HR 60\u201370s", "60"],
  ["rib fractures 3\u20135 on the left", "3"],
  ["0700\u20131900: slept", "1900"],
  ["I/O 250 300 2000", "250 300 2000"],
  ["UO 350 400 1000 cc", "350 400 1000"],
  ["vitals 210 300 4000", "210 300 4000"],
  ["counts 250 300 1200 over 3 shifts", "250 300 1200"],
  // section headers and clinical capitals
  ["PLAN: CONTINUE ABX", "PLAN"],
  ["MEDICATIONS: ASPIRIN 81 MG DAILY", "81"],
  ["ALLERGIES: NKDA", "NKDA"],
  ["HPI: 3 DAYS OF COUGH", "3"],
  ["PMH: HTN, DM2, CKD3", "CKD3"],
  ["ECG: NSR 72", "72"],
  ["Hep B vaccine dose 2 of 3", "2"],
  ["Pt on 4L NC", "4L"],
  ["vitamin B12 1000 mcg", "1000"],
  ["IV 1000 ml bolus", "1000"],
  ["Na 135 K 4.0 Cl 101 HCO3 24", "101"],
  ["Type 2 MI", "2"],
  ["1:1 sitter overnight", "1:1"],
  ["q4h prn", "q4h"],
  ["Obs 15/15 early warning", "15/15"],
  ["NEWS 2 score 3", "3"],
];

/** The accepted types of the spans covering every letter and digit of `phi` (empty when not all). */
function covered(note: string, phi: string): PhiType[] {
  const start = note.indexOf(phi);
  assert.notEqual(start, -1, `test row broken: "${phi}" not in "${note}"`);
  const end = start + phi.length;
  const spans = engine.detect(note).filter((s) => s.start < end && s.end > start);
  for (let p = start; p < end; p++) {
    if (!/[A-Za-z0-9]/.test(note[p]!)) continue;
    if (!spans.some((s) => s.start <= p && s.end > p)) return [];
  }
  return spans.map((s) => s.type);
}

describe("numbers, IDs, dates, years and ages: finds the value", () => {
  for (const [note, phi, types] of MUST_MATCH) {
    test(`finds ${phi} in "${note}"`, () => {
      const found = covered(note, phi);
      assert.ok(found.length > 0, `not covered: ${JSON.stringify(engine.detect(note))}`);
      assert.ok(
        found.some((type) => types.includes(type)),
        `type ${found.join(",")} not in ${types.join(",")}`,
      );
    });
  }
});

describe("numbers, IDs, dates, years and ages: leaves clinical look-alikes alone", () => {
  for (const [note, word] of MUST_NOT_MATCH) {
    test(`keeps "${word}" in "${note}"`, () => {
      const start = note.indexOf(word);
      assert.notEqual(start, -1, "test row broken");
      const hits = engine.detect(note).filter((s) => s.start < start + word.length && s.end > start);
      assert.deepEqual(
        hits.map((s) => `${s.type}:${s.rule}:${note.slice(s.start, s.end)}`),
        [],
      );
    });
  }
});

/**
 * Linear time on inputs made of this family's shapes: each 1 MB input must run within a factor of
 * the engine's own time on 1 MB of ordinary note text, measured here in the same minute, so the
 * bound holds on a loaded machine (linear-time.test.ts bounds every recogniser against a regex).
 */
const SIZE = 1_000_000;
const FACTOR = 15;
const ADVERSARIAL: readonly (readonly [string, string])[] = [
  ["spaced digit groups", "617 555 0142 0 "],
  ["single digits", "1 2 3 4 5 6 7 8 9 "],
  ["UK phones", "+44 (0)20 7946 0958 tel 0"],
  ["NHS and NI numbers", "NHS 943 476 5919 QQ 12 34 56 C "],
  ["cued identifiers", "MRN: AB12-3456 S/N lot 22K1187 reg AB12 CDE "],
  ["dates and durations", "14MAR2021 the 3rd of March x2/7 3/52 on 27th "],
  ["years and ranges", "since 2019 from 2015 until 2018 1998 and 2004-2011 "],
  ["ages", "she is now 94, died at 91 aged 90 and over "],
];
const ORDINARY = "Pt resting comfortably overnight, vitals stable, plan to continue abx and wean O2. ";

function oneMegabyte(unit: string): string {
  return unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);
}

function bestMs(runs: number, fn: () => void): number {
  let best = Number.POSITIVE_INFINITY;
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    fn();
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

describe("numbers, IDs, dates, years and ages: linear time", () => {
  const ordinary = oneMegabyte(ORDINARY);
  for (const [name, unit] of ADVERSARIAL) {
    test(`1 MB of ${name}`, () => {
      const text = oneMegabyte(unit);
      const base = Math.max(
        1,
        bestMs(2, () => engine.detect(ordinary)),
      );
      const ms = bestMs(2, () => engine.detect(text));
      assert.ok(ms < base * FACTOR, `${name}: ${ms.toFixed(0)} ms vs ordinary text ${base.toFixed(0)} ms`);
    });
  }
});
