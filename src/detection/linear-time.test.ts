import assert from "node:assert/strict";
import { test } from "node:test";
import { createEngine } from "./create-engine.ts";

/**
 * Every recogniser runs in linear time. For each adversarial shape the engine scans a small and an
 * eight times larger input; linear work takes about eight times as long, quadratic work 64 times;
 * the bound (24) leaves a factor of three for cache and collector effects and still fails
 * quadratic work. Time is the CPU time of this thread (process.threadCpuUsage), not the wall
 * clock: other processes on a busy machine take wall-clock time from a scan but not its own CPU
 * time (full-suite runs under load showed 1 ms -> 100 ms wall-clock jumps on a single giant
 * word). Timings are the best of several runs of each size, interleaved, and a shape passes if
 * any of a few attempts shows linear growth: noise can slow single runs, but it cannot make
 * quadratic work look linear, nor linear work look quadratic in every attempt.
 */
const engine = createEngine();
const SMALL = 64_000;
/** The small input grows (doubling) until a scan of it takes this long, up to MAX_SMALL. */
const MIN_MS = 8;
const MAX_SMALL = 1_024_000;
const GROWTH = 8;
/** Allowed growth of the time for a GROWTH times larger input (quadratic would be GROWTH²). */
const MAX_GROWTH = GROWTH * 3;
const RUNS = 3;
const ATTEMPTS = 4;

function repeat(unit: string, size: number): string {
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

/** Milliseconds of this thread's CPU time one scan of `text` takes. */
function timeOnce(text: string): number {
  const t0 = process.threadCpuUsage();
  engine.detect(text);
  const t1 = process.threadCpuUsage(t0);
  return (t1.user + t1.system) / 1000;
}

/**
 * Best-of-RUNS times for a small and a GROWTH times larger input, measured interleaved. The small
 * input grows until its scan takes at least MIN_MS, so timer granularity cannot dominate the ratio
 * (a shape the engine skips quickly would otherwise compare 1 ms with 10 ms).
 */
function measure(unit: string): { small: number; large: number } {
  let size = SMALL;
  while (size < MAX_SMALL && timeOnce(repeat(unit, size)) < MIN_MS) size *= 2;
  const small = repeat(unit, size);
  const large = repeat(unit, size * GROWTH);
  let bestSmall = Number.POSITIVE_INFINITY;
  let bestLarge = Number.POSITIVE_INFINITY;
  for (let r = 0; r < RUNS; r++) {
    bestSmall = Math.min(bestSmall, timeOnce(small));
    bestLarge = Math.min(bestLarge, timeOnce(large));
  }
  return { small: Math.max(bestSmall, 1), large: bestLarge };
}

const ADVERSARIAL: readonly (readonly [string, string])[] = [
  ["one repeated letter", "a"],
  ["one repeated digit", "1"],
  ["capitalised words", "Smith Jones Brown "],
  ["capitalised unknown words", "Qzxv Wplk "],
  ["lower-case unknown words", "qzxv wplk "],
  ["ALL CAPS words", "SMITH JONES BROWN "],
  ["digits, slashes and dashes", "12/3-45/6-7/"],
  ["a1- repeated", "a1-"],
  ["titles", "Dr. "],
  ["titles and names without stops", "Dr Ngozi Mrs Le "],
  ["dotted numbers", "1.2.3.4."],
  ["at signs and dots", "a@b."],
  ["apostrophes", "'s'"],
  ["cue words", "wife son to from MRN: # "],
  ["header labels", "Patient: Name: DOB: Re: "],
  ["labels with commas", "Patient: Smith, John, "],
  ["letter openings and sign-offs", "Dear Dr Yours sincerely,\n"],
  ["initials in a field", "Name: A B C D E F "],
  ["subjects with ages", "Kwame Mensah is a 70 yo "],
  ["contact cues and hyphens", "spoke with Ji-hoon-Soo-ah per k "],
  ["no spaces", "transferredto"],
  ["phone-like", "617-555-"],
  ["international phone-like", "+44 (0)20 "],
  ["postcode-like", "AB1 2CD "],
  ["address-like", "Flat 3, 14 Alder Close, "],
  ["institution words", "House Care Home Surgery Clinic "],
  ["commas and newlines", ",\n"],
  ["postcodes", "CT9 4QX sw1a1aa "],
  ["facility heads", "nursing care home house court "],
  ["street addresses with tails", "12 Elm Road, Harrowby, Kent\n"],
  ["travel and residence cues", "flying in from lives in Galena "],
  ["spaced digit groups", "617 555 0142 0 "],
  ["single digits", "1 2 3 4 5 6 7 8 9 "],
  ["UK phones", "+44 (0)20 7946 0958 tel 0"],
  ["NHS and NI numbers", "NHS 943 476 5919 QQ 12 34 56 C "],
  ["cued identifiers", "MRN: AB12-3456 S/N lot 22K1187 reg AB12 CDE "],
  ["dates and durations", "14MAR2021 the 3rd of March x2/7 3/52 on 27th "],
  ["years and ranges", "since 2019 from 2015 until 2018 1998 and 2004-2011 "],
  ["ages", "she is now 94, died at 91 aged 90 and over "],
  ["wards and units", "Oak Ward - 4 West | moved to elm unit 7 North Ward "],
  ["institution lines", "Dalby and St Aldhelm's NHS Foundation Trust (DSA) - Tarnford\n"],
  ["institution words without a line end", "Royal Hospital of Saint and Hospital for "],
  ["towns after in", "son in Market-on-Dunholme-by-Wendle Upper in "],
  ["employers after work words", "works as a porter for Kestle & Haulage and "],
  ["labelled numbers", "Visit number: 7045 Prof. reg. no: 31Y0456E "],
  ["host names", "a.com.b.org."],
  ["dotted letters", "x.y.z.w.v.u."],
  ["ward list rows", "Bed 4 - Okafor, Chidi - 67M - bay B bed 6 | wu, jian 61m, "],
  ["role slots", "RN: Bryony reg - T. Price Carer Will Physio: K Oh F1: "],
  ["English-word given names", "Rose had a night. offered Hope a tea, Amber declined. "],
  ["signing lines", "Settled.\n- Faith (night RN)\nBethan\n-- "],
  ["message greetings", "hi kemi its bex from 4b, ring tunde pls msg from olu: thx "],
  ["pipe tables", "| Bed | Name | Nurse |\n| 2 | Okafor, Chidi | Kirsty | x |||| 3 | "],
  ["row ages", "Okafor, Chidi - 94M | Rose 92 | - 101 - 95 F "],
  ["message ages", "pt is 102! she's 91 and mum is 94 now he is 95 kg "],
  ["number cues", "Incident no CAD4471902 ref PT-4482-1- ref. 5512 no no no 1234/"],
  ["relationship columns", "14:05  OYELARAN, Kemi   Relationship: daughter Visitor name: "],
  ["plots and blocks", "Plot 12, Block 4, Flat 3, Erf 9, Lekki Phase 1, House No. 5, Lot 7, "],
  ["locality heads", "Gandhi Nagar Hosur Taluk BTM Layout Jalan Bukit Lorong 4 Co. Cork County "],
  ["parts before a county", "Knockmore, Ballina, Co. Mayo\nCarrowmore\nCo. Sligo, Co. Co. "],
  ["street lines", "Church Road\nBallina\nCo. Mayo\nMain Street, Road Lane, MG Road, 12, Link Road\n"],
  ["world address lines", "12/45 Ave 3 #05-12, Toronto ON M5V 2T6, NSW 2067\nSingapore 560123\n"],
  [
    "world identifiers",
    "Medicare 2953 71047 1 NHI ZAC5361 S8532147A SXXXX147A TREM 5405 1512 ABCPE1234F XXXX ",
  ],
  [
    "world phones and postcodes",
    "+61 412 345 678 (02) 9876 5432 Toowong QLD 4066, M5V 2T6 D02 X285 S(560123) - ",
  ],
  ["world labels", "Passport no: PA1234567 Subject ID: eRx token: 2FK7 rego 1ABC 234 MCNZ "],
  ["letters run into digits", "A1A1A1A1-"],
  // HL7 v2 segments: many on one line, and components with no subcomponent after them.
  ["HL7 segments on one line", "PID|1||48392^^^H^MR||DOE^J^K~ROE^A|"],
  ["HL7 bars and carets", "NK1|^~^|^^"],
];

for (const [name, unit] of ADVERSARIAL) {
  test(`${name}: the engine's time grows linearly with the input`, () => {
    const seen: string[] = [];
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const { small, large } = measure(unit);
      const growth = large / small;
      if (growth < MAX_GROWTH) return;
      seen.push(`${small.toFixed(1)} ms -> ${large.toFixed(1)} ms (x${growth.toFixed(1)})`);
    }
    assert.fail(`${name}: ${GROWTH}x the input took more than ${MAX_GROWTH}x the time: ${seen.join("; ")}`);
  });
}
