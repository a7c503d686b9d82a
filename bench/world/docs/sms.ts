import { doc } from "../piece.ts";
import type { DocType } from "./doc-type.ts";

export const SMS: DocType = {
  name: "SMS thread",
  weight: 2,
  build(c) {
    const pt = c.person("PTName");
    const rn = c.person("HCPName");
    const kid = c.person("RelativeProxyName");
    return doc`[SMS ${c.date("header", "dmy-slash-short")} ${c.pick(["09:12", "16:40"])}] hi ${c.name(pt, "given", "sms-greeting")} its ${c.name(rn, "given", "sms-self")} from ${c.facility("after-from", "care")}. ur appt is ${c.date("prose", c.pick(["d-month", "ordinal-of-month"]))} at 10.30, pls call ${c.phone("prose")} if u cant make it
[reply] ok thx. my ${c.pick(["son", "daughter", "grandson"])} ${c.name(kid, "given", "kinship")} will drive me. new number is ${c.phone("prose")}
[SMS] noted ${c.name(pt, "given", "sms-greeting")}, see u on the ${c.date("prose", "ordinal-day")}. ${c.name(rn, "given", "signature")}
`;
  },
};
