import assert from "node:assert/strict";
import { test } from "node:test";
import type { PhiType } from "../detection/phi-type.ts";
import type { Replacement } from "../policy/transform.ts";
import { splitNameTokens } from "./name-tokens.ts";

const tokenAt = (text: string, value: string, type: PhiType = "PATIENT_NAME"): Replacement => {
  const start = text.indexOf(value);
  return { start, end: start + value.length, type, token: { prefix: "NAM", surface: value } };
};
const words = (text: string, plan: Replacement[]) =>
  splitNameTokens(text, plan).map((r) => ("token" in r ? r.token.surface : "output" in r ? r.output : "?"));

test("a name becomes one token request per name word, in text order", () => {
  const text = "Signed BAKER, BILL today";
  assert.deepEqual(words(text, [tokenAt(text, "BAKER, BILL")]), ["BAKER", "BILL"]);
});

test("titles before, post-nominals after, particles before a name word, née and s/o stay as written", () => {
  const text = "Dr. Ludwig van Beethoven, MD; Mary Smith née Jones; Ahmad bin Ismail s/o Farah";
  const plan = ["Dr. Ludwig van Beethoven, MD", "Mary Smith née Jones", "Ahmad bin Ismail s/o Farah"].map(
    (v) => tokenAt(text, v),
  );
  assert.deepEqual(words(text, plan), [
    "Ludwig",
    "Beethoven",
    "Mary",
    "Smith",
    "Jones",
    "Ahmad",
    "Ismail",
    "Farah",
  ]);
});

test("a particle that ends the name is the name (Anh Le), and a name of titles only is kept whole", () => {
  const text = "Anh Le and Mr. Do";
  assert.deepEqual(words(text, [tokenAt(text, "Anh Le"), tokenAt(text, "Do")]), ["Anh", "Le", "Do"]);
});

test("other replacements pass through unchanged", () => {
  const text = "MRN 12345";
  const plan: Replacement[] = [{ start: 4, end: 9, type: "MRN", token: { prefix: "ID", surface: "12345" } }];
  assert.deepEqual(splitNameTokens(text, plan), plan);
});
