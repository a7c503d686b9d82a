import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { testDialects } from "../src/storage/test-storage.ts";
import { createTestApp, post, type TestApp } from "./helpers/test-app.ts";

const DAY = 86_400_000;
// Written for this test: two ambiguous numeric dates one day apart when read day first, 31 days
// apart when read month first.
const NOTE = "Form dated 08/07/2025, reviewed 09/07/2025.";
const dates = (text: string) =>
  [...text.matchAll(/(\d{2})\/(\d{2})\/(\d{4})/g)].map((m) => [m[1]!, m[2]!, m[3]!]);

for (const dialect of testDialects()) {
  describe(`the document's date order from its locale on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(dialect);
    });
    after(() => t.close());

    const shifted = async (body: object) => {
      const res = await post(t, "/api/v1/deidentify", { text: NOTE, policy: "surrogate", ...body });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return dates(res.body.text);
    };

    test("en-US (the default) reads month first; en-GB, en-AU and en-IN day first, never an impossible date", async () => {
      for (const [locale, dayFirst] of [
        [undefined, false],
        ["en-US", false],
        ["en-GB", true],
        ["en-AU", true],
        ["en-IN", true],
      ] as const) {
        const [a, b] = await shifted(locale ? { locale } : {});
        const at = ([x, y, year]: string[]) =>
          dayFirst
            ? Date.UTC(Number(year), Number(y) - 1, Number(x))
            : Date.UTC(Number(year), Number(x) - 1, Number(y));
        for (const [x, y] of [a!, b!])
          assert.ok(Number(dayFirst ? y : x) <= 12, `${locale}: a month above 12`);
        assert.equal((at(b!) - at(a!)) / DAY, dayFirst ? 1 : 31, `${locale}: the interval is kept`);
      }
    });

    test("a day above 12 in the document wins over the locale", async () => {
      const res = await post(t, "/api/v1/deidentify", {
        text: "Seen 13/07/2025. Form dated 08/07/2025.",
        policy: "surrogate",
        locale: "en-US",
      });
      const [a, b] = dates(res.body.text);
      const dayMonth = ([d, m, y]: string[]) => Date.UTC(Number(y), Number(m) - 1, Number(d));
      assert.equal((dayMonth(a!) - dayMonth(b!)) / DAY, 5);
    });

    test("a tenant's default locale (DEID_TENANT_LOCALES) applies when the request names none", async () => {
      const uk = await createTestApp(dialect, { tenantLocales: { default: "en-GB" } });
      try {
        const dayMonth = ([d, m, y]: string[]) => Date.UTC(Number(y), Number(m) - 1, Number(d));
        const monthDay = ([m, d, y]: string[]) => Date.UTC(Number(y), Number(m) - 1, Number(d));
        const byTenant = await post(uk, "/api/v1/deidentify", { text: NOTE, policy: "surrogate" });
        const [a, b] = dates(byTenant.body.text);
        assert.equal((dayMonth(b!) - dayMonth(a!)) / DAY, 1, "the tenant's en-GB: day first");
        const byRequest = await post(uk, "/api/v1/deidentify", {
          text: NOTE,
          policy: "surrogate",
          locale: "en-US",
        });
        const [c, d] = dates(byRequest.body.text);
        assert.equal((monthDay(d!) - monthDay(c!)) / DAY, 31, "the request's en-US wins");
      } finally {
        await uk.close();
      }
    });

    test("a locale that is no language tag is invalid_request, on deidentify and per batch item", async () => {
      const res = await post(t, "/api/v1/deidentify", { text: NOTE, locale: "not a locale!" });
      assert.equal(res.status, 400);
      assert.equal(res.body.error.details[0].path, "/locale");
      const batch = await post(t, "/api/v1/batch/deidentify", {
        texts: [
          { text: NOTE, policy: "surrogate", locale: "en-GB" },
          { text: NOTE, locale: "??" },
        ],
      });
      assert.equal(batch.status, 200);
      assert.ok(batch.body.results[0].text);
      assert.equal(batch.body.results[1].error.code, "invalid_request");
    });
  });
}
