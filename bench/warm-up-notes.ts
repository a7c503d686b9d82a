import type { DetectionEngine } from "../src/detection/engine.ts";
import { generator, labNotes } from "./lab-notes.ts";

/**
 * Synthetic notes to warm a detection engine up before it takes work (bench/warmup.bench.ts --warm
 * measures whether that helps a fresh engine: a fresh engine runs 8-29 times slower for its first
 * notes). The notes are written here (names, places and numbers invented, drawn from a seeded
 * generator) and touch every family of recogniser: headers, letters, names after titles and
 * relatives, dates, phones, record numbers, addresses, ages and lab lines. Never real notes.
 */

const FIRST = ["Amelia", "Jonah", "Priya", "Tomasz", "Grace", "Kwame", "Ines", "Robert", "Lena", "Omar"];
const LAST = ["Hartley", "Okonjo", "Varga", "Lindqvist", "Moreau", "Castell", "Whitcombe", "Adeyemi"];
const TOWNS = ["Harrowgate", "Millbrook", "Eastleigh", "Kingsford", "Ashby", "Portland", "Salem"];
const STREETS = ["Rowan Court", "Mill Lane", "Station Road", "Elm Street", "Harbour View"];
const HOSPITALS = ["St Anne's Hospital", "Kingsford General Hospital", "Ashby Community Hospital"];
const STATES = ["IL", "OR", "MA", "TX"];
const MONTHS = ["January", "March", "June", "September", "November"];

/** `count` synthetic notes of mixed kinds (seeded: the same notes every time). */
export function warmUpNotes(count: number, seed = 1): string[] {
  const random = generator(seed);
  const int = (lo: number, hi: number): number => Math.floor(lo + random() * (hi - lo + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)]!;
  const two = (n: number): string => String(n).padStart(2, "0");
  const digits = (n: number): string => Array.from({ length: n }, () => int(0, 9)).join("");
  const labs = labNotes(Math.ceil(count / 6), seed);
  const notes: string[] = [];
  for (let n = 0; n < count; n++) {
    const first = pick(FIRST);
    const last = pick(LAST);
    const town = pick(TOWNS);
    const date = `${two(int(1, 12))}/${two(int(1, 28))}/${int(1930, 2024)}`;
    const kind = n % 6;
    if (kind === 0) {
      notes.push(
        [
          `Patient name: ${last}, ${first}`,
          `DOB: ${date}   MRN: ${digits(7)}   NHS No: ${digits(3)} ${digits(3)} ${digits(4)}`,
          `Address: ${int(2, 180)} ${pick(STREETS)}, ${town}, ${pick(STATES)} ${digits(5)}`,
          `Tel: (${digits(3)}) ${digits(3)}-${digits(4)}   Email: ${first.toLowerCase()}.${last.toLowerCase()}@example.org`,
          `GP: Dr ${pick(LAST)}, ${town} Medical Centre`,
          `Admitted ${date} to Ward ${int(1, 30)} at ${pick(HOSPITALS)}.`,
        ].join("\n"),
      );
    } else if (kind === 1) {
      notes.push(
        [
          `Dear Dr ${pick(LAST)},`,
          "",
          `Thank you for referring Mrs ${first} ${last}, a ${int(40, 99)} year old woman from ${town}, whom I saw in clinic on ${int(1, 28)} ${pick(MONTHS)} ${int(2015, 2024)}.`,
          `She lives with her daughter ${pick(FIRST)} and was previously a teacher at ${town} Primary School.`,
          `Her husband ${pick(FIRST)} died in ${int(1990, 2020)}. She is aware of the diagnosis.`,
          "",
          "Yours sincerely,",
          `Dr ${pick(FIRST)} ${pick(LAST)} MBBS FRCP`,
          "Consultant Physician",
        ].join("\n"),
      );
    } else if (kind === 2) {
      notes.push(
        [
          `${two(int(0, 23))}:${two(int(0, 59))} Nursing note. Pt seen by ${pick(FIRST)} (physio) and Dr. ${pick(LAST)}.`,
          `Pt is a ${int(60, 104)}yo M w/ hx of CHF, AF on warfarin, admitted from ${pick(HOSPITALS)} on ${date}.`,
          `d/w son ${pick(FIRST)} by phone ${digits(5)} ${digits(6)}; he will visit Tues. Ref no ${digits(8)}.`,
          `BP ${int(90, 170)}/${int(50, 100)}, HR ${int(50, 120)}, SpO2 ${int(88, 100)}% RA. Plan: cont meds, rpt U&E in 2/7.`,
          `Originally from ${town}, moved to ${pick(TOWNS)} in ${int(1960, 2010)}. Works as a porter for ${pick(LAST)} Logistics Ltd.`,
        ].join("\n"),
      );
    } else if (kind === 3) {
      notes.push(
        [
          "Name | Relationship | Phone",
          `${first} ${last} | Daughter | 07${digits(3)} ${digits(6)}`,
          `${pick(FIRST)} ${pick(LAST)} | Son | +44 ${digits(4)} ${digits(6)}`,
          "",
          `Bed ${int(1, 24)}: ${pick(LAST)}, ${int(90, 104)} F, ${pick(MONTHS).slice(0, 3)} ${int(1, 28)}`,
          `Seen at ${town} clinic (GMC ${digits(7)}). Postcode CT${int(1, 20)} ${int(1, 9)}QX. SSN ${digits(3)}-${digits(2)}-${digits(4)}.`,
          `IP 10.${int(0, 255)}.${int(0, 255)}.${int(0, 255)} http://portal.example.org/p/${digits(6)}`,
        ].join("\n"),
      );
    } else if (kind === 4) {
      notes.push(
        [
          `DISCHARGE SUMMARY ${date}`,
          `ATTENDING: ${pick(LAST).toUpperCase()}, ${first.toUpperCase()} MD`,
          `HISTORY: ${int(50, 95)} year old man seen in the ${town} ED in ${pick(MONTHS)} ${int(2000, 2024)}.`,
          `Follow up with Dr. ${pick(LAST)} at ${pick(HOSPITALS)} in ${int(1, 6)} weeks. Call ${digits(3)}-${digits(3)}-${digits(4)}.`,
          `- ${pick(FIRST)} ${pick(LAST)}, RN`,
        ].join("\n"),
      );
    } else notes.push(labs[Math.floor(n / 6) % labs.length]!);
  }
  return notes;
}

/** Runs `engine` over `rounds` passes of the synthetic notes, so that its hot paths are compiled. */
export function warmEngine(engine: DetectionEngine, notes = 300, rounds = 4): number {
  const texts = warmUpNotes(notes);
  let spans = 0;
  for (let r = 0; r < rounds; r++) for (const text of texts) spans += engine.detect(text).length;
  return spans;
}
