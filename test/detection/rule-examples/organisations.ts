import type { RuleExample } from "./example.ts";

/**
 * Facilities read by a form field's label or an address line (issue 19):
 * src/detection/recognisers/organisations/facility-field.ts and facility-after-addressee.ts.
 * Written for these tests.
 */
export const ORGANISATION_EXAMPLES: readonly RuleExample[] = [
  {
    rule: "hospital-after-registration",
    fires: [
      "Dr A Rewi (MCNZ 12345), [[Kalafong]], Pretoria",
      "dr a rewi (reg no 12345), [[kalafong]], pretoria",
      "From: Tom Hill (IMC No 123456), [[Riverside]], Galway",
      "FROM: TOM HILL (MCNZ 123456), [[RIVERSIDE]], HAMILTON",
    ],
    leaves: [
      "BP (mmHg 120), Stable, Good",
      "Dr A Rewi (MCNZ 12345), Consultant, Auckland",
      "Dr A Rewi (MCNZ 12345), Kalafong, Pretoria on call",
      "Obs (HR 120), Settled, Home",
    ],
  },
  {
    rule: "hospital-before-unit",
    fires: [
      "Request form [[Kalafong Burns Unit]]",
      "Seen in [[Tygerberg]] ED overnight.",
      "TRANSPORTED TO [[KALAFONG RENAL UNIT]].",
      "transported to [[kalafong trauma unit]].",
      "Results to [[Westmead Renal Unit]]; please review.",
      "Transferred to [[Tygerberg]] Emergency Department overnight.",
      "Referred to [[Wellington]] Outpatients.",
    ],
    leaves: [
      "Seen in the Main ED.",
      "Dr Kalafong ICU registrar called.",
      "Jones ICU review.",
      "pt wnet to ed",
      "Moved to Acute Medical Unit.",
      "Seen at Lakeview Hospital's ED.",
    ],
  },
  {
    rule: "facility-saint-bare",
    fires: ["pt at [[st vincents]], needs bloods", "TRANSFERRED FROM [[ST GEORGES]] OVERNIGHT"],
    leaves: ["lives at st marys road", "Pt at st vincents, needs bloods", "stopped st johns wort"],
  },
  {
    rule: "facility-field",
    fires: [
      "Nominated pharmacy: [[Harcourt Pharmacy, Ballarat]]\nAllergies: nil",
      "Place of death: [[Tan Tock Seng]]",
      "PLACE OF DEATH: [[KALAFONG]]",
      "Usual pharmacy: [[unichem remuera]]",
      "Destination: [[Royal Melbourne]]",
      "Conveyed to: [[Groote Schuur]]",
      "Referring practice: [[Kingsway]]",
      "Workplace: [[Transnet Freight Rail]]",
      "Study site: [[Tygerberg]]",
      "site: [[middlemore]]",
      "Employer name: [[Shoprite Checkers]]",
    ],
    leaves: [
      "Pharmacy: reviewed on ward round, no changes.",
      "Pharmacy: Apixaban 5 mg BD",
      "Pharmacy: none",
      "Destination: ED",
      "Destination: Resus",
      "Place of death: Residence",
      "PLACE OF DEATH: PRIVATE RESIDENCE",
      "Transferred to: Dr Smith",
      "Site: left forearm",
      "Site: periumbilical",
      "SITE: RUQ",
      "The pharmacy: open till six.",
      "Site name: site 04",
    ],
  },
  {
    rule: "facility-after-addressee",
    fires: [
      "To: dr khumalo, [[soweto chc]]",
      "FROM: DR TANE, [[TE PUNA ORA]]\nRE: referral",
      "Attn: Sr Ndlovu, Emergency Department, [[Tygerberg]]",
    ],
    leaves: [
      "To: Dr Khumalo, Cardiology",
      "From: Dr Naidoo, Consultant Physician",
      "From: Dr Naidoo, Department of Medicine",
      "To: Jane Doe, MD",
      "From: John Smith, PA-C",
      "Seen by Dr Khumalo, soweto chc to follow.",
    ],
  },
  {
    rule: "facility-after-clinician",
    fires: [
      "1. Smith, John, D 12/3/24. Referrer: Dr Jones ([[Middlemore]]). Dx lung.",
      "Ref: Mr Byrne ([[the Mater]]) for PET.",
      "REF: DR OKAFOR ([[LUTH]]). DX LUNG.",
      "REF: DR JONES ([[ROYAL FREE]]). DX COLON.",
      "ref: dr jones ([[middlemore]]). dx lung",
      "Requesting doctor: Dr Tan WL, [[Raffles Medical Tampines]]",
    ],
    leaves: [
      "Seen by Dr Jones (GP) and Dr Patel (Registrar).",
      "Discussed with Dr Jones (Oncology) and Dr Lee (ICU).",
      "Dr Jones (Endocrinology), Dr Singh (Renal)",
      "Dr Smith, Consultant Physician",
      "Dr A Smith, MBBS FRACP",
      "Mrs Ng (daughter) phoned.",
      "Mrs Ng (Mary) phoned.",
      "dr smith (away) dr khan (surgeons)",
      "DR TAN (ON CALL) DR NG (LOCUM) DR SMITH (NEW)",
    ],
  },
  {
    rule: "facility-after-under",
    fires: [
      "Diagnosed in 2019 and is under [[Middlemore]] gastro team.",
      "He is under [[the Mater]] for his diabetes.",
      "diagnosed in 2019 and is under [[middlemore]] gastro team.",
      "DIAGNOSED IN 2019 AND IS UNDER [[LUTH]] GASTRO TEAM.",
      "She was under [[Groote Schuur]] until last year.",
    ],
    leaves: [
      "He is under Dr Smith for his diabetes.",
      "He is under the care of the diabetes team.",
      "Under review by cardiology.",
      "under Cardiology for follow-up",
      "procedure done under GA for comfort",
      "is under review since Monday",
      "diagnosed in 2019 and is under gastro team.",
      "Funded under Pharmac Special Authority from 2024.",
      "Under Nikshay Poshan Yojana patients receive Rs 50 a month.",
    ],
  },
  {
    rule: "facility-branch",
    fires: [
      "Sources: patient; GP letter from [[Raffles Medical Tampines]]",
      "cc [[raffles medical tampines]]",
      "[[Healthway Medical Bedok]] (6789 1234)",
    ],
    leaves: [
      "Registered with General Medical Council.",
      "Guidance from the Royal Pharmacy Society.",
      "He is a Chinese Medical Practitioner.",
      "British Medical Journal 2019",
      "The Medical Director approved.",
      "Seen in Acute Medical Unit.",
    ],
  },
  {
    rule: "school-after-year",
    fires: [
      "She is in Year 10 at [[Westlake Girls High]].",
      "In Grade 9 at [[Thornhill Secondary]], plays rugby.",
      "SHE IS IN YEAR 10 AT [[WESTLAKE GIRLS HIGH]].",
      "Class 8, [[Sunrise Public School]].",
    ],
    leaves: [
      "Year 10 at High School.",
      "Year 10 at school.",
      "SHE IS IN YEAR 10 AT HIGH SCHOOL.",
      "Year 10, high school",
    ],
  },
  {
    rule: "employer-before-employee",
    fires: ["She is a [[Westpine Energy]] employee.", "[[Kmart]] employee, on nights."],
    leaves: ["He is a council employee.", "A Government employee.", "Former Royal Navy employee."],
  },
  {
    rule: "employer-before-workplace",
    fires: ["Works in the [[Quarrington Distribution]] warehouse.", "Worked at the [[Tata Steel]] plant."],
    leaves: [
      "Works in the Radiology office.",
      "Works on the Kestrel Downs farm.",
      "WORKS IN THE QUARRINGTON WAREHOUSE.",
    ],
  },
  {
    rule: "pharmacy-before-dispensing",
    fires: [
      "Sources: patient; [[Shoppers Drug Mart Kanata]] dispensing record; GP",
      "Sources: [[Dis-Chem Menlyn]] dispensing history; patient",
      "SOURCES: [[BOOTS CHATSWOOD]] DISPENSING RECORD; PATIENT",
    ],
    leaves: [
      "Sources: Hospital dispensing record; GP dispensing list; Community Pharmacy dispensing history",
      "Sources: MyHR dispensing history",
      "Sources: PharmaNet dispensing record",
    ],
  },
  {
    rule: "facility-after-caller",
    fires: [
      "Hi, this is Sr Dlamini from [[baragwanath]]. Please call back.",
      "HI THIS IS NURSE JOY FROM [[UNICHEM REMUERA]].",
      "Call from Dr Mensah from [[Komfo Anokye]] re the bed.",
    ],
    leaves: [
      "Dr Smith from Cardiology called.",
      "Dr Lee from Monday will cover.",
      "Dr Smith from the ward rang.",
      "Dr Patel from 9am to 5pm.",
      "Results from Tygerberg are back.",
    ],
  },
  {
    rule: "facility-usual-pharmacy",
    fires: [
      "Her usual pharmacy is [[Unichem Remuera]].",
      "USUAL PHARMACY [[MCCABES]], DOSETTE WEEKLY.",
      "nominated chemist - [[amcal warrnambool]] for blister packs.",
    ],
    leaves: [
      "Her usual pharmacy is closed on Sundays.",
      "Usual pharmacy is the same as before.",
      "usual pharmacy is happy to blister pack.",
      "The pharmacy Unichem Remuera rang.",
    ],
  },
  {
    rule: "facility-after-referral",
    fires: [
      "Referred to [[Christchurch Public]] for review.",
      "Died at [[Baragwanath]] on the third.",
      "Followed up at [[Bedok]].",
      "PASSED AWAY AT [[SUNNYBROOK]] ON 3/4.",
      "referred to [[aiims delhi]].",
    ],
    leaves: [
      "Referred to Cardiology for echo.",
      "Seen at 14:00 by the registrar.",
      "Referred to orthopaedician for review.",
      "Referred to ayurveda by family.",
      "Referred to NICE guidance.",
      "Referred to Tom Harris for review.",
    ],
  },
  {
    rule: "facility-possessive",
    fires: [
      "Seen in [[Tan Tock Seng Hospital]]'s emergency department.",
      "[[Groote Schuur Hospital]]'s trauma unit took him.",
    ],
    leaves: ["The Hospital's policy applies.", "Per General Hospital's visiting rules."],
  },
  {
    rule: "title-line-sender",
    fires: [
      "OPERATIVE NOTE - [[KESTREL]]\nDate of surgery: 12 Mar 2024",
      "Registration record \u2013 [[Riverside]]\nPt name: Smith, John",
      "discharge summary - [[kemh]]\nname: a b",
      "[[Mercy Kestrel]] - Radiology Report\nName: Tan",
      "[[KESTREL VALLEY]] PATHOLOGY\nLab number: 24-P-000123",
      "[[Riverside]]   (09) 555 0142\nDischarge summary",
      "INVESTIGATION REQUEST   [[KEMH]] LAB\nRequest no: 12345",
      "ADT record - [[Tarawhiti]]\nPt name: Smith, John",
      "OPERATION NOTE - [[BALLARAT GENERAL]]\nDate of surgery: 12 Mar 2024",
      "INVESTIGATION REQUEST   [[KESTREL]] LABOUR WARD\nRequest no: 12345",
    ],
    leaves: [
      "Discharge summary - Page 2\nName: X",
      "Discharge Summary - Cardiology\nName: X",
      "DRUG CHART - REGULAR\nDrug: paracetamol",
      "Operative note - Left knee arthroscopy\nDate: 1/2/2020",
      "Referral - Urgent",
      "SCDF - Ambulance record\nCase no: 123",
      "Clinic letter - Endocrinology\nDear Dr X",
      "Clinic letter - New Jersey\nDear Dr X",
      "ANATOMICAL PATHOLOGY\nLab number: 24-P-000123",
      "OPERATION NOTE\nSurgeon: X",
      "Nursing handover - Labour Room\nBed 4: stable",
      "Discharge summary - General Medicine\nName: X",
    ],
  },
  {
    rule: "sender-over-title",
    fires: [
      "[[RIVERSIDE]]\nPre-authorisation request\nMember no 12345678",
      "[[Kestrel Bupa]]\nClaim form - Part A\nMember no 12345678",
      "[[Discovery Health]]\nPre-authorisation request form\nMember no 12345678",
      "[[AIA Singapore]]\nClaim form\nName: Tan Wei",
    ],
    leaves: [
      "Resus Trolley\nCheck sheet\nDate: 1/2/2020",
      "URGENT\nReferral letter\nDear Dr X",
      // A kind of care, not an organisation: its first word says what, not who.
      "Sexual Health\nReferral form\nName: John",
    ],
  },
  {
    rule: "sender-over-address",
    fires: [
      "[[Riverside]]\n12/345 Karaka Road\nAuckland 1010",
      "[[MERCY]]\nUnit 4, 12 SMITH STREET\nDublin 4",
    ],
    leaves: ["Discharge summary\n12 Main Road\nAuckland", "Riverside\nTake 2 tablets daily\nReview"],
  },
  {
    rule: "facility-after-self-introduction",
    fires: [
      "hi Mere its Sarah from [[Kestrel]]. your appt is 3pm",
      "This is Anil from [[Tarawhiti Pharmacy]], your script is ready.",
      "hi its jo from [[baragwanath]], call back pls",
      "ITS THABO FROM [[KESTREL VALLEY]]. UR SCRIPT IS READY",
    ],
    leaves: [
      "hi its Sarah from Reception, call back pls",
      "its Sarah from the ward, call back pls",
      "Its effect from Monday was good.",
      "its sarah from reception. call back",
    ],
  },
  {
    rule: "practice-after-bare-gp",
    fires: [
      "- lives alone; GP [[Lakeshore Medical]]\nBed 5B",
      "- lives with wife; gp [[tarawhiti health]]\nbed 6",
    ],
    leaves: [
      "- lives alone; GP aware.",
      "- lives alone; GP to review.",
      "gp letter sent.",
      "; GP Dr Tan\nBed 5",
    ],
  },
  {
    rule: "practice-after-gp",
    fires: [
      "GP: Dr Cloutier, [[Kestrel Medical]]. Last seen 2 weeks ago.",
      "GP: DR HENG, [[BEDOK KESTREL]]. LAST SEEN 12/03/2024.",
      "gp: dr saxena, [[tarawhiti]]",
    ],
    leaves: [
      "GP: Dr Cloutier, aware. Last seen 2 weeks ago.",
      "GP: Dr Cloutier, Cardiology clinic.",
      "GP: DR HENG, RETIRED.",
      "Seen by GP, Kestrel Medical. Last seen 2 weeks ago.",
    ],
  },
  {
    rule: "organisation-before-attention",
    fires: [
      "FAX\nTo: [[Kestrel Chemists]]   Attn: J Brown\nPhone: 09 555 0142",
      "FAX\nto: [[tarawhiti medical centre]]   attn: records\nfax: 09 555 0142",
    ],
    leaves: [
      "FAX\nTo: Dr Jane Brown   Attn: records\nPages: 2",
      "FAX\nTo: Pharmacist   Attn: records\nPages: 2",
    ],
  },
];
