/**
 * An ambulance patient care record or police/ambulance handover: case and CAD numbers, a police
 * event number, the vehicle's plate, the receiving hospital with a unit after it, the paramedic's
 * registration, and a coroner's reference when the patient died.
 */
import { label as lab } from "../labels.ts";
import type { NoteCtx } from "../note-ctx.ts";
import { doc, type Piece } from "../piece.ts";
import { clock } from "./clinical.ts";
import type { DocType } from "./doc-type.ts";
import { ID_SLOTS, inSlot, regInSlot } from "./id-slots.ts";

function plate(c: NoteCtx, slot: string): [string, Piece] {
  const m = c.pick(c.kit.ids.filter((k) => k.kind.includes("-plate")));
  return [m.label, c.idOf(m, slot)];
}

export const AMBULANCE: DocType = {
  name: "ambulance or police handover",
  weight: 3,
  build(c) {
    const pt = c.person("PTName");
    const para = c.person("HCPName");
    const cop = c.person("RelativeProxyName");
    const died = c.r.chance(0.2);
    const caseSlot = c.pick(ID_SLOTS);
    const [caseLabel, caseNo] = c.event("ambulance", caseSlot);
    const [polLabel, polNo] = c.event("police", "sentence");
    const [plLabel, pl] = plate(c, "sentence");
    const [regLabel, reg] = c.registration("signature");
    const [corLabel, corNo] = c.event("coroner", "form-field");
    const mech = c.pick([
      "MVA, driver, restrained, speed approx 60 km/h, airbags deployed",
      "pedestrian struck by a car",
      "motorbike vs car, helmeted",
      "assault with a blunt object",
      "fall from a ladder at work, approx 2 m",
    ]);
    return doc`${c.pick(["PATIENT CARE RECORD", "Ambulance handover (IMIST-AMBO)", "ePCR", "Paramedic report", "ATMIST handover"])}
${inSlot(c, caseSlot, caseLabel, caseNo)}   Dispatched ${clock(c)}, at scene ${clock(c)}
Pt: ${c.name(pt, c.pick(["full", "last-first"]), "form-field")}   ${lab(c.r, "dob")}${c.dob("form-field")}
Mechanism: ${mech}. ${c.pick([
      () =>
        doc`Police on scene (${c.name(cop, "initial-surname", "after-role")}), ${polLabel.toLowerCase()} ${polNo}.`,
      () => doc`${polLabel} ${polNo} given by the attending officer.`,
      () => doc`Police ref: ${polNo}`,
    ])()}
${c.pick([
  () => doc`Vehicle ${plLabel === "Vehicle" ? "" : `${plLabel.toLowerCase()} `}${pl} towed from scene.`,
  () => doc`Pt was the driver of ${pl}.`,
  () => doc`${plLabel}: ${pl} (second vehicle, driver uninjured).`,
])()}
Obs: GCS ${c.r.int(9, 15)}, HR ${c.r.int(60, 140)}, BP ${c.r.int(80, 160)}/${c.r.int(40, 95)}, SpO2 ${c.r.int(88, 100)}% RA. ${c.pick(["Methoxyflurane 3 mL", "Fentanyl 50 mcg IN", "IV access x2, 500 mL NaCl 0.9%", "C-collar and scoop"])}.
${
  died
    ? doc`ROLE at ${clock(c)}; police and ${c.pick(["the coroner", "the duty coroner's officer"])} notified, ${corLabel} ${corNo}.`
    : doc`Transported to ${c.facilityUnit("after-to")}${c.pick([", pre-alert given", "", " (trauma call)"])}.`
}
${regInSlot(c, doc`${c.name(para, c.pick(["full", "initial-surname"]), "signature")}`, regLabel, reg)}
`;
  },
};
