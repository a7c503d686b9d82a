import assert from "node:assert/strict";
import { test } from "node:test";
import { TokenStream } from "../token-stream.ts";
import { abbreviatesNonPlace } from "./defined-abbreviation.ts";

function at(text: string, word: string): boolean {
  const t = new TokenStream();
  t.reset(text);
  for (let k = 0; k < t.count; k++) if (t.raw(k) === word) return abbreviatesNonPlace(t, k);
  throw new Error("no such token");
}

test("capitals in brackets that abbreviate the words before them", () => {
  assert.equal(at("Per Ministry of Health (MOH) guidance.", "MOH"), true);
  assert.equal(at("Symphysis Fundal Height (SFH) 28 cm.", "SFH"), true);
  assert.equal(at("Fetal heart heard (FHH) today.", "FHH"), true);
  // A kind of place named by words of service only.
  assert.equal(at("Community Health Centre (CHC) review.", "CHC"), true);
});

test("a hospital's abbreviation, or capitals the words do not spell", () => {
  assert.equal(at("Seen at Royal Children's Hospital (RCH) last week.", "RCH"), false);
  assert.equal(at("Hartwell Health Centre (HHC) review.", "HHC"), false);
  assert.equal(at("Seen by the team (RCH) last week.", "RCH"), false);
  assert.equal(at("Came from KGH by ambulance.", "KGH"), false);
  assert.equal(at("(MOH) guidance", "MOH"), false);
});
