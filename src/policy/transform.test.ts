import assert from "node:assert/strict";
import { test } from "node:test";
import type { Span } from "../detection/span.ts";
import { generaliseAge, generaliseZip } from "./operators.ts";
import { POLICIES } from "./policies.ts";
import { countByType, planTransform, renderTransform } from "./transform.ts";

const text = "John Smith, 92 yo, seen 7/22/2019 in 02139, MA. SSN 123-45-6789. Born 1931.";
const at = (value: string, type: Span["type"]): Span => {
  const start = text.indexOf(value);
  return { type, start, end: start + value.length, confidence: 0.9, rule: "test" };
};
const spans: Span[] = [
  at("John Smith", "PATIENT_NAME"),
  at("92", "AGE"),
  at("7/22/2019", "DATE"),
  at("02139", "ZIP"),
  at("MA", "STATE"),
  at("123-45-6789", "SSN"),
  at("1931", "YEAR"),
];
const render = (name: keyof typeof POLICIES) => {
  const plan = planTransform(text, spans, POLICIES[name]);
  return { plan, out: renderTransform(text, plan, (i) => `[T${i}]`) };
};

test("safe_harbor tokenises identifiers and keeps year and state", () => {
  const { plan, out } = render("safe_harbor");
  assert.equal(out, "[T0], 90+ yo, seen [T2] in [T3], MA. SSN [SSN_REDACTED]. Born 1931.");
  assert.deepEqual(countByType(plan), { AGE: 1, DATE: 1, PATIENT_NAME: 1, SSN: 1, ZIP: 1 });
});

test("llm_safe tokenises everything but the SSN", () => {
  const { out } = render("llm_safe");
  assert.equal(out, "[T0], [T1] yo, seen [T2] in [T3], [T4]. SSN [SSN_REDACTED]. Born [T6].");
});

test("analytics generalises dates to years and ZIPs to three digits", () => {
  const { out } = render("analytics");
  assert.equal(out, "[T0], 90+ yo, seen 2019 in 021XX, MA. SSN [SSN_REDACTED]. Born 1931.");
});

test("redact_all redacts every span", () => {
  const { plan, out } = render("redact_all");
  assert.equal(
    out,
    "[REDACTED], [REDACTED] yo, seen [REDACTED] in [REDACTED], [REDACTED]. SSN [REDACTED]. Born [REDACTED].",
  );
  assert.equal(plan.length, spans.length);
});

test("analytics tokenises a date without a year", () => {
  const note = "seen 7/22";
  const plan = planTransform(
    note,
    [{ type: "DATE", start: 5, end: 9, confidence: 1, rule: "test" }],
    POLICIES.analytics,
  );
  assert.ok("token" in plan[0]!);
});

test("sparse ZIP prefixes become 000XX", () => {
  assert.equal(generaliseZip("03601"), "000XX");
  assert.equal(generaliseZip("12"), undefined);
  assert.equal(generaliseAge("ninety-two"), "90+");
});
