import { test } from "node:test";
import { assertFound, assertUntouched } from "../../../test/detection/support/table-rows.ts";
import { createEngine } from "../create-engine.ts";

/**
 * Surnames written in the Singapore, Malaysian and Hong Kong way: in capitals, with run-together
 * initials, and Malay lineage in its short forms. Hand-written, in several slots.
 */
const engine = createEngine();
const ANY = ["PROVIDER_NAME", "NAME", "RELATIVE_NAME", "PATIENT_NAME"];

const FOUND: readonly (readonly [string, string])[] = [
  ["Seen by Dr Goh CL today.", "Goh CL"],
  ["Seen by Dr Goh CL and Dr LEE KS.", "LEE KS"],
  ["cc: Dr Wong YK, Dr Chan HM", "Chan HM"],
  ["Consultant: Lee KS", "Lee KS"],
  ["MO: Ng K H", "Ng K H"],
  ["HO - Tan Wei Ming", "Tan Wei Ming"],
  ["Signed: lim kh, staff nurse", "lim kh"],
  ["Seen by Dr LEE today.", "LEE"],
  ["Reviewed with Dr TAN, plan as above.", "TAN"],
  ["Mdm Tan Ah Moi, 78F, from nursing home.", "Tan Ah Moi"],
  ["Consultant: Ahmad Faris b. Kamarudin", "Ahmad Faris b. Kamarudin"],
];

for (const [note, value] of FOUND) {
  test(`trailing initials and capitals: ${note}`, () => assertFound(engine, note, value, ANY));
}

const UNTOUCHED: readonly (readonly [string, string])[] = [
  ["Dr CALL the family", "CALL"],
  ["Dr Lee RN reviewed", "RN"],
  ["Informed daughter nur aisyah bte rosli via phone.", "via"],
  ["Hx: 3 mo ago had MI", "ago"],
  ["AND FUNCTIONAL B/P STABLE PA LINE DC/D ALINE OUT", "LINE"],
  ["Vit B. Smith said", "Vit"],
  ["Seen by Dr Goh CL today.", "today"],
];

for (const [note, word] of UNTOUCHED) {
  test(`trailing initials untouched: ${note}`, () => assertUntouched(engine, note, word));
}
