import { test } from "node:test";
import { assertFound, assertUntouched } from "../../../../test/detection/support/table-rows.ts";
import { createEngine } from "../../create-engine.ts";

/** Hand-written ward lists and bed boards: the name column is found in any casing and origin. */
const engine = createEngine();
const PATIENT = ["PATIENT_NAME", "NAME", "RELATIVE_NAME"];

const FOUND: readonly (readonly [string, string])[] = [
  ["Bed 1 - Okafor, Chidi - 67M - NSTEMI", "Okafor, Chidi"],
  ["Bed 2 - Park, Min-jun - 81F - UTI", "Park, Min-jun"],
  ["Bed 3 - Hope Baker - 54F - post lap chole", "Hope Baker"],
  ["Bed 4 - Ng, Wai Ling - 72M - CAP", "Ng, Wai Ling"],
  ["Bed 5: Yilmaz, Emre | 45M | DKA resolving", "Yilmaz, Emre"],
  ["Bay B bed 6 - DAVIES, Rhys - 88M - fall", "DAVIES, Rhys"],
  ["Rm 6 Do, Minh 59M sepsis", "Do, Minh"],
  ["BED 7 - FARAH, HODAN - 33F - HYPEREMESIS", "FARAH, HODAN"],
  ["bed 8 - wu, jian - 61m - copd", "wu, jian"],
  ["Side room 2 - Mr Teodor Lungu - 70M", "Teodor Lungu"],
  ["1. Mbeki, Thandiwe (47F) - asthma", "Mbeki, Thandiwe"],
  ["- Gruffydd Pryce, 80M, falls", "Gruffydd Pryce"],
  ["Cubicle 3 | Aoife Brennan | 29F", "Aoife Brennan"],
  ["Handover: Rm 12 - hunter, rose, 88f, uti.", "hunter, rose"],
  ["14:05  OYELARAN, Kemi   Relationship: daughter   Out: 15:00", "OYELARAN, Kemi"],
];

const COLUMNS: readonly (readonly [string, string])[] = [
  ["Bed 1 - Okafor, Chidi - 67M - NSTEMI - Hunter - for angio", "Hunter"],
  ["Bed 2 - Park, Min-jun - 81F - UTI - J. Okoro - NBM", "J. Okoro"],
  ["Bed 4 | Ng, Wai | 72M | CAP | Siân | DNACPR", "Siân"],
];

for (const [note, value] of COLUMNS) {
  test(`row column name: ${note}`, () => assertFound(engine, note, value, ["NAME", "PROVIDER_NAME"]));
}

for (const [note, value] of FOUND) {
  test(`row name: ${note}`, () => assertFound(engine, note, value, PATIENT));
}

const UNTOUCHED: readonly (readonly [string, string])[] = [
  ["bed 1 - day-case 45m", "case"],
  ["bay 2 - post-op, 77f", "post"],
  ["Bed 5 - empty", "empty"],
  ["Bed 3 - post op, 67M", "post"],
  ["Bed 4 - side room - 70F", "side"],
  ["Bed 3 - chest pain 67M", "chest"],
  ["Bed 9 - Awaiting admission - 58F", "Awaiting"],
  ["walked 50 m with frame", "walked"],
  ["Bed 5 - Rose Field - 80F - Falls - Physio - Home Friday", "Falls"],
  ["Bed 3 - Hope Baker - 54F - Cellulitis - awaiting OT - Obs stable", "Obs"],
  ["bed 6 - okafor, chidi - 67m - nstemi - mffd - home", "home"],
];

for (const [note, word] of UNTOUCHED) {
  test(`row name untouched: ${note}`, () => assertUntouched(engine, note, word));
}
