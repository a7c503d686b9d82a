/** Telephone encounter notes and messages. */
import * as K from "../clinical.ts";
import type { Ctx } from "../ctx.ts";
import { type Fragment, frag, lines } from "../fragment.ts";
import type { DocType } from "./doc-type.ts";

const calls: readonly ((c: Ctx) => Fragment)[] = [
  (c) =>
    frag`Telephone call from ${c.rel.kin} ${c.rel.full("kinship")} (${c.phone("free")}) re: ${c.pt.title()} ${c.pt.last("title")}. Concerned ${c.pt.he()} is more confused since ${c.dayOrdinal("after-the")}. Advised to attend ${c.pick(["UTC", "A&E", "urgent care"])} if worse. Will ask ${c.gp.title()} ${c.gp.last("title")} to call back.`,
  (c) =>
    frag`TC to pt at ${c.phone("after-at")}: identity confirmed with DOB ${c.dob("after-label")}. Results discussed: ${K.labs(c.rng)}. ${K.plan(c.rng)}`,
  (c) =>
    frag`Phone msg: ${c.pt.first("free")} ${c.pt.last("free")} called to say ${c.pt.he()} ran out of ${c.pick(K.MEDS)}. Pharmacy ${c.phone("free")}. Rx sent. - ${c.hcp.first("signature")}`,
  (c) =>
    frag`Call received ${c.time()} from ${c.careHome("after-from")} (staff nurse ${c.hcp2.first("after-role")}): resident had a fall, no head injury, obs stable. ${c.rel.first("aware")} informed by the home.`,
  (c) =>
    frag`Returned call to ${c.rel.title()} ${c.rel.last("title")} on ${c.phone("after-on")}, no answer. Voicemail left asking to ring ${c.practice("free")} on ${c.phone("after-on")}.`,
  (c) =>
    frag`Pt called: c/o ${c.pick(["dysuria x3d", "cough and fever", "dizziness", "swollen ankles", "chest tightness on exertion"])}. Appt booked with ${c.hcp.title()} ${c.hcp.last("title")} on ${c.date("after-on", c.int(1, 7))} at ${c.time()}.`,
  (c) =>
    frag`Spoke to ${c.pt.first("contact-verb")} and ${c.pt.his()} ${c.rel.kin} ${c.rel.first("kinship")} on speakerphone. ${c.pt.he().charAt(0).toUpperCase() + c.pt.he().slice(1)} reports ${c.pick(["feeling better", "no change", "worse breathing at night"])}. Follow-up call ${c.date("free", c.int(2, 10))}.`,
  (c) =>
    frag`Interpreter (${c.pick(["Korean", "Vietnamese", "Arabic", "Turkish", "Farsi", "Amharic", "Tagalog", "Haitian Creole", "Portuguese"])}) used for call with ${c.pt.full("contact-verb")}. ${K.plan(c.rng)}`,
];

export const TELEPHONE: DocType = {
  name: "telephone note",
  locales: ["us", "uk"],
  weight: 8,
  build(c) {
    const head = c.pick([
      frag`Telephone encounter ${c.today("header")} ${c.time()}`,
      frag`TELEPHONE NOTE`,
      frag`${c.today("free")} - phone call`,
      frag`Phone note (${c.hcp.initialLast("header")})`,
      frag``,
    ]);
    const n = c.int(1, 2);
    const body: Fragment[] = [];
    for (let k = 0; k < n; k++) body.push(c.pick(calls)(c));
    return lines([head, ...body]);
  },
};
