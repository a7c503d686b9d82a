/** Nursing shift notes, US and UK, prose and shorthand. */
import * as K from "../clinical.ts";
import type { Ctx } from "../ctx.ts";
import { type Fragment, frag, lines } from "../fragment.ts";
import type { DocType } from "./doc-type.ts";
import { CLINICIAN, FAMILY, NUMBERS, PLACE, some } from "./phrases.ts";

const headers: readonly ((c: Ctx) => Fragment)[] = [
  (c) =>
    frag`Nursing Progress Note ${c.today("header")} ${c.pick(["0700-1900", "1900-0700", "days", "nights"])}`,
  (c) => frag`NURSING NOTE - ${c.pick(["Day", "Night", "Late"])} shift ${c.today("header")}`,
  (c) => frag`${c.today("free")} ${c.time()} Nursing`,
  (c) => frag`Shift summary (${c.today("after-label")})`,
  (c) => frag`Nsg: ${c.pick(["7a-7p", "7p-7a", "3-11"])}`,
  (c) => frag`${c.ward("header")} - nursing evaluation ${c.today("free")}`,
  () => frag`Nursing note:`,
  (c) => frag`Pt: ${c.pt.lastFirst("header")}   Bed ${c.int(1, 30)}`,
];

const systems: readonly ((c: Ctx) => string)[] = [
  (c) =>
    `Neuro: ${c.pick(["A&Ox3", "A+O x2", "confused, pleasant", "GCS 14 (E4V4M6)", "drowsy but rousable"])}. ${c.pick(["MAE.", "Moves all limbs.", "PERRL.", "No focal deficit."])}`,
  (c) =>
    `CV: ${K.vitals(c.rng)}. ${c.pick(["Pulses palpable.", "+1 pedal edema.", "Cap refill <2s.", "Tele NSR."])}`,
  (c) =>
    `Resp: ${c.pick(["LS clear", "coarse crackles bilat bases", "diminished R base", "exp wheeze"])}, ${c.pick(["RA", "2L NC", "4L NC", "35% venturi", "NIV overnight"])}.`,
  (c) =>
    `GI/GU: ${c.pick(["abd soft, NT", "tolerating diet", "NBM", "NG feed at 50ml/hr"])}. ${c.pick(["Foley in situ.", "Voiding.", "Incontinent of urine, pads in use.", "UO 40-60ml/hr."])}`,
  (c) =>
    `Skin: ${c.pick(["intact", "sacral grade 2 PU, dressing intact", "bruising to arms", "L heel blister"])}.`,
  (c) => `ID: ${c.pick(["afebrile", "Tmax 38.2", `on ${c.pick(K.MEDS)}`])}.`,
  (c) => `Labs: ${K.labs(c.rng)}.`,
  (c) => `Meds: ${K.meds(c.rng, c.int(1, 3)).join(", ")}.`,
  (c) => K.nursingObs(c.rng, c.int(2, 4)),
];

const signoffs: readonly ((c: Ctx) => Fragment)[] = [
  (c) => frag`${c.hcp2.full("signature")}, ${c.pick(["RN", "RGN", "Staff Nurse", "SN", "BSN, RN"])}`,
  (c) => frag`-- ${c.hcp2.first("signature")} ${c.hcp2.last("signature")} RN`,
  (c) => frag`Signed: ${c.hcp2.initialLast("signature")} (${c.pick(["Staff Nurse", "Charge Nurse", "HCA"])})`,
  (c) => frag`${c.hcp2.lastFirst("signature")}, RN ${c.time()}`,
  (c) => frag`/${c.hcp2.first("signature")}`,
  () => frag``,
];

export const NURSING_NOTE: DocType = {
  name: "nursing shift note",
  locales: ["us", "uk"],
  weight: 16,
  build(c) {
    const body: Fragment[] = [];
    const prose = c.rng.chance(0.5);
    if (prose) {
      const open = c.pick([
        frag`${c.agePhrase()} ${c.ptNoun()} admitted with ${K.dx(c.rng, c.pt.person.sex)}.`,
        frag`${c.pt.title()} ${c.pt.last("title")} remains on ${c.ward("after-on")}.`,
        frag`${c.pt.first("free")} had a ${c.pick(["settled", "restless", "good", "difficult"])} night.`,
        frag`Pt is a ${c.agePhrase()} w/ hx of ${K.pmh(c.rng, c.pt.person.sex)} here for ${K.dx(c.rng, c.pt.person.sex)}.`,
        frag`Received pt from ${c.pick(["ED", "A&E", "theatre", "ICU", "PACU"])} at ${c.time()}.`,
      ]);
      body.push(open);
      body.push(frag`${K.nursingObs(c.rng, c.int(2, 5))}`);
    } else {
      for (let k = 0; k < c.int(3, 6); k++) body.push(frag`${c.pick(systems)(c)}`);
    }
    const phiSentences = [
      ...some(c, FAMILY, c.int(1, 3)),
      ...some(c, CLINICIAN, c.int(1, 3)),
      ...some(c, PLACE, c.int(0, 2)),
      ...some(c, NUMBERS, c.int(0, 1)),
    ];
    for (const s of phiSentences) body.splice(c.int(1, body.length), 0, s);
    body.push(frag`${K.plan(c.rng)}`);
    const sep = prose ? c.pick([" ", "\n", "  "]) : "\n";
    return lines([c.pick(headers)(c), lines(body, sep), c.pick(signoffs)(c)], "\n");
  },
};
