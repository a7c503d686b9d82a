/** An imaging or ECG report: eponymous and place-named signs, reporting systems and ratios. */
import type { Rng } from "../../rng.ts";
import { dur } from "../common.ts";
import type { BroadDoc } from "../kit.ts";

const REPORTS: readonly ((r: Rng) => string[])[] = [
  (r) => [
    "CXR (PA)",
    `CTR ${r.pick(["0.45", "0.5", "0.55", "0.6"])}. ${r.pick(["Kerley B lines and upper lobe diversion", "right lower lobe consolidation with an air bronchogram", "no consolidation, effusion or pneumothorax", "blunted left costophrenic angle"])}.`,
    r.pick([
      "Hampton's hump not seen.",
      "Westermark sign absent.",
      "No Kerley B lines.",
      "Deep sulcus sign absent.",
    ]),
  ],
  (r) => [
    "CT chest (CTPA)",
    `${r.pick(["Filling defects in the right and left main pulmonary arteries", "No pulmonary embolus"])}; RV:LV ratio ${r.pick(["0.8", "1.0", "1.2"])}.`,
    `A ${r.int(3, 9)} mm solid nodule: follow up as per the Fleischner criteria in ${dur(r, "12")}.`,
  ],
  (r) => [
    "US breast",
    `${r.int(4, 18)} mm oval circumscribed hypoechoic lesion at 10 o'clock, ${r.int(2, 6)} cm from the nipple.`,
    `BI-RADS ${r.int(2, 4)}. ${r.pick(["Short-interval follow-up in 6/12.", "Core biopsy recommended.", "Benign appearance."])}`,
  ],
  (r) => [
    "US thyroid",
    `Right lobe nodule ${r.int(8, 30)} mm, solid, hypoechoic. TI-RADS ${r.int(3, 5)}.`,
    "FNA recommended; report with the Bethesda system.",
  ],
  (r) => [
    "MRI prostate",
    `Volume ${r.int(25, 90)} mL, PSA density ${r.pick(["0.09", "0.15", "0.22"])}. Lesion in the left peripheral zone, PI-RADS ${r.int(3, 5)}.`,
  ],
  (r) => [
    "CT abdomen",
    `Right renal cyst, Bosniak ${r.pick(["I", "II", "IIF", "III"])}; ${r.pick(["no hydronephrosis", "mild hydronephrosis"])}.`,
    `Liver lesion LI-RADS ${r.int(3, 5)}; ${r.pick(["appendix normal", "sigmoid diverticulosis", "free fluid in Morison's pouch"])}.`,
  ],
  (r) => [
    "CT brain (non-contrast)",
    `${r.pick(["No acute intracranial abnormality", "Left MCA territory hypodensity, ASPECTS 7", "Acute subdural haematoma, 8 mm, midline shift 3 mm"])}.`,
    `Fazekas grade ${r.int(0, 3)} white matter change.`,
  ],
  (r) => [
    "ECG",
    `${r.pick(["Sinus rhythm", "AF with a controlled ventricular rate", "Sinus tachycardia"])} ${r.int(55, 130)} bpm, axis ${r.pick(["normal", "left", "right"])}.`,
    `PR ${r.int(120, 220)} ms, QRS ${r.int(80, 140)} ms, QTc ${r.int(400, 520)} ms (Bazett).`,
    r.pick([
      "Mobitz type I block.",
      "RBBB.",
      "ST elevation in II, III and aVF.",
      "Brugada type 1 pattern in V1-V2.",
      "No acute ST changes.",
      "Sokolow-Lyon criteria for LVH met.",
    ]),
  ],
  (r) => [
    "Echo (TTE)",
    `LVEF ${r.int(20, 65)}% (Simpson's biplane); E/e' ${r.int(6, 18)}; TAPSE ${r.int(12, 26)} mm.`,
    r.pick([
      "Mitral regurgitation moderate.",
      "Aortic stenosis: AVA 0.9 cm2, mean gradient 42 mmHg.",
      "No pericardial effusion.",
    ]),
  ],
  (r) => [
    "X-ray hip and pelvis",
    `${r.pick(["Displaced intracapsular NOF fracture, Garden IV", "Intertrochanteric fracture", "No fracture"])}; Shenton's line ${r.pick(["intact", "disrupted"])}.`,
    `Kellgren-Lawrence grade ${r.int(1, 4)} osteoarthritis of the contralateral hip.`,
  ],
];

export const IMAGING: BroadDoc = {
  name: "imaging or ECG report",
  weight: 7,
  build(r) {
    const lines = r.pick(REPORTS)(r);
    lines.push(
      r.pick([
        "Reported by the duty radiologist.",
        "Compared with the previous study.",
        "Clinical correlation advised.",
        "Discussed with the requesting team.",
      ]),
    );
    return lines.join("\n");
  },
};
