import assert from "node:assert/strict";
import { test } from "node:test";
import { PHI_TYPES, type PhiType } from "../detection/phi-type.ts";
import { KNOWN_VALUE_RULES } from "./known-values.ts";
import {
  codeFor,
  fromStoredCodes,
  isOrdinaryCode,
  RULES,
  ruleOfCode,
  storedCode,
  typeOfCode,
} from "./value-codes.ts";

test("every type, rule and ordinary flag fits one byte and comes back", () => {
  assert.deepEqual([...RULES].sort(), Object.keys(KNOWN_VALUE_RULES).sort());
  for (const type of PHI_TYPES)
    for (const rule of RULES)
      for (const ordinary of [false, true]) {
        const code = codeFor(type, rule, ordinary);
        assert.ok(code >= 0 && code < 256);
        assert.deepEqual([typeOfCode(code), ruleOfCode(code), isOrdinaryCode(code)], [type, rule, ordinary]);
        // Stored without the rule, read back as any rule's.
        assert.deepEqual(
          [...fromStoredCodes(storedCode(code), "known.tenant")!],
          [codeFor(type, "known.tenant", ordinary)],
        );
      }
});

test("a stored code that is no type's is refused, and an unchecked type throws", () => {
  assert.equal(fromStoredCodes("0~", "known.subject"), undefined);
  assert.equal(fromStoredCodes("/", "known.subject"), undefined);
  assert.deepEqual([...fromStoredCodes("", "known.subject")!], []);
  assert.throws(() => codeFor("SECRET" as PhiType, "known.caller"), TypeError);
});
