/**
 * Look-alikes for the third corpus's PHI-free documents, written by hand: per country, medicine
 * brands, programme and scheme names (some in local languages), guideline bodies and journal
 * abbreviations, and place-named diseases; shared eponymous signs, procedures, devices and scores.
 * None is PHI: a name of a sign, a drug or a programme names no patient and no place of care.
 */
import type { Code } from "./locale.ts";

export interface Lookalikes {
  readonly brands: readonly string[];
  readonly programmes: readonly string[];
  readonly guidelines: readonly string[];
  readonly diseases: readonly string[];
}

const l = (s: string): string[] => s.split("|");

export const LOOKALIKES: Record<Code, Lookalikes> = {
  AU: {
    brands: l(
      "Panadol Osteo|Nurofen|Endone|Targin|Ostelin|Coloxyl with Senna|Movicol|Somac|Lasix|Caltrate|Dymadon",
    ),
    programmes: l(
      "PBS|NDIS plan|My Health Record|Closing the Gap PBS co-payment|BreastScreen|Chronic Disease Management plan|Hospital in the Home",
    ),
    guidelines: l("eTG|RACGP Red Book|ANZCOR guideline 11.2|Heart Foundation|MJA|ANZ J Surg|Intern Med J"),
    diseases: l(
      "Ross River virus|Murray Valley encephalitis|Barmah Forest virus|Hendra virus|Bairnsdale ulcer",
    ),
  },
  NZ: {
    brands: l("Laxsol|Paracare|Cilazapril|Losartan Actavis|Arrow-Quinine|Panadol|Lax-Sachets"),
    programmes: l(
      "Pharmac special authority|ACC45 form|Well Child Tamariki Ora|Kia Ora Hauora|whānau hui|kaupapa Māori service|Green Prescription",
    ),
    guidelines: l("BPAC NZ|NZMJ|NZGG|Paediatric Society NZ guideline|HealthPathways"),
    diseases: l("rheumatic fever|leptospirosis|campylobacteriosis|giardiasis"),
  },
  CA: {
    brands: l("Tylenol #3|Diclectin|Advil|Gravol|Jamieson vitamin D|Dilaudid|Pantoloc|Novo-Hydrazide"),
    programmes: l(
      "OHIP+|Telehealth Ontario|Choosing Wisely Canada|Pharmacare|Trillium Drug Program|Info-Santé 811",
    ),
    guidelines: l(
      "CMAJ|CPS|Diabetes Canada guideline|Canadian C-spine rule|Ottawa ankle rules|CTAS level 3|Montreal Cognitive Assessment",
    ),
    diseases: l("Lyme disease|blastomycosis|Powassan virus|West Nile virus"),
  },
  IE: {
    brands: l("Solpadeine|Difene|Nexium|Calcichew D3|Lipitor|Uniphyllin|Motilium"),
    programmes: l(
      "Sláintecare|Fair Deal scheme|GMS card|Drugs Payment Scheme|Long Term Illness scheme|Cúram Baile|HSE Live",
    ),
    guidelines: l("HIQA|ICGP|Irish Medical Journal|NCEC guideline|IMJ"),
    diseases: l("Lyme disease|cryptosporidiosis|verotoxigenic E. coli|Legionnaires' disease"),
  },
  IN: {
    brands: l("Dolo 650|Crocin|Pan-D|Telma 40|Glycomet GP|Ecosprin 75|Becosules|Shelcal|Montair LC"),
    programmes: l(
      "Ayushman Bharat|PM-JAY|Janani Suraksha Yojana|Anganwadi|ASHA worker|Jan Aushadhi|Mission Indradhanush|Nikshay Poshan Yojana",
    ),
    guidelines: l("ICMR|JAPI|IJMR|NTEP guideline|API consensus|RSSDI"),
    diseases: l("Kyasanur Forest disease|Japanese encephalitis|Chandipura virus|kala-azar|scrub typhus"),
  },
  ZA: {
    brands: l("Grand-Pa|Myprodol|Synap Forte|Adco-Dol|Corenza C|Med-Lemon|Stopayne"),
    programmes: l("Ideal Clinic|CCMDD pick-up point|EML|PMB|Road to Health booklet|Sister-led clinic|ubuntu"),
    guidelines: l("SAMJ|SAHCS guideline|Standard Treatment Guidelines|SAFP|PHC EML"),
    diseases: l("tick bite fever|Congo fever|bilharzia|Rift Valley fever"),
  },
  NG: {
    brands: l("Coartem|Lonart|Emzor paracetamol|Panadol Extra|Amatem|Ampiclox|Chloroquine|Boska"),
    programmes: l("NHIA|NPHCDA|Roll Back Malaria|BHCPF|Safe Motherhood|Ward Health System"),
    guidelines: l("NMJ|WAMJ|NAFDAC|FMOH guideline|NCDC advisory"),
    diseases: l("Lassa fever|Onchocerciasis|yellow fever|cerebrospinal meningitis|Buruli ulcer"),
  },
  SG: {
    brands: l("Panadol|Zyrtec|Actifed|Hydroxyzine Apotex|Difflam|Uphamol|Ventolin"),
    programmes: l(
      "MediShield Life|MediSave|CHAS|Healthier SG|Pioneer Generation|HPB|Silver Generation Office",
    ),
    guidelines: l("ACE clinical guidance|SMJ|MOH CPG|AMS guideline"),
    diseases: l("dengue|Nipah virus|melioidosis|hand, foot and mouth disease"),
  },
  UK: {
    brands: l("Adcal-D3|Fultium|Laxido|Oramorph|Zapain|Co-codamol 30/500|Fortisip|Movelat"),
    programmes: l("QOF|NHS Health Check|Pharmacy First|Hospital at Home|Virtual ward|ReSPECT form"),
    guidelines: l("NICE NG136|SIGN 158|BNF|BMJ|Marsden Manual|Manchester Triage|NEWS2|Bristol stool chart"),
    diseases: l("Weil's disease|Legionnaires' disease|Q fever|Lyme disease"),
  },
  US: {
    brands: l("Tylenol|Advil|Norco|Zofran|Eliquis|Lovenox|Miralax|Colace"),
    programmes: l(
      "Medicaid waiver|CMS core measure|Meals on Wheels|Get With The Guidelines|Ryan White program",
    ),
    guidelines: l("NEJM|JAMA|MMWR|ACC/AHA guideline|Framingham score|Boston criteria|USPSTF"),
    diseases: l(
      "Rocky Mountain spotted fever|Valley fever|Lyme disease|West Nile virus|Eastern equine encephalitis",
    ),
  },
};

export const EPONYMS = l(
  "Murphy's sign|Rovsing's sign|Trousseau's sign|Chvostek's sign|Kernig's sign|Brudzinski's sign|Babinski reflex|Romberg's test|Phalen's test|Tinel's sign|Finkelstein's test|McMurray's test|Lachman test|Cullen's sign|Grey Turner's sign|Kussmaul breathing|Cheyne-Stokes respiration|Virchow's node",
);
export const CONDITIONS = l(
  "Graves' disease|Hashimoto's thyroiditis|Addison's disease|Cushing's syndrome|Crohn's disease|Guillain-Barré syndrome|Bell's palsy|Wernicke's encephalopathy|Charcot foot|Osgood-Schlatter disease|Dupuytren's contracture|Colles fracture|Bennett's fracture|Paget's disease",
);
export const PROCEDURES = l(
  "Whipple's procedure|Nissen fundoplication|Hartmann's procedure|Roux-en-Y bypass|Seldinger chest drain|Pfannenstiel caesarean section|Kocher manoeuvre",
);
export const DEVICES = l(
  "Foley catheter|Yankauer sucker|Guedel airway|Thomas splint|Hickman line|Zimmer frame|Redivac drain",
);
export const SCORES = l(
  "Wells score 4|CURB-65 of 2|CHA2DS2-VASc 3|HAS-BLED 2|Glasgow-Blatchford 6|Rockall 3|Alvarado 7|Centor 3|Waterlow 15|Braden 14|Barthel 60/100|MUST 2|PHQ-9 of 14|GAD-7 of 9|AUDIT-C 6|MoCA 22/30|Apgar 8 and 9|Bishop score 5|Gleason 3+4|Breslow 1.2 mm|Child-Pugh B|MELD 18|Mallampati 2|Killip II|NYHA II|modified Rankin 3|NIHSS 4|Epworth 14|STOP-BANG 5|Garden IV|Weber B|Salter-Harris II|Gustilo IIIa",
);
export const FRACTIONS = l(
  "3/7|2/52|6/12|1/24|34+2/40|4/5 power|VA 6/9|L4/5|2/6 murmur|BP 132/84|pain 7/10|GCS 14/15|T2N1M0|Hb 98 g/L|eGFR 45",
);
