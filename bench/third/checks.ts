/**
 * Check digits of public identifier schemes, written from their published descriptions, so the
 * third corpus's identifiers are valid where the real scheme has a check: Luhn (IHI, OHIP, SA ID),
 * Medicare (AU), NHI (NZ, letters and digits), NHS and CHI (modulus 11), BC PHN, PPSN (modulus 23),
 * Aadhaar (Verhoeff) and NRIC/FIN (SG).
 */
import type { Rand } from "./rng.ts";

const num = (s: string): number[] => [...s].map(Number);

/** Luhn check digit for `body` (the digit appended at the right). */
export function luhnDigit(body: string): number {
  let sum = 0;
  const ds = num(body).reverse();
  ds.forEach((d, k) => {
    const x = k % 2 === 0 ? d * 2 : d;
    sum += x > 9 ? x - 9 : x;
  });
  return (10 - (sum % 10)) % 10;
}

export function luhnValid(all: string): boolean {
  return luhnDigit(all.slice(0, -1)) === Number(all.slice(-1));
}

/** Australian Medicare: 8 digits (first 2-6), check, issue number; the IRN is written apart. */
export function medicare(r: Rand): string {
  const body = String(r.int(2, 6)) + r.digits(7);
  const w = [1, 3, 7, 9, 1, 3, 7, 9];
  const check = num(body).reduce((s, d, k) => s + d * (w[k] as number), 0) % 10;
  return `${body}${check}${r.int(1, 5)}`;
}

const NHI_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";

/** New Zealand NHI in the AAA9999 form; null when the draw has no valid check. */
export function nhi(r: Rand): string {
  for (;;) {
    const letters = [0, 1, 2].map(() => r.pick([...NHI_LETTERS]));
    const digits = r.digits(3);
    const values = [...letters.map((l) => NHI_LETTERS.indexOf(l) + 1), ...num(digits)];
    const sum = values.reduce((s, v, k) => s + v * (7 - k), 0);
    const rem = sum % 11;
    if (rem === 0) continue;
    const check = (11 - rem) % 10;
    return `${letters.join("")}${digits}${check}`;
  }
}

/** Modulus 11 with weights 10..2 (NHS number, CHI): the check, or -1 when none is valid. */
export function mod11(body: string): number {
  const sum = num(body).reduce((s, d, k) => s + d * (10 - k), 0);
  const check = 11 - (sum % 11);
  return check === 11 ? 0 : check === 10 ? -1 : check;
}

export function nhsNumber(r: Rand): string {
  for (;;) {
    const body = String(r.int(4, 6)) + r.digits(8);
    const c = mod11(body);
    if (c >= 0) return body + c;
  }
}

/** Scottish CHI: date of birth DDMMYY, three digits (the last odd for men), check. */
export function chi(r: Rand, dob: { d: number; m: number; y: number }, male: boolean): string {
  for (;;) {
    const serial = r.digits(2) + String(male ? r.pick([1, 3, 5, 7, 9]) : r.pick([0, 2, 4, 6, 8]));
    const body = `${pad(dob.d)}${pad(dob.m)}${pad(dob.y % 100)}${serial}`;
    const c = mod11(body);
    if (c >= 0) return body + c;
  }
}

/** British Columbia PHN: 9 then eight digits, weights 2 4 8 5 10 9 7 3, modulus 11. */
export function bcPhn(r: Rand): string {
  const w = [2, 4, 8, 5, 10, 9, 7, 3];
  for (;;) {
    const body = r.digits(8);
    const rem = num(body).reduce((s, d, k) => s + d * (w[k] as number), 0) % 11;
    const check = 11 - rem;
    if (check < 10) return `9${body}${check}`;
  }
}

const PPS = "WABCDEFGHIJKLMNOPQRSTUV";

/** Irish PPSN: seven digits, a check letter (modulus 23), sometimes a second letter. */
export function ppsn(r: Rand): string {
  const body = r.digits(7);
  const second = r.chance(0.3) ? "A" : "";
  const sum = num(body).reduce((s, d, k) => s + d * (8 - k), 0) + (second === "A" ? 9 : 0);
  return `${body}${PPS[sum % 23]}${second}`;
}

const D = [
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
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

const dAt = (a: number, b: number): number => (D[a] as number[])[b] as number;
const pAt = (a: number, b: number): number => (P[a % 8] as number[])[b] as number;

export function verhoeffDigit(body: string): number {
  let c = 0;
  num(body)
    .reverse()
    .forEach((d, k) => {
      c = dAt(c, pAt(k + 1, d));
    });
  return INV[c] as number;
}

export function verhoeffValid(all: string): boolean {
  let c = 0;
  num(all)
    .reverse()
    .forEach((d, k) => {
      c = dAt(c, pAt(k, d));
    });
  return c === 0;
}

/** Aadhaar: twelve digits, first 2-9, Verhoeff check. */
export function aadhaar(r: Rand): string {
  const body = String(r.int(2, 9)) + r.digits(10);
  return body + verhoeffDigit(body);
}

/** South African ID: YYMMDD, gender serial, citizenship, 8, Luhn. */
export function saId(r: Rand, dob: { d: number; m: number; y: number }, male: boolean): string {
  const serial = String(male ? r.int(5000, 9999) : r.int(0, 4999)).padStart(4, "0");
  const body = `${pad(dob.y % 100)}${pad(dob.m)}${pad(dob.d)}${serial}${r.chance(0.9) ? 0 : 1}8`;
  return body + luhnDigit(body);
}

/** Singapore NRIC (S, T) or FIN (F, G): prefix, seven digits, check letter. */
export function nric(r: Rand, prefix: "S" | "T" | "F" | "G"): string {
  const digits = r.digits(7);
  const w = [2, 7, 6, 5, 4, 3, 2];
  const sum =
    num(digits).reduce((s, d, k) => s + d * (w[k] as number), 0) + (prefix === "T" || prefix === "G" ? 4 : 0);
  const table = prefix === "S" || prefix === "T" ? "JZIHGFEDCBA" : "XWUTRQPNMLK";
  return `${prefix}${digits}${table[sum % 11]}`;
}

/** Australian IHI: 800360 and nine digits, Luhn. */
export function ihi(r: Rand): string {
  const body = `800360${r.digits(9)}`;
  return body + luhnDigit(body);
}

/** Ontario health number: ten digits (Luhn over the last nine is the real rule; we use it). */
export function ohip(r: Rand): string {
  const body = String(r.int(1, 9)) + r.digits(8);
  return body + luhnDigit(body);
}

export function pad(n: number): string {
  return String(n).padStart(2, "0");
}
