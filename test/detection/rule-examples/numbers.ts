import type { RuleExample } from "./example.ts";

/** Structured values: phones, IDs, e-mail, URLs, addresses by number (src/detection/rules-numbers.ts). */
export const NUMBER_EXAMPLES: readonly RuleExample[] = [
  {
    rule: "email",
    fires: [
      "Daughter (Sydney) prefers e-mail: [[priya.raman@mail.example.au]]",
      "Results copied to [[m.oyelaran@stjudes-clinic.org]] per patient request.",
    ],
    leaves: ["Obs @ 0400: stable, see chart.", "Son signs his texts as kwame@home, no e-mail given."],
  },
  {
    rule: "url-scheme",
    fires: [
      "Photos uploaded to [[http://intranet.example.local/wounds/bed7]] for TVN.",
      "Discharge leaflet at [[https://leaflets.example.nz/copd?lang=mi]] given.",
    ],
    leaves: ["Leaflet link (http:// only) missing, reprinted."],
  },
  {
    rule: "url-www",
    fires: [
      "GP practice site [[www.kestrel-surgery.example.co.uk]] lists the hours.",
      "Family found advice on [[www.stroke-support.example.ie]] last week.",
    ],
    leaves: ["www not working on ward PC, IT informed."],
  },
  {
    rule: "url-host",
    fires: ["Booked via [[telehealth.example.com/rooms/44]] for Tuesday."],
    leaves: ["Given Adcal.D3 chewable tablets bd.", "Tab. Paracetamol 1g qds, Sando.K 2 tabs bd."],
  },
  {
    rule: "ip-address",
    fires: [
      "Pump 3 paired with host [[192.168.0.57]] on the ICU network.",
      "Telemetry box at [[10.42.7.118]] dropped out overnight.",
    ],
    leaves: ["Lactate 1.2.3 trend (typo), repeat gas sent.", "Version 2.4.1 of the pump software installed."],
  },
  {
    rule: "ssn-dashed",
    fires: [
      "Old billing sheet shows [[078 05 1121]] in the corner.",
      "Medicare form completed, number [[212-48-9067]] verified by clerk.",
    ],
    leaves: ["Room 000-12-3456 is a storage code, not an identifier."],
  },
  {
    rule: "ssn-labelled",
    fires: ["Social Security No: [[900-12-4432]] (ITIN per billing)."],
    leaves: ["Labs 900-12-4432 batch reference on the rack."],
  },
  {
    rule: "ssn-last-four",
    fires: ["Identity checked against SSN XXX-XX-[[6721]] on the insurance card."],
    leaves: ["Insurance card ending in 6721 checked at the desk."],
  },
  {
    rule: "ssn-compact",
    fires: ["Registration: SSN [[318402275]] confirmed with daughter."],
    leaves: ["Registration: lot 318402275 of the vaccine recorded."],
  },
  {
    rule: "phone-full",
    fires: [
      "Son in Toronto: [[+1 416 555 0162]], call after 6pm our time.",
      "Wife can be reached at [[(503) 555-0187]] after 5pm.",
      "Clinique externe: [[514-555-0143 poste 2231]] (Dr Gagnon).",
    ],
    leaves: ["NHS no. 401 023 2137 read back by the patient.", "Fluid in 250 300 2000 ml over three days."],
  },
  {
    rule: "phone-uk",
    fires: [
      "Niece in Glasgow on [[+44 (0)141 496 0023]] would like updates.",
      "Daughter on [[07700 900461]] if any change overnight.",
    ],
    leaves: [
      "Readings 01/02/2021 and 0113 done.",
      "Hb 0112 on the old lab printout, repeat sent.",
      "Ref 17700 900461 on the drug chart.",
    ],
  },
  {
    rule: "phone-seven-digit",
    fires: [
      "Neighbour's home [[555-0143]] if no answer.",
      // A contact list's letter for home, cell, work or mobile; a relative's word; "at".
      "Daughter Mary Smith (c) [[555-0142]], aware.",
      "NOK: MARY SMITH (DAUGHTER) [[555-0142]] | REL: X",
      "The family may be contacted at any time at [[555-0142]].",
    ],
    leaves: [
      "Potassium 555-0143 is not a plausible result, repeat sent.",
      "Clinic open at 930-1030 daily.",
      "Increased tv to 900-1000cc with VT 800-1000 overnight.",
    ],
  },
  {
    rule: "phone-cued-run",
    fires: [
      "Mobile [[021 456 7890]] (NZ), leave a message.",
      "Contact number [[0412 883 097]] (mobile, Brisbane).",
    ],
    leaves: ["Contact the ward 0800-1700 weekdays only."],
  },
  {
    rule: "pager-number",
    fires: [
      "Reg paged, ext [[2231]], awaiting call back.",
      "Surgical reg on bleep [[4417]] aware of the drain output.",
      // A letterhead: the pager under the council number's line.
      "MCRN 123456\nBleep [[4321]]",
    ],
    leaves: ["See page 112 of 140 in the drug chart.", "MCH 28 pg (27-32), MCHC 33 g/dL."],
  },
  {
    rule: "id-after-cue",
    fires: [
      "Policy number: [[HLX-440-9921]] (BUPA).",
      "Vehicle reg [[KX19 ABC]] for the parking permit.",
      "Account no. [[ACC-772190]] settled by the insurer.",
      "URN [[1234567]] Ward 4B",
      "UHID: [[A12345678]]",
      "IP: [[10234/2024]]  Ward: Female Medical",
      "MBI: [[1EG4-TE5-MK73]]",
      // A query typed fast: a local record label and six digits or more, no mark.
      "ur [[123456]] k 6.1",
      "crn [[1234567]] on apixaban",
      "dva [[NX123456]] gold card",
      "ird [[49-091-850]] for the ACC form",
      "nhis [[1234567]] for the clinic",
      // A register's letter and a dot before its digits.
      "Dr A Obi, MDCN reg no [[M.12345]]",
      // French for a licence: a Quebec physician's CMQ number.
      "Dre Julie Tremblay, permis [[12345]]",
    ],
    leaves: [
      "Account given by the daughter, plan agreed.",
      "Account of the fall given by the patient herself.",
      "ur welcome to come at 2 tmrw",
      "chart 1500 ml overnight, hospital 2 days",
      "DVA: 12 days respite; NHIS enrolled, pays 10%",
      "IP: day 3 of abx, plan home",
      // A short "a/b" after a label is a date or an interval, no plan number.
      "Plan: 3/12 f/u with bloods",
      // "dL" of a unit is no driving licence: a reference range follows.
      "Haemoglobin 13.5 g/dL 13-17",
    ],
  },
  {
    rule: "id-after-number-cue",
    fires: ["Referral ref no [[88124]] sent to physiotherapy."],
    leaves: ["Referral sent to physiotherapy, no 2 of 3 this month."],
  },
  {
    rule: "nhs-number-cued",
    fires: ["NHS [[401 023 2137]] confirmed on the wristband."],
    leaves: ["NHS trust policy on falls followed.", "NHS 111 advised her to attend A&E."],
  },
  {
    rule: "nhs-number-checked",
    fires: [
      "Identity: [[9434765919]] on the GP letter.",
      "Wristband reads [[943 476 5919]], matches the notes.",
    ],
    leaves: ["Wristband reads 943 476 5918, does not match the notes."],
  },
  {
    rule: "ni-number-cued",
    fires: ["Her NI no is [[JT 48 20 13 B]] per the benefits letter."],
    leaves: ["Her NI no is JT 48 20 13 F per the form (no such suffix)."],
  },
  {
    rule: "ni-number",
    fires: ["Benefits form lists [[JG 10 37 52 A]] as her insurance reference."],
    leaves: ["Benefits form lists GB 10 37 52 A as a code."],
  },
  {
    rule: "id-after-name",
    fires: [
      "WARD ROUND: KELLY, Mary [[1234567]] - day 2 post op",
      "Grace TAN, [[8812345]], query UTI",
      "Please review Margaret Whitfield ([[4471920]]) on the ward.",
      "Reported by histopathologist A Mehta-Singh ([[7123456]]). Authorised.",
    ],
    leaves: [
      "Implant: Zimmer Biomet 123456, size 4.",
      "Please review Margaret Whitfield (44719) on the ward.",
      "Metformin Sandoz 1000000 units.",
    ],
  },
  {
    rule: "record-dotted-label",
    fires: ["M.R.N. [[1234567]] on the wristband.", "I.P. No. [[2024/12345]] admitted to ward 4."],
    leaves: ["Heparin i.p. 1000 units given.", "Seen by Dr. A.B. 12345 times."],
  },
  {
    rule: "spaced-digit-id",
    fires: ["and her hospital number is [[4 5 2 1 8 9]] thank you", "NHI number [[a b c 1 2 3 4]] next"],
    leaves: ["power 4 4 4 4 5 5 in all limbs", "Ref no 1 2 3 then the rest"],
  },
  {
    rule: "id-bracketed-code",
    fires: ["Registered with Oakfield Surgery ([[M84021]]) since 2010."],
    leaves: ["Taking vitamin D (D3000) daily.", "Registered with Oakfield Surgery (M8) since 2010."],
  },
  {
    rule: "id-prefixed-number",
    fires: [
      "Old notes filed under [[K0492117]] in records.",
      "Old notes under [[RX0048213]] requested from records.",
      "Registered with the HPCSA under [[MP0123456]].",
      // A query typed in lower case: the prefix keeps no capitals.
      "seen today [[rxh1234567]] ct chest",
    ],
    leaves: [
      "Old notes under RX00482 requested from records.",
      "Level under AB123456.5 on the strip.",
      "plt150000 wbc12000 this am",
      "Pt seen, k1234567 noted",
    ],
  },
  {
    rule: "event-ref-labelled",
    fires: [
      "Incident: [[2024-0012345]], crew on scene 0312.",
      "CAD: [[240312-0457]] closed by dispatch.",
      "SAPS case [[CAS 123/04/2024]] opened at the station.",
      "Coronial case [[CC 2024/123]] per the registrar.",
      "Coroners Court reference [[COR 2024 001234]]",
      "Insurer claim [[HX45-7781]] accepted.",
      "Incident number (CAD): [[12345]]",
      // A short prefix in a note with no case, before a joined code of six digits or more.
      "police on scene, occurrence # [[go 2024-123456]].",
    ],
    leaves: [
      "Incident: fall at 0300, no injury.",
      "Incident occurred 40 mins ago.",
      "CAD: EF 35% on echo.",
      "Coroner: notified 12/03/2024.",
      "Inquest: 2019",
      "Rx: amoxicillin 500 mg tds",
    ],
  },
  {
    rule: "council-register-number",
    fires: [
      "Dr H Parata, Medical Council of New Zealand registration [[12345]]",
      "College of Physicians and Surgeons of Ontario #[[54321]]",
      "Health Professions Council of South Africa: [[MP0123456]]",
      "Medical and Dental Council of Nigeria: [[MDCN/R/12345]]",
      "Dr V Rao, Regn: [[45678]]",
    ],
    leaves: [
      "Council of Europe 2019 report on care.",
      "Board: 12 mg daily",
      "Medical Council guidance 2024 applies.",
      "Regn: pending",
    ],
  },
  {
    rule: "callsign-labelled",
    fires: [
      "Callsign: [[MEDIC 41]] to scene.",
      "Attending unit [[P341]], two crew.",
      "Call sign [[ECHO-31]] cleared at 0415.",
      "Unit: [[Medic 12]]",
      "Callsign: [[412]]",
    ],
    leaves: [
      "Unit: 4B",
      "Unit: Ward 7",
      "Crew: 2 paramedics",
      "Ambulance: arrived 1405",
      "Callsign 2 mins out",
    ],
  },
  {
    rule: "booking-code-labelled",
    fires: ["Booking ref: [[XJ7K2P]] for the flight home.", "Confirmation code [[4F7H2K9M]] sent by SMS."],
    leaves: ["Ref: COVID19 swab negative.", "Booking: MRI L4S1 spine.", "Order: SLC2 panel"],
  },
  {
    rule: "id-in-field-cell",
    fires: [
      "| Accession | [[RA24-118832]] |",
      "| Reg No | [[KMC 12345]] |",
      "Incident number\t[[2024-118832]]",
      "Lab No              [[24-118832]]\nCollected   09:40",
      "Subject ID:\n[[TRX-014-0032]]",
      "| ahpra | [[med0001234567]] |",
    ],
    leaves: [
      "| Bed No | 12A |",
      "| Room number | 3124 |",
      "| Specimen | Blood |",
      "| Lab No | 12/03/2024 |",
      "Accession   24 hr urine collection",
      "| Claim No | 3348221 accepted by insurer |",
    ],
  },
  {
    rule: "callsign-after-vehicle",
    fires: [
      "Unit [[P341]] on scene 14:20, pt found on floor.",
      "Veh [[A341]] dispatched, crew of two.",
      "c/s [[med-12]] transported to ED.",
    ],
    leaves: ["Unit ICU2 full, divert.", "Unit 4B stable overnight.", "Insulin 12 unit IV over 1 hr."],
  },
  {
    rule: "provider-number-au",
    fires: ["Dr K Nguyen, Consultant Physician [[2345671A]]", "referred by dr nguyen, provider [[055123al]]"],
    leaves: ["Dr K Nguyen, Consultant Physician 2345671B (check character wrong)", "Part no. 2345671AX"],
  },
  {
    rule: "nmc-pin",
    fires: ["Signed: S Adeyemi RN [[12A3456E]]", "checked by sn lee [[07k1234s]]"],
    leaves: ["Signed: S Adeyemi RN 12Z3456E (no month letter)", "Lot 12A3456E7 on the vial"],
  },
  {
    rule: "extension-x",
    fires: ["Tel 020 7946 0958 [[x4321]] for the secretary.", "CNS on bleep 1234 or [[x5678]]."],
    leaves: ["Cells counted at x400, then x1000 under oil.", "Repeat x3 then review."],
  },
  {
    rule: "extension-x-spaced",
    fires: [
      "Potassium phoned to the registrar (RMO, x [[4521]]) at 14:12.",
      "CNS on bleep 1234 or x [[5678]].",
    ],
    leaves: ["Irrigated 150 mL, x 250 in total.", "Field (A, x 250 um) on the slide."],
  },
  {
    rule: "pager-in-list",
    fires: ["Cardiology reg via bleep 2231 or [[2232]].", "Ward clerk ext: 2231, [[2232]]."],
    leaves: ["Hb 120, 130 or 140 over the week.", "Volume 250/300 mL given."],
  },
  {
    rule: "pager-run-in",
    fires: ["Contact the CNS on ext[[4412]] after 5pm.", "Reg bleep[[2231]] for the ward."],
    leaves: ["MCH 28 pg4412 is no pager.", "Matrix 512x512 scan."],
  },
  {
    rule: "extension-after-device",
    fires: ["Charge nurse on Vocera [[4321]] overnight.", "Ring the ward phone [[4321]] first."],
    leaves: ["Internal fixation 2019, removed 2021.", "Phone review 12 weeks."],
  },
  {
    rule: "uuid",
    fires: ["eReferral [[3f2a9b1c-04d7-4e21-9a6b-7c0e5d8f1a23]] accepted by the clinic."],
    leaves: ["Lot 3f2a9b1c-04d7-4e21-9a6b on the box (too short)."],
  },
  {
    rule: "abha-address",
    fires: ["ABHA address: [[ravi.kumar@abdm]] linked at registration.", "abha [[rk1985@sbx]]"],
    leaves: ["Write to help@abdm.gov.in for the card.", "Patient @ abdm counter"],
  },
  {
    rule: "register-number-bare",
    fires: ["Dr A Rao, MBBS (Reg. [[56789]])", "Signed: Dr B Naidu\nReg [[123456]]"],
    leaves: ["Registration 2019 with the practice.", "reg 1500 mL overnight"],
  },
  {
    rule: "council-acronym-number",
    fires: ["Dr S Bose, MBBS, [[WBMC 56789]]", "Dr P Reddy, [[TSMC 2012/03/1234]]"],
    leaves: ["See the PMC 1234 article.", "RMC 2021 guidelines followed."],
  },
  {
    rule: "hpcsa-number",
    fires: ["Dr T Botha\nMBChB (Pret)\n[[MP 0123456]]", "Dr N Dlamini, clinical psychologist [[PS 1234567]]"],
    leaves: ["MP 123456 on the form (six digits).", "Ward MX 1234567 (no register's letters)."],
  },
  {
    rule: "id-in-column-cell",
    fires: [
      "| Incident No | Date | Callsign |\n| [[2024-118832]] | 12/03/2024 | P341 |",
      "Accession\tCollected\n[[RA24-118832]]\t09:40",
      "Time   Name             Chart #   Reason\n09:00  Roy, Marc        483920    AF\n09:20  Lam, Kit Yee     [[572019]]    new",
    ],
    leaves: [
      "| Test | Result | Ref |\n| Sodium | 138 | 135-145 |",
      "| Bed No | Age |\n| 1204 | 67 |",
      "Drug        Dose    Lot\nAmoxicillin 500mg   4471\nCo-amox     625mg   4472823",
    ],
  },
  {
    rule: "accession-shaped",
    fires: [
      "MICRO [[M24-012345]] Urine MC&S, final report",
      "Specimen [[24-11-01234]] received 28-Nov-26",
      "blood culture [[24-1234567]] no growth at 48h",
      "sputum [[m24/01234]] mcs pending",
    ],
    leaves: [
      "Batch A24-01234 expiry 03/2027",
      "Call 09-1234567 for results",
      "Seen 12-03-2024, range 12-15, ICD-10 A09",
    ],
  },
  {
    rule: "id-long-number",
    fires: [
      "Sample tube labelled [[4400129873]] sent to the lab.",
      // A chat's sender saved as a bare number, before the colon of the message.
      "[12/3/24, 14:20] [[98765432101]]: pt is stable",
    ],
    leaves: ["Coded as SNOMED CT 22298006, myocardial infarction."],
  },
  {
    rule: "zip-after-state",
    fires: ["Correspondence to Tucson, AZ [[85719]].", "Moved to Dayton, OH [[45409]] in the summer."],
    leaves: ["Born in Texas 1952, moved to Dayton in the summer."],
  },
  {
    rule: "street-address",
    fires: [
      "Home: [[1540 Maple Avenue]], with wife.",
      "Lives at [[27 Kowhai Crescent]] with her grandson.",
      "Bedok Family Clinic\n[[417A Tampines Street 42]]\nTel 6555 0142",
      // Two street types: one opening the name, one after another.
      "Lives at [[45 Park Road]] with her son.",
      "Lives at [[45 Wattle Grove Drive]] with her son.",
      // Issue 19: "No", "#" or a comma around the house number, a letter after it, an estate.
      "She lives at [[No 14 Awolowo Road]] with her sister.",
      "She lives at [[12, Gandhi Road]] with her son.",
      "Moved to [[12A Kowhai Street]] last month.",
      "Moved to [[3 Ashgrove Lawns]] last month.",
      "Lives at [[12 St. Patrick's Road]] with her son.",
      "Lives at [[12 Sunset Palms, 45 Main Road]] with her son.",
      // A land parcel's number, or a suburb and its code, before the house number (South Africa).
      "Address: [[Erf 4521, 12 Church Street]]; tel on file.",
      "Re: T Mokoena, [[Hatfield 0083, 23 Jacaranda Avenue]]; seen today.",
      // A hyphen inside the street's name (Nigeria).
      "Lives at [[12 Adeola-Odeku Street]] with her son.",
    ],
    leaves: [
      "Took 3 Senna tablets at bedtime.",
      "no 2 days alike, Road trip planned.",
      "1, Main Street entrance closed.",
      "Lives with her grandson, 27 tablets in the dosette.",
      "Bed 12A Ward Street side, 2 staff.",
      // A street type opening the name needs the note's case.
      "lives at 45 park road with her son.",
      "Cycled 5 km, Lagos-Ibadan traffic heavy.",
    ],
  },
  {
    rule: "po-box",
    fires: [
      "Mail goes to [[P.O. Box 77]] in the village.",
      "Post to [[PO Box 1184]], Alice Springs.",
      "Groote Schuur\n[[Private Bag X3]]\nTel 021 404 9111",
    ],
    leaves: ["Post-op box dressing left in place."],
  },
];
