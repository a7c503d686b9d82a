import type { RuleExample } from "./example.ts";

/** Facilities named by shape: care homes, companies, schools, universities, missions (src/detection/recognisers/organisations/facility*.ts). */
export const PLACE_FACILITY_EXAMPLES: readonly RuleExample[] = [
  {
    rule: "facility-care",
    fires: [
      "Registered at [[Brookvale Surgery]] for ten years.",
      "Seen at [[Sri Ramachandra Institute of Higher Education and Research]] last year.",
      "Going to [[Orchardgate Care Home]] for respite.",
      "Discharged to [[Wattlebrook Aged Care]] for respite.",
      "Referred from [[Bedok Polyclinic]] with chest pain.",
      "Repeat scripts from [[Oduya Pharmacy Ikeja]].",
      "Admitted to [[Hayes Pharmacy Ballina]] yesterday for a blister pack.",
      "repeat scripts from [[oduya pharmacy ikeja]].",
      "Fax to: [[Lloyds Chemist Ennis]]",
      "To: [[Hayes Pharmacy Ballina]] Attn: Dispensary",
      "blister pack from [[hickey's chemist clonmel]] today",
      "pt at [[lagos uth]] for dialysis",
      "Admitted under [[Wharerata District Health Board]] on Monday.",
      "admitted under [[wharerata district health board]] on monday",
      "Seen at [[Kowhai Bay Health Service]] last week.",
      "transferred to [[pemberton health sciences centre]] by air",
      "TREATED AT [[KESARI INSTITUTE OF MEDICAL SCIENCES]] IN 2018",
      "Referred to [[Federal Medical Centre, Okenne]] for review.",
      "[[GOLDEN KNOLL MEDICAL CENTRE Takaka]]\n12 Main Road\nDear Dr Lim,",
      "Seen at [[St Thomas' Hospital]] in 2015.",
      "Admitted to [[Sir Charles Gairdner Hospital]] overnight.",
      "Seen at [[St. Jude Children's Research Hospital]] as a child.",
      "Seen at [[Dunmore Hospital and Health Service]] on Monday.",
      "Admitted to [[Bon Secours Hospital Richmond]] for surgery.",
      "referred to [[nnamdi azikiwe university teaching hospital, nnewi]] for review",
      "Referred to [[Royal Melbourne Hospital - City Campus]] for review.",
      "SEEN AT [[OBAFEMI AWOLOWO UNIVERSITY TEACHING HOSPITALS COMPLEX]] ON 3/4.",
      "Transferred to [[Royal Prince Alfred Hospital (RPA)]] for ECMO.",
      "Referred to [[Lagos State University Teaching Hospital (LASUTH), Ikeja]].",
      "Seen at [[Ora Toa Medical Centre Cannons Creek]] yesterday.",
      "She attends [[Pukekohe Family Health Care]] weekly.",
    ],
    leaves: [
      // A clinical abbreviation in brackets after a service's name names no place.
      "Seen in the Diabetes Clinic (DM) today.",
      // A facility going on in Title Case to a staging or a score names an instrument.
      "Hepatocellular carcinoma, Barcelona Clinic Liver Cancer staging B.",
      // A group with its number is a class of a classification.
      "Term labour, Robson Group 1, nulliparous.",
      "Plastic Surgery review requested for the wound.",
      "Going home, carers to call morning and evening.",
      "Needs aged care assessment before discharge.",
      "SEEN AT THE PMTCT CLINIC, BLOODS TAKEN.",
      "Is this covered by the Ontario Health Insurance Plan?",
      "the uth said no beds",
      "Approved by the South African Health Products Regulatory Authority.",
    ],
  },
  {
    rule: "facility-company",
    fires: ["Employer: [[Tarrant Foods Ltd]]"],
    leaves: ["Employer: retired", "Lodged with the Accident Compensation Corporation today."],
  },
  {
    rule: "facility-business",
    fires: ["Works for [[Ridgeback Logistics]] as a driver."],
    leaves: ["Works in logistics as a driver."],
  },
  {
    rule: "facility-school",
    fires: [
      "Grandson at [[St Ninian's Primary School]] has chickenpox.",
      "Attends [[Kilbride Academy]] in year 9.",
      "He attends [[Tawa Intermediate]] and plays rugby.",
    ],
    leaves: [
      "Attends the academy in year 9.",
      "Moved up to intermediate this year.",
      "Biopsy shows Kestrel Primary features.",
      "She attends Sunday primary classes.",
    ],
  },
  {
    rule: "facility-named-ward",
    fires: ["Moved to [[Larchfield House]] for respite.", "Resident of [[Ocean Grove Retirement Village]]."],
    leaves: ["Moved to the house for respite.", "Grew up in a small village near the coast."],
  },
  {
    rule: "facility-university-of",
    fires: ["Studied at [[University of Otago]] before the stroke."],
    leaves: [
      "Studied at university before the stroke.",
      // A university naming an instrument ("University of Texas classification") is no employer.
      "Foot ulcer graded by the University of Texas classification, grade 1A.",
    ],
  },
  {
    rule: "facility-saint",
    fires: [
      "Was at [[St Brigid's]] last year for her hip.",
      "Referred to [[Our Lady's]] for respite.",
      "Attends [[St Joseph's NS]] in Ballina.",
    ],
    leaves: ["Was at St Brigid last year for her hip.", "Told her our lady's maid had gone."],
  },
  {
    rule: "facility-after-movement",
    fires: [
      "Pt d/c to [[Apollo]] today.",
      "Transferred from [[Tan Tock Seng]] for PCI.",
      "Transferred to [[AIIMS New Delhi]] for PCI.",
      "pt sent to [[baragwanath]] for further management.",
      "PT TRANSFERRED FROM [[TYGERBERG]] OVERNIGHT.",
      "d/c to [[toronto western]] for f/u.",
      "Transferred to [[PGIMER]] for surgery.",
      "CREW CONVEYED PT TO [[TYGERBERG]].",
      "Ambulance diverted to [[Middlemore]] for bypass.",
    ],
    leaves: [
      "Transferred to Theatre for washout.",
      "Discharged to Home with carers.",
      "d/c to apollo today.",
      "Results sent to Faith Miller by post.",
      "return to kabaddi in six weeks.",
      "transfered to commonde/chair with assist.",
      "TAKEN TO THEATRE FOR WASHOUT.",
      "Crew conveyed pt to ED resus.",
    ],
  },
  {
    rule: "facility-maori-provider",
    fires: [
      "Referred to [[Ngāti Porou Hauora]] for support.",
      "SEEN AT [[HAUORA HOKIANGA]] TODAY",
      "Seen at [[Whānau Ora Medical]] today.",
      "Seen at [[Te Whatu Ora Counties Manukau]] last year.",
      "Seen at [[Te Puna Hauora o Te Raki Paewhenua]] today.",
    ],
    leaves: [
      "Te Whatu Ora guidelines were followed.",
      "Whānau Ora navigator visited.",
      "Seen by the Hauora Māori team.",
      "Talked about her hauora.",
      "Hauora o te whānau discussed, plan made.",
    ],
  },
  {
    rule: "facility-mission",
    fires: ["From: [[BAPTIST MEDICAL CENTRE]]", "referred to [[catholic mission hospital]] for delivery"],
    leaves: ["Baptist minister visited the ward.", "Seen at the mission clinic near home."],
  },
  {
    rule: "facility-government",
    fires: [
      "Discharged to [[Govt. District Hospital, Tumkur]] with advice.",
      "REFERRED FROM [[GOVT. MEDICAL COLLEGE, KOZHIKODE]] FOR MRI.",
    ],
    leaves: ["Shifted to Govt. General Hospital for dialysis.", "Govt. policy on clinic fees."],
  },
  {
    rule: "facility-royal",
    fires: ["Admitted to the [[Royal Tarrant]] overnight."],
    leaves: ["Admitted to the royal suite overnight."],
  },
];
