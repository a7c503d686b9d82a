import type { RuleExample } from "./example.ts";

/**
 * Places and addresses outside the US and UK, read by position and head word (issue 19):
 * src/detection/recognisers/places/unit-block.ts and locality-head.ts. Written for these tests.
 */
export const PLACE_WORLD_EXAMPLES: readonly RuleExample[] = [
  {
    rule: "address-unit-block",
    fires: [
      "Home: [[Plot 27, Ogudu Phase 2, Ikeja]] (by the market).",
      "Visited at [[Erf 5821, Mitchells Plain]] by the community nurse.",
      "[[House No. 118, Shastri Colony, Nashik]]",
      "Moved to [[Block 9, Flat 3, Alausa Estate]] last year.",
      "Resides at [[H.No. 1-2-345]] near the temple.",
      "LIVES AT [[NO. 123, 12TH CROSS, 4TH MAIN]] WITH PARENTS.",
      "lives at [[no. 45, 3rd cross, 2nd main, jayanagar]]",
      "[[No. 123, 4th Cross, 5th Main, Malleswaram]]\nBengaluru",
      "sunrise surgery\n[[erf 412, section b\nmthatha]]\n\ndear colleague,",
      "Lives at [[Plot 12 Lekki Phase 1, Lagos]].",
      "The deceased, of [[No. 123, 4th Cross, Jaya Nagar]], was a clerk.",
      // India's house number with a letter after its slash, then the layout's numbered roads.
      "Mr R Kumar\n[[H.No. 12-34/A, 2nd Cross, 3rd Main]]\n\nDear Sir,",
      // Initials of a road's name inside a part ("M.G. Road").
      "Mrs L Menon\n[[Flat 203, Sai Residency, M.G. Road\nKochi]]\n\nDear Madam,",
      "Mrs P Shah\n[[Flat 203, Sai Krupa Apartments, J P Nagar 2nd Phase]]\n\nDear Madam,",
      // "House 12," without "No." opening a line (Nigeria, India).
      "Mr E Obi\n[[House 12, Ahmadu-Bello Way\nKaduna]]\n\nDear Sir,",
    ],
    leaves: [
      "Unit 4, Ward 7 bed 2 for the night.",
      "lot 3, phase 2 trial drug given, no reaction.",
      "Plot 3 Kaplan Meier curves for the cohort.",
      "Block 2, left ulnar nerve, performed under ultrasound.",
      "house no pets, stairs to bedroom",
      "Moved to a bigger house 12, then a flat.",
      "Took the No. 2 bus, then walked home.",
      "No. 3, 4th dose given, tolerated well.",
      "NO. 3, 4TH DOSE GIVEN, TOLERATED WELL.",
    ],
  },
  {
    rule: "landmark-street",
    fires: [
      "found at [[opp. bus stand, m.g. road]] by passers-by",
      "Shop 4, [[Nr. Hanuman Temple, Station Road]], Nashik",
      "Clinic: [[Opposite City Mall, Jail Road]]",
    ],
    leaves: [
      "The lesion is opposite the scar, Right side.",
      "Opp. Ward 4, Main corridor.",
      "Nr. Smith, Dr Road is on leave.",
    ],
  },
  {
    rule: "civic-number-street",
    fires: [
      "Patient: L Tremblay, [[1234, rue Saint-Denis, Montréal]]",
      "Mme L Tremblay\n[[4521 boul. des Laurentides, app. 3]]\n\nMadame,",
      "Re: M Gagnon, [[12, ch. de la Montagne]] (Québec)",
      "ADRESSE : [[880, RUE PRINCIPALE]]",
    ],
    leaves: [
      "Scored 3, rue the day it was given.",
      "Weighed 12.5 rue Saint-Denis",
      "Item 4, Rue\nSaint-Denis",
      "Mobitz 2, AV Block noted on the strip.",
      "Metformin 500 bd Mon to Fri.",
    ],
  },
  {
    rule: "locality-head",
    fires: [
      "Grew up in [[Sadashiv Peth]] before moving away.",
      "Registered at the PHC, [[Madurantakam Taluk]].",
      "Family in [[Lajpat Nagar]], visits monthly.",
      "Native of [[Thiruvallur District]], Tamil Nadu.",
    ],
    leaves: [
      "Colony count on the urine plate was low.",
      "Health District rules on notification apply.",
      "Reviewed the page layout of the discharge form.",
    ],
  },
  {
    rule: "locality-head-house",
    fires: ["Correspondence: [[27 Anand Vihar]], Delhi."],
    leaves: ["Taluk survey: 27 Hosur Taluk villages screened."],
  },
  {
    rule: "street-prefix",
    fires: [
      "Stays with son at [[Lorong 8 Geylang Bahru]].",
      "Home at [[Jalan Kayu Manis, Singapore]].",
      "Send the report to [[12 Chemin du Moulin, Magog]].",
      "Lives at [[1204-350 rue Sherbrooke Ouest, Montréal]].",
      "Home: [[Apt 12, 88 boul. René-Lévesque Est]]; lives alone.",
      "Lives at [[14 Ard na Gréine, Ballincollig]], with her son.",
    ],
    leaves: [
      "jalan-jalan with the family on Sunday (walks).",
      "Met her son on Rue Principale by chance.",
      "Gave 2 av. doses, then 3 ch. changes overnight.",
      "Scored 14 ARD on the scale.",
    ],
  },
  {
    rule: "county-prefix",
    fires: [
      "Her brother farms near Bantry, [[Co. Cork]].",
      "Originally from [[County Sligo]], retired teacher.",
      "lives in skibbereen, [[co. cork]] with husband.",
      "FARMER FROM [[COUNTY KERRY]], LIVES ALONE.",
    ],
    leaves: [
      "Pump supplied by Harrow & Co. Ltd.",
      "Letter to the County Council about the ramp.",
      "CO. DOWN TO 2 L/MIN OVERNIGHT.",
      "SPO2 94%, CO 5.2, COUNTY COUNCIL INFORMED.",
    ],
  },
  {
    rule: "address-before-county",
    fires: [
      "Re: Aoife Ryan, [[Cloonfad, Ballyhaunis, Co. Roscommon]]",
      "Mr T Burke\n[[Carrowmore\nCo. Sligo]]",
    ],
    leaves: ["Walks daily near Ballyhaunis, Co. Roscommon with the dog."],
  },
  {
    rule: "town-in-re-line",
    fires: [
      "Re: Thandi Mokoena, DOB 12/03/1980, [[Mthatha]]\nDear Dr Naidoo,",
      "RE: JOHN OKAFOR (HOSP NO 4471203), [[ENUGU]]",
      "re: priya nair, dob 04/05/1971, [[thrissur]]",
    ],
    leaves: ["Re: Thandi Mokoena, DOB 12/03/1980, follow-up", "Re: review of 12/03, Metformin"],
  },
  {
    rule: "town-in-from-line",
    fires: [
      "From: Dr K Pillay, Sunrise Surgery, [[Mthatha]]\nTo: Dr Chen",
      "FROM: ST LUKE'S CLINIC, [[NSUKKA]]",
      "from: sunrise surgery, [[ballinasloe]]",
    ],
    leaves: ["From: Dr K Pillay, Cardiology", "From: ward 7, night staff"],
  },
  {
    rule: "town-line",
    fires: [
      "Re: Mr John Smith\nDOB: 01/02/1960\n[[Kitchener]]\n\nDear Dr Chen,",
      "Kowhai Health\n[[Whangarei]] 0140\nPhone 09 430 4101",
      "RE: SIPHO DLAMINI\nHOSP NO 4471203\n[[MTHATHA]], EC",
    ],
    leaves: [
      "Re: Mr John Smith\nDOB: 01/02/1960\nAssessment\n",
      "Kowhai Health\nOutpatients\n",
      "Notes\n\nKitchener clinic reviewed him.",
    ],
  },
  {
    rule: "school-after-attends",
    fires: [
      "Tama attends [[Westdale Secondary]] and plays netball.",
      "Currently attends [[Ridgeview Public School]] in Grade 3.",
      "she attends [[kings college lagos]].",
      "Lives with mum; she attends [[Onerahi Primary]].",
      "LIVES WITH MUM; SHE ATTENDS [[ROSEBANK HIGH]].",
      "He attends [[Westbury Park Boys' High School]].",
      "Attends [[Kendriya Vidyalaya No. 2]].",
    ],
    leaves: ["He attends dialysis three times a week.", "Attends church on Sundays.", "Attends AA meetings."],
  },
  {
    rule: "town-after-in-uncased",
    fires: [
      "mva in [[toowoomba]] last night, driver.",
      "works in [[kelowna]], off work since june.",
      "her son is in [[tauranga]], visits weekly",
      "ok thx. im in [[tauranga]] this wk",
      "sorry im still in [[tauranga]] tmrw",
    ],
    leaves: [
      // In capitals a word no list knows is as often a misspelling.
      "COVERED IN BRUSIES AND PETECHIAE, NEW AREAS ON NECK.",
      "pt in nad, obs stable.",
      "rise in troponin overnight.",
      "started in quetiapine, calmer.",
      "Her son is in tauranga, visits weekly.",
      "ok thx. im in pain tonight",
      "see u in clinic tmrw",
    ],
  },
  {
    rule: "town-after-near",
    fires: [
      "pt at home on a farm near [[kalgoorlie]], wife present.",
      "Family live near [[Whakatane]].",
      "mva on the highway near [[gundagai]] this am",
    ],
    leaves: [
      "sats near normal, plan home.",
      "episode of near syncope today.",
      "Had a near miss at work.",
      "near fall this am, no injury.",
    ],
  },
  {
    rule: "town-opening-from",
    fires: [
      "[10:32] sipho m: from [[mthatha]], came by ambulance",
      "Hx: From [[Kamloops]], referred by GP for review.",
      "from [[upington]]; family at bedside",
      "[09:14] mum: from [[trois-rivières]], came by car",
    ],
    leaves: [
      "[10:32] Sipho M: from home, came by taxi",
      "From: Dr Smith, Kelowna General",
      "from mum, she is on her way",
      "Referred from Kamloops, seen today.",
      "[09:14] mum: from home-visit, came by car",
    ],
  },
  {
    rule: "prior-study-site",
    fires: [
      "COMPARISON: CT CHEST 12-03-2024 ([[LUTH]])\nFINDINGS: normal",
      "Comparison: CT 12/03/2024 ([[Tygerberg]])\nFindings: normal",
      "Prior: 3 May 2024 (CT from [[RPA]])\nFindings: normal",
    ],
    leaves: [
      "Comparison: 3 May 2024 (CT)\nFindings: normal",
      "Comparison: CXR 12/03/2024 (portable)\nFindings: normal",
      "Indication: fall 12/03/2024 (LUTH)\nFindings: normal",
    ],
  },
  {
    rule: "place-after-was-at",
    fires: [
      "ok she was at [[middlemore]] last night",
      "He is at [[Baragwanath]] now.",
      "mum was at [[tygerberg]] yesterday",
    ],
    leaves: [
      "she was at risk of falls",
      "He is at home now.",
      "BP was at 140 last night",
      "she was at baseline.",
    ],
  },
  {
    rule: "town-after-copula-from",
    fires: [
      "patient is from [[ballina]] and lives alone.",
      "HE IS ORIGINALLY FROM [[TRALEE]].",
      "Her family are from [[Mthatha]].",
    ],
    leaves: ["Pain is from the knee.", "she is from home today", "Referral is from Dr Patel."],
  },
  {
    rule: "street-line",
    fires: [
      "Mrs K Walsh\n[[Bridge Street\nCastlebar\nCo. Mayo]]\nF23 H6K2",
      "Re: Niamh Daly, [[Strand Road, Bantry, West Cork]].",
      "[[27, Link Road\nMalleswaram\nBengaluru]] 560003",
    ],
    leaves: ["Discussed at Bridge Street clinic, Castlebar.", "Church Road traffic delayed the ambulance."],
  },
  {
    rule: "street-after-lives-on",
    fires: ["She lives on [[Quay Street]] with her husband.", "Lives off [[Convent Road, Abbeyleix]]."],
    leaves: ["The car park on Hospital Road is closed.", "lives on convent road with her son"],
  },
  {
    rule: "letterhead-name",
    fires: [
      "[[Tarawhiti]]\nDepartment of General Surgery\nTel 06 555 0142",
      "[[CLSC des Érables]] | 4150 rue Principale\nTél. 819 555 0142",
      "Operative note \u2014 [[Kestrelmoor Base]]\nSurgeon: on call",
      "[[Govt. General Hospital, Varenpur]]\nPhone 0866 555 123",
      "[[Riverside]]\nDischarge Summary\nDate of admission: 3 March",
      "OPERATIVE NOTE - [[TARAWHITI]]\nDATE OF SURGERY: 12 MARCH",
      "[[Tarawhiti]] (06) 555 0142\nDischarge summary",
      "[[Tarawhiti]]\n14 Karaka Crescent\nGisborne",
    ],
    leaves: [
      "Discharge Summary\nDepartment of General Surgery\nTel 06 555 0142",
      "WorkCover Claim Form\nPart 2, page 1",
      "Kestrelmoor\nwas quiet overnight.",
      "Consult note \u2014 Telehealth\nSeen by video.",
      "Urgent\nReferral Letter\nPlease see this patient.",
      "Surgical\nHandover Sheet\nBed 4 stable.",
      "Ondansetron\n4 mg three times daily",
      "ondansetron plan\n4 tablets daily",
      "NPN\nCV: BP 90s-100s, HR 60s.",
      "zorbeck, record 881234zz",
      // A one-line query: its label before a number is no letterhead over a phone.
      "ihi 8003 6012 3456 7890",
    ],
  },
  {
    rule: "facility-head-first",
    fires: [
      "Referred on by [[CLSC de la Rivière]] for home care.",
      "Transferred from [[General Hospital Ikorodu]] yesterday.",
      "Seen at [[PHC Kothur]] last week.",
      "She attends [[Scoil Mhuire]] in second class.",
      "REFERRED TO [[CLSC DU PLATEAU]] FOR HOME CARE.",
      "She attends [[École Saint-Luc]] in grade 2.",
      "Referred from [[General Hospital, Ikorodu]] for review.",
      "seen at [[primary health care centre, ojukwe]] for immunisation",
      "Transferred from [[Centre hospitalier de Granby]] yesterday.",
      "Seen at [[Clinique médicale de Saint-Lin]] last week.",
    ],
    leaves: [
      "Seen at General Hospital, Ikorodu Road branch.",
      "Seen in Clinic Tuesday with her mother.",
      "Hospital Smith said he would call.",
      "Seen at PHC last week.",
      "Seen at the Centre régional last week.",
      "referred to phc an hour away by bus.",
    ],
  },
  {
    rule: "street-corner",
    fires: [
      "Patient found at the corner of [[Smith Street and King Street]].",
      "Scene: Cnr [[Smith St & King St, Parramatta]]",
    ],
    leaves: ["Pain at the corner of the mouth and the lip.", "Junction of Left and Right ducts."],
  },
  {
    rule: "street-after-preposition",
    fires: [
      "Pt found lying on [[Great North Road]] near the service station.",
      "MVA on [[Smith Street, Parramatta]].",
      "Lives at 7 Adeyemi Close, [[off Allen Avenue]].",
    ],
    // A court or a green names other places; a weekday before "Dr" is a date and a title.
    leaves: ["Hearing on Family Court matters.", "Seen on Monday Dr Smith reviewed."],
  },
  {
    rule: "facility-of-name",
    fires: [
      "Transferred from [[Our Lady of Lourdes Hospital]], Drogheda.",
      "Seen at [[St John of God Hospital]] last week.",
      "Discharged from [[Sisters of Charity Hospital]] yesterday.",
      "Seen at [[Prince of Wales Hospital]] yesterday.",
    ],
    // "of" after a role or a department is no part of a name.
    leaves: ["Head of Nursing Home services called.", "Director of Mercy Hospital attended."],
  },
  {
    rule: "facility-for-tail",
    fires: [
      "Delivered at [[Mercy Hospital for Women]].",
      "Seen at [[The Hospital for Sick Children]] today.",
      "REFERRED TO [[HOMERTON HOSPITAL FOR WOMEN]] ON 3/4.",
      "counselling at [[lakeshore centre for addiction and mental health]], weekly",
    ],
    // Without case or a name before the head, "for" opens the reason; without case only words
    // of who a place is for follow it.
    leaves: [
      "Admitted to Hospital for Observation.",
      "ADMITTED TO HOSPITAL FOR CHEST PAIN.",
      "ADMITTED TO HOMERTON HOSPITAL FOR SURGERY ON 3/4.",
      "seen at riverside hospital for children's asthma review",
    ],
  },
  {
    rule: "town-after-person-of",
    fires: [
      "A 45yo man of [[Masterton]] presented.",
      "Seen Mr Peter Hanley of [[Ennis]], retired.",
      "ELDERLY WOMAN OF [[KURUMAN]].",
      "The deceased, of [[Tawakeri]], was found by his daughter.",
      "Mr Peter Hanley, aged 67, of [[Ennis]], was pronounced dead.",
    ],
    // A people, a kind or a ward after "of" is no town.
    leaves: [
      "A man of Asian descent.",
      "A woman of Kerala origin presented.",
      "Head of Surgery called.",
      "The deceased, of note, had no history.",
    ],
  },
  {
    rule: "house-name-words",
    fires: ["Lives at [[12 Cluain Ard]] with her husband.", "Moved to [[14 Radharc na Mara]] last year."],
    // English words after the number, or no verb of residence before it, say nothing.
    leaves: ["Lives at 12 Main with her husband.", "Gave 2 Panadol today.", "Seen at 10 Kowhai Ward."],
  },
  {
    rule: "insurer-field",
    fires: [
      "Insurer: [[Medibank]]    Member no: 1234567",
      "Medical aid: [[Discovery Health]] (member 12345)",
      "HMO: [[Hygeia HMO]]",
      "INSURER: [[BUPA]]",
      "insurer: [[southern cross]] member no 1234",
    ],
    // A value that names none, or an aid that is no medical aid.
    leaves: [
      "Insurer: none",
      "First aid: given at scene",
      "Health fund: self-funded",
      "insurer: to be confirmed",
      "Insurer: southern cross, member 1234",
    ],
  },
  {
    rule: "hospital-after-ward",
    fires: ["Ward 5A, [[Westmead]]", "Admitted to Ward 7, [[Tygerberg]]."],
    // A bed or a service after the ward is no hospital.
    leaves: ["Ward 4, bed 12", "Ward 3, Cardiology"],
  },
  {
    rule: "facility-title-lead",
    fires: [
      "Referred to [[Dr. Ram Manohar Lohia Hospital]], New Delhi.",
      "Transferred from [[Dr George Mukhari Academic Hospital]].",
    ],
    // A doctor seen at a hospital: a lower-case word between them.
    leaves: ["Seen by Dr Smith at Westmead Hospital.", "Dr Patel, hospital doctor, called."],
  },
];
