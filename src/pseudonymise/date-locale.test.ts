import assert from "node:assert/strict";
import { test } from "node:test";
import { DeidError } from "../errors.ts";
import { checkLocale, readsDayFirst } from "./date-locale.ts";
import { documentReadsDayFirst } from "./date-shifter.ts";

test("US English reads month first; other English locales and languages day first", () => {
  for (const locale of ["en-US", "en", "en-us", "es-US", "en-PH"])
    assert.equal(readsDayFirst(locale), false, locale);
  for (const locale of ["en-GB", "en-AU", "en-IN", "en-NZ", "en-IE", "en-ZA", "fr-FR", "de"]) {
    assert.equal(readsDayFirst(locale), true, locale);
  }
});

test("a locale is checked as a BCP 47 tag and canonicalised", () => {
  assert.equal(checkLocale("en-gb"), "en-GB");
  assert.throws(() => checkLocale("en GB!"), DeidError);
  assert.throws(() => checkLocale("x".repeat(40)), DeidError);
});

test("the document's own dates settle the order; the locale only breaks a tie", () => {
  assert.equal(documentReadsDayFirst(["08/07/2025"], false), false);
  assert.equal(documentReadsDayFirst(["08/07/2025"], true), true);
  assert.equal(documentReadsDayFirst(["13/07/2025", "08/07/2025"], false), true);
  assert.equal(documentReadsDayFirst(["07/13/2025", "08/07/2025"], true), false);
});
