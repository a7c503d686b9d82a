/**
 * Check digits of the identifier schemes the fifth corpus writes, from their public descriptions.
 * Each `make…` draws random digits and completes them; each `is…` validates (used by the tests).
 */
import type { Rng } from "./rng.ts";

const num = (s: string): number[] => [...s].map(Number);

/** Luhn check digit for `body` (the digit appended to make the whole valid). */
export function luhnDigit(body: string): number {
  let sum = 0;
  const ds = num(body).reverse();
  ds.forEach((d, k) => {
    let x = k % 2 === 0 ? d * 2 : d;
    if (x > 9) x -= 9;
    sum += x;
  });
  return (10 - (sum % 10)) % 10;
}

export function isLuhn(s: string): boolean {
  return /^\d+$/.test(s) && luhnDigit(s.slice(0, -1)) === Number(s.at(-1));
}

/** UK NHS number: weights 10..2 over nine digits, check = 11 - sum mod 11 (11 → 0, 10 → invalid). */
export function nhsCheck(nine: string): number | undefined {
  const sum = num(nine).reduce((a, d, k) => a + d * (10 - k), 0);
  const c = 11 - (sum % 11);
  return c === 11 ? 0 : c === 10 ? undefined : c;
}
export function makeNhs(rng: Rng): string {
  for (;;) {
    const nine = String(rng.int(4, 7)) + rng.digits(8);
    const c = nhsCheck(nine);
    if (c !== undefined) return nine + c;
  }
}
export const isNhs = (s: string): boolean => /^\d{10}$/.test(s) && nhsCheck(s.slice(0, 9)) === Number(s[9]);

/** US NPI: Luhn over "80840" + the ten digits. */
export function makeNpi(rng: Rng): string {
  const nine = String(rng.int(1, 2)) + rng.digits(8);
  return nine + luhnDigit(`80840${nine}`);
}
export const isNpi = (s: string): boolean => /^\d{10}$/.test(s) && isLuhn(`80840${s}`);

/** Australian Medicare: first digit 2-6, weights 1,3,7,9,1,3,7,9 mod 10 as the ninth digit, an issue digit. */
export function medicareCheck(eight: string): number {
  const w = [1, 3, 7, 9, 1, 3, 7, 9];
  return num(eight).reduce((a, d, k) => a + d * (w[k] as number), 0) % 10;
}
export function makeMedicare(rng: Rng): string {
  const eight = String(rng.int(2, 6)) + rng.digits(7);
  return `${eight}${medicareCheck(eight)}${rng.int(1, 5)}`;
}
export const isMedicare = (s: string): boolean =>
  /^[2-6]\d{9}$/.test(s) && medicareCheck(s.slice(0, 8)) === Number(s[8]);

/** Australian IHI: 800360 + nine digits + Luhn. */
export function makeIhi(rng: Rng): string {
  const body = `800360${rng.digits(9)}`;
  return body + luhnDigit(body);
}
export const isIhi = (s: string): boolean => /^800360\d{10}$/.test(s) && isLuhn(s);

/** NZ NHI (AAANNNC): letters A-Z without I and O valued 1-24, weights 7..2, check = 11 - sum mod 11, 10 → 0. */
const NHI_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";
export function nhiCheck(six: string): number | undefined {
  let sum = 0;
  for (let k = 0; k < 6; k++) {
    const c = six[k] as string;
    const v = k < 3 ? NHI_LETTERS.indexOf(c) + 1 : Number(c);
    sum += v * (7 - k);
  }
  const r = sum % 11;
  if (r === 0) return undefined;
  return (11 - r) % 10;
}
export function makeNhi(rng: Rng): string {
  for (;;) {
    const six = rng.letters(3, NHI_LETTERS) + rng.digits(3);
    const c = nhiCheck(six);
    if (c !== undefined) return six + c;
  }
}
export const isNhi = (s: string): boolean =>
  /^[A-HJ-NP-Z]{3}\d{4}$/.test(s) && nhiCheck(s.slice(0, 6)) === Number(s[6]);

/** Ontario OHIP: ten digits, the last a Luhn check over the first nine. */
export function makeOhip(rng: Rng): string {
  const nine = String(rng.int(1, 9)) + rng.digits(8);
  return nine + luhnDigit(nine);
}

/** BC PHN: 9 + eight digits weighted 2,4,8,5,10,9,7,3; check = 11 - sum mod 11 (10, 11 invalid). */
export function phnCheck(ten9: string): number | undefined {
  const w = [2, 4, 8, 5, 10, 9, 7, 3];
  const sum = num(ten9.slice(1, 9)).reduce((a, d, k) => a + d * (w[k] as number), 0);
  const c = 11 - (sum % 11);
  return c >= 10 ? undefined : c;
}
export function makeBcPhn(rng: Rng): string {
  for (;;) {
    const nine = `9${rng.digits(8)}`;
    const c = phnCheck(nine);
    if (c !== undefined) return nine + c;
  }
}

/** Irish PPSN: seven digits, check letter = (weights 8..2, plus 9 × the second letter) mod 23 (0 → W). */
const PPS = "WABCDEFGHIJKLMNOPQRSTUV";
export function ppsnLetter(seven: string, second = ""): string {
  let sum = num(seven).reduce((a, d, k) => a + d * (8 - k), 0);
  if (second !== "" && second !== "W") sum += 9 * (PPS.indexOf(second) % 23);
  return PPS[sum % 23] as string;
}
export function makePpsn(rng: Rng): string {
  const seven = rng.digits(7);
  const second = rng.chance(0.3) ? "A" : "";
  return seven + ppsnLetter(seven, second) + second;
}
export const isPpsn = (s: string): boolean => {
  const m = /^(\d{7})([A-W])([A-W]?)$/.exec(s);
  return m !== null && ppsnLetter(m[1] as string, m[3]) === m[2];
};

/** Aadhaar: twelve digits, first 2-9, the last a Verhoeff check digit. */
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
const row = (t: number[][], i: number): number[] => t[i] as number[];
export function verhoeffDigit(body: string): number {
  let c = 0;
  num(body)
    .reverse()
    .forEach((d, k) => {
      c = row(VD, c)[row(VP, (k + 1) % 8)[d] as number] as number;
    });
  return VINV[c] as number;
}
export function isVerhoeff(s: string): boolean {
  let c = 0;
  num(s)
    .reverse()
    .forEach((d, k) => {
      c = row(VD, c)[row(VP, k % 8)[d] as number] as number;
    });
  return c === 0;
}
export function makeAadhaar(rng: Rng): string {
  const body = String(rng.int(2, 9)) + rng.digits(10);
  return body + verhoeffDigit(body);
}

/** South African ID: YYMMDD SSSS C A Z, Luhn over the thirteen digits. */
export function makeSaId(rng: Rng, birth: { y: number; m: number; d: number }, female: boolean): string {
  const p2 = (n: number): string => String(n).padStart(2, "0");
  const seq = female ? rng.int(0, 4999) : rng.int(5000, 9999);
  const body = `${p2(birth.y % 100)}${p2(birth.m)}${p2(birth.d)}${String(seq).padStart(4, "0")}${rng.chance(0.9) ? 0 : 1}8`;
  return body + luhnDigit(body);
}

/** Singapore NRIC/FIN: weights 2,7,6,5,4,3,2 (+4 for T and G), check letter by table. */
export function nricLetter(prefix: string, seven: string): string {
  const w = [2, 7, 6, 5, 4, 3, 2];
  let sum = num(seven).reduce((a, d, k) => a + d * (w[k] as number), 0);
  if (prefix === "T" || prefix === "G") sum += 4;
  const table = prefix === "S" || prefix === "T" ? "JZIHGFEDCBA" : "XWUTRQPNMLK";
  return table[sum % 11] as string;
}
export function makeNric(rng: Rng, prefix: string): string {
  const seven = rng.digits(7);
  return `${prefix}${seven}${nricLetter(prefix, seven)}`;
}
export const isNric = (s: string): boolean =>
  /^[STFG]\d{7}[A-Z]$/.test(s) && nricLetter(s[0] as string, s.slice(1, 8)) === s[8];
