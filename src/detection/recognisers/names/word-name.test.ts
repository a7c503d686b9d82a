import { test } from "node:test";
import { assertFound, assertUntouched } from "../../../../test/detection/support/table-rows.ts";
import { createEngine } from "../../create-engine.ts";

/** Given names that are English words, written without a cue, in hand-written care notes. */
const engine = createEngine();
const ANY = ["NAME", "PATIENT_NAME", "PROVIDER_NAME", "RELATIVE_NAME"];

const FOUND: readonly (readonly [string, string])[] = [
  ["Rose had a settled night and ate well.", "Rose"],
  ["Breakfast taken. Amber declined her tablets.", "Amber"],
  ["STAFF OFFERED DRINKS. JOY ATE 50% OF LUNCH.", "JOY"],
  ["asked about pain, robin said 2/10.", "robin"],
  ["Staff offered Hope a sandwich which she ate.", "Hope"],
  ["Please encourage Grace to drink more fluids.", "Grace"],
  ["Seen today. Zorvathi reports ongoing knee pain.", "Zorvathi"],
  ["Tamsin denies chest pain.", "Tamsin"],
  ["Obs stable. Rose is settled this morning.", "Rose"],
  ["Zorvath was tearful on the phone.", "Zorvath"],
  ["J. Field reviewed the wound.", "J. Field"],
  ["Zorvath c/o cough for 2/52.", "Zorvath"],
  ["Kelandrio presents with a rash.", "Kelandrio"],
  ["Obs done. T. Nguyen documented obs.", "T. Nguyen"],
  ["Oyelaran, Bisi attended for review.", "Oyelaran, Bisi"],
];

for (const [note, value] of FOUND) {
  test(`word name: ${note}`, () => assertFound(engine, note, value, ANY));
}

const UNTOUCHED: readonly (readonly [string, string])[] = [
  ["Hope you are well and thank you for the referral.", "Hope"],
  ["She likes the Holly bush by the window.", "Holly"],
  ["56 Y.O. MAN ADMITTED AFTER A FALL.", "MAN"],
  ["Will review tomorrow.", "Will"],
  ["Hope is to go home on Friday.", "Hope"],
  ["X Ray reviewed. C Diff noted.", "Ray"],
  ["bp rose to 160/90 overnight.", "rose"],
  ["Omeprazole held. Lacrilube applied to eyes.", "Lacrilube"],
  ["Paitent weaned to PSV overnight.", "Paitent"],
];

for (const [note, word] of UNTOUCHED) {
  test(`word name untouched: ${note}`, () => assertUntouched(engine, note, word));
}
