import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { CASINGS } from "./build.ts";
import {
  luhnValid,
  medicareValid,
  nhiValid,
  nhsValid,
  nricValid,
  ppsnValid,
  verhoeffValid,
} from "./checks.ts";
import { FREE_KINDS, generateQueries, PHI_KINDS } from "./generate-queries.ts";
import { COUNTRIES } from "./kit.ts";

const one = generateQueries({ seed: 1 });
const two = generateQueries({ seed: 2 });

describe("generateQueries", () => {
  it("is deterministic per seed and differs between seeds", () => {
    assert.deepEqual(generateQueries({ seed: 1 }), one);
    assert.notDeepEqual(
      two.map((q) => q.text),
      one.map((q) => q.text),
    );
    assert.equal(one.length, 1000);
    assert.equal(generateQueries({ seed: 5, size: 7 }).length, 7);
  });

  it("points every gold span at the text it names, trimmed, and no two overlap", () => {
    for (const q of [...one, ...two]) {
      const sorted = [...q.gold].sort((a, b) => a.start - b.start);
      for (const [k, g] of sorted.entries()) {
        assert.equal(q.text.slice(g.start, g.end), g.text, `${q.id}`);
        assert.ok(g.text.length > 0 && g.text.trim() === g.text, `${q.id}`);
        const next = sorted[k + 1];
        if (next !== undefined) assert.ok(g.end <= next.start, `overlap in ${q.id}`);
      }
    }
  });

  it("keeps about 70 % of queries PHI-free, and only PHI queries carry gold", () => {
    for (const set of [one, two]) {
      const free = set.filter((q) => !q.hasPhi);
      assert.ok(free.length / set.length > 0.64 && free.length / set.length < 0.76, String(free.length));
      for (const q of set) assert.equal(q.gold.length > 0, q.hasPhi, `${q.id}`);
      for (const q of free) assert.ok(FREE_KINDS.includes(q.kind));
      for (const q of set.filter((x) => x.hasPhi)) assert.ok(PHI_KINDS.includes(q.kind));
    }
  });

  it("has every country, casing and kind, and the first forty walk country x casing", () => {
    const first = generateQueries({ seed: 9, size: 40 });
    assert.equal(new Set(first.map((q) => `${q.country} ${q.casing}`)).size, 40);
    for (const set of [one, two]) {
      for (const c of COUNTRIES)
        assert.ok(
          set.some((q) => q.country === c),
          c,
        );
      for (const c of CASINGS)
        assert.ok(
          set.some((q) => q.casing === c),
          c,
        );
      for (const k of [...FREE_KINDS, ...PHI_KINDS])
        assert.ok(
          set.some((q) => q.kind === k),
          k,
        );
    }
  });

  it("cases whole queries as their casing says", () => {
    for (const q of one) {
      if (q.casing === "upper") assert.equal(q.text, q.text.toUpperCase());
      if (q.casing === "lower") assert.equal(q.text, q.text.toLowerCase());
    }
  });

  it("writes no age over 89, phone, identifier or dated value into a PHI-free query", () => {
    const values = new Set(
      [...one, ...two]
        .flatMap((q) =>
          q.gold.filter(
            (g) => ["Phone", "ID", "SSN", "Email", "Date"].includes(g.type) && g.text.length >= 8,
          ),
        )
        .map((g) => g.text.toLowerCase()),
    );
    for (const q of [...one, ...two].filter((x) => !x.hasPhi)) {
      for (const m of q.text.matchAll(/\b(\d+) ?(yo|y\/o|-year-old|yr old|year old)\b/gi))
        assert.ok(Number(m[1]) <= 89, q.text);
      const lowered = q.text.toLowerCase();
      for (const v of values) assert.ok(!lowered.includes(v), `${q.id}`);
    }
  });

  it("completes identifiers with their scheme's check digit", () => {
    const ids = [...one, ...two].flatMap((q) => q.gold.filter((g) => g.type === "ID").map((g) => ({ q, g })));
    const seen = new Set<string>();
    for (const { q, g } of ids) {
      const v = g.text.toUpperCase();
      const d = v.replace(/[\s-]/g, "");
      let check: ((x: string) => boolean) | undefined;
      if (q.country === "UK" && /^\d{10}$/.test(d)) check = nhsValid;
      else if (q.country === "AU" && /^800360\d{10}$/.test(d)) check = luhnValid;
      else if (q.country === "AU" && /^\d{10}$/.test(d)) check = medicareValid;
      else if (q.country === "NZ" && /^[A-Z]{3}\d{4}$/.test(d)) check = nhiValid;
      else if (q.country === "IE" && /^\d{7}[A-W]$/.test(d) && ids.length > 0) check = ppsnValid;
      else if (q.country === "IN" && /^\d{12}$/.test(d)) check = verhoeffValid;
      else if (q.country === "SG" && /^[ST]\d{7}[A-Z]$/.test(d)) check = nricValid;
      else if (q.country === "ZA" && /^\d{13}$/.test(d)) check = luhnValid;
      else if (q.country === "CA" && /^\d{10}/.test(d)) check = (x) => luhnValid(x.slice(0, 10));
      if (check === undefined) continue;
      seen.add(`${q.country}${check.name}`);
      // An Irish GMS number has the PPSN's shape without its check letter: only count PPSNs.
      if (check === ppsnValid && !q.text.toLowerCase().includes("pps")) continue;
      assert.ok(check(d), `${q.country} ${q.id}`);
    }
    assert.ok(seen.size >= 8, [...seen].join(" "));
  });

  it("agrees with the schemes' published specimen values", () => {
    assert.ok(nhiValid("ZZZ0016"));
    assert.ok(!nhiValid("ZZZ0044"));
    assert.ok(ppsnValid("1234567T"));
    assert.ok(nricValid("S1234567D"));
    assert.ok(nhsValid("943 476 5919"));
    assert.ok(luhnValid("046 454 286"));
    assert.ok(verhoeffValid("2363"));
  });

  it("generates a seed in well under a second and keeps every file under 400 lines", () => {
    const t0 = performance.now();
    generateQueries({ seed: 3 });
    assert.ok(performance.now() - t0 < 1000);
    const dir = new URL("./", import.meta.url);
    for (const f of readdirSync(dir).filter((x) => x.endsWith(".ts")))
      assert.ok(readFileSync(new URL(f, dir), "utf8").split("\n").length <= 400, f);
  });
});
