import assert from "node:assert/strict";
import { test } from "node:test";
import { createEngine } from "../../create-engine.ts";
import { LABEL_TAKERS } from "./id-label-words.ts";

/** Hand-written identifier labels beside their values, in several layouts and casings. */
const engine = createEngine();

/** [line, the label that must stay unmarked, the identifier value that must be found whole]. */
const LABELS: readonly (readonly [string, string, string])[] = [
  ["Patient details\n| NIN | 12345678901 |", "NIN", "12345678901"],
  ["Dr Smith, NIN: 12345678901", "NIN", "12345678901"],
  ["Referred by Dr Anne Smith (NIN: 12345678901) for review.", "NIN", "12345678901"],
  ["Aadhaar No 2345 6789 0123", "Aadhaar", "2345 6789 0123"],
  ["Seen today, Aadhaar No 2345 6789 0123 recorded.", "Aadhaar", "2345 6789 0123"],
  ["Dr Smith, CPSO 12345", "CPSO", "12345"],
  ["Dr Smith, HPCSA MP 0123456", "HPCSA", "MP 0123456"],
  ["Seen today, SMC M12345A recorded.", "SMC", "M12345A"],
  ["Dr Smith, OHIP 1234-567-890-AB", "OHIP", "1234-567-890-AB"],
  ["CPSBC ID 12345", "CPSBC", "12345"],
  ["cpsbc id 12345", "cpsbc", "12345"],
  ["Dr Smith, CPSBC ID 12345", "CPSBC", "12345"],
  ["Practitioner ID 45678", "Practitioner", "45678"],
  ["| Accn No | 12345678 |", "Accn", "12345678"],
  ["Dr Smith, Accn No 12345678", "Accn", "12345678"],
  ["Regn No 45678", "Regn", "45678"],
  ["| Rego | ABC123 |", "Rego", "ABC123"],
  ["rego abc123", "rego", "abc123"],
  ["Dr Smith, Lic 12345", "Lic", "12345"],
  ["Dr Smith, Regd 56789", "Regd", "56789"],
  ["Name: John Brown\nMRN 1234567\nDOB: 01/02/1960", "MRN", "1234567"],
];

/** [line, the name that must still be found]: capitals that are a person's or a hospital's. */
const KEPT: readonly (readonly [string, string])[] = [
  ["Dr Smith, CPSBC ID 12345", "Smith"],
  ["Name: John Brown\nCPSBC ID 12345", "John Brown"],
  ["Dr Tane WIREMU (12345)", "Tane WIREMU"],
  ["Jane SMITH 943 476 5919", "Jane SMITH"],
  ["Seen by Dr Aroha NGATA, MCNZ 12345", "Aroha NGATA"],
];

test("an identifier's label is never a name or a facility; the value is kept whole", () => {
  for (const [line, label, value] of LABELS) {
    const spans = engine.detect(line);
    const at = line.indexOf(label);
    const hit = spans.find((s) => LABEL_TAKERS.has(s.type) && s.start <= at && s.end > at);
    assert.equal(hit, undefined, `${JSON.stringify(line)}: label marked by ${hit?.rule}`);
    const start = line.indexOf(value, at + label.length);
    assert.ok(
      spans.some((s) => s.start === start && s.end === start + value.length),
      `${JSON.stringify(line)}: value not found whole`,
    );
  }
});

test("names and capitals before an identifier stay names", () => {
  for (const [line, name] of KEPT) {
    const start = line.indexOf(name);
    const spans = engine.detect(line);
    assert.ok(
      spans.some((s) => LABEL_TAKERS.has(s.type) && s.start === start && s.end === start + name.length),
      `${JSON.stringify(line)}: ${name} not found`,
    );
  }
});
