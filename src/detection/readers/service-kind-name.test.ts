import assert from "node:assert/strict";
import { test } from "node:test";
import { TokenStream } from "../token-stream.ts";
import { namesOnlyAKind } from "./service-kind-name.ts";

function at(text: string, head: string): boolean {
  const t = new TokenStream();
  t.reset(text);
  for (let k = 0; k < t.count; k++) if (t.raw(k) === head) return namesOnlyAKind(t, k);
  throw new Error("no such token");
}

test("a head after words of service names a kind", () => {
  assert.equal(at("Booked with Midwifery Group Practice (MGP).", "Practice"), true);
  assert.equal(at("Community Health Centre review", "Centre"), true);
  assert.equal(at("General Practice", "Practice"), true);
});

test("a head after a name, or with no capitalised word before it", () => {
  assert.equal(at("Hartwell General Hospital (HGH)", "Hospital"), false);
  assert.equal(at("Hospital (RCH)", "Hospital"), false);
  assert.equal(at("seen in general practice", "practice"), false);
});
