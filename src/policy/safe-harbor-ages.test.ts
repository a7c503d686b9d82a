import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { createEngine } from "../detection/create-engine.ts";
import { loadLexiconData } from "../detection/load-lexicon-data.ts";
import { POLICIES, type PolicyName } from "./policies.ts";
import { safeHarborAges } from "./safe-harbor-ages.ts";
import { planTransform, renderTransform } from "./transform.ts";

const engine = createEngine(loadLexiconData());
const REQUEST_TIME = new Date(Date.UTC(2026, 10, 27));
const POLICIES_WITH_THE_CLAUSE: readonly PolicyName[] = ["safe_harbor", "analytics", "surrogate"];

/** Runs detection, the pass and the policy; shifts and tokens are written as a neutral marker. */
function deidentify(text: string, policy: PolicyName, requestTime = REQUEST_TIME): string {
  const spans = safeHarborAges(text, engine.detect(text), requestTime);
  const plan = planTransform(text, spans, POLICIES[policy]);
  return renderTransform(text, plan, () => "[X]");
}

const casings = (text: string) => [...new Set([text, text.toLowerCase(), text.toUpperCase()])];

// Each row: a sentence holding an age over 89, or a birth date that implies one, and the
// original values that must not survive. Written for this test.
const OVER_89: readonly { text: string; gone: readonly string[] }[] = [
  { text: "Patient born in 1930, now 95.", gone: ["1930", "95"] },
  { text: "Pt is a 95 year old woman born in 1930.", gone: ["1930", "95"] },
  { text: "She is a 95yo widow.", gone: ["95"] },
  { text: "Lives alone, aged 95.", gone: ["95"] },
  { text: "A 95-year-old man.", gone: ["95"] },
  { text: "He turned 95 last week.", gone: ["95"] },
  { text: "Mr X, now 95, lives alone.", gone: ["95"] },
  { text: "She will be 96 in May.", gone: ["96"] },
  { text: "Turning 97 next month.", gone: ["97"] },
  { text: "DOB: 04/02/1931", gone: ["1931", "04/02"] },
  { text: "D.O.B. 4/2/1931", gone: ["1931"] },
  { text: "Date of birth: April 2, 1931", gone: ["1931"] },
  { text: "b. 1929, retired teacher", gone: ["1929"] },
  { text: "YOB: 1930", gone: ["1930"] },
  { text: "Year of birth: 1930", gone: ["1930"] },
  { text: "Birth year 1932; lives with son.", gone: ["1932"] },
  { text: "Born 1936 in a small town.", gone: ["1936"] },
];

// Rows where nothing implies an age over 89: the pass must leave these values as the policy would.
const NOT_OVER_89: readonly { text: string; kept: string; policies: readonly PolicyName[] }[] = [
  { text: "HR now 95, sats now 97%.", kept: "95", policies: POLICIES_WITH_THE_CLAUSE },
  { text: "Patient born in 1950, now 75.", kept: "1950", policies: ["safe_harbor", "analytics"] },
  { text: "DOB: 04/02/1961", kept: "1961", policies: ["analytics"] },
  { text: "Weight now 92 kg.", kept: "92", policies: POLICIES_WITH_THE_CLAUSE },
];

describe("Safe Harbor ages over 89 under every policy that keeps any date element", () => {
  for (const policy of POLICIES_WITH_THE_CLAUSE) {
    for (const row of OVER_89) {
      for (const text of casings(row.text)) {
        test(`${policy}: ${JSON.stringify(text)} keeps no element that implies an age over 89`, () => {
          const out = deidentify(text, policy);
          for (const value of row.gone) {
            assert.ok(!out.includes(value), `${JSON.stringify(out)} still holds ${value}`);
          }
        });
      }
    }
    for (const row of NOT_OVER_89) {
      if (!row.policies.includes(policy)) continue;
      for (const text of casings(row.text)) {
        test(`${policy}: ${JSON.stringify(text)} keeps ${row.kept}`, () => {
          assert.ok(deidentify(text, policy).includes(row.kept));
        });
      }
    }
  }

  test("a birth year counts from the request time when it is later than every date in the note", () => {
    const text = "Clinic note 03/01/1990. Born in 1931.";
    assert.ok(!deidentify(text, "safe_harbor").includes("1931"), "95 at the request time");
    assert.ok(
      deidentify(text, "safe_harbor", new Date(Date.UTC(2000, 0, 1))).includes("1931"),
      "59 at the note's date, 69 at an earlier request time",
    );
  });

  test("a birth year counts from the document's latest date when that is later", () => {
    const text = "Born in 1938. Follow-up booked for 01/15/2029.";
    assert.ok(!deidentify(text, "safe_harbor").includes("1938"));
  });

  test("a birth date is generalised whatever its year when the note states an age over 89", () => {
    const text = "Born in 1960 (sic), a 95 year old.";
    assert.ok(!deidentify(text, "safe_harbor").includes("1960"));
  });

  test("a birth date under a token stays a token (nothing of it is shown)", () => {
    assert.match(deidentify("DOB: 04/02/1931", "safe_harbor"), /^DOB: \[X\]$/);
    assert.match(deidentify("DOB: 04/02/1931", "llm_safe"), /^DOB: \[X\]$/);
  });

  test("reads a long run of cue words in one pass and finds every age", () => {
    const unit = "now 95 born in 1930 b. ";
    const text = unit.repeat(20_000);
    const spans = safeHarborAges(text, [], REQUEST_TIME);
    assert.equal(spans.filter((s) => s.type === "AGE").length, 20_000);
  });
});
