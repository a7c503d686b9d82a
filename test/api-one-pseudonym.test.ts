import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { testDialects } from "../src/storage/test-storage.ts";
import { GIVEN_NAMES_BY_GENDER } from "../src/surrogates/name-gender.ts";
import { createTestApp, post, type TestApp } from "./helpers/test-app.ts";

// The examples of docs/policies.md "One person, one pseudonym".
const BAKER = "Pt Bill Baker seen. Mr. Baker stable. BAKER, BILL signed.";
const TOKEN = /\[NAM_[0-9a-f]{12}\]/g;

for (const dialect of testDialects()) {
  describe(`one person, one pseudonym on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(dialect);
    });
    after(() => t.close());

    const roundTrip = async (text: string, policy: string, subject?: string) => {
      const res = await post(t, "/api/v1/deidentify", {
        text,
        policy,
        ...(subject ? { subject_id: subject } : {}),
      });
      assert.equal(res.status, 200);
      const back = await post(t, "/api/v1/reidentify", {
        text: res.body.text,
        document_id: res.body.document_id,
      });
      assert.equal(back.status, 200);
      return { out: res.body.text as string, back: back.body.text as string, body: res.body };
    };

    for (const policy of ["safe_harbor", "llm_safe", "analytics"]) {
      test(`${policy}: every written form of a name shows the same token per word and restores exactly`, async () => {
        const { out, back, body } = await roundTrip(BAKER, policy);
        const [bill, baker, mrBaker, capsBaker, capsBill] = out.match(TOKEN) ?? [];
        assert.match(out, /^Pt \S+ \S+ seen\. Mr\. \S+ stable\. \S+, \S+ signed\.$/);
        assert.ok(bill && baker && bill !== baker);
        assert.equal(mrBaker, baker);
        assert.equal(capsBaker, baker);
        assert.equal(capsBill, bill);
        assert.equal(back, BAKER, "BAKER, BILL restores in capitals");
        assert.equal(body.phi_found, 3, "a name counts once, however many words it has");
      });
    }

    test("the possessive stays outside the pseudonym, under tokens and surrogates", async () => {
      const text = "Ms Hattie Baker's husband called. Mrs. Baker is stable.";
      const tokens = await roundTrip(text, "safe_harbor");
      const [possessive, titled] = tokens.out.match(TOKEN)?.slice(-2) ?? [];
      assert.match(tokens.out, /\]'s husband/);
      assert.equal(possessive, titled);
      assert.equal(tokens.back, text);
      const fakes = await roundTrip(text, "surrogate");
      const family = /Ms \S+ (\p{L}+)'s husband called\. Mrs\. (\p{L}+) is stable\./u.exec(fakes.out);
      assert.ok(family, fakes.out);
      assert.equal(family[1], family[2], "one surname for both mentions");
      assert.equal(fakes.back, text);
    });

    test("a name from a strong slot is found again in the note and in the subject's later notes", async () => {
      const first = await roundTrip(
        "Son Quill visited this evening. Quill brought lunch.",
        "safe_harbor",
        "q-1",
      );
      assert.doesNotMatch(first.out, /Quill/);
      const [a, b] = first.out.match(TOKEN) ?? [];
      assert.equal(a, b);
      const later = await roundTrip(
        "Quill called about discharge. The quill pen is fine.",
        "safe_harbor",
        "q-1",
      );
      assert.match(later.out, /^\[NAM_[0-9a-f]{12}\] called about discharge\. The quill pen is fine\.$/);
      assert.equal(later.back, "Quill called about discharge. The quill pen is fine.");
    });

    test("a given name's surrogate keeps the gender of its title or kinship word", async () => {
      // docs/policies.md: "His wife, Eleanor Whitaker" never becomes a man's name.
      for (const [i, [text, gender]] of (
        [
          ["His wife, Eleanor Whitaker, called.", "female"],
          ["Her husband, Leslie Whitaker, called.", "male"],
          ["Mrs. Jordan Whitaker called.", "female"],
        ] as const
      ).entries()) {
        const { out } = await roundTrip(text, "surrogate", `g-${i}`);
        const given = /, (\p{L}+) \p{L}+, called|Mrs\. (\p{L}+) /u.exec(out);
        assert.ok(given, out);
        assert.ok(GIVEN_NAMES_BY_GENDER[gender].includes(given[1] ?? given[2]!), `${out}: ${gender}`);
      }
    });

    test("née, s/o, van and bin stay as written", async () => {
      const text = "Mary Smith née Jones, s/o Ravi Kumar. Dr. Ludwig van Beethoven saw Ahmad bin Ismail.";
      for (const policy of ["safe_harbor", "surrogate"]) {
        const { out, back } = await roundTrip(text, policy);
        for (const word of [" née ", " s/o ", " van ", " bin "])
          assert.ok(out.includes(word), `${policy}: ${out}`);
        assert.equal(back, text);
      }
    });
  });
}
