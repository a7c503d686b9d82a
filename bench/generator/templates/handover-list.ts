/** Ward handover lists and board rounds: several patients in one note, one line each. */
import * as K from "../clinical.ts";
import { Ctx } from "../ctx.ts";
import { type Fragment, frag, lines } from "../fragment.ts";
import type { DocType } from "./doc-type.ts";

function row(c: Ctx, bed: number): Fragment {
  return c.pick([
    frag`${bed}. ${c.pt.lastFirst("list")} ${c.ageNumber("list")}${c.sexLetter()} - ${K.dx(c.rng, c.pt.person.sex)} - ${c.hcp.last("list")} - ${c.pick(["for d/c", "NBM", "awaiting OT", "MFFD", "await CT", "DNACPR"])}`,
    frag`Bed ${bed}: ${c.pt.full("list")} (${c.agePhrase()}) ${K.dx(c.rng, c.pt.person.sex)}. ${c.pick(["Obs stable.", "Sats soft overnight.", "Family aware.", "Plan as per ward round."])}`,
    frag`${bed} ${c.pt.title()} ${c.pt.last("title")} | ${K.dx(c.rng, c.pt.person.sex)} | Cons: ${c.hcp.initialLast("list")} | ${c.pick(["TTOs done", "needs bloods", "chase echo", "POC restart " + c.pick(["Mon", "Tue", "Fri"])])}`,
    frag`B${bed} ${c.pt.first("list")} ${c.pt.last("list")}, ${c.ageNumber("list")}, ${K.dx(c.rng, c.pt.person.sex)}; NOK ${c.rel.first("list")} (${c.rel.kinShort}) ${c.phone("free")}`,
  ]);
}

export const HANDOVER_LIST: DocType = {
  name: "handover list",
  locales: ["uk", "us"],
  weight: 6,
  build(c) {
    const head = c.pick([
      frag`${c.ward("header")} handover ${c.today("header")} ${c.pick(["AM", "PM", "night"])}`,
      frag`BOARD ROUND - ${c.ward("header")}`,
      frag`Sign-out ${c.today("header")} (${c.hcp2.first("header")} to ${c.hcp3.first("header")})`,
      frag`Handover`,
    ]);
    const n = c.int(2, 5);
    const rows: Fragment[] = [head];
    for (let k = 0; k < n; k++) {
      // Every row is another patient: a fresh context sharing the note's random stream.
      const other = k === 0 ? c : new Ctx(c.rng, c.locale);
      rows.push(row(other, c.int(1, 32)));
    }
    return lines(rows);
  },
};
