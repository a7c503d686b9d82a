import assert from "node:assert/strict";
import { test } from "node:test";
import { PHI_TYPES } from "../src/detection/phi-type.ts";
// @ts-expect-error: a plain browser module without type declarations.
import { FAMILIES, FAMILY_OF_PREFIX } from "../src/http/public/phi-families.js";
import { TOKEN_PREFIXES } from "../src/tokens/token.ts";

test("the playground colours every PHI type in exactly one family", () => {
  const listed = (FAMILIES as { types: string[] }[]).flatMap((family) => family.types);
  assert.deepEqual([...listed].sort(), [...PHI_TYPES].sort());
});

test("the playground styles every token prefix", () => {
  for (const prefix of TOKEN_PREFIXES)
    assert.ok((FAMILY_OF_PREFIX as Record<string, string>)[prefix], prefix);
});
