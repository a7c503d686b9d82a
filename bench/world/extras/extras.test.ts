import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { COUNTRIES } from "../countries/index.ts";
import { generateWorld } from "../generate-world.ts";
import { EXTRAS } from "./index.ts";
import { FOREIGN_REGISTRATIONS, UNITS } from "./kit-extra.ts";

describe("world corpus extras", () => {
  const { notes, gold } = generateWorld({ seed: 1, size: 1500 });
  const kinds = new Set(gold.map((g) => g.kind.replace(/ \(checked\)$/, "")));

  it("writes every country's service references, registers and the visiting clinicians' registers", () => {
    for (const kit of COUNTRIES) {
      for (const m of EXTRAS[kit.code].events) assert.ok(kinds.has(m.kind), `${kit.code} ${m.kind}`);
      for (const m of kit.registrations) assert.ok(kinds.has(m.kind), `${kit.code} ${m.kind}`);
    }
    for (const m of FOREIGN_REGISTRATIONS) assert.ok(kinds.has(m.kind), m.kind);
  });

  it("writes identifiers in every slot, insurers and units after hospitals outside the span", () => {
    const slots = new Set(gold.filter((g) => g.type === "ID").map((g) => g.slot));
    for (const s of ["labelled", "table-row", "dotted", "sentence", "lower-label", "referral-line"])
      assert.ok(slots.has(s), s);
    assert.ok(gold.some((g) => g.kind === "insurer"));
    const byPatient = new Map(notes.map((n) => [n.patient, n.text]));
    let units = 0;
    for (const g of gold.filter((g) => g.group === "facility")) {
      const after = (byPatient.get(g.patient) ?? "").slice(g.end).toLowerCase();
      if (UNITS.some((u) => after.startsWith(` ${u.toLowerCase()}`))) units++;
      assert.ok(!UNITS.some((u) => g.text.toLowerCase().endsWith(` ${u.toLowerCase()}`)), g.text);
    }
    assert.ok(units > 50, `${units} hospitals with a unit after them`);
  });
});
