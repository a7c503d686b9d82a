/** An orthopaedic or fracture clinic entry: classifications, casts, frames, splints, weight bearing. */
import { DEVICES, dur, EPONYMS, scale } from "../common.ts";
import type { BroadDoc } from "../kit.ts";

export const FRACTURE_CLINIC: BroadDoc = {
  name: "fracture clinic",
  weight: 7,
  build(r, v) {
    const fracture = r.pick(EPONYMS.filter((e) => /fracture|Lisfranc|Hill-Sachs/.test(e)));
    return [
      r.pick(["Fracture clinic", "Ortho r/v", "VFC", "Orthopaedic OPD"]),
      `${fracture}, ${r.pick(["L", "R"])}; ${scale(r, "ortho")}.`,
      `X-ray: ${r.pick(["position maintained", "callus forming", "2 mm displacement", "union"])}; ${r.pick(["POP backslab", "full cast", "moon boot", "sling", "K-wires in situ", "ex-fix pin sites clean"])}.`,
      `Mobility: ${r.pick(["NWB", "TWB", "PWB", "FWB"])} with ${r.pick(["crutches", "a Zimmer frame", "a quad stick", "a 4WW", "one stick"])}; ${r.pick(DEVICES.ortho.filter((d) => !/Zimmer/.test(d)))} ${r.pick(["in situ", "checked", "satisfactory on X-ray"])}.`,
      `Plan: ${r.pick(["cast off and physio", "check X-ray", "K-wires out", "ORIF list", "wean from boot"])} in ${dur(r, "52")}; review ${dur(r, "12")}.`,
      r.pick(v.schemes),
    ].join("\n");
  },
};
