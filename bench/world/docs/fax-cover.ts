import { doc } from "../piece.ts";
import type { DocType } from "./doc-type.ts";

export const FAX_COVER: DocType = {
  name: "fax cover sheet",
  weight: 1,
  build(c) {
    const pt = c.person("PTName");
    const to = c.person("HCPName");
    const from = c.person("HCPName");
    return doc`FACSIMILE
To: ${c.facility("fax-to", "care")}   Attn: ${c.name(to, "full", "fax-attn")}
Fax: ${c.phone("fax-to")}
From: ${c.name(from, "full", "fax-from")}, ${c.facility("fax-from", "care")}
Phone: ${c.phone("fax-from")}   Email: ${c.email(from, "fax-from")}   Date: ${c.todayDate("fax-from")}   Pages: ${c.r.int(2, 9)}
Re: ${c.name(pt, "last-first", "re-line")}   DOB ${c.dob("re-line")}
CONFIDENTIAL: if received in error please phone the sender and destroy all pages.
`;
  },
};
