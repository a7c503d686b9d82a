/** An emergency triage entry: triage category, early-warning score, complaint and first actions. */
import { dur, obs, scale } from "../common.ts";
import { type BroadDoc, chartLine, drugsOf } from "../kit.ts";

const COMPLAINTS = [
  "chest pain, central, radiating to the L arm",
  "SOB, wheezy, speaking in phrases",
  "fall from standing, hip pain, unable to weight bear",
  "abdo pain RIF, vomiting x3",
  "fever and rigors",
  "headache, worst ever, sudden onset",
  "laceration L forearm, bleeding controlled",
  "seizure x1, now post-ictal",
  "palpitations, feels faint",
  "left-sided weakness, onset 40 min ago",
  "child with barking cough and stridor at rest",
  "PV bleeding at 9/40",
  "overdose of unknown tablets",
  "burn to the hand from hot oil",
] as const;

export const TRIAGE: BroadDoc = {
  name: "ED triage",
  weight: 10,
  build(r, v) {
    const lines = [
      `${r.pick(["TRIAGE", "Triage note", "ED triage", "Arrival"])}: ${v.triage(r)}`,
      `PC: ${r.pick(COMPLAINTS)}${r.chance(0.5) ? ` x ${dur(r, r.pick(["7", "24"] as const))}` : ""}.`,
      obs(r),
      `${r.pick(v.ews)}. ${scale(r, "ed", "neuro")}.`,
      `Actions: ${r.pick(["IVC, bloods, ECG", "analgesia given", "to resus", "to fast track", "to the waiting room, re-triage in 30 min", "ECG within 10 min, aspirin given"])}; ${chartLine(r, v, r.pick(drugsOf(v, "analgesic")))}.`,
    ];
    if (r.chance(0.35)) lines.push(r.pick(v.local));
    lines.push(`To ${r.pick(v.wards)}.`);
    return lines.join("\n");
  },
};
