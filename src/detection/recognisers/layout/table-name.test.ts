import { test } from "node:test";
import { assertFound, assertUntouched } from "../../../../test/detection/support/table-rows.ts";
import { createEngine } from "../../create-engine.ts";

/** Hand-written pipe tables: handover sheets and bed boards pasted as text. */
const engine = createEngine();
const PERSON = ["PATIENT_NAME", "NAME", "RELATIVE_NAME", "PROVIDER_NAME"];

const FOUND: readonly (readonly [string, string])[] = [
  ["| 3 | MBEKI, Thabo | 91 | #NOF | Lindqvist |", "MBEKI, Thabo"],
  ["| 3 | MBEKI, Thabo | 91 | #NOF | Lindqvist |", "Lindqvist"],
  ["| Bed | Patient | Age | Issue | Nurse |\n| 1 | Adaeze Nwosu | 54 | sepsis | Kirsty |", "Kirsty"],
  ["| Bed | Name | Nurse |\n| 2 | Rose Field | Hope |", "Rose Field"],
  ["| Bed | Name | Nurse |\n| 2 | Rose Field | Hope |", "Hope"],
  ["|6|pereira, joao|80m|fall|", "pereira, joao"],
  ["| 12 | Mr Tariq Hussain | CCF | home |", "Tariq Hussain"],
  ["| 5 | szabo, reka | 77f | cap |", "szabo, reka"],
  ["| Bed | Patient | Age |\n| 2 | Will Baker | 67 |", "Will Baker"],
  ["| 5 | SZABO, REKA | 77F | CAP |", "SZABO, REKA"],
];

for (const [note, value] of FOUND) {
  test(`table name: ${note} (${value})`, () => assertFound(engine, note, value, PERSON));
}

const UNTOUCHED: readonly (readonly [string, string])[] = [
  ["| 1 | Paracetamol | 1g | QDS |", "Paracetamol"],
  ["| Bed | Name | Nurse |\n| 2 | empty | n/a |", "empty"],
  ["| Time | Drug | Dose |\n| 0800 | Furosemide | 40mg |", "Furosemide"],
  ["| 4 | Awaiting bed | 77F |", "Awaiting"],
  ["| 9 | mr juma baraka | 70m | ccf | dr ishikawa |", "ccf"],
  ["| Bed | Patient | Nurse |\n| 4 | Side Room | Agency |", "Side"],
  ["| 2 | NAKASHIMA YUKI | 29F | HYPEREMESIS |", "HYPEREMESIS"],
  ["| Bed | Name | Nurse |\n| 3 | side room | agency |", "agency"],
];

for (const [note, word] of UNTOUCHED) {
  test(`table name untouched: ${note}`, () => assertUntouched(engine, note, word));
}
