import { label as lab } from "../labels.ts";
import { doc } from "../piece.ts";
import type { DocType } from "./doc-type.ts";

export const OPERATIVE: DocType = {
  name: "operative note",
  weight: 2,
  build(c) {
    const pt = c.person("PTName");
    const surgeon = c.person("HCPName");
    const assist = c.person("HCPName");
    const anaes = c.person("HCPName");
    return doc`OPERATION NOTE - ${c.facility("letterhead", "care")}
Date of operation: ${c.todayDate("header")}
${lab(c.r, "name")}${c.name(pt, "full", "header")}   ${lab(c.r, "dob")}${c.dob("header")}
Surgeon: ${c.name(surgeon, "full", "list")}   Assistant: ${c.name(assist, "surname", "list")}   Anaesthetist: Dr ${c.name(anaes, "formal", "title")}
Procedure: ${c.pick(["laparoscopic cholecystectomy", "ORIF left distal radius", "hemiarthroplasty right hip", "appendicectomy"])}
Findings: ${c.pick(["gangrenous gallbladder, Calot's triangle clear", "comminuted fracture", "perforated appendix with local pus"])}.
Plan: ${c.pick(["review in 6/52 at fracture clinic", "sutures out in 10/7", "mobilise day 1, review 2/52"])}. Patient's ${c.pick(["wife", "son", "daughter"])} updated by phone.
Signed ${c.name(surgeon, "initial-surname", "signature")}
`;
  },
};
