/**
 * The PHI-free vocabulary of the sixth corpus, written by hand from general clinical knowledge:
 * each country's guideline bodies and public helplines, eponyms, scoring tools, drug brands,
 * devices, codes, reference ranges and place-named diseases and rules.
 */
import type { Country } from "./people.ts";

const w = (s: string): string[] => s.split(",").map((x) => x.trim());

export const BODIES: Record<Country, readonly string[]> = {
  AU: w("ACSQHC,TGA,NSW Health,Queensland Health,RACGP,Therapeutic Guidelines"),
  NZ: w("Te Whatu Ora,PHARMAC,HQSC,Health New Zealand,bpacnz"),
  CA: w("Health Canada,CADTH,Public Health Ontario,INSPQ,Choosing Wisely Canada"),
  IE: w("HSE,HIQA,NCEC,HPSC,ICGP"),
  IN: w("ICMR,MoHFW,NCDC India,NHM,AIIMS Department of Medicine"),
  ZA: w("NDoH,SAHPRA,NICD,Western Cape Government Health,EML Committee"),
  NG: w("NCDC,NAFDAC,FMoH,NPHCDA,NHIA"),
  SG: w("MOH,HSA,ACE,HPB,Agency for Care Effectiveness"),
  UK: w("NICE,MHRA,UKHSA,SIGN,NHS England"),
  US: w("CDC,FDA,USPSTF,AHA,CMS"),
};
export const HELPLINES: Record<Country, readonly string[]> = {
  AU: w("Lifeline 13 11 14,healthdirect 1800 022 222,000"),
  NZ: w("Healthline 0800 611 116,1737,111"),
  CA: w("811,9-8-8,911"),
  IE: w("Samaritans 116 123,112,999"),
  IN: w("Tele-MANAS 14416,108,112"),
  ZA: w("10177,112"),
  NG: w("NCDC toll-free 6232,112"),
  SG: w("SOS 1767,995,1777"),
  UK: w("NHS 111,Samaritans 116 123,999"),
  US: w("988,911,1-800-222-1222"),
};
export const EPONYMS = w(
  "Parkinson's disease,Addison's disease,Cushing's syndrome,Graves' disease,Hashimoto's thyroiditis,Crohn's disease,Hodgkin lymphoma,Guillain-Barré syndrome,Bell's palsy,Down syndrome,Murphy's sign,Babinski sign,Kernig's sign,Trendelenburg gait,Romberg test,Foley catheter,Hartmann's solution,Whipple procedure,Colles fracture,Barlow and Ortolani tests,Kawasaki disease,Wilson's disease,Hirschsprung disease,Osgood-Schlatter disease,Korsakoff syndrome,Tanner stage",
);
export const SCORES = w(
  "Glasgow Coma Scale,Apgar score,Wells score,Braden scale,Waterlow score,CURB-65,qSOFA,NEWS2,Child-Pugh,Killip class,NYHA class III,Bishop score,Mallampati II,CHA2DS2-VASc,HAS-BLED,MUST,Abbey Pain Scale,PHQ-9,GAD-7,AUDIT-C,Edinburgh Postnatal Depression Scale,Ottawa ankle rules,Canadian C-Spine Rule,Manchester Triage System,San Francisco Syncope Rule",
);
export const BRANDS = w(
  "Lyrica,Allegra,Ventolin,Clexane,Madopar,Keflex,Endone,Panadol,Stilnox,Seretide,Brilinta,Marvelon,Valium,Augmentin,Buscopan,Nexium,Tegretol,Xarelto,Eliquis,Ozempic,Crocin,Dolo 650,Calpol,Augmentin Duo,Mybulen",
);
export const PLACE_NAMED = w(
  "Ross River virus,Murray Valley encephalitis,Lassa fever,Ebola virus disease,Lyme disease,West Nile virus,Japanese encephalitis,Coxsackie virus,Marburg virus,Rift Valley fever,Norwalk-like virus,Hendra virus,Zika virus,Chikungunya",
);
export const DEVICES = w(
  "Alaris GP infusion pump,BD Venflon 20G,Philips IntelliVue MX450,Dräger Evita V500,Medtronic MiniMed 780G,Omnipod 5,ResMed AirSense 11,Welch Allyn Connex,Zoll AED Plus,GE Vivid iq",
);
export const CODES = [
  "I21.4 Non-ST elevation myocardial infarction",
  "E11.9 Type 2 diabetes mellitus without complications",
  "J18.9 Pneumonia, unspecified",
  "A15.0 Tuberculosis of lung",
  "B50.9 Plasmodium falciparum malaria, unspecified",
  "A90 Dengue fever",
  "O14.1 Severe pre-eclampsia",
  "SNOMED CT 44054006 Diabetes mellitus type 2",
  "SNOMED CT 22298006 Myocardial infarction",
  "S72.00 Fracture of neck of femur",
  "F20.0 Paranoid schizophrenia",
  "U07.1 COVID-19, virus identified",
];
export const RANGES = [
  "Haemoglobin 130–170 g/L (male), 120–150 g/L (female)",
  "Sodium 135–145 mmol/L",
  "Potassium 3.5–5.2 mmol/L",
  "Creatinine 60–110 µmol/L",
  "HbA1c < 48 mmol/mol (6.5%)",
  "TSH 0.4–4.0 mIU/L",
  "Ferritin 30–300 µg/L",
  "CRP < 5 mg/L",
  "Platelets 150–400 x10^9/L",
  "INR 2.0–3.0 (AF target)",
];
export const ROLES = w(
  "Medical registrar,On-call surgical RMO,Night nurse manager,Bed manager,Duty anaesthetist,Intern,House officer,Charge nurse,Pharmacist on call,Consultant of the week,Senior medical officer",
);
export const MONTHS = w(
  "January,February,March,April,May,June,July,August,September,October,November,December",
);
