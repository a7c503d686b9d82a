import assert from "node:assert/strict";
import { test } from "node:test";
import { createEngine } from "../create-engine.ts";
import { TokenStream } from "../token-stream.ts";
import {
  eircodeRoutingKeys,
  isAtcCodeAt,
  isEircodeRoutingKey,
  mayOpenEircode,
  ROUTING_KEY_COUNT,
} from "./eircode-keys.ts";

test("the routing key list holds every key once", () => {
  const keys = eircodeRoutingKeys();
  assert.equal(keys.length, ROUTING_KEY_COUNT);
  for (const key of keys) assert.match(key, /^(?:[ACDEFHKNPRTVWXY]\d\d|D6W)$/);
});

test("real keys pass, drug and diagnosis code openings do not", () => {
  for (const key of ["D02", "D6W", "T12", "P31", "A63", "h91"])
    assert.equal(isEircodeRoutingKey(key, 0), true, key);
  for (const key of ["N02", "C09", "A10", "D19", "R07", "X99"])
    assert.equal(isEircodeRoutingKey(key, 0), false, key);
});

test("a run-together ATC code of a coding list is no Eircode, a Dublin code alone is", () => {
  assert.equal(isAtcCodeAt("D01AC01 clotrimazole", 0), true);
  assert.equal(isAtcCodeAt("code D07AC01.", 5), true);
  assert.equal(isAtcCodeAt("D01 AC01", 0), false);
  assert.equal(isAtcCodeAt("D01AC01X", 0), false);
  assert.equal(isAtcCodeAt("XD01AC01", 1), false);
  assert.equal(isAtcCodeAt("E01AC01", 0), false);
  assert.equal(opens("ATC D01AC01 clotrimazole", "D01AC01"), false);
  assert.equal(opens("D01AC01 clotrimazole\nD06AX09 mupirocin", "D01AC01"), false);
  assert.equal(opens("12 Main St, Dublin 2, D02XY85", "D02XY85"), true);
  assert.equal(opens("Eircode D02 X285", "D02"), true);
  assert.equal(opens("Eircode N02 X285", "N02"), false);
});

/** mayOpenEircode at the first token of `code` in `text`. */
function opens(text: string, code: string): boolean {
  const t = new TokenStream();
  t.reset(text);
  const at = text.indexOf(code);
  let i = 0;
  while (t.start[i]! < at) i++;
  return mayOpenEircode(t, i);
}

test("the engine marks no ATC code in a coding list, and still an Eircode", () => {
  const engine = createEngine();
  const list =
    "ATC CODES\nC09AA05 RAMIPRIL\nA10AE04 INSULIN GLARGINE\nD07AC01 BETAMETHASONE\nN02BE01 PARACETAMOL";
  assert.deepEqual(
    engine.detect(list).filter((s) => s.type === "ZIP"),
    [],
  );
  const address = "Eircode D02 X285 on file.";
  assert.deepEqual(
    engine
      .detect(address)
      .filter((s) => s.type === "ZIP")
      .map((s) => address.slice(s.start, s.end)),
    ["D02 X285"],
  );
});
