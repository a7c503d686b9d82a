import type { RuleExample } from "./example.ts";

/** HL7 version 2 segments pasted into a note or exported as a snippet (recognisers/layout/hl7-segment.ts). */
export const HL7_EXAMPLES: readonly RuleExample[] = [
  {
    rule: "hl7-person-name",
    fires: [
      "PID|1||4839201^^^RNSH^MR||[[OKAFOR]]^Chidi^E||19520704|M",
      "NK1|1|DLAMINI^[[Thandeka]]|DAU|",
      "PV1|1|O|CLINIC2^^^Groote Schuur Hospital||||0042^[[van Wyk]]^Pieter^^^Dr",
    ],
    leaves: ["Result sent via HL7 to the PAS; PID and PV1 segments acknowledged.", "PID|1||||||M"],
  },
  {
    rule: "hl7-identifier",
    fires: [
      "PID|1||[[S1234567D]]^^^TTSH^MR||TAN^Wei Ling||19600101|F",
      "PV1|1|I|W12^4^B||||||||||||||||[[V88123450]]",
      "OBR|1|[[ORD55120]]|LAB99812|FBC^Full blood count",
    ],
    leaves: ["PID|1||^^^RNSH^MR||DOE^J", "Bar code label 2|3|4 on the specimen tube."],
  },
  {
    rule: "hl7-date",
    fires: [
      "MSH|^~\\&|PAS|HOSP|LAB|HOSP|[[202403141030]]||ADT^A01|MSG1|P|2.5",
      "PID|1||483920^^^H^MR||SINGH^Harpreet||[[19470312]]|F",
    ],
    leaves: ["PID|1||483920^^^H^MR||SINGH^Harpreet||1947|F", "OBX|1|NM|2345-7^Glucose||5.4|mmol/L|3.9-7.8"],
  },
  {
    rule: "hl7-address",
    fires: [
      "PID|1||483920^^^H^MR||BYRNE^Aoife||19800202|F|||[[14 Main Street]]^^Ennis^Clare^V95 X2Y3",
      "NK1|1|MOLOI^Sipho|SON|22 Long St^^[[Kimberley]]^NC^8301",
    ],
    leaves: ["PID|1||483920^^^H^MR||BYRNE^Aoife||19800202|F"],
  },
  {
    rule: "hl7-phone",
    fires: [
      "PID|1||483920^^^H^MR||LEE^Min||19750505|M|||3 Elm Rd^^Perth^WA^6000||[[(08) 5550 1234]]",
      "NK1|1|LEE^Soo|WIFE|3 Elm Rd^^Perth^WA^6000|[[0412 555 019]]",
    ],
    leaves: ["NK1|1|LEE^Soo|WIFE||"],
  },
  {
    rule: "hl7-facility",
    fires: ["PV1|1|I|WARD7^12^B^[[Whangarei Hospital]]||||1234567^Patel^Anil"],
    leaves: ["PV1|1|I|WARD7^12^B||||1234567^Patel^Anil"],
  },
];
