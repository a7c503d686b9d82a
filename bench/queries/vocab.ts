/**
 * The PHI-free vocabulary of the queries, written by hand from general clinical knowledge (scores,
 * signs and diseases as the clinical literature names them; docs/data-sources.md). Many are
 * lookalikes on purpose: eponyms that are common surnames, diseases named after places, fractions.
 */
import { list } from "./kit.ts";

/** Generic drugs with a sensible per-kg or adult dose question. */
export const DRUGS =
  list(`amoxicillin|co-amoxiclav|cefalexin|ceftriaxone|azithromycin|doxycycline|flucloxacillin|
  trimethoprim|nitrofurantoin|metronidazole|gentamicin|vancomycin|ibuprofen|morphine|oxycodone|
  tramadol|ondansetron|prednisolone|dexamethasone|salbutamol|enoxaparin|apixaban|rivaroxaban|
  warfarin|metformin|gliclazide|insulin glargine|furosemide|spironolactone|bisoprolol|amlodipine|
  ramipril|atorvastatin|levothyroxine|sertraline|fluoxetine|quetiapine|haloperidol|lorazepam|
  diazepam|levetiracetam|phenytoin|digoxin|amiodarone|allopurinol|colchicine|methotrexate|
  adrenaline|naloxone|artemether-lumefantrine|chloroquine|isoniazid|tenofovir|dolutegravir|
  iron sucrose`);

export const SCORES =
  list(`Wells score|CURB-65|GCS|Glasgow coma scale|Ottawa ankle rules|Ottawa knee rules|Apgar|
  Child-Pugh|Duke criteria|Centor criteria|McIsaac score|CHA2DS2-VASc|HAS-BLED|qSOFA|NEWS2|
  PERC rule|Geneva score|ABCD2|Alvarado score|Glasgow-Blatchford score|Rockall score|MELD|
  Ranson criteria|PHQ-9|GAD-7|Edinburgh postnatal depression scale|Waterlow score|Braden scale|
  MUST score|Bishop score|Canadian C-spine rule|San Francisco syncope rule|HEART score|TIMI|
  GRACE score|QRISK3|Rockwood frailty scale|AUDIT-C|CIWA-Ar|Mallampati|NYHA class|Killip class|
  Gleason score|Breslow thickness|Salter-Harris|Weber classification|Garden classification|
  NEXUS criteria|Kocher criteria|Light's criteria|Hunt and Hess|modified Rankin scale|NIHSS|
  Barthel index|MoCA|Addenbrooke's cognitive exam|Westley croup score|PECARN rule|
  Lund and Browder chart|Parkland formula|Westmead PTA scale|Manchester triage|
  Bristol stool chart|Epworth sleepiness scale|Tanner stage|Boston bowel prep scale`);

/** Eponymous signs, syndromes, tests and manoeuvres; many are also common surnames. */
export const EPONYMS =
  list(`Murphy's sign|Cushing's syndrome|Addison's disease|the Epley manoeuvre|Parkinson's disease|
  Hashimoto's thyroiditis|Guillain-Barre syndrome|Down syndrome|Kernig's sign|Brudzinski's sign|
  Homans' sign|Trendelenburg gait|Romberg's test|Babinski sign|Phalen's test|Tinel's sign|
  Finkelstein's test|McMurray's test|Lachman test|Dix-Hallpike|the Valsalva manoeuvre|
  Kussmaul breathing|Cheyne-Stokes breathing|Wernicke's encephalopathy|Korsakoff syndrome|
  Bell's palsy|Crohn's disease|Hodgkin lymphoma|Graves' disease|Raynaud's|Sjogren's syndrome|
  Kawasaki disease|Marfan syndrome|Turner syndrome|Klinefelter syndrome|Meniere's disease|
  Osgood-Schlatter|Perthes disease|a Colles fracture|a Smith's fracture|Barrett's oesophagus|
  Mallory-Weiss tear|Conn's syndrome|Still's disease|Wilson's disease|Paget's disease|
  Dupuytren's contracture|De Quervain's|a Baker's cyst|a Bartholin's cyst|Tourette's|Alzheimer's|
  Huntington's disease|Henoch-Schonlein purpura|Stevens-Johnson syndrome|Virchow's triad|
  Beck's triad|Cullen's sign|Grey Turner's sign|Trousseau's sign|Chvostek's sign|Rovsing's sign|
  McBurney's point|Battle's sign|Nikolsky's sign|Osler's nodes|Janeway lesions|Horner's syndrome|
  Brown-Sequard|Erb's palsy|Allen's test|Thomas test|Simmonds' test|Ortolani and Barlow|
  the Moro reflex|Gowers' sign|Duchenne muscular dystrophy|Todd's paresis|von Willebrand disease|
  Christmas disease|Wolff-Parkinson-White|Brugada syndrome|Takotsubo|Ludwig's angina|
  Fournier's gangrene|Charcot foot|Sheehan's syndrome|Reiter's syndrome|Bowen's disease|
  Wilms tumour|Ewing sarcoma|Burkitt lymphoma|Kaposi sarcoma|Hirschsprung's|Munchausen syndrome`);

/** Diseases and agents named after places, everywhere. */
export const PLACE_DISEASES =
  list(`Lyme disease|Ross River virus|Lassa fever|Ebola|Murray Valley encephalitis|
  Japanese encephalitis|Coxsackie|West Nile virus|Rocky Mountain spotted fever|Marburg virus|
  Hendra virus|Zika|Norwalk virus|Barmah Forest virus|Rift Valley fever|
  Crimean-Congo haemorrhagic fever|Middle East respiratory syndrome|Spanish flu|Hong Kong flu|
  Nipah virus|Kyasanur Forest disease|Buruli ulcer|Legionnaires' disease|Bornholm disease|
  St Louis encephalitis|Powassan virus|Valley fever|Delhi belly|Madura foot|Stockholm syndrome`);

export const LABS: readonly (readonly [string, () => string])[] = [];

/** Lab values: a name and a value maker (uniform in a plausible range, one decimal where usual). */
export const LAB_RANGES: readonly (readonly [string, number, number, number])[] = [
  ["K", 2.4, 7.2, 1],
  ["K+", 2.6, 6.9, 1],
  ["potassium", 2.5, 7, 1],
  ["Na", 112, 158, 0],
  ["sodium", 115, 155, 0],
  ["INR", 1.1, 9.5, 1],
  ["Hb", 58, 180, 0],
  ["haemoglobin", 60, 170, 0],
  ["eGFR", 8, 95, 0],
  ["creatinine", 45, 680, 0],
  ["CRP", 2, 380, 0],
  ["troponin", 3, 2400, 0],
  ["lactate", 0.8, 9.5, 1],
  ["glucose", 2.1, 32, 1],
  ["BSL", 2.4, 28, 1],
  ["HbA1c", 5.4, 14.2, 1],
  ["ALT", 12, 1900, 0],
  ["bili", 4, 420, 0],
  ["TSH", 0.01, 48, 2],
  ["ferritin", 4, 2200, 0],
  ["platelets", 12, 900, 0],
  ["WCC", 0.4, 38, 1],
  ["neuts", 0.1, 24, 1],
  ["Mg", 0.4, 1.4, 2],
  ["PSA", 0.2, 85, 1],
  ["D-dimer", 0.2, 8.5, 1],
  ["lithium level", 0.2, 2.8, 1],
  ["digoxin level", 0.4, 3.6, 1],
  ["pH", 6.9, 7.6, 2],
  ["ketones", 0.2, 7.5, 1],
];

/** Vital signs and fractions that look like dates. */
export const FRACTIONS =
  list(`BP 150/95|BP 90/60|bp 182/104|GCS 13/15|GCS 8/15|power 4/5|murmur 2/6|pain 8/10|VA 6/9|
  vision 6/60|sats 88%|L4/5|C5/6|20/40 vision|grade 3/6 murmur|4/5 power in hip flexors`);

/** UK-style durations and course lengths. */
export const DURATIONS = list(`2/52|3/7|6/12|1/7|5/7|4/52|3/12|10/7|1/52|18/12|2/7|12/52`);
export const DURATION_WORDS = list(
  `3 days|2 weeks|6 months|10 days|48 hours|a week|since yesterday|for 3 wks|x 5 days`,
);

export const CONDITIONS =
  list(`CAP|pneumonia|cellulitis|UTI|pyelonephritis|otitis media|tonsillitis|sinusitis|
  COPD exacerbation|asthma|AF|DVT|PE|heart failure|CKD 4|T2DM|DKA|hypoglycaemia|gout|migraine|
  epilepsy|delirium|alcohol withdrawal|pre-eclampsia|gestational diabetes|bronchiolitis|croup|
  gastro|scabies|impetigo|shingles|malaria|TB|HIV|hepatitis B|sepsis|anaphylaxis|SVT|NSTEMI`);

export const PROCEDURES =
  list(`colonoscopy|a lap chole|TKR|hip replacement|CABG|LSCS|TURP|appendicectomy|cataract surgery|
  tooth extraction|an MRI|a CT with contrast|an OGD|a lumbar puncture`);

export const TOPICS =
  list(`driving|flying|alcohol|breastfeeding|pregnancy|grapefruit juice|sun exposure|contraception|
  fasting|exercise|shift work|vaccines|Ramadan fasting|travel`);

export const ADMIN = list(`how do I fill in a death certificate when cause unclear|
  what goes in a discharge summary for a coroner's case|
  how to write a referral to gastro that gets accepted|
  can a nurse give verbal orders over the phone|how long do I keep medical records|
  what counts as a notifiable disease here|template for a sick note|
  how do I document capacity assessment|what to write in a handover for a deteriorating pt|
  how to order a CT out of hours|who signs a DNACPR form|how to escalate to the reg overnight|
  what is the process for a datix / incident report|how to bill a telehealth consult|
  how to get an interpreter booked`);

export const SEX = list(`man|woman|male|female|M|F|lady|gentleman|pt|patient`);
