import type { RuleExample } from "./example.ts";

/** Places, hospitals and organisations (src/detection/rules-places.ts). */
export const PLACE_EXAMPLES: readonly RuleExample[] = [
  {
    rule: "hospital-name",
    fires: [
      "Old notes requested from [[Mercy General]] in Sacramento.",
      "Transferred to [[Mercy General]] overnight.",
    ],
    leaves: [
      "Handed over to general surgery at 9pm.",
      "Admitted to the Hospital for surgery.",
      // A place going on in Title Case to a rule or a class names the instrument.
      "San Francisco Syncope Rule negative, discharged.",
      "Dyspnoea, New York Heart Association class II.",
    ],
  },
  {
    rule: "hospital-name-one-word",
    fires: ["Transferred from Waikato [[Valley Hospital]] overnight."],
    leaves: [
      "Seen in the Falls Clinic today.",
      "Pressure areas: Norton 12, Braden 14.",
      "Distal radius fracture, Salter-Harris II.",
    ],
  },
  {
    rule: "address-unit",
    fires: ["New address: [[Flat 4]], 22 Carrick Terrace."],
    leaves: ["Flat affect, poor eye contact, 9 out of 10 pain."],
  },
  {
    rule: "org-line",
    fires: ["GP: Dr P Reddy, [[The Willows Surgery]]"],
    leaves: [
      "GP: Dr P Reddy, to review in surgery",
      "Claim via\nHSE Primary Care Reimbursement Service",
      // A model of care named by kinds of service only.
      "Booked with\nMidwifery Group Practice",
    ],
  },
  {
    rule: "address-block-line",
    fires: ["Dr A Mensah\n[[Kestrel Surgery]]\n14 Mill Road\nDerby\n\nDear Dr Mensah,"],
    leaves: ["Dr A Mensah reviewed her in surgery.\nPlan as below."],
  },
  {
    rule: "hospital-institution-words",
    fires: [
      "Referred on from [[Tauranga Hospital]] with a fractured wrist.",
      "Referred from [[Lakeshore General]].",
      "D/C TO [[MARKHAM GENERAL]] WITH FOLLOW-UP.",
      "[[Brockton General]] | Department of Medicine",
      "Arrived from [[Brockton General]] ED with chest pain.",
      "[[Elm Park General]]\n12 Church Road\nDear Dr Smith,",
    ],
    leaves: [
      "Referred on from Fracture Clinic with a fractured wrist.",
      "Procedure under General anaesthetic, reviewed by the Surgeon General.",
      "collects arvs monthly from the arv clinic near home.",
      "General surgery - review in clinic.",
    ],
  },
  {
    rule: "hospital-abbreviation",
    fires: ["Came from [[KGH]] by ambulance.", "Discussed with the [[RPH]] team today."],
    leaves: [
      // An abbreviation before a country names its ministry or health service.
      "Treated as per MOH Singapore guidelines.",
      "Came from the ED by ambulance.",
      "Estimated blood loss 600 mL, PPH 600 managed with oxytocin.",
      "Started prophylactic LMWH daily until discharge.",
      // A column head, a cell under a head that names no place, the capitals of the words before.
      "| Date | SFH | FHR |\n| 12/03 | 28 cm | 140 |",
      "| Date | Gest | FH |\n| 12/03 | 28/40 | FHH |",
      "Per Ministry of Health (MOH) guidance.",
    ],
  },
  {
    rule: "hospital-saint",
    fires: ["Was at [[St Brigid's]] last year for her hip."],
    leaves: ["Started on St John's wort by herself.", "Was taking St John's wort last year for her mood."],
  },
  {
    rule: "hospital-after-cue",
    fires: ["Transferred to [[Mercy General]] overnight."],
    leaves: ["Sent up to the ward after midnight."],
  },
  {
    rule: "hospital-abbreviation-cued",
    fires: ["Came from [[KGH]] by ambulance."],
    leaves: ["Came from ICU by ambulance."],
  },
  {
    rule: "hospital-abbreviation-bare",
    fires: ["Sent from [[RIE]] for a second opinion.", "Transferred to [[RVI]] for surgery."],
    leaves: ["Sent to HDU for closer monitoring."],
  },
  {
    rule: "state-listed",
    fires: ["Family live in [[Ohio]]."],
    leaves: [
      "Family live nearby, oh well.",
      // A state naming an instrument is no place of the patient's.
      "Foot ulcer graded by the University of Texas classification, grade 1A.",
    ],
  },
  {
    rule: "state-after-cue",
    fires: ["Moved to [[Texas]] last year."],
    leaves: ["Moved to the ward last year."],
  },
  {
    rule: "city-listed",
    fires: ["Daughter lives in [[Kumasi]] and phones weekly.", "Son flew in from [[Baltimore]] yesterday."],
    leaves: ["Son flew in, reading glasses lost."],
  },
  {
    rule: "city-after-cue",
    fires: ["Moved here from [[Dunedin]] in the spring.", "Family in [[Auckland]] are aware."],
    leaves: ["Family in agreement and aware."],
  },
  {
    rule: "city-after-cue-word",
    fires: ["Moved to [[Bath]] in the spring."],
    leaves: ["Moved to the bath with help from two staff."],
  },
  {
    rule: "country-listed",
    fires: [
      "Back from [[Nigeria]] two weeks ago, fever since.",
      "Born in [[Kenya]], came to Leeds in 1998.",
      "Visited [[Nigeria]] last month, fever since.",
    ],
    leaves: [
      "Ate a turkey sandwich at lunch, came to the ward in 1998.",
      // A country closing a national body's or publication's name is no place of the patient's.
      "Targets as per Diabetes Canada guidance, A1c under 7%.",
      "Schedule as in the Immunisation Guidelines for Ireland, chapter 2.",
      "Worried? Call Lifeline Australia any time.",
    ],
  },
  {
    rule: "region",
    fires: ["Spends summers on [[Cape Cod]] with her sister."],
    leaves: ["Spends summers at the cape with her sister, cod liver oil daily."],
  },
  {
    rule: "ward-with-floor",
    fires: ["Stepped down to [[Harbourne]] 3 at noon.", "TRANSFERRED TO [[HARBOURNE]] 3 AT NOON."],
    leaves: [
      "Increased to Bisoprolol 5 mg daily.",
      "Transferred to trolley 2 in the corridor, obs stable.",
      "Moved to sideroom overnight, Mother with her.",
      "TRANSFERRED TO THE PMTCT CLINIC FOR BLOODS.",
      "Moved to Recovery 1 post op, then to resus 2.",
    ],
  },
  {
    rule: "place-generic-head",
    fires: ["went back to [[willow creek]] by bus"],
    leaves: ["went back to the creek by bus"],
  },
  {
    rule: "place-after-residence",
    fires: ["SON IS LIVING IN [[DRUMQUILLAN]]."],
    leaves: ["SON IS LIVING IN HOPE."],
  },
  {
    rule: "place-after-residence-pair",
    fires: ["Lives in [[north Kumasi]] with her son."],
    leaves: ["Lives in supported housing with her son."],
  },
  {
    rule: "place-after-preposition",
    fires: ["Holiday in the [[Waikato]] last month."],
    leaves: ["Holiday in the sun last month."],
  },
  {
    rule: "organization-place-led",
    fires: ["Works for [[Kumasi Foods]] as a driver."],
    leaves: ["Works for Kumasi now, as a driver."],
  },
  {
    rule: "employer-after-work-verb",
    fires: ["Works for [[Ridgeback Logistics]] as a driver."],
    leaves: ["Works at the hospital as a porter."],
  },
  {
    rule: "organization-after-cue",
    fires: ["Company [[Zarvex]] paid for the taxi."],
    leaves: ["Company director, paid for the taxi."],
  },
  {
    rule: "organization-before-cue",
    fires: ["[[Zarvex]] rep visited the ward."],
    leaves: ["Pharmacy rep visited the ward."],
  },
  {
    rule: "building-name",
    fires: ["Seen at the [[Kowhai Pavilion]] clinic."],
    leaves: ["Seen at the new pavilion clinic."],
  },
  {
    rule: "building-joined",
    fires: ["Son visited [[Fennimore]]Building yesterday."],
    leaves: ["Son visited the building yesterday."],
  },
  {
    rule: "ward-number",
    fires: ["Moved to [[ward 12]] after the fall.", "Moved to [[Ward 22C]] by porters."],
    leaves: ["Ward round at 10, plan to discharge.", "Moved to the ward by porters, 22C bed free."],
  },
  {
    rule: "ward-named",
    fires: ["Stepped down to [[Rowan Unit]] this afternoon.", "Moved to [[Cedar ward]] after theatre."],
    leaves: ["Moved to the ward after theatre."],
  },
  {
    rule: "institution-line",
    fires: ["[[Aldermoor Hospital NHS Trust]]\nClinic letter"],
    leaves: ["Hospital letter\nClinic letter", "Booked with Midwifery Group Practice (MGP) caseload."],
  },
  {
    rule: "town-after-preposition",
    fires: [
      "Daughter lives near [[Stoke-on-Trent]] and visits weekly.",
      "Her brother in [[Castle Douglas]] rings weekly.",
    ],
    leaves: ["Reviewed in Hand Clinic, splint adjusted.", "Her Brother In Castle Douglas Rings Weekly."],
  },
  {
    rule: "employer-after-work-cue",
    fires: [
      "Works for [[Ridgeback Logistics]] as a driver.",
      "He was employed by [[Tiger Brands (Pty) Ltd]] until 2019.",
      "he was employed by [[coastal freight]]. lives alone.",
      "HE WAS EMPLOYED BY [[COASTAL FREIGHT]] AS A DRIVER.",
      "Works as a teller at [[Bank of the West]].",
      "WORKS AT [[KESTREL FOODS (NIG) LTD]] AS A DRIVER.",
      "Occupation: packer at [[Kestrel Foods]].",
      "She is a second-year student at [[University of the Witwatersrand]].",
      "He works at [[Tawakeri Boys' High School]] as a teacher.",
      "He has worked as a driver for [[Harbour Freight Shipping Co.]] for ten years.",
      "He works as a clerk at [[Lakeland Dairies Co-op]] and lives with his wife.",
      "She is a teacher at [[Kendriya Vidyalaya No. 2]] in Delhi.",
      "He works underground at [[Sibanye Kloof Shaft 4]].",
    ],
    leaves: [
      "Works for himself as a driver.",
      "he was employed by a local firm. lives alone.",
      "he was employed by the council as a driver.",
      "Occupation: packer at Home.",
      "WORKS AT THE LOCAL SHOP.",
      "MEDICAL STUDENT AT BEDSIDE FOR TEACHING.",
    ],
  },
  {
    rule: "ward-compass",
    fires: ["Moved to [[7 North]] overnight."],
    leaves: ["Moved 7 metres north overnight."],
  },
  {
    rule: "address-tail",
    fires: [
      "Lives at [[12 Kowhai Road, Hamilton]].",
      // The sentence going on after the town in lower case; a shop before the number.
      "Crew attended [[Shop 3, 45 Main Road, Kenilworth]] for a collapse.",
      "lives at [[14 smith st, fitzroy north]] with partner",
      "Pt resides at [[7/22 Beach Rd, St Kilda]] VIC 3182.",
      // A marked door number and a locality of any head word, then the town (India).
      "Mr R Kumar\n[[#123, Gandhi Bazaar\nBengaluru]] 560004",
      "Lifeline Clinic\n[[Km 5, Lagos-Ibadan Expressway\nIbadan]]\n\nDear Sir,",
      "Mr R Kumar\n[[#12, 4th Cross, 5th Main\nMalleswaram]]\n\nDear Sir,",
      "Mrs T Mokoena\n[[Hatfield 0083, 23 Jacaranda Avenue\nPretoria]]\n\nDear Madam,",
    ],
    leaves: [
      "#1, Hypertension\n#2, Diabetes",
      "Lives at 12 Kowhai Road.",
      "Crew attended 45 Main Road, Then left for a collapse.",
      "lives at 14 smith st, then walked with partner",
    ],
  },
  {
    rule: "home-town",
    fires: [
      "Native of [[Kumasi]], moved to Leeds in 1994.",
      "Originally from [[Kumasi]], moved here in 2001.",
      "Lives in [[Cnoc na Gréine, Ballinasloe]] with her son.",
      "- lives alone / with wife in [[Red Deer]]; GP Kanata Clinic",
      "- LIVES W/ WIFE IN [[KAMLOOPS]]; GP AWARE",
      "- lives alone at [[Red Deer]]; GP Kanata Clinic",
      "- lives alone nr [[Castlebar]]; GP aware",
      "Lives with daughter at [[Red Deer]].",
      "Lives on a farm near [[Whakatane]].",
    ],
    leaves: [
      "Originally from a large family, moved here in 2001.",
      "Lives in town, an Hour away by bus.",
      "- lives alone at home; GP aware",
      "- LIVES ALONE / WIFE AT HOME; GP AWARE",
      "Lives with wife in Sheltered Housing.",
      "Lives on a farm near the river.",
    ],
  },
  {
    rule: "address-before-postcode",
    fires: ["[[Tilden Farm\nMill Lane\nKeswick]]\nCA12 5RT"],
    leaves: ["Tilden Farm\nMill Lane\nKeswick"],
  },
  {
    rule: "address-labelled",
    fires: ["Address: [[Ivy House, Kiln Road]]"],
    leaves: ["Address: unknown, NFA"],
  },
  {
    rule: "town-before-state-code",
    fires: ["Relocated from [[Marrowfield]], KS."],
    leaves: ["Reviewed by Okafor, MD."],
  },
  {
    rule: "labelled-place",
    fires: [
      "Place of birth: [[Rawalpindi]]",
      "Ward: [[Kingfisher]]",
      "Specimen: MSU  Ward/Clinic: [[Middlemore]]\nOrganism: E. coli",
      "WARD/CLINIC: [[RVI]]\nORGANISM: E COLI",
      "Campus: [[Westmead]]",
      "Location: [[Westmead]] ED",
      "ward: [[rata]] bed 12",
      "Location of incident: [[12 Harbour View Terrace, Devonport, Auckland]] 0624",
      "Place of death: [[Plot 7 Ward 3, Kano]]",
      "Village: [[Ikeja]]\nLGA: Alimosho",
      "Usual residence: [[c/o Ward 4, Ilorin]]",
      "Usual residence: [[Unit 4, Protea Lodge, Umhlanga]]",
      "Patient location: home, [[Ōtaki]]",
      "Scene: [[Kaikōura]], roadside",
      "SCENE: [[WESTPORT]]\nMOI: FALL",
      "Employer: [[Tiger Foods (Pty) Ltd]]",
      "Location of patient: [[Kaitaia]]\nConsent: verbal",
      "Patient located at: [[Kaitaia]]\nConsent: verbal",
      "PATIENT LOCATION CONFIRMED: [[KAITAIA]]",
    ],
    leaves: [
      "Ward round: complete",
      "ward: postnatal ward bed 12",
      "ward: labour ward room 4",
      "Scene: Private residence, lounge room",
      "Date and place of death: 14 March 2024, at home",
      "Ward: special care nursery 12",
      "Place of death: Waikato Hospital",
      "Ward/Clinic: Outpatients\nOrganism: E. coli",
      "Ward/Clinic: ED\nOrganism: E. coli",
      "Location: left forearm, Tender",
      "SCENE: HOME\nMOI: FALL",
      "LOCATION: RUQ",
      "Location of patient: Home\nConsent: verbal",
      "Calling from: Work",
    ],
  },
  {
    rule: "uk-postcode",
    fires: ["Lives at 4 Larch Close, [[EH12 9QT]].", "Postcode [[LS6 2QT]] checked with the patient."],
    leaves: [
      "Vitamin B12 level pending, AB1 test negative.",
      "Postcode unknown, HB 12.3 checked with the patient.",
    ],
  },
  {
    rule: "town-after-street",
    fires: [
      "She lives with her son at 14 Karaka Crescent, [[Otumoetai]]. She walks daily.",
      "HE LIVES AT 1234 VILAKAZI STREET, [[ORLANDO]]. HE WORKS NIGHTS.",
      "Lives at 1234 Vilakazi Mthembu, [[Orlando East]] 1804",
    ],
    leaves: [
      "Scored 14 Points Total, Severe.",
      "Given 2 Tabs Panadol, nocte.",
      "Lives at 14 Karaka Crescent, with his wife.",
    ],
  },
  {
    rule: "town-on-river",
    fires: [
      "GP: Dr Lee, Shannon Medical Centre, [[Carrick on Shannon]].",
      "4 Mill Lane, [[Newcastle upon Tyne]]",
      "gp shannon medical centre, [[carrick on shannon]] to f/u",
    ],
    leaves: [
      "Reviewed by Dr Lee, Consultant On Call.",
      "discussed with family, started on ramipril.",
      "Seen today, Smith on Monday.",
    ],
  },
];
