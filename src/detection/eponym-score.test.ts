import { type NameRow, nameRowSuites } from "../../test/detection/support/name-rows.ts";
import { createEngine } from "./create-engine.ts";

/**
 * Scales, grades, incisions and devices named after people (score-slot.ts, eponym-filter.ts,
 * readers/thing-after-with.ts), in each casing, and the names beside a number that must still be
 * found: an age, a date, a phone number, a time, a list number, a house number. Every sentence is
 * written for this test (no corpus text); the names are invented or common names.
 * must-not-match: no name span touches `word`. must-match: every letter of `value` is in a name span.
 */
const engine = createEngine();

const MUST_NOT_MATCH: readonly NameRow[] = [
  ["Pressure areas: Braden score 12. Waterlow 18 (high). Norton 11.", "Norton"],
  ["GCS 15. Rockwood 5. 4AT 0.", "Rockwood"],
  ["Falls: Morse 55, Stratify 3. Pain: Abbey 6, Wong-Baker 4.", "Morse"],
  ["Falls: Morse 55, Stratify 3. Pain: Abbey 6, Wong-Baker 4.", "Wong-Baker"],
  ["Function: Lawton IADL 5/8, Katz 6/6.", "Lawton"],
  ["Function: Lawton IADL 5/8, Katz 6/6.", "Katz"],
  ["NIHSS 4. Modified Rankin 2.", "Rankin"],
  ["Liver: Child-Pugh B, MELD 18, Glasgow-Blatchford 6, Alvarado 7.", "Blatchford"],
  ["Liver: Child-Pugh B, MELD 18, Glasgow-Blatchford 6, Alvarado 7.", "Alvarado"],
  ["Fracture: Salter-Harris II distal radius, Garden IV neck of femur.", "Salter-Harris"],
  ["Prostate: Gleason 3+4=7, grade group 2.", "Gleason"],
  ["Sedation: RASS -2, Riker 3.", "Riker"],
  ["Mood: Kessler 10: 28. Hamilton 18.", "Hamilton"],
  ["QTc by Bazett 452 ms.", "Bazett"],
  ["Cockcroft-Gault CrCl 45 mL/min.", "Cockcroft-Gault"],
  ["Melanoma: Breslow 1.2 mm, Clark level III.", "Clark"],
  ["Baby: Ballard 38 weeks.", "Ballard"],
  ["NORTON 11. ROCKWOOD 5. MORSE 55.", "ROCKWOOD"],
  ["norton 11. rockwood 5. morse 55.", "rockwood"],
  ["Incision: Pfannenstiel. Uterus delivered.", "Pfannenstiel"],
  ["Position: Lloyd-Davies. Midline laparotomy.", "Lloyd-Davies"],
  ["Meds: Webster pack from the chemist.", "Webster"],
  ["Cystic duct clipped with Ligaclips.", "Ligaclips"],
  ["Skin closed with Monocryl.", "Monocryl"],
  ["Mesoappendix divided between Roeder loops.", "Roeder"],
  ["Renal function: CrCl (Cockcroft-Gault) 45 mL/min.", "Cockcroft-Gault"],
  ["Estimated CrCl 40 mL/min using Cockcroft-Gault.", "Cockcroft-Gault"],
  ["cockcroft-gault estimated clearance 40 ml/min.", "cockcroft-gault"],
  ["Cognition: MMSE (Folstein) 24/30.", "Folstein"],
  ["Use Hartmann's for maintenance; avoid dextrose.", "Hartmann's"],
  ["Prescribe per Kimmelstiel guidance.", "Kimmelstiel"],
  ["Claudication at 100 m, Fontaine IIb, for angiography.", "Fontaine"],
  ["GUSTILO IIIB OPEN TIBIAL FRACTURE.", "GUSTILO"],
  ["Cirrhosis: Child-Pugh B, MELD 14.", "Pugh"],
  ["Mood: PHQ-9 12, Kessler 10: 28.", "Kessler"],
  ["NAS: Finnegan scores 4, 5 and 6 overnight.", "Finnegan"],
  ["Falls screen done. MUST 1. Norton 14.", "Norton"],
  ["AVM graded Spetzler-Martin 2, for embolisation.", "Martin"],
  ["Inhalers: Relvar Ellipta 92/22 one puff daily.", "Ellipta"],
  ["Seretide Accuhaler 250 1 puff twice daily.", "Accuhaler"],
  ["Mood: Hamilton depression 18 (moderate).", "Hamilton"],
  ["Distress: Kessler psychological distress 24.", "Kessler"],
  ["Risk: Braden moderate, Morse low.", "Morse"],
  ["Mood: Kessler-10: 28.", "Kessler"],
  ["Seretide Accuhaler | 1 puff | BD", "Accuhaler"],
  ["Laxido Orange sachet 1 daily", "Laxido"],
  ["| Tool | Score | Risk |\n| Morse | 45 | High |\n| Kessler | 24 | Moderate |", "Kessler"],
  ["Mood: Kessler K10 28, PHQ-9 12.", "Kessler"],
  ["Distress: Kessler (K10): 28.", "Kessler"],
  ["Mood: Kessler-10 30, GAD-7 12.", "Kessler"],
  ["PE: Wells 4, Geneva revised 6.", "Geneva"],
  ["Source: Kessler et al. 2003, adapted.", "Kessler"],
  // Everyday words of the countries (data/words-world.txt).
  ["home visit done. woman dey take herbs for malaria, counselled.", "dey"],
  ["mother dey worry say pikin never chop since morning.", "dey"],
  ["Okada accident last year, helmet worn.", "Okada"],
  ["Ute accident, thrown from the tray.", "Ute"],
];

const MUST_MATCH: readonly NameRow[] = [
  ["Handover: Okafor 45M, chest pain.", "Okafor"],
  ["Kofi 3 yrs, febrile convulsion.", "Kofi"],
  ["Abena 6 weeks old, feeding well.", "Abena"],
  ["1. Okonkwo 2. Mensah 3. Boateng", "Okonkwo"],
  ["Okafor 12/03/1965 for theatre.", "Okafor"],
  ["Contact Okonkwo 021 555 1234 if needed.", "Okonkwo"],
  ["Visitors: Okonkwo 14:00-16:00.", "Okonkwo"],
  ["Bed 9 - Siti binte Rahman - 45 - chest pain", "Siti binte Rahman"],
  ["Tobi Okonkwo 18/12 for review of cough.", "Okonkwo"],
  ["Kofi Mensah, 2 tabs given at 0800.", "Kofi Mensah"],
  ["NOK: Yaw Mensah 14 Oak Street.", "Yaw Mensah"],
  ["Stayed with Tavita over the weekend.", "Tavita"],
  ["Discharged with Grace Okafor, her daughter.", "Grace Okafor"],
  ["Seen with Okafor-Smith, daughter.", "Okafor-Smith"],
  ["Stayed overnight at Okonkwo's.", "Okonkwo"],
  ["Okonkwo's daughter phoned.", "Okonkwo"],
  ["| Name | Age | Sex |\n| Okonkwo | 45 | M |", "Okonkwo"],
  ["Reviewed with Okonkwo K 12 March.", "Okonkwo"],
];

nameRowSuites(
  engine,
  {
    mustNotMatch: "scales, grades and devices named after people are no names (must not match)",
    mustMatch: "names beside a number are still found (must match)",
  },
  MUST_NOT_MATCH,
  MUST_MATCH,
);
