/**
 * A journal-club summary or teaching note: trial acronyms with their findings and statistics,
 * journal abbreviations, study designs, mnemonics and the country's guideline bodies. No author,
 * presenter or year.
 */
import type { CountryCode } from "../../kit.ts";
import { type BroadDoc, some } from "../kit.ts";

/** Trial, question, finding. */
const TRIALS: readonly (readonly [string, string, string])[] = [
  [
    "CRASH-2",
    "tranexamic acid in trauma haemorrhage",
    "all-cause mortality RR 0.91 (95% CI 0.85-0.97) when given within 3 hours",
  ],
  [
    "RECOVERY",
    "dexamethasone 6 mg daily in hospitalised COVID-19",
    "lower 28-day mortality in those on oxygen or ventilated",
  ],
  [
    "NICE-SUGAR",
    "intensive vs conventional glucose control in ICU",
    "higher 90-day mortality with a target of 4.5-6.0 mmol/L (OR 1.14)",
  ],
  [
    "SAFE",
    "4% albumin vs saline for ICU resuscitation",
    "no difference in 28-day mortality; worse in traumatic brain injury",
  ],
  ["ARISE", "early goal-directed therapy in septic shock", "no mortality benefit over usual care"],
  [
    "FEAST",
    "fluid boluses in febrile African children with shock",
    "boluses increased 48-hour mortality (RR 1.45)",
  ],
  [
    "WOMAN",
    "tranexamic acid for postpartum haemorrhage",
    "fewer deaths from bleeding when given within 3 hours of birth",
  ],
  [
    "CHAMPION",
    "heat-stable carbetocin vs oxytocin for PPH prevention",
    "non-inferior for blood loss ≥ 500 mL",
  ],
  ["TTM2", "targeted hypothermia vs normothermia after cardiac arrest", "no difference in 6-month mortality"],
  ["DAPA-HF", "dapagliflozin in HFrEF", "HR 0.74 for worsening heart failure or CV death; NNT 21"],
  ["SPRINT", "systolic target < 120 vs < 140 mmHg", "fewer CV events; more AKI and syncope"],
  ["ISCHEMIA", "invasive vs conservative strategy in stable CAD", "no reduction in death or MI overall"],
];

const JOURNALS: Readonly<Record<CountryCode, readonly string[]>> = {
  AU: ["Med J Aust", "Emerg Med Australas", "Aust Prescr", "Crit Care Resusc"],
  NZ: ["N Z Med J", "J Prim Health Care", "bpacnz Best Practice Journal"],
  CA: ["CMAJ", "Can Fam Physician", "CJEM", "Can J Anesth"],
  IE: ["Ir Med J", "Ir J Med Sci", "HRB Open Research"],
  IN: ["Indian J Med Res", "Natl Med J India", "J Assoc Physicians India", "Indian Pediatr"],
  ZA: ["S Afr Med J", "S Afr Fam Pract", "Afr J Emerg Med", "SAMJ CME"],
  NG: ["Niger J Clin Pract", "Niger Med J", "Ann Afr Med", "West Afr J Med"],
  SG: ["Singapore Med J", "Ann Acad Med Singap", "Proceedings of Singapore Healthcare"],
};

const MNEMONICS = [
  "Causes of a raised anion gap acidosis: MUDPILES (methanol, uraemia, DKA, paraldehyde, iron/isoniazid, lactate, ethylene glycol, salicylates).",
  "Pain history: SOCRATES (site, onset, character, radiation, associations, time course, exacerbating/relieving factors, severity).",
  "Delirium causes: PINCH ME (pain, infection, nutrition, constipation, hydration, medication, environment).",
  "Acute vertigo: HINTS exam (head impulse, nystagmus, test of skew) is more sensitive than early MRI for posterior circulation stroke.",
  "Primary survey: <C>ABCDE; catastrophic haemorrhage first.",
  "Causes of cardiac arrest: 4 Hs and 4 Ts.",
  "Osmolar gap = measured osmolality - (2Na + urea + glucose); > 10 suggests toxic alcohols.",
  "Corrected calcium = Ca + 0.02 x (40 - albumin).",
];

const DESIGN = [
  "Design: multicentre pragmatic RCT, open label, intention-to-treat.",
  "Design: double-blind placebo-controlled RCT; primary outcome composite.",
  "Design: cluster randomised, stepped wedge.",
  "Design: systematic review and meta-analysis (random effects; I² 38%).",
];

const APPRAISAL = [
  "Strengths: large sample, allocation concealed, low loss to follow-up.",
  "Limitations: single country, open label, composite outcome driven by the softer component.",
  "External validity: fewer older patients than we see; resource setting differs.",
  "GRADE certainty: moderate (downgraded for imprecision).",
  "Bottom line: changes practice for our unit; check against our local guideline.",
  "Fragility index 4: a handful of events would change the result.",
];

const BODIES: Readonly<Record<CountryCode, string>> = {
  AU: "Compare with eTG and the ANZCOR guidance.",
  NZ: "Compare with the NZF and bpacnz advice; PHARMAC funding criteria apply.",
  CA: "Compare with the CPS monograph and Choosing Wisely Canada.",
  IE: "Compare with the NCEC guideline and HSE Medicines Management Programme advice.",
  IN: "Compare with the ICMR STW and NLEM availability.",
  ZA: "Compare with the SA STGs/EML (hospital level).",
  NG: "Compare with the national standard treatment guidelines and NAFDAC registered products.",
  SG: "Compare with the MOH ACE guidance and the Standard Drug List.",
};

export const TEACHING: BroadDoc = {
  name: "journal club or teaching",
  weight: 4,
  build(r, v) {
    if (r.chance(0.35)) {
      return [
        r.pick([
          "TEACHING NOTES",
          "Registrar teaching: pearls",
          "Intern tutorial summary",
          "Bedside teaching",
        ]),
        ...some(r, MNEMONICS, r.int(3, 5)).map((m) => `- ${m}`),
        BODIES[v.code],
      ].join("\n");
    }
    const [trial, question, finding] = r.pick(TRIALS);
    return [
      r.pick(["JOURNAL CLUB", "Journal club summary", "Critical appraisal", "Evidence update"]),
      `${trial} (${r.pick(JOURNALS[v.code])} commentary): ${question}.`,
      `PICO: P adults ${r.pick(["in ED", "in ICU", "on the ward", "in primary care"])}; I ${question.split(" ")[0]}; C usual care or placebo; O ${r.pick(["mortality", "a composite of death or readmission", "length of stay"])}.`,
      r.pick(DESIGN),
      `Result: ${finding}. ${r.pick(["ARR 1.5%, NNT 67.", "p = 0.003.", "Secondary outcomes consistent.", "No difference in serious adverse events."])}`,
      ...some(r, APPRAISAL, r.int(2, 3)),
      BODIES[v.code],
    ].join("\n");
  },
};
