/**
 * PHI-free world notes: each country's lookalikes (eponyms, drug brands, scales named after places,
 * fractions and durations, lab values, bed numbers, triage scales) in short notes with no PHI slot.
 */
import type { CountryKit } from "./kit.ts";
import type { Rng } from "./rng.ts";

const SHARED = [
  "Obs: BP 128/76, HR 84, RR 16, SpO2 97% RA, T 37.1. Pain 3/10.",
  "Power 4/5 in the left leg; reflexes 2+; plantars downgoing.",
  "Plan: FBC, UEC, LFTs, CRP; repeat ECG in 1/24; fluids 1 L over 8 hrs.",
  "Parkinson's disease and Alzheimer's dementia; Foley catheter in situ.",
  "Murmur grade 2/6 at the apex; Kussmaul breathing resolved.",
  "Given 2 units PRBC; post-transfusion Hb pending.",
  "Visual acuity 6/9 right, 6/12 left; IOP 18 mmHg.",
  "Stage T2N0M0; ECOG 1; NYHA class II.",
];

export function phiFreeNote(r: Rng, kit: CountryKit): string {
  const lines: string[] = [];
  const n = r.int(2, 4);
  for (let k = 0; k < n; k++) lines.push(r.chance(0.7) ? r.pick(kit.lookalikes) : r.pick(SHARED));
  const text = lines.join(r.chance(0.5) ? "\n" : " ");
  const casing = r.weighted([
    [70, "mixed"],
    [15, "upper"],
    [15, "lower"],
  ]);
  return casing === "upper" ? text.toUpperCase() : casing === "lower" ? text.toLowerCase() : text;
}
