import { type Fragment, frag, lines } from "../fragment.ts";
import type { DocType } from "./doc-type.ts";

export const VISITORS: DocType = {
  name: "visitor list",
  locales: ["us", "uk"],
  weight: 5,
  build(c) {
    const visitors = [c.rel, c.rel2];
    const rows: Fragment[] = [];
    const style = c.int(0, 3);
    rows.push(
      frag`${c.pick(["Visitors", "VISITOR LOG", "Approved visitors", "Contacts", "Family contacts"])}${style === 0 ? ` - ${c.pick(["Bay 3", "Side room 2", "Bed 14"])}` : ""}:`,
    );
    for (const v of visitors) {
      rows.push(
        c.pick([
          frag`- ${v.full("list")} (${v.kin}) ${c.phone("free")}`,
          frag`${v.lastFirst("list")}  ${v.kin}  ${c.time()}-${c.time()}`,
          frag`${v.kin}: ${v.first("list")} ${v.last("list")}, tel ${c.phone("after-label")}`,
          frag`* ${v.first("list")} - ${v.kin} - visits ${c.pick(["daily", "Sundays", "after work", "weekends"])}`,
          frag`${c.date("free", -c.int(0, 5))} ${v.full("list")} (${v.kinShort})`,
        ]),
      );
    }
    if (c.rng.chance(0.5))
      rows.push(frag`Not permitted: ${c.rel2.title()} ${c.rel2.last("title")} (see safeguarding note).`);
    if (c.rng.chance(0.5))
      rows.push(frag`Chaplain ${c.hcp.first("after-role")} visited ${c.date("free", -1)}.`);
    if (c.rng.chance(0.5)) rows.push(frag`Key safe code held by ${c.rel.first("free")}.`);
    return lines(rows);
  },
};
