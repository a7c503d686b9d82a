import { describe, test } from "node:test";
import { assertFound, assertUntouched } from "../../../../test/detection/support/table-rows.ts";
import { createEngine } from "../../create-engine.ts";

/**
 * The ways clinicians and clerks in the UK, US, AU, NZ, CA, IE, IN, ZA, NG and SG write an age,
 * listed from first principles (not from any corpus); rows written for these tests.
 */
const engine = createEngine();
const AGE = ["AGE"];

const FOUND: readonly (readonly [note: string, value: string])[] = [
  ["92yo female with UTI", "92"],
  ["92 y/o man", "92"],
  ["a 92 yr old man", "92"],
  ["Pt 92 y, confused", "92"],
  ["92Y female", "92"],
  ["92F c/o SOB", "92"],
  ["F92 with fall", "92"],
  ["Female 92, fall at home", "92"],
  ["M 92", "92"],
  ["M/92 chest pain", "92"],
  ["John Smith (92) lives alone", "92"],
  ["Age 92 years", "92"],
  ["a 93 y.o. man", "93"],
  ["DOB 01/02/1931 (94 yrs)", "94"],
  ["age 94 yrs 3 mths", "94"],
  ["94\u00bd year old", "94"],
  ["92 1/2 year old", "92"],
  ["92.5 year old", "92"],
  ["92 yl o male", "92"],
  ["92 ylo male", "92"],
  ["Age | 92", "92"],
  ["| Age | 92 |", "92"],
  ["Age - 92", "92"],
  ["AGE.....94", "94"],
  ["Age (yrs): 92", "92"],
  ["Age (years) 94", "94"],
  ["Age at admission: 92", "92"],
  ["Age/Gender: 94/Female", "94"],
  ["ur gran 92 now?", "92"],
  ["is ur gran 92?", "92"],
  ["Pt 92F", "92"],
  ["(92 F)", "92"],
  ["Pt (94 F) seen in ED", "94"],
  ["(92, F)", "92"],
  ["(F, 92)", "92"],
  ["94 / F", "94"],
  ["Sex/Age: F / 94", "94"],
  ["her 92nd birthday", "92"],
  ["his 101st birthday", "101"],
  ["Age in years: 92", "92"],
  ["Age [yrs]: 92", "92"],
  ["Age \u2014 92", "92"],
  ["92\u2013year\u2013old", "92"],
  ["gran's 92 now", "92"],
  ["nan's 94!", "94"],
  ["this lady of 92", "92"],
  ["a man of 91 who lives alone", "91"],
  ["Pt: Female, 92", "92"],
  ["DOB 01.01.1932 [92]", "92"],
  ["shes 92 now lol", "92"],
  ["92 female c/o SOB", "92"],
  ["Triage: 94 Male, fall", "94"],
  ["a 91 lady from home", "91"],
  ["92, female, fall", "92"],
  ["Mrs Hale 93 female, UTI", "93"],
  ["92 (F)", "92"],
  ["Sex: F (92)", "92"],
  ["elderly female (92) fall", "92"],
  ["92\u2011year\u2011old", "92"],
  ["Age | Sex\n92 | F", "92"],
  ["Pt ID 123 | 92 | F", "92"],
  ["MRN 12345, 92, F", "92"],
  ["in her mid-90s", "90s"],
  ["in his mid-nineties", "nineties"],
  ["She's ninety-two", "ninety-two"],
];

const UNTOUCHED: readonly (readonly [note: string, word: string])[] = [
  ["92 mg daily", "92"],
  ["BP 92/60", "92"],
  ["SpO2 92%", "92"],
  ["92 kg", "92"],
  ["score 92", "92"],
  ["T 92", "92"],
  ["92 years ago", "92"],
  ["T 37.2 (99 F)", "99"],
  ["Temp (100 F)", "100"],
  ["Dx: ADHD (F90)", "90"],
  ["F90 - ADHD", "90"],
  ["F90: ADHD", "90"],
  ["F90.0 ADHD", "90"],
  ["M 92 kg", "92"],
  ["Female 92 mmHg", "92"],
  ["pt F 92 bpm", "92"],
  ["mum 92 kg", "92"],
  ["Dose 92 / F", "92"],
  ["fib 92 / m", "92"],
  ["Age - 45 | HR - 92", "92"],
  ["Average - 92", "92"],
  ["a man of 92 kg", "92"],
  ["Female, 92 kg", "92"],
  ["Sex: Female, 92%", "92"],
  ["hes 92 kg", "92"],
  ["Ref 1932 [92]", "92"],
  ["92 female patients were seen", "92"],
  ["of 92 male subjects", "92"],
  ["eGFR 92 female", "92"],
  ["creatinine 92 female ref", "92"],
  ["n = 92 female", "92"],
  ["Cl 92 M", "92"],
  ["HR 92 male", "92"],
  ["92 female and 40 male", "92"],
  ["temp 99 (F)", "99"],
  ["Temp, 100, F", "100"],
  ["sats in the mid-90s", "90s"],
];

describe("ages over 89: the ways an age is written", () => {
  for (const [note, value] of FOUND) {
    test(note, () => assertFound(engine, note, value, AGE));
    test(`${note} (in capitals)`, () => assertFound(engine, note.toUpperCase(), value.toUpperCase(), AGE));
  }
});

describe("ages over 89: numbers that are not ages stay untouched", () => {
  for (const [note, word] of UNTOUCHED) test(note, () => assertUntouched(engine, note, word));
});
