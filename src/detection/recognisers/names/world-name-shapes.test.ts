import { test } from "node:test";
import { assertFound, assertUntouched } from "../../../../test/detection/support/table-rows.ts";
import { createEngine } from "../../create-engine.ts";

/**
 * Names written the way Singapore, Malaysian and other Commonwealth notes write them: Malay
 * lineage, surnames that are function words, greetings in text messages. Hand-written.
 */
const engine = createEngine();
const ANY = ["PROVIDER_NAME", "NAME", "RELATIVE_NAME", "PATIENT_NAME"];

const FOUND: readonly (readonly [string, string])[] = [
  ["Dear Dr Nurul Ain binte Said,", "Nurul Ain binte Said"],
  ["Patient name: SAID, Siti   NRIC: on file", "SAID, Siti"],
  ["Patient name: Siti Said", "Siti Said"],
  ["hey siti, pls bring ic", "siti"],
  ["Patient name: Mak Hoi Lam", "Mak Hoi Lam"],
  ["Dr.(Mrs) Meena Kumari", "Meena Kumari"],
  ['Pt Robert "Bob" Jenkins, 72M', 'Robert "Bob" Jenkins'],
  ["Her husband Piet came in.", "Piet"],
  ["Mdm Tan Ah Moi, 78F, from nursing home.", "Tan Ah Moi"],
  ["Wound clean.\n-- Goh CL\n", "Goh CL"],
  ["Plan as above.\n-- J. Smith\n", "J. Smith"],
];

for (const [note, value] of FOUND) {
  test(`world name shape: ${note}`, () => assertFound(engine, note, value, ANY));
}

const UNTOUCHED: readonly (readonly [string, string])[] = [
  ["hi all, meeting at 3", "all"],
  ["hey doc, pt stable", "doc"],
  ["wife Present at bedside", "Present"],
  ["Pt well.\nRegards,\nJohn Smith\nMedical Officer", "Regards"],
  ["Patient: John Was seen", "Was"],
  ["Plan:\n- Renal USS\n- Bloods FBC\n", "USS"],
  ["Vaccines given (Prevnar PCV) today.", "PCV"],
];

for (const [note, word] of UNTOUCHED) {
  test(`world name shape untouched: ${note}`, () => assertUntouched(engine, note, word));
}
