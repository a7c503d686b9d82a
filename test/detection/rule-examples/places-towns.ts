import type { RuleExample } from "./example.ts";

/**
 * Towns read by their slot in dictation, telehealth fields, French notes, histories and address
 * blocks (issue 19): src/detection/recognisers/places/town-after-*.ts and town-before-postcode.ts.
 * Written for these tests.
 */
export const PLACE_TOWN_EXAMPLES: readonly RuleExample[] = [
  {
    rule: "address-after-aged-of",
    fires: [
      "Deceased: Hemi Walker, aged 61, of [[RD 5, Kaiapoi]]\nBrought by Constable Ngata",
      "The deceased, aged 71 years, of [[Stand 812, Extension 3, Mthonjaneni]], was found at home.",
      "SIPHO NKOSI, AGED 34, OF [[HOUSE 90, SECTION K, MTHONJANENI]]",
      "Mr Roy, aged 80, of [[4410 rue Principale, app. 3, Matane]]. He lived alone.",
    ],
    leaves: [
      "Her son, aged 12, of whom she is the carer, attended.",
      "Aged 54, of note, no prior admissions.",
      "AGED 54, OF NOTE, NO PRIOR ADMISSIONS.",
      "John, aged 61, of a retired family, declined.",
    ],
  },
  {
    rule: "address-after-conveyance",
    fires: [
      "BIBA from [[RD 5, Kaiapoi]]. Job E7720113",
      "BIBA FROM [[RR 2, SITE 4, COMP 9, SWIFT CURRENT]]. CASE # 4410",
      "Ambulance from [[14 Karaka Street, Oamaru]]; pt alert.",
      "picked up from [[Erf 812, Zone 3, Mthonjaneni]] by crew",
    ],
    leaves: [
      "BIBA from home, GCS 15.",
      "BIBA from Kowhai Health, Kaiapoi.",
      "Ambulance from 2 hours ago, no change.",
      "Collected from ED at 14:00.",
    ],
  },
  {
    rule: "block-unit-number",
    fires: [
      "Visit address: [[Blk 208B Compassvale 4 #09-311]]",
      "Home visit at [[BLOCK 77 JALAN MEMBINA #02-1140]], pt alone.",
    ],
    leaves: ["Order #05-123 sent to pharmacy.", "Block 2 #05-12 of the trial kit", "Blk 12 done."],
  },
  {
    rule: "town-after-spoken-comma",
    fires: [
      "to doctor patel at the harbour view surgery comma [[kaiapoi]] new paragraph",
      "to doctor Patel at Harbour View Surgery comma [[Kaiapoi]] new paragraph",
      "to doctor Byrne at Main Street Clinic comma [[Swift Current]] full stop",
      "copy to doctor Singh at Lakeside Practice comma [[Saint-Lazare]] new line",
      "to doctor eze at the family clinic comma [[port harcourt]] new paragraph",
    ],
    leaves: [
      "thank you comma new paragraph",
      "the pain is sharp comma worse at night full stop",
      "dear doctor Patel comma Yours Sincerely comma",
      "she takes metformin comma amlodipine new line",
    ],
  },
  {
    rule: "town-after-home",
    fires: [
      "Patient location: home, [[Kaiapoi]]  Clinician location: clinic room 2",
      "Location: Home - [[Oamaru]]\nCall-back number: on file",
      "Seen at home, [[Mthonjaneni]].",
      "PATIENT LOCATION: HOME, [[KAIAPOI]]",
    ],
    leaves: [
      "Discharge destination: home, Independent.",
      "Location: home, well supported by family.",
      "Discharged home, GP to review.",
      "She went home, Kaiapoi was too far.",
    ],
  },
  {
    rule: "town-after-home-noun",
    fires: [
      "SOCIAL WORKER TO TRACE FAMILY IN [[MTHONJANENI]].",
      "LIVES IN 3-ROOM FLAT AT [[SEMBAWANG]], SPEAKS HOKKIEN.",
      "relatives in [[nsukka]], will come tmrw",
      "FAMILY HOME NEAR [[OAMARU]]",
      "was taken to a chemist at [[nsukka]] then to the general hospital",
    ],
    leaves: [
      "Social worker to trace family in Mthonjaneni.",
      "FAMILY IN AGREEMENT WITH PLAN.",
      "FLAT AT GROUND LEVEL, NO STAIRS.",
      "family in ICU waiting room",
      "HOME AT 1400 WITH SON.",
      "CLINIC AT OUTREACH CENTRE THEN HOME.",
    ],
  },
  {
    rule: "town-after-french-a",
    fires: [
      "Patiente de 80 ans, vit seule en appartement à [[Matane]].",
      "Habite avec son fils à [[Saint-Hyacinthe]], autonome.",
      "Patient demeure à [[Rivière-du-Loup]], autonome.",
    ],
    leaves: [
      "Vit seule, RDV à Clinique externe demain.",
      "Référé à Cardiologie pour suivi.",
      "Il vit seul. À Noter: allergie.",
    ],
  },
  {
    rule: "town-after-person-from",
    fires: [
      "HPI: 81 yo woman from [[Medicine Hat]], retired teacher.",
      "He is a retired fisherman from [[Port-Cartier]].",
      "Pleasant lady from [[Kaiapoi]], lives alone.",
    ],
    leaves: [
      "He was discharged from ICU yesterday.",
      "She is recovering from Pneumonia.",
      "She is back from Spain.",
      "Referral from Dr Byrne, thank you.",
      "He was transferred from Ward 5 overnight.",
    ],
  },
  {
    rule: "town-after-place-comma",
    fires: [
      "BIBA from Nganampa Health, [[Umuwa]]. Job 4471",
      "Transferred from St. Brendan's Community Hospital, [[Loughrea]].",
      "Seen at Lakeview Walk-in Clinic, [[Wetaskiwin]];",
      "BIBA FROM RIVERBEND REST HOME, [[KAIAPOI]]. CASE # 1234",
      "Meds from Guardian Pharmacy, Jalan Besar, [[Geylang]].",
    ],
    leaves: [
      "Referral from Dr Byrne, Cardiology.",
      "Letter from Hill, Sarah.",
      "Patient at Risk, Moderate.",
      "Transferred from ICU, Bay 4.",
      "Seen at Monday clinic, Tuesday.",
    ],
  },
  {
    rule: "town-before-postcode",
    fires: [
      "Mrs N Zulu\nStand 812, Extension 3\n[[Mthonjaneni]], 3880\nKwaZulu-Natal",
      "Mr T Ruha\nRD 2\n[[Kaiapoi]] 7692",
      "Mr P Gagnon\nRR 4, Site 9, Comp 12\n[[Swift Current]], S9H 4M6",
      "Ms A Walsh\nKnocknagree\n[[Kanturk]], P51 X2Y4",
      "Shri R Prasad\nVill. Bhairopur, P.O. Dhanpur\n[[Gorakhpur]], PIN: 273001",
      // The code alone on its line under the town's line.
      "Mrs N Zulu\nErf 4521, 12 Church Street\n[[Mthatha]]\n5099",
      "Mrs N Zulu\nErf 4521, 12 Church Street\nMthatha\n[[5099]]",
    ],
    leaves: [
      "Mrs N Zulu\nStand 812, Extension 3\nSingapore 520812",
      "Paracetamol 500mg\nTotal 2000",
      "Ward 7\n\nRenal 1200",
      "Results: 12 March\nMonday 2300",
      "Paracetamol 500mg\nTotal\n2000",
      "Mrs N Zulu\nErf 4521, 12 Church Street\n\nMthatha\n5099",
    ],
  },
];
