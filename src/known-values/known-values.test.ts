import assert from "node:assert/strict";
import { test } from "node:test";
import type { PhiType } from "../detection/phi-type.ts";
import { type KnownValue, KnownValueMatcher } from "./known-values.ts";

const ORDINARY = new Set(["brown", "will", "may", "rose"]);

function found(text: string, values: KnownValue[]): string[] {
  const matcher = new KnownValueMatcher({ isOrdinaryWord: (w) => ORDINARY.has(w) }).add(
    values,
    "known.caller",
  );
  return matcher.find(text).map((s) => `${s.type}:${text.slice(s.start, s.end)}`);
}

const name = (value: string, type: PhiType = "PATIENT_NAME"): KnownValue => ({ type, value });

test("a name in any order, case, with initials, hyphens and possessives", () => {
  const v = [name("John Smith")];
  assert.deepEqual(found("Pt John Smith seen.", v), ["PATIENT_NAME:John Smith"]);
  assert.deepEqual(found("SMITH, JOHN A. admitted", v), ["PATIENT_NAME:SMITH, JOHN"]);
  assert.deepEqual(found("john a. smith", v), ["PATIENT_NAME:john a. smith"]);
  assert.deepEqual(found("Smith's wife called", v), ["PATIENT_NAME:Smith"]);
  assert.deepEqual(found("Mr. Smith-Jones", [name("Mary Smith-Jones")]), ["PATIENT_NAME:Smith-Jones"]);
  assert.deepEqual(found("Smithson and Johnny", v), []);
});

test("name parts that are ordinary words need a capital alone, and stop words never match", () => {
  const v = [name("Will Brown")];
  assert.deepEqual(found("will return; brown stool", v), []);
  assert.deepEqual(found("Seen with Brown today", v), ["PATIENT_NAME:Brown"]);
  assert.deepEqual(found("will brown called", v), ["PATIENT_NAME:will brown"]);
  assert.deepEqual(found("the patient of the day", [name("The Dr. Of")]), []);
});

test("an ordinary word matches alone where written as a name, from every source", () => {
  for (const rule of ["known.caller", "known.tenant", "known.subject", "known.note"] as const) {
    const matcher = new KnownValueMatcher({ isOrdinaryWord: (w) => ORDINARY.has(w) }).add(
      [name("Will Zorbeck", "NAME")],
      rule,
    );
    const text = "Will return. Zorbeck called; will zorbeck visit? will brown. WILL again; saw mr will.";
    assert.deepEqual(
      matcher.find(text).map((s) => text.slice(s.start, s.end)),
      ["Will", "Zorbeck", "will zorbeck", "will"],
      rule,
    );
  }
});

test("an ordinary word after a title matches in any case", () => {
  const v = [name("Jane Doe")];
  const isOrdinary = new Set(["doe", "jane"]);
  const matcher = new KnownValueMatcher({ isOrdinaryWord: (w) => isOrdinary.has(w) }).add(v, "known.tenant");
  const text = "Mr. Doe is 61. mr doe agreed. MRS. DOE called. a doe ran; DOE.";
  assert.deepEqual(
    matcher.find(text).map((s) => text.slice(s.start, s.end)),
    ["Doe", "doe", "DOE"],
  );
});

test("phones and IDs by their digits, whatever the separators", () => {
  const phone: KnownValue = { type: "PHONE", value: "+1 (617) 555-1234" };
  assert.deepEqual(found("call 617.555.1234 or (617) 555 1234 or 6175551234", [phone]), [
    "PHONE:617.555.1234",
    "PHONE:617) 555 1234",
    "PHONE:6175551234",
  ]);
  assert.deepEqual(found("not 96175551234 nor 617-555-12345", [phone]), []);
  const mrn: KnownValue = { type: "MRN", value: "AB-123 456" };
  assert.deepEqual(found("MRN ab123456, again AB 123-456.", [mrn]), ["MRN:ab123456", "MRN:AB 123-456"]);
  assert.deepEqual(found("AB-123\n456", [mrn]), []);
});

test("dates in any format the engine reads", () => {
  const dob: KnownValue = { type: "DATE", value: "7/22/2019" };
  assert.deepEqual(found("born July 22, 2019; 22 Jul 2019; 07-22-19; seen 12/3/2019", [dob]), [
    "DATE:July 22, 2019",
    "DATE:22 Jul 2019",
    "DATE:07-22-19",
  ]);
  assert.deepEqual(found("on 2019-07-22 and 7/23/2019", [dob]), ["DATE:2019-07-22"]);
});

test("addresses and e-mails on their words", () => {
  const street: KnownValue = { type: "STREET_ADDRESS", value: "12 Main Street" };
  assert.deepEqual(found("lives at 12 Main St. in town", [street]), ["STREET_ADDRESS:12 Main St"]);
  const email: KnownValue = { type: "EMAIL", value: "Zeb.Q@Example.org" };
  assert.deepEqual(found("mail zeb.q@example.org.", [email]), ["EMAIL:zeb.q@example.org"]);
});

test("linear time on hostile input", () => {
  const values: KnownValue[] = [
    { type: "MRN", value: "1".repeat(200) },
    { type: "PHONE", value: "1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 2" },
    name("Aa Bb"),
    { type: "DATE", value: "1/1/2001" },
  ];
  const matcher = new KnownValueMatcher().add(values, "known.caller");
  const time = (n: number) => {
    const text = "1 1/1 Aa, ".repeat(n) + "1".repeat(n * 10);
    const t0 = performance.now();
    matcher.find(text);
    return performance.now() - t0;
  };
  time(2000);
  const best = (n: number) => Math.min(time(n), time(n), time(n));
  // A busy machine can slow one measurement: quadratic work fails all three attempts.
  let ratio = Number.POSITIVE_INFINITY;
  // 8× the input: linear work takes about 8×, quadratic 64×; 24× leaves room for a loaded machine.
  for (let attempt = 0; attempt < 4 && ratio >= 24; attempt++)
    ratio = best(40_000) / Math.max(best(5_000), 1);
  assert.ok(ratio < 24, `8× input took ${ratio.toFixed(1)}× as long`);
});

test("a matcher posted to another thread (its snapshot, cloned) finds what it finds, and a later add is posted", () => {
  const matcher = new KnownValueMatcher({ isOrdinaryWord: (w) => ORDINARY.has(w) }).add(
    [name("Will Brown"), { type: "DATE", value: "7/22/2019" }, { type: "PHONE", value: "(617) 555-0199" }],
    "known.subject",
  );
  const text = "Will Brown called 617-555-0199 on July 22, 2019; will call Ann Lee.";
  const posted = () => KnownValueMatcher.fromSnapshot(structuredClone(matcher.snapshot()));
  assert.equal(posted().find(text).length, 3);
  assert.deepEqual(posted().find(text), matcher.find(text));
  matcher.add([name("Ann Lee")], "known.subject");
  assert.deepEqual(posted().find(text), matcher.find(text));
  assert.equal(posted().find(text).length, 4);
});
