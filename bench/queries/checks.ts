/**
 * Check digits, written for this yardstick from the public scheme descriptions (docs/data-sources.md,
 * "Data sources of the queries set"). Each `make…` draws random digits and completes them, so that
 * no real person's number is used on purpose.
 */
import type { Rng } from "./rng.ts";

/** Luhn check digit of a digit string (the digit to append). */
export function luhnDigit(body: string): number {
  let sum = 0;
  for (let k = 0; k < body.length; k++) {
    let d = Number(body[body.length - 1 - k]);
    if (k % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function luhnValid(value: string): boolean {
  const d = value.replace(/\D/g, "");
  return d.length > 1 && luhnDigit(d.slice(0, -1)) === Number(d.at(-1));
}

/** NHS number: ten digits, weights 10..2, modulus 11; a remainder giving 10 has no valid number. */
export function nhsValid(value: string): boolean {
  const d = value.replace(/\s/g, "");
  if (!/^\d{10}$/.test(d)) return false;
  let sum = 0;
  for (let k = 0; k < 9; k++) sum += Number(d[k]) * (10 - k);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(d[9]);
}

export function makeNhs(rng: Rng): string {
  for (;;) {
    const body = `${rng.int(4, 6)}${rng.digits(8)}`;
    for (let c = 0; c <= 9; c++)
      if (nhsValid(body + c)) return `${body.slice(0, 3)} ${body.slice(3, 6)} ${body.slice(6)}${c}`;
  }
}

/** Medicare (Australia): first digit 2-6, check digit = weights 1,3,7,9,1,3,7,9 mod 10, then issue number. */
export function medicareValid(value: string): boolean {
  const d = value.replace(/\D/g, "");
  if (d.length < 9 || !/^[2-6]/.test(d)) return false;
  const w = [1, 3, 7, 9, 1, 3, 7, 9];
  const sum = w.reduce((s, x, k) => s + x * Number(d[k]), 0);
  return sum % 10 === Number(d[8]);
}

export function makeMedicare(rng: Rng): string {
  const body = `${rng.int(2, 6)}${rng.digits(7)}`;
  const w = [1, 3, 7, 9, 1, 3, 7, 9];
  const check = w.reduce((s, x, k) => s + x * Number(body[k]), 0) % 10;
  return `${body.slice(0, 4)} ${body.slice(4)}${check} ${rng.int(1, 5)}`;
}

/** IHI: 16 digits, prefix 800360, Luhn. */
export function makeIhi(rng: Rng): string {
  const body = `800360${rng.digits(9)}`;
  const d = body + luhnDigit(body);
  return `${d.slice(0, 4)} ${d.slice(4, 8)} ${d.slice(8, 12)} ${d.slice(12)}`;
}

const NHI_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"; // no I, no O: A=1 … Z=24

/** NZ NHI, old format AAANNNC: weights 7..2, modulus 11, check = 11 - remainder (10 reads 0). */
export function nhiValid(value: string): boolean {
  const v = value.toUpperCase();
  if (!/^[A-HJ-NP-Z]{3}\d{4}$/.test(v)) return false;
  let sum = 0;
  for (let k = 0; k < 3; k++) sum += (NHI_LETTERS.indexOf(v[k] as string) + 1) * (7 - k);
  for (let k = 3; k < 6; k++) sum += Number(v[k]) * (7 - k);
  const rem = sum % 11;
  if (rem === 0) return false;
  return (11 - rem) % 10 === Number(v[6]);
}

export function makeNhi(rng: Rng): string {
  for (;;) {
    const body = `${rng.pick([...NHI_LETTERS])}${rng.pick([...NHI_LETTERS])}${rng.pick([...NHI_LETTERS])}${rng.digits(3)}`;
    for (let c = 0; c <= 9; c++) if (nhiValid(body + c)) return body + c;
  }
}

/** Irish PPSN: seven digits and a check letter, weights 8..2, modulus 23 (0 reads W). */
export function ppsnValid(value: string): boolean {
  const v = value.toUpperCase().replace(/\s/g, "");
  if (!/^\d{7}[A-W]$/.test(v)) return false;
  let sum = 0;
  for (let k = 0; k < 7; k++) sum += Number(v[k]) * (8 - k);
  return "WABCDEFGHIJKLMNOPQRSTUV"[sum % 23] === v[7];
}

export function makePpsn(rng: Rng): string {
  const body = rng.digits(7);
  let sum = 0;
  for (let k = 0; k < 7; k++) sum += Number(body[k]) * (8 - k);
  return `${body}${"WABCDEFGHIJKLMNOPQRSTUV"[sum % 23]}`;
}

// Verhoeff tables (dihedral group D5), as published by Verhoeff (1969).
const VD = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VP = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];
const at = (t: number[][], i: number, j: number): number => (t[i] as number[])[j] as number;

export function verhoeffValid(value: string): boolean {
  const d = value.replace(/\D/g, "");
  let c = 0;
  for (let k = 0; k < d.length; k++) c = at(VD, c, at(VP, k % 8, Number(d[d.length - 1 - k])));
  return d.length > 1 && c === 0;
}

/** Aadhaar-like: twelve digits, first 2-9, Verhoeff check digit, written 4-4-4. */
export function makeAadhaar(rng: Rng): string {
  const body = `${rng.int(2, 9)}${rng.digits(10)}`;
  let c = 0;
  for (let k = 0; k < body.length; k++) c = at(VD, c, at(VP, (k + 1) % 8, Number(body[body.length - 1 - k])));
  const d = `${body}${VINV[c]}`;
  return `${d.slice(0, 4)} ${d.slice(4, 8)} ${d.slice(8)}`;
}

/** Singapore NRIC/FIN: S or T, seven digits, check letter (weights 2,7,6,5,4,3,2; T adds 4). */
export function nricValid(value: string): boolean {
  const v = value.toUpperCase();
  if (!/^[ST]\d{7}[A-Z]$/.test(v)) return false;
  return nricLetter(v[0] as string, v.slice(1, 8)) === v[8];
}

function nricLetter(prefix: string, digits: string): string {
  const w = [2, 7, 6, 5, 4, 3, 2];
  let sum = w.reduce((s, x, k) => s + x * Number(digits[k]), 0);
  if (prefix === "T") sum += 4;
  return "JZIHGFEDCBA"[sum % 11] as string;
}

export function makeNric(rng: Rng): string {
  const prefix = rng.chance(0.6) ? "S" : "T";
  const digits = rng.digits(7);
  return `${prefix}${digits}${nricLetter(prefix, digits)}`;
}

/** South African ID: YYMMDD SSSS C A Z, Luhn over the thirteen digits. */
export function makeSaId(rng: Rng, year: number, month: number, day: number): string {
  const yymmdd = `${String(year % 100).padStart(2, "0")}${String(month).padStart(2, "0")}${String(day).padStart(2, "0")}`;
  const body = `${yymmdd}${rng.int(0, 9)}${rng.digits(3)}${rng.chance(0.9) ? 0 : 1}8`;
  return body + luhnDigit(body);
}

/** Ontario health number: ten digits (Luhn), often with a two-letter version code. */
export function makeOhip(rng: Rng): string {
  const body = `${rng.int(1, 9)}${rng.digits(8)}`;
  const d = body + luhnDigit(body);
  return `${d.slice(0, 4)}-${d.slice(4, 7)}-${d.slice(7)}`;
}
