import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { createEngine } from "./create-engine.ts";
import type { PhiType } from "./phi-type.ts";

/**
 * Places, facilities and organisations, in US and UK writing, in every casing, beside the clinical
 * look-alikes that must stay untouched. Every note is written for this test (no corpus text).
 * must-match: every letter and digit of `phi` is covered by spans of one of the listed types.
 * must-not-match: no span touches `word`.
 */
const engine = createEngine();

const PLACE: readonly PhiType[] = [
  "HOSPITAL",
  "CITY",
  "LOCATION",
  "STREET_ADDRESS",
  "STATE",
  "ZIP",
  "COUNTRY",
  "ORGANIZATION",
];

type Row = readonly [note: string, phi: string];

const MUST_MATCH: readonly Row[] = [
  // care homes, nursing homes, residential homes
  ["She lives at Oakfield House Care Home in Harrowby.", "Oakfield House Care Home"],
  ["Resident of Beechwood Court Nursing Home since the spring.", "Beechwood Court Nursing Home"],
  ["Discharged to Willow Lodge yesterday.", "Willow Lodge"],
  ["Moved into Larchmere Manor after the fall.", "Larchmere Manor"],
  ["admitted from fernhill residential home with confusion", "fernhill residential home"],
  ["PT IS FROM CRANBOURNE LODGE NURSING HOME", "CRANBOURNE LODGE NURSING HOME"],
  ["Lives at Alder Grange Care Home, has carers.", "Alder Grange Care Home"],
  ["lives at ashdene care home", "ashdene care home"],
  ["Returned to Hollybank Rest Home this afternoon.", "Hollybank Rest Home"],
  ["From Seaview Retirement Home, walks with frame.", "Seaview Retirement Home"],
  ["Brought in by staff from Pinecrest Assisted Living.", "Pinecrest Assisted Living"],
  ["resides at maplewood senior living", "maplewood senior living"],
  // GP surgeries, practices, health centres
  ["Seen at The Grange Surgery by her GP.", "Grange Surgery"],
  ["Registered with Kingsway Medical Practice.", "Kingsway Medical Practice"],
  ["Referred from Thornbury Health Centre.", "Thornbury Health Centre"],
  ["Followed at Riverside Family Practice.", "Riverside Family Practice"],
  ["GP: Dr Oduya, Bramley Road Surgery", "Bramley Road Surgery"],
  ["letter copied to ELMWOOD MEDICAL CENTRE", "ELMWOOD MEDICAL CENTRE"],
  ["registered at castlegate surgery", "castlegate surgery"],
  ["PCP at Northbrook Primary Care.", "Northbrook Primary Care"],
  ["Seen at Cedar Ridge Family Medicine last month.", "Cedar Ridge Family Medicine"],
  ["Refills from Pellham Pharmacy.", "Pellham Pharmacy"],
  ["collects meds from pellham pharmacy on the high st", "pellham pharmacy"],
  ["Seen in Maple Street Clinic last week.", "Maple Street Clinic"],
  ["Attends the Wexcombe Health Center.", "Wexcombe Health Center"],
  ["PCP is at Harlow Lane Medical Group.", "Harlow Lane Medical Group"],
  // rehabilitation units, hospices
  ["Transferred to Ashby Rehabilitation Unit for rehab.", "Ashby Rehabilitation Unit"],
  ["Died peacefully at St Columba's Hospice.", "St Columba's Hospice"],
  ["referred to greystone hospice for symptom control", "greystone hospice"],
  ["Discharged to Fairhaven Rehabilitation Center.", "Fairhaven Rehabilitation Center"],
  ["WENT TO BELLMOOR REHAB FOR TWO WEEKS", "BELLMOOR REHAB"],
  ["lives at willow lodge care home", "willow lodge care home"],
  ["DISCHARGED BACK TO BEECHWOOD LODGE", "BEECHWOOD LODGE"],
  ["LIVES AT OAKFIELD HOUSE CARE HOME", "OAKFIELD HOUSE CARE HOME"],
  ["registered with elm tree surgery", "elm tree surgery"],
  ["from the grange care home", "grange care home"],
  ["resident of larkhill nursing home", "larkhill nursing home"],
  ["FOLLOWED BY ORCHARD VALE CLINIC", "ORCHARD VALE CLINIC"],
  ["attends st mary's church", "st mary's church"],
  // hospitals, trusts, abbreviations
  ["Admitted to Corbyn Royal Infirmary.", "Corbyn Royal Infirmary"],
  [
    "Under Kelvingrove University Hospitals NHS Foundation Trust.",
    "Kelvingrove University Hospitals NHS Foundation Trust",
  ],
  ["Transferred from UHB last night.", "UHB"],
  ["Followed by cardiology at BWH.", "BWH"],
  ["Discharged from QEUH on Friday.", "QEUH"],
  ["Royal Berkshire Infirmary discharge summary.", "Royal Berkshire Infirmary"],
  ["Transferred from Dewsbury General on Monday.", "Dewsbury General"],
  [
    "Copy to Harwick Teaching Hospitals NHS Foundation Trust.",
    "Harwick Teaching Hospitals NHS Foundation Trust",
  ],
  ["Under the care of Wexley University Hospitals NHS Trust.", "Wexley University Hospitals NHS Trust"],
  ["Transferred from UCLH to QEUH overnight.", "UCLH"],
  ["Transferred from UCLH to QEUH overnight.", "QEUH"],
  ["Outside records from MGH reviewed.", "MGH"],
  ["Second opinion at St Aldhelm's.", "St Aldhelm's"],
  ["Previously treated at Kelworth Memorial Hospital.", "Kelworth Memorial Hospital"],
  ["transferred from st. brannock's hospital", "st. brannock's hospital"],
  // employers
  ["Works at Fenwick Logistics Ltd as a driver.", "Fenwick Logistics Ltd"],
  ["Employed by Harper & Sons.", "Harper & Sons"],
  ["He works for Brightwater Plc.", "Brightwater Plc"],
  ["Accountant at Carver Solutions LLC.", "Carver Solutions LLC"],
  ["Engineer at Tessaly Systems Inc. for ten years.", "Tessaly Systems Inc"],
  ["WORKS AS A PACKER AT DUNMORE FOODS LTD", "DUNMORE FOODS LTD"],
  ["works at quenby logistics", "quenby logistics"],
  ["Retired from Holloway Brothers Construction.", "Holloway Brothers Construction"],
  ["Employer: Garrick & Webb LLP", "Garrick & Webb LLP"],
  ["She is a cashier at Tremont Supermarkets.", "Tremont Supermarkets"],
  // schools, universities, churches
  ["Teacher at Hollins Primary School.", "Hollins Primary School"],
  ["Lecturer at the University of Exmoor.", "University of Exmoor"],
  ["Studies at Branscombe University.", "Branscombe University"],
  ["Son attends Ravensworth Academy.", "Ravensworth Academy"],
  ["daughter goes to st. edmund's high school", "st. edmund's high school"],
  ["Attends St Aidan's Church on Sundays.", "St Aidan's Church"],
  ["Pastor from Grace Fellowship Church visited.", "Grace Fellowship Church"],
  ["A STUDENT AT KELLERMAN COLLEGE", "KELLERMAN COLLEGE"],
  ["Works at Pemberton Elementary School as an aide.", "Pemberton Elementary School"],
  // UK postcodes in every format
  ["Address: 4 Mill Lane, Upton, CT9 4QX", "CT9 4QX"],
  ["postcode NR12 8AB", "NR12 8AB"],
  ["Postcode: sw1a 1aa", "sw1a 1aa"],
  ["lives at B33 8TH with partner", "B33 8TH"],
  ["Home postcode M1 1AE.", "M1 1AE"],
  ["postcode W1A 0AX", "W1A 0AX"],
  ["postcode EC1A1BB", "EC1A1BB"],
  ["POSTCODE: DN55 1PT", "DN55 1PT"],
  ["pc: ls2 9jt", "ls2 9jt"],
  ["moved to CR2 6XH last year", "CR2 6XH"],
  // whole addresses, UK and US, across commas and lines
  ["Flat 3, 14 Alder Close, Harrowby, Kent CT9 4QX", "Flat 3, 14 Alder Close, Harrowby, Kent CT9 4QX"],
  ["45 Elm St., Apt 2B, Springfield, IL 62704", "45 Elm St., Apt 2B, Springfield, IL 62704"],
  ["12 Station Road\nLittle Wexham\nNorfolk\nNR12 8AB", "12 Station Road\nLittle Wexham\nNorfolk\nNR12 8AB"],
  [
    "Rose Cottage, Mill Lane, Upper Dunford, Wiltshire SN8 2PQ",
    "Mill Lane, Upper Dunford, Wiltshire SN8 2PQ",
  ],
  ["Address: 7 Larch Crescent, Bexholme, BH4 9QR", "7 Larch Crescent, Bexholme, BH4 9QR"],
  ["22 Fennel Gardens, Ashcombe", "22 Fennel Gardens, Ashcombe"],
  ["9 Orchard Mews\nCrawley Down", "9 Orchard Mews"],
  ["Lives at 31 Quarry Rise with wife.", "31 Quarry Rise"],
  ["3 The Parade, Westbury", "3 The Parade"],
  ["118 Kestrel Way, Lower Fenton, Devon EX4 6TT", "118 Kestrel Way, Lower Fenton, Devon EX4 6TT"],
  ["ADDRESS: 56 HAWTHORN AVENUE, MILLBROOK, NJ 07123", "56 HAWTHORN AVENUE, MILLBROOK, NJ 07123"],
  ["address 19 juniper terrace, dunhill, oh 44120", "19 juniper terrace, dunhill, oh 44120"],
  ["1420 Westfield Blvd, Suite 300, Carmel, IN 46032", "1420 Westfield Blvd, Suite 300, Carmel, IN 46032"],
  ["88 Birch Hill\nKingsford\nKT2 7PL", "88 Birch Hill\nKingsford\nKT2 7PL"],
  ["Flat 12b Harbour View, 2 Quay Street, Portlow", "2 Quay Street, Portlow"],
  ["lives at 5 Ferry Row", "5 Ferry Row"],
  ["Home: 27 Sandpiper Drive, Easton, MD 21601", "27 Sandpiper Drive, Easton, MD 21601"],
  ["65 Linden Walk, Hatherley", "65 Linden Walk, Hatherley"],
  ["4 Chapel Square\nBrockton", "4 Chapel Square"],
  [
    "Home address: 1208 N. Oakmont Ave, Apt 3, Dayton OH 45402",
    "1208 N. Oakmont Ave, Apt 3, Dayton OH 45402",
  ],
  ["ADDRESS: 77 CHURCH LANE, LITTLE WEXHAM, NORFOLK", "77 CHURCH LANE, LITTLE WEXHAM, NORFOLK"],
  ["address - 3 kingfisher way, tilbrook, essex", "3 kingfisher way, tilbrook, essex"],
  ["Pt lives at 14a Rowan Court, Ilchester.", "14a Rowan Court, Ilchester"],
  ["Lives at 500 W 42nd St, New York, NY 10036", "500 W 42nd St, New York, NY 10036"],
  ["c/o 45 Hollow Rd, Westport, CT 06880", "45 Hollow Rd, Westport, CT 06880"],
  [
    "Her address is 8 Quarry Lane, Helmsworth, North Yorkshire YO62 5AB.",
    "8 Quarry Lane, Helmsworth, North Yorkshire YO62 5AB",
  ],
  ["Mrs Edna Shallcross\n14 Alder Close\nHarrowby\nKent\nCT9 4QX", "14 Alder Close\nHarrowby\nKent\nCT9 4QX"],
  ["Address: 22 Wren Street, Bexholme BH4 9QR", "22 Wren Street, Bexholme BH4 9QR"],
  // towns after cues, every casing
  ["Originally from Doncaster, moved here in her twenties.", "Doncaster"],
  ["She is a native of Tullamore.", "Tullamore"],
  ["LIVES IN BARNSTAPLE WITH HIS WIFE", "BARNSTAPLE"],
  ["lives in kettering with daughter", "kettering"],
  ["Moved from Aberdour two years ago.", "Aberdour"],
  ["She was born in Castlebar and raised in Leeds.", "Castlebar"],
  ["A resident of Thornaby, retired welder.", "Thornaby"],
  ["visiting from Penrith for the holidays", "Penrith"],
  ["Travelled to Marrakesh last month.", "Marrakesh"],
  ["recently returned from Lagos", "Lagos"],
  ["moved from hexworth last year", "hexworth"],
  ["ORIGINALLY FROM WREXLEY", "WREXLEY"],
  ["born in ballymena", "ballymena"],
  ["Lives near Maidstone with her son.", "Maidstone"],
  ["Lives in Little Hadham, Hertfordshire.", "Little Hadham, Hertfordshire"],
  ["He lives in Stowmarket, Suffolk.", "Stowmarket, Suffolk"],
  ["Lives in Dayton, Ohio with his wife.", "Dayton, Ohio"],
  ["Her son lives in Toledo.", "Toledo"],
  ["Born and raised in Galway, moved over in 1990.", "Galway"],
  ["She grew up in Ashford, Kent.", "Ashford, Kent"],
  ["moved back to Wigan after retiring", "Wigan"],
  ["son visiting from dunmore this week", "dunmore"],
  ["TRAVELLED TO LANZAROTE LAST MONTH", "LANZAROTE"],
  ["Lives in Reading with her partner.", "Reading"],
  // wards
  ["Admitted to Ward 7B overnight.", "Ward 7B"],
  ["transferred to ward 12 for step-down", "ward 12"],
  ["Moved to Oak Ward this morning.", "Oak Ward"],
  ["Returned to Nightingale Ward.", "Nightingale Ward"],
  ["ON WARD 24 SINCE MONDAY", "WARD 24"],
  // US places
  ["Lives at 1600 Greenbriar Lane, Fairview, TN 37062", "1600 Greenbriar Lane, Fairview, TN 37062"],
  ["Transferred from Lakeview Regional Medical Center.", "Lakeview Regional Medical Center"],
  ["She works at Corvallis Dental Associates.", "Corvallis Dental Associates"],
];

const MUST_NOT_MATCH: readonly (readonly [note: string, word: string])[] = [
  // genes, variants and markers
  ["BRCA1 and KRAS negative.", "BRCA1"],
  ["BRCA1 and KRAS negative.", "KRAS"],
  ["HER2 positive, TP53 mutated.", "HER2"],
  ["HER2 positive, TP53 mutated.", "TP53"],
  ["JAK2 V617F detected.", "JAK2"],
  ["JAK2 V617F detected.", "V617F"],
  ["Heterozygous for MTHFR, CYP2D6 poor metaboliser.", "MTHFR"],
  ["Heterozygous for MTHFR, CYP2D6 poor metaboliser.", "CYP2D6"],
  ["EGFR exon 19 deletion found in the tumour.", "EGFR"],
  ["ALK negative, PD-L1 80%.", "PD-L1"],
  ["mutation in BRAF V600E", "BRAF"],
  // clinical abbreviations after prepositions
  ["Remains in AF with rate 110.", "AF"],
  ["Fracture at T4, no cord compression.", "T4"],
  ["Seen in ED overnight.", "ED"],
  ["Transferred to ICU for pressors.", "ICU"],
  ["Disc bulge at L4-L5.", "L4-L5"],
  ["Tenderness in RUQ.", "RUQ"],
  ["admitted to AMU then moved to CDU", "AMU"],
  ["admitted to AMU then moved to CDU", "CDU"],
  ["Moved to CCU from HDU.", "HDU"],
  ["pain in LLQ radiating to back", "LLQ"],
  // staging and codes that look like postcodes
  ["T2 N0 M0 on staging CT.", "T2 N0 M0"],
  ["C3 C4 low, ANA positive.", "C3 C4"],
  ["L4 L5 disc protrusion.", "L4 L5"],
  ["S1 S2 normal, no murmur.", "S1 S2"],
  ["HbA1c 7.2, eGFR 54.", "HbA1c"],
  ["Vitamin B12 and D3 replaced.", "B12"],
  ["pT3 N1 M0 adenocarcinoma", "pT3 N1 M0"],
  ["CD4 count 350, CD8 high.", "CD4"],
  ["Power 4/5 in C5 C6 myotomes.", "C5 C6"],
  ["ECG: V1 V2 ST elevation.", "V1 V2"],
  ["G2 P1 at 32 weeks.", "G2 P1"],
  ["Mobitz II, QT 480 ms.", "QT 480"],
  ["Grade 2 MR, EF 45%.", "EF 45"],
  ["Hb 9.8, WCC 12.1, CRP 48.", "CRP 48"],
  ["K 3.2 replaced, Mg 0.6.", "Mg 0.6"],
  // departments and services of our own hospital
  ["Seen in the Cardiology Department.", "Cardiology Department"],
  ["Booked into the Radiology Clinic.", "Radiology Clinic"],
  ["Reviewed in Diabetes Centre.", "Diabetes Centre"],
  ["Follow-up in Fracture Clinic in 2 weeks.", "Fracture Clinic"],
  ["Referred to the Memory Clinic.", "Memory Clinic"],
  ["Seen in the Pain Clinic last year.", "Pain Clinic"],
  ["Admitted to the Stroke Unit.", "Stroke Unit"],
  ["Review in Heart Failure Clinic.", "Heart Failure Clinic"],
  ["referred to sleep clinic for CPAP", "sleep clinic"],
  ["FOLLOW UP IN ANTICOAGULATION CLINIC", "ANTICOAGULATION CLINIC"],
  ["Seen in the Urgent Care Centre.", "Urgent Care Centre"],
  ["Review at the Breast Clinic.", "Breast Clinic"],
  ["Transferred to the Intensive Care Unit.", "Intensive Care Unit"],
  ["Admitted to the Acute Medical Unit.", "Acute Medical Unit"],
  ["Booked for Day Surgery Unit.", "Day Surgery Unit"],
  ["Seen by General Surgery on call.", "General Surgery"],
  ["Referred to Vascular Surgery.", "Vascular Surgery"],
  ["Warfarin clinic to monitor INR.", "Warfarin clinic"],
  ["attends the antenatal clinic", "antenatal clinic"],
  ["Discussed at the Cancer Centre MDT.", "Cancer Centre"],
  ["SEEN IN EYE CLINIC", "EYE CLINIC"],
  ["Referred to the Falls Clinic.", "Falls Clinic"],
  ["Lipid clinic review.", "Lipid clinic"],
  ["Lives in a care home.", "care home"],
  ["from the local care home", "local care home"],
  ["Discharged to a nursing home.", "nursing home"],
  ["Returned to her residential home.", "residential home"],
  ["Seen by her GP at the surgery.", "surgery"],
  ["Planned for surgery next week.", "surgery"],
  ["Under the practice nurse.", "practice"],
  ["Will attend the walk-in centre.", "walk-in centre"],
  ["discharged to rehab", "rehab"],
  ["Referred to the community hospice.", "community hospice"],
  ["Collect from the pharmacy.", "pharmacy"],
  ["Outpatient clinic in 6 weeks.", "Outpatient clinic"],
  ["Discussed with the on-call GP practice.", "GP practice"],
  ["He works in a factory.", "factory"],
  ["She works at a school.", "school"],
  ["His son goes to primary school.", "primary school"],
  ["She is at university.", "university"],
  ["Attends church weekly.", "church"],
  ["Self-employed, runs his own company.", "company"],
  // scores, doses, devices, eponyms
  ["Pain 4/10, murmur 2/6 at LSE.", "4/10"],
  ["Pain 4/10, murmur 2/6 at LSE.", "LSE"],
  ["Metoprolol 25 mg BD, ramipril 5 mg OD.", "Metoprolol"],
  ["Started on Lasix 40 mg IV.", "Lasix"],
  ["Murphy's sign positive.", "Murphy's"],
  ["Foley catheter in situ.", "Foley"],
  ["Swan-Ganz removed.", "Swan-Ganz"],
  ["Parkinson's disease, on Madopar.", "Parkinson's"],
  ["PEG tube in place.", "PEG"],
  ["On CPAP at night.", "CPAP"],
  ["PICC line in left arm.", "PICC"],
  ["GCS 15, alert.", "GCS"],
  ["NEWS 5, escalated.", "NEWS"],
  // section headers in capitals
  ["PLAN: CONTINUE ANTIBIOTICS", "PLAN"],
  ["SOCIAL HISTORY: LIVES ALONE", "SOCIAL HISTORY"],
  ["PAST MEDICAL HISTORY: HTN", "PAST MEDICAL HISTORY"],
  ["ASSESSMENT AND PLAN", "ASSESSMENT"],
  ["MEDICATIONS ON ADMISSION", "ADMISSION"],
  // places that are clinical or common words after cues
  ["Lives in fear of falling.", "fear"],
  ["Lives in sheltered housing.", "sheltered housing"],
  ["lives in a bungalow with his wife", "bungalow"],
  ["Originally from home, now in hospital.", "home"],
  ["Came in from work with chest pain.", "work"],
  ["Born in the breech position.", "breech"],
  ["Moved from bed to chair.", "bed"],
  ["Travelled to theatre at 10:00.", "theatre"],
  ["returned from theatre, obs stable", "theatre"],
  ["Returned from CT.", "CT"],
  ["Resident of the ward for 3 weeks.", "ward"],
  ["Moved to ICU overnight.", "ICU"],
  ["Returned from Theatre at 14:00.", "Theatre"],
  ["Lives in Sheltered Housing.", "Sheltered Housing"],
  ["Born in March, term delivery.", "March"],
  ["moved to chair with assistance", "chair"],
  ["Returned from Dialysis, tired.", "Dialysis"],
  ["Travelled to Outpatients for review.", "Outpatients"],
  ["lives in poor conditions", "poor conditions"],
  ["Moved to Side Room 4 for isolation.", "Side Room"],
  ["Admitted to the Virtual Ward.", "Virtual Ward"],
  ["Lives in Warden Controlled Housing.", "Warden Controlled"],
  ["Awaiting Care Home placement.", "Awaiting"],
  ["Plan: Dressing Clinic on Monday.", "Dressing Clinic"],
  ["Internal Medicine Clinic follow-up.", "Internal Medicine Clinic"],
  ["fu in gp surgery", "gp surgery"],
  ["WORKS FOR THE COUNCIL", "COUNCIL"],
  ["Referred to the Rapid Access Chest Pain Clinic.", "Rapid Access Chest Pain Clinic"],
  ["Seen by the Community Mental Health Team.", "Community Mental Health Team"],
  ["Seen in the Frailty Unit.", "Frailty Unit"],
  ["Review in Nurse-led Clinic.", "Nurse-led Clinic"],
  ["Transferred to Coronary Care Unit.", "Coronary Care Unit"],
  ["Discussed with Social Services.", "Social Services"],
  ["Physiotherapy at the Leisure Centre.", "Leisure Centre"],
  ["Seen in Older Persons Assessment Unit.", "Assessment Unit"],
  ["Wound care by Practice Nurse at the Surgery.", "Surgery"],
  ["BRCA1 testing at Genetics Clinic.", "Genetics Clinic"],
  ["AWAITING NURSING HOME PLACEMENT", "NURSING HOME"],
  ["PT FROM NURSING HOME, BASELINE CONFUSION", "NURSING HOME"],
  ["TO ATTEND DRESSING CLINIC", "DRESSING CLINIC"],
  ["follow up in diabetes clinic", "diabetes clinic"],
  ["works at a supermarket", "supermarket"],
  ["retired from the post office", "post office"],
  ["to ward 2 units of prbc", "ward"],
  ["moved from icu to ward", "ward"],
  ["Mutation found in BRCA2 exon 11.", "BRCA2"],
  ["Member of the Royal College of Nursing.", "Royal College"],
  ["Under the care of the Renal Team.", "Under"],
  ["JUST FINISHED NURSING SCHOOL", "NURSING SCHOOL"],
  ["REVIEW OF SYSTEMS: NEURO INTACT", "SYSTEMS"],
  ["SLOWLY INC TO 30 MCG/KG", "INC"],
  ["plan for LP with IR assist", "LP"],
  ["ROM limited by pain", "limited"],
  ["soon if no surgery planned", "surgery"],
  ["Tested at KRAS codon 12.", "KRAS"],
  ["Referred to EGFR clinic.", "EGFR"],
  ["Sent from clinic with hypotension.", "clinic"],
  ["Native valve endocarditis.", "Native"],
  ["Transferred to the ward.", "ward"],
  ["Moved to a side room.", "side room"],
  ["Went to x-ray.", "x-ray"],
  ["Sats 94% in air.", "air"],
  ["Pain in left knee.", "knee"],
  ["ward round at 9am", "ward round"],
  ["Ward staff aware.", "Ward"],
  ["Discussed on the ward round.", "ward"],
  ["2 units of blood on ward.", "ward"],
  // street-like clinical text
  ["Given 2 mediastinal CT drains.", "2 mediastinal CT"],
  ["IV 2B Pain Close monitoring", "2B Pain Close"],
  ["HR 80s SR with occ PVCs, 1st degree AV block", "1st degree AV"],
  ["HR 90s NSR, 2nd Degree Heart Block", "2nd Degree Heart Block"],
  ["pt on 2nd floor, walked to the 3rd bay", "3rd bay"],
  ["Remains in 1 degree AV block.", "1 degree AV"],
  ["First degree AV block.", "AV"],
  ["Drain 1 st removed.", "1 st"],
  ["per Dr Chen, 3 way catheter", "3 way catheter"],
  ["Walked 20 yards on the level.", "20 yards"],
  ["Sat in chair 2 hours.", "2 hours"],
  ["Grade 3 close to the margin.", "3 close"],
  ["Seen 2 days ago.", "2 days"],
  // employers and companies
  ["No longer works, retired.", "retired"],
  ["Works as a nurse.", "nurse"],
  ["Medicines sourced from the hospital pharmacy.", "hospital pharmacy"],
];

function covered(note: string, phi: string): PhiType[] {
  const start = note.indexOf(phi);
  assert.notEqual(start, -1, `test row broken: "${phi}" not in "${note}"`);
  const end = start + phi.length;
  const spans = engine.detect(note).filter((s) => s.start < end && s.end > start && PLACE.includes(s.type));
  for (let p = start; p < end; p++) {
    if (!/[A-Za-z0-9]/.test(note[p]!)) continue;
    if (!spans.some((s) => s.start <= p && s.end > p)) return [];
  }
  return spans.map((s) => s.type);
}

describe("places: finds places, facilities and organisations (must match)", () => {
  for (const [note, phi] of MUST_MATCH) {
    test(`finds ${JSON.stringify(phi)} in ${JSON.stringify(note)}`, () => {
      const found = covered(note, phi);
      const spans = engine.detect(note).map((s) => `${s.type}:${note.slice(s.start, s.end)}`);
      assert.ok(found.length > 0, `not covered by a place span: ${JSON.stringify(spans)}`);
    });
  }
});

describe("places: leaves clinical text alone (must not match)", () => {
  for (const [note, word] of MUST_NOT_MATCH) {
    test(`keeps ${JSON.stringify(word)} in ${JSON.stringify(note)}`, () => {
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

test("places: the table is broad and balanced", () => {
  assert.ok(MUST_MATCH.length + MUST_NOT_MATCH.length >= 150);
  assert.ok(MUST_NOT_MATCH.length >= MUST_MATCH.length);
});
