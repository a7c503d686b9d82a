/** Care home daily records and GP visit notes written by care staff (UK). */
import * as K from "../clinical.ts";
import type { Ctx } from "../ctx.ts";
import { type Fragment, frag, lines } from "../fragment.ts";
import type { DocType } from "./doc-type.ts";

const entries: readonly ((c: Ctx) => Fragment)[] = [
  (c) => frag`${c.pt.first("free")} ate all of ${c.pt.his()} lunch and enjoyed the singing in the lounge.`,
  (c) =>
    frag`${c.pt.title()} ${c.pt.last("title")} refused personal care this morning, tried again later with success.`,
  (c) =>
    frag`${c.rel.kin} ${c.rel.first("kinship")} visited and took ${c.pt.first("free")} out to the garden.`,
  (c) =>
    frag`GP ${c.gp.title()} ${c.gp.last("title")} visited re: ${c.pick(["chest infection", "UTI", "skin tear", "poor appetite", "medication review"])}, started ${c.pick(K.MEDS)}.`,
  (c) => frag`District nurse ${c.hcp.first("after-role")} dressed L leg ulcer.`,
  (c) =>
    frag`Fall in bedroom at ${c.time()}, found on floor by carer ${c.hcp2.first("after-role")}. No injury noted. ${c.rel.first("aware")} informed.`,
  (c) => frag`${c.pt.first("free")} was very sleepy today, fluids encouraged, ${c.int(600, 1500)}ml taken.`,
  (c) => frag`Optician appointment booked for ${c.date("after-for", c.int(3, 20))}.`,
  (c) =>
    frag`${c.pt.his()} ${c.rel.kin} ${c.rel.full("kinship")} rang to ask about ${c.pt.his()} birthday party on the ${c.dayOrdinal("after-the")}.`,
  (c) =>
    frag`Ambulance called, taken to ${c.hospital("after-to")} with ${c.pick(["shortness of breath", "a suspected fracture", "chest pain"])}. ${c.rel.kinShort} ${c.rel.first("kinship")} going to meet ${c.pt.him()} there.`,
  (c) =>
    frag`Hairdresser today. ${c.pt.first("free")} was chatty about ${c.pt.his()} time in ${c.otherTown("after-in")}.`,
  (c) => frag`Weight ${c.int(38, 80)}kg (MUST score ${c.int(0, 3)}).`,
];

export const CARE_HOME: DocType = {
  name: "care home record",
  locales: ["uk"],
  weight: 6,
  build(c) {
    const head = c.pick([
      frag`${c.careHome("letterhead")} - Daily Record`,
      frag`Resident: ${c.pt.full("header")}  Room ${c.int(1, 60)}  ${c.careHome("header")}`,
      frag`${c.today("header")} ${c.pick(["AM", "PM", "Night"])}`,
      frag`Daily notes for ${c.pt.first("header")} ${c.pt.last("header")} (${c.agePhrase()})`,
    ]);
    const body: Fragment[] = [];
    const n = c.int(2, 5);
    const used = new Set<number>();
    for (let k = 0; k < n; k++) {
      const at = c.int(0, entries.length - 1);
      if (used.has(at)) continue;
      used.add(at);
      body.push((entries[at] as (c: Ctx) => Fragment)(c));
    }
    const sign = c.pick([
      frag`${c.hcp2.first("signature")} (senior carer)`,
      frag`Signed ${c.hcp2.initialLast("signature")}`,
      frag``,
    ]);
    return lines([head, lines(body, c.pick(["\n", " "])), sign]);
  },
};
