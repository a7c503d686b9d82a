import assert from "node:assert/strict";
import { test } from "node:test";
import { GIVEN_NAMES } from "./data/names.ts";
import { GIVEN_NAMES_BY_GENDER, genderFromContext, genderOfGivenName } from "./name-gender.ts";
import { freshName } from "./names.ts";
import { seededRng } from "./rng.ts";

test("a given name's own census data suggests its gender, or nothing", () => {
  assert.equal(genderOfGivenName("Eleanor"), "female");
  assert.equal(genderOfGivenName("JAMES"), "male");
  assert.equal(genderOfGivenName("Jordan"), "male", "on both lists, ranked higher as male");
  assert.equal(genderOfGivenName("Zorbeck"), undefined);
});

test("a title or kinship word right before the name suggests its gender", () => {
  for (const before of ["His wife, ", "Mrs. ", "Ms ", "daughter ", "Miss "])
    assert.equal(genderFromContext(before), "female");
  for (const before of ["Her husband ", "Mr. ", "Son ", "brother: "])
    assert.equal(genderFromContext(before), "male");
  assert.equal(genderFromContext("Seen with "), undefined);
  assert.equal(genderFromContext("Dr. "), undefined);
});

test("every surrogate given name is in a gender pool, and a gendered draw stays in its pool", () => {
  const pooled = new Set([...GIVEN_NAMES_BY_GENDER.female, ...GIVEN_NAMES_BY_GENDER.male]);
  for (const name of GIVEN_NAMES) assert.ok(pooled.has(name), name);
  for (let seed = 1; seed <= 200; seed++) {
    assert.ok(
      GIVEN_NAMES_BY_GENDER.female.includes(freshName("given", new Set(), seededRng(seed), "female")),
    );
    assert.ok(GIVEN_NAMES_BY_GENDER.male.includes(freshName("given", new Set(), seededRng(seed), "male")));
  }
});
