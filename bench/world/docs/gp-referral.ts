import { doc } from "../piece.ts";
import { COMPLAINTS, clinicalLine } from "./clinical.ts";
import type { DocType } from "./doc-type.ts";

export const GP_REFERRAL: DocType = {
  name: "GP referral letter",
  weight: 3,
  build(c) {
    const pt = c.person("PTName");
    const spec = c.person("HCPName");
    const gp = c.person("HCPName");
    const [label, id] = c.id("re-block", "health-id");
    const [regLabel, reg] = c.registration("signature");
    return doc`${c.facility("letterhead", "care")}
${c.address("letterhead", "\n")}
Ph ${c.phone("letterhead")}   Fax ${c.phone("letterhead")}   ${c.email(gp, "letterhead")}

${c.todayDate("letter-date")}

Dr ${c.name(spec, "full", "address-block")}
${c.facility("address-block", "care")}

Dear Dr ${c.name(spec, "formal", "salutation")},

Re: ${c.name(pt, "full", "re-block")}, DOB ${c.dob("re-block")}, ${label} ${id}
${c.address("re-block")}

Thank you for seeing this ${c.age("prose")} year old with ${c.pick(COMPLAINTS)} since ${c.date("after-since")}. ${clinicalLine(c)}

Yours sincerely,
${c.name(gp, "full", "signature")}
${regLabel} ${reg}
`;
  },
};
