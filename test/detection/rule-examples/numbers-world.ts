import type { RuleExample } from "./example.ts";

/**
 * Identifiers, postcodes and phone numbers of Australia, New Zealand, Canada, Ireland, India,
 * South Africa, Nigeria and Singapore (recognisers/numbers/world-*.ts). Every value was made up
 * for these tests; the checked ones were given valid (or, in `leaves`, wrong) check digits by hand.
 */
export const NUMBER_WORLD_EXAMPLES: readonly RuleExample[] = [
  {
    rule: "phone-international",
    fires: [
      "Daughter in Perth on [[+61 412 345 678]], happy to be called any time.",
      "NOK: son (Lagos) [[+234 803 123 4567]], speaks Yoruba and English.",
      "Wife reachable on [[+91 98450 12345]] after 6pm IST.",
      "Sister in Cork, [[+353 87 123 4567]].",
      "GP rooms [[+64 (0)9 376 5521]] faxed the referral.",
    ],
    leaves: ["Reflexes +2 bilaterally, oedema +1 to mid shin.", "Fluid balance +1250 mL over 24 h."],
  },
  {
    rule: "phone-trunk",
    fires: [
      "GP surgery [[(02) 9876 5432]], ask for the practice nurse.",
      "Husband's mobile [[0412 345 678]], please ring before discharge.",
      "Mum rang from Soweto, [[082 555 1234]], wants an update.",
      "Contact the hostel warden on [[011 555 1234]] before transfer.",
      "Practice line [[(02) 9876 5432 ext 214]] for results.",
      // A number in brackets: the brackets are not the number's.
      "home tmrw if son sean ([[087-1234567]]) can collect",
    ],
    leaves: [
      "Reviewed on 03 04 2021, bloods repeated.",
      "Intake 0 250 300 mL over the shift.",
      "Feeds at 0600 1200 1800 2200 via NGT.",
    ],
  },
  {
    rule: "phone-mobile-in",
    fires: [
      "Attendant (brother) mobile [[98450 12345]], Kannada speaker.",
      "Son's mobile [[098450 12345]] for updates.",
      // In brackets or closing a clause.
      "Spoke to son ([[098450 12345]]), he will come.",
      "Attender wife Priya ([[98765-43210]]) aware of plan.",
    ],
    leaves: [
      "Platelets 15000 20000 on serial counts.",
      "Target range 65000-68000 on the old assay.",
      "Counts 12345 67890 in the old lab format.",
      "Reading 098450 12345.5 on the meter.",
    ],
  },
  {
    rule: "phone-sg",
    fires: [
      "Daughter HP: [[9123 4567]], speaks Mandarin.",
      "Clinic tel [[6123-4567]] for bookings.",
      "Emergency contact (daughter, Mei Ling): [[9123 4567]]",
      "Lives in Blk 123 Ang Mo Kio Ave 3 with his son ([[9876 5432]]).",
      // A note that names a Singapore hospital or town.
      "Discharged from TTSH to Tampines. Son Wei Ming [[9876 5432]] will collect.",
      // A bracket of its own after a contact's name.
      "14:00 RN: d/w Dr Mary Tan ([[9123 4567]]), to review at 5 pm.",
    ],
    leaves: [
      "WCC 9123 4567 on the two counts.",
      "Tel: 6000 8000 was the fax before.",
      "Emergency contact (daughter) 4 visits, 9123 4567 counted.",
    ],
  },
  {
    rule: "postcode-after-state",
    fires: [
      "Lives alone at 14 Banksia Cres, Toowong QLD [[4066]] with her cat.",
      "Home: 9 Wattle St, Fitzroy VIC [[3065]].",
      "Residence: 12 Allen Ave, Ikeja, Lagos State [[100271]].",
      "Permanent address 4th Cross, Jayanagar, Karnataka [[560041]].",
      "Re: John Smith\n12 Smith Street\nBrunswick vic [[3056]]\nDOB 1/2/1950",
      "re John Smith of 14 Smith Street Brunswick Victoria [[3056]] date of birth",
      "Scene: 123 Smith Street, Brunswick VIC [[3056]]; found on floor",
      "Re: Mr Chidi Okafor\n14 Zik Avenue\nAwka anambra [[420001]]\nDOB 1/2/1960",
    ],
    leaves: [
      "Given vit D 4066 units weekly (QLD protocol) per endo.",
      "Dose\n12 mg daily\nTaken vic 3056",
      "Re: John Smith\n12 Smith Street\nBrunswick vic 4066",
      "Lives in Toowong QLD 9999999 (typo).",
    ],
  },
  {
    rule: "postcode-labelled",
    fires: [
      "Postcode: [[0632]] (North Shore).",
      "PIN code - [[560034]]",
      "Eircode [[4066]] not given, postal code pending.",
    ],
    leaves: ["Post op day 2, code status full.", "PIN 1234 for the drug cupboard changed."],
  },
  {
    rule: "postcode-line-end",
    fires: [
      "Address: 14 Kauri St, Remuera, Auckland [[1050]]\nNOK: husband",
      "12 Jan Smuts Ave, Sandton, Johannesburg, [[2196]]",
      "Flat 4B, 5th Cross, Jeevan Bhima Nagar - [[560075]]",
      // An Indian PIN written in two halves.
      "12 Temple Street, Mylapore - [[600 004]]",
      // A town line under a street line of an address block, in any casing.
      "parklands family practice\n12 main road\nrondebosch\n[[7700]]\ntel 021 555 0101",
      // Mid-sentence after a street address.
      "She lives at 4 Kloof Street, Gardens, [[8001]] with her sister.",
      // A town line running on into its phone, and the code alone between town and phone.
      "sunnyside clinic, arcadia pretoria [[0083]] tel (012) 555 1234",
      "dr k naidoo\nrondebosch\n[[7700]]\ntel (021) 555 1234",
      // A city, a comma and the code closing a clause; a PIN before a state.
      "She lives in Observatory, Cape Town, [[7925]]. Her mother visits.",
      "Family lives near Adyar [[600020]], Tamil Nadu.",
    ],
    leaves: [
      "Moved to Auckland 2019\nNo further falls.",
      "Seen in 2019 tel 021 555 1234 about the results.",
      "In Bed 4, Ward 7, 1500.",
      "Plt 1500 (150) today, WBC 4500, Lagos team aware.",
      "Seen in clinic, Hb 1234, Cr 0810",
      "Sodium 140 | Potassium 4.1 | Glucose 5600 | Urea 7",
      "1 Paracetamol 500 mg\n2 Ibuprofen 400 mg\nTotal 1500",
    ],
  },
  {
    rule: "postcode-sg",
    fires: [
      "Blk 123 Ang Mo Kio Ave 3 #05-12 [[S(560123)]]",
      "Resides at 8 Jurong West St 42, Singapore [[640808]].",
      "Re: Mdm Tan\nBlk 481B Jurong West St 41 #05-123\nsingapore [[641481]]\nNRIC",
    ],
    leaves: ["Singapore 990000 is not a postcode (district 99).", "Ward S(12) bed 4."],
  },
  {
    rule: "postcode-ca",
    fires: [
      "Lives at 220 King St W, Toronto ON [[M5V 2T6]] with partner.",
      "Mailing: Box 12, Iqaluit NU [[X0A 0H0]].",
      // Run together after a province code and a dash, as a letterhead prints it.
      "123 RUE PRINCIPALE, LAVAL, QC - [[H7N1A1]] TEL: (450) 555-0100",
    ],
    leaves: ["Staged T2N 0M0 on CT.", "Lead V5 and V6 changes on the ECG."],
  },
  {
    rule: "postcode-eircode",
    fires: [
      "Home address 12 Harbour Rd, Dublin [[D02 X285]].",
      "Lives in Ballincollig, Co. Cork [[P31 KX67]].",
      // An identifier of letters only where an address puts it: after a comma or a county.
      "Lives at 4 Main Street, Ballincollig, [[P31 FKRW]] with her mother.",
    ],
    leaves: [
      "Wedge fracture T12 L1 on the lateral film.",
      "Ward C12 WARD round at 10.",
      "TRANSFERRED TO ICU, D10 WARD AWARE.",
      // No routing key ("C09" opens an ATC code), or an ATC code of a coding list.
      "ATC C09AA05 ramipril, A10AE04 insulin glargine.",
      "Topical (ATC): D07AC01 betamethasone.",
    ],
  },
  {
    rule: "national-id-labelled",
    fires: [
      "Medicare No: [[2953 71042 1]] exp 03/27",
      "NHI: [[ZAC5362]] (check digit queried with records).",
      "OHIP [[5837-261-949 AB]] valid.",
      "RAMQ: [[TREM 5405 1512]]",
      "PPSN [[1234567TA]] on the medical card form.",
      "Aadhaar [[XXXX XXXX 0124]] seen by the clerk.",
      "PAN [[ABCPE1234F]] for the insurance claim.",
      "NRIC [[SXXXX147A]] verified at registration.",
      // A hyphen joining the label to the value, as quick lower-case notes write it.
      "sin-[[046 454 286]] on the form",
      // An NHI's letters one space before its digits, after its label.
      "NHI [[ABC 1234]] confirmed with the patient.",
    ],
    leaves: [
      "Medicare card not brought today.",
      "NHI unknown, temp number issued.",
      "PAN-sensitive culture sent.",
    ],
  },
  {
    rule: "medicare-au",
    fires: ["Card [[2953 71047 1]] presented at the desk.", "09:00  Roy, Ann   [[2953710471-1]]   review"],
    leaves: [
      "Card 2953 71042 1 presented at the desk (check digit wrong).",
      "Batch 2953710421-1 (check digit wrong).",
    ],
  },
  {
    rule: "phn-bc",
    fires: ["09:20  Lee, Bo   [[9698 658 215]]   new referral"],
    leaves: ["09:20  Lee, Bo   9698 658 216   (check digit wrong)", "Lot 4698 658 215 (no 9 first)"],
  },
  {
    rule: "medicare-mbi",
    fires: ["her medicare is [[1EG4-TE5-MK73]] pls", "0910  LEE, BO  [[1EG4TE5MK73]]  NEW"],
    leaves: ["lot 2AB3-CD4-EF56 (B is never used)", "typed 1eg4te5mk73 in lower case"],
  },
  {
    rule: "ihi-au",
    fires: ["Identifier [[8003608176459121]] on the discharge summary."],
    leaves: ["Identifier 8003608176459122 on the discharge summary (check digit wrong)."],
  },
  {
    rule: "nhi-nz",
    fires: ["Referral for [[ZAC5361]], Māori, 54, from Kaitaia.", "Booking for [[PRK4829]] at outpatients."],
    leaves: ["Referral for ZAC5362 from Kaitaia (check digit wrong).", "Lab code ABC1234 repeated."],
  },
  {
    rule: "ohip-ca",
    fires: ["Health card on file [[5837-261-949-AB]] per clerk."],
    leaves: ["Health card on file 5837-261-948-AB per clerk (check digit wrong)."],
  },
  {
    rule: "ramq-ca",
    fires: ["Carte [[TREM54051512]] présentée.", "bed 4 roy marie 45f ([[trem 5405 1512]]) t2"],
    leaves: ["Code TREM54991512 (no month 99).", "pls call back 5405 1512 re bloods"],
  },
  {
    rule: "sin-ca",
    fires: ["Form completed, [[527 183 941]] for the WSIB claim."],
    leaves: ["Form completed, 527 183 942 for the claim (check digit wrong).", "Doses 120 150 180 given."],
  },
  {
    rule: "ppsn-ie",
    fires: ["Medical card form: [[8463217G]] confirmed.", "Social welfare ref [[3728415BA]]."],
    leaves: ["Medical card form: 8463217H confirmed (check letter wrong)."],
  },
  {
    rule: "aadhaar-in",
    fires: ["ID proof collected, [[2345 6789 0124]] photocopied."],
    leaves: ["ID proof collected, 2345 6789 0125 photocopied (check digit wrong)."],
  },
  {
    rule: "abha-in",
    fires: [
      "Health account [[91-4521-7789-3310]] linked at registration.",
      "RAVI KUMAR  12.03.45  [[14-4567-2345-8812]]",
    ],
    leaves: ["Batch 92-4521-7789-3310 of the vaccine."],
  },
  {
    rule: "pan-in",
    fires: ["Claim form: [[ABCPE1234F]] with the bank details."],
    leaves: ["Claim form: ABCXE1234F (no holder type X).", "Mixed case note: AbcpE1234F typed."],
  },
  {
    rule: "za-id",
    fires: ["ID [[8506125123081]] on the RAF form."],
    leaves: [
      "Lab ref 8506125123082 on the form (check digit wrong).",
      "Lab ref 8513125123081 (no month 13).",
    ],
  },
  {
    rule: "nric-sg",
    fires: ["Patient [[S8532147A]] from Tampines, seen at polyclinic.", "Spouse [[T0412389H]] accompanied."],
    leaves: ["Patient S8532147B from Tampines (check letter wrong)."],
  },
  {
    rule: "nric-sg-masked",
    fires: ["Identity checked: [[SXXXX147A]] on the appointment slip."],
    leaves: ["Batch AXXXX147A on the vial."],
  },
  {
    rule: "passport-labelled",
    fires: [
      "Passport no: [[PA1234567]] (Australian), travel insurance claim.",
      "passport [[E1234567K]] sighted",
    ],
    leaves: ["Passport: expired last year, family bringing it."],
  },
  {
    rule: "plate-labelled",
    fires: [
      "Rego [[1ABC 234]] in the visitor car park.",
      "vehicle reg [[KA 01 AB 1234]] noted by security",
      "Vehicle: [[CA 123-456]] (silver sedan)",
      "Vehicle rego: [[ABC12D]]",
      // A plate's shape after a bare "reg" or "registration".
      "Reg: [[BXR 123 GP]] Employer: Sasol",
      "Registration: [[AB 12 CD GP]] Colour: white",
      // "plate no" in a note with no case: letters first and three digits.
      "plate no: [[ab 123 xyz]] towed from scene",
    ],
    leaves: [
      "Plate count 150 on the film.",
      "dhs plate no 2 of 4 removed",
      "Reg: Dr Smith reviewed; Registration: 12 March 2024.",
      "Reg: HB 12 today, insulin 12 units.",
      "PT ON REG. DIET 4 WK F/U; REG: OF 5 MG DAILY.",
      "Plate and screws removed from the radius.",
      "Car: 12 mins away, daughter driving.",
    ],
  },
  {
    rule: "register-number-labelled",
    fires: [
      "Dr Ruth Hemi MBChB FRACP, MCNZ [[34567]]",
      "Signed: Dr P Naidoo, HPCSA [[MP0123456]]",
      "Dr A Okafor, MDCN [[45821]]",
      "Dr T Mokoena, HPCSA [[MP 0123456]]",
      "Sister A Bello, NMCN: [[RN 123456]]",
      "Dr R Iyer, [[KMC/MH 12345]]",
      "Dr L Tan, MCR [[M12345A]]",
      "J Rangi RN, Nursing Council of NZ (NCNZ) no. [[123456]]",
      "Dr M Ngata, HPI CPN [[12ABCD]]",
      "Reported by Dr Jane Smith (HPI CPN: [[34KLMN]])",
      "Dr S Rao, Reg. No. [[KMC 12345]]",
      "Folio: [[MDCN/R/12345]]",
      "Dr C Okafor — MDCN Folio [[MDCN 12345]]",
      "Dr K Patel, DMC Regn. No. [[12345]]",
      "Dr A MacLeod, CPSNS #[[12345]]",
      // Dictation writes a register's name in lower case; a register's word or mark follows it.
      "kind regards\ndr Jean Roy consultant geriatrician cpso # [[12345]]\ncc",
      "Signed by Dr Mary Byrne (mcrn [[123456]]) today.",
    ],
    leaves: [
      "Discussed with the SMC team re: funding.",
      "CPSO guidance on consent applies.",
      "HPI: 45 yo man with chest pain.",
      "HPCSA MP guidance on consent applies.",
      "MDCN/R guidance on consent applies.",
      "Cuff inflated to 30, psi 12345 on the gauge of the Mixed Case note.",
    ],
  },
  {
    rule: "trial-subject-id",
    fires: [
      "Subject ID: [[TRX-014-0032]], visit 3 per protocol.",
      "Participant no. [[0457]] randomised to arm B.",
      "Subject: [[014-0032]]",
    ],
    leaves: ["Subject to review in 2 weeks.", "Screening bloods 2 weeks ago.", "Subject: 45 yo male"],
  },
  {
    rule: "erx-id",
    fires: ["eRx token: [[2FK7QX9PL4MW3RZ8T1]] sent by SMS.", "Script ID [[4471-2290-8812]] dispensed."],
    leaves: ["Prescription given for 500 mg amoxicillin.", "Script written for 7 days."],
  },
];
