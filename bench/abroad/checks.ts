/**
 * Check digits of the identifier schemes the abroad corpus writes, from their public descriptions:
 * Luhn (ISO/IEC 7812: Canadian SIN, Ontario health number, AU IHI, US NPI with prefix 80840,
 * South African ID), Verhoeff (Aadhaar), NHS number modulus 11, Medicare Australia, New Zealand
 * NHI (the AAANNNC format), Irish PPSN modulus 23, Singapore NRIC/FIN, BC PHN modulus 11, US DEA.
 * Each maker returns a complete valid number; `*Valid` functions let the tests check them.
 */
import type { Rng } from "./rng.ts";

const digitsOf = (s: string): number[] => [...s.replace(/\D/g, "")].map(Number);

/** The Luhn check digit for `body` (digits only). */
export function luhnDigit(body: string): number {
  let sum = 0;
  const d = digitsOf(body);
  for (let k = 0; k < d.length; k++) {
    let v = d[d.length - 1 - k] as number;
    if (k % 2 === 0) {
      v *= 2;
      if (v > 9) v -= 9;
    }
    sum += v;
  }
  return (10 - (sum % 10)) % 10;
}

export const luhnValid = (s: string): boolean => {
  const d = s.replace(/\D/g, "");
  return luhnDigit(d.slice(0, -1)) === Number(d.slice(-1));
};

const V_D = [
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
const V_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const V_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

function verhoeffRun(d: readonly number[], offset: number): number {
  let c = 0;
  for (let k = 0; k < d.length; k++) {
    const row = V_P[(k + offset) % 8] as number[];
    c = (V_D[c] as number[])[row[d[d.length - 1 - k] as number] as number] as number;
  }
  return c;
}

export const verhoeffDigit = (body: string): number => V_INV[verhoeffRun(digitsOf(body), 1)] as number;
export const verhoeffValid = (s: string): boolean => verhoeffRun(digitsOf(s), 0) === 0;

/** NHS number: ten digits, weights 10..2 on the first nine, check 11 - sum mod 11 (10 never issued). */
export function nhsNumber(r: Rng): string {
  for (;;) {
    const body = `${r.int(4, 6)}${r.digits(8)}`;
    const sum = digitsOf(body).reduce((s, v, k) => s + v * (10 - k), 0);
    const c = (11 - (sum % 11)) % 11;
    if (c !== 10) return body + String(c);
  }
}

export function nhsValid(s: string): boolean {
  const d = digitsOf(s);
  const sum = d.slice(0, 9).reduce((a, v, k) => a + v * (10 - k), 0);
  return d.length === 10 && (11 - (sum % 11)) % 11 === d[9];
}

/** Medicare Australia: 8 digits (first 2-6), check = weighted sum mod 10, issue digit; then the IRN. */
export function medicareAu(r: Rng): { card: string; irn: string } {
  const body = `${r.int(2, 6)}${r.digits(7)}`;
  const w = [1, 3, 7, 9, 1, 3, 7, 9];
  const check = digitsOf(body).reduce((s, v, k) => s + v * (w[k] as number), 0) % 10;
  return { card: `${body}${check}${r.int(1, 5)}`, irn: String(r.int(1, 6)) };
}

export function medicareAuValid(s: string): boolean {
  const d = digitsOf(s);
  const w = [1, 3, 7, 9, 1, 3, 7, 9];
  return d.slice(0, 8).reduce((a, v, k) => a + v * (w[k] as number), 0) % 10 === d[8];
}

const NHI_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";

/** New Zealand NHI, three letters (no I, O) and four digits, the last a mod-11 check. */
export function nhi(r: Rng): string {
  for (;;) {
    const letters = r.letters(3, NHI_LETTERS);
    const nums = r.digits(3);
    const vals = [...letters].map((ch) => NHI_LETTERS.indexOf(ch) + 1).concat(digitsOf(nums));
    const sum = vals.reduce((s, v, k) => s + v * (7 - k), 0);
    const rem = sum % 11;
    if (rem === 0) continue;
    const c = (11 - rem) % 10;
    return `${letters}${nums}${c}`;
  }
}

export function nhiValid(s: string): boolean {
  const u = s.toUpperCase();
  const vals = [...u.slice(0, 3)].map((ch) => NHI_LETTERS.indexOf(ch) + 1).concat(digitsOf(u.slice(3, 6)));
  const rem = vals.reduce((a, v, k) => a + v * (7 - k), 0) % 11;
  return rem !== 0 && (11 - rem) % 10 === Number(u[6]);
}

const PPS_LETTERS = "WABCDEFGHIJKLMNOPQRSTUV";

/** Irish PPSN: seven digits, a mod-23 check letter, sometimes a second letter (A or W). */
export function ppsn(r: Rng): string {
  const body = r.digits(7);
  const second = r.chance(0.4) ? "A" : "";
  const sum = digitsOf(body).reduce((s, v, k) => s + v * (8 - k), 0) + (second === "A" ? 9 : 0);
  return `${body}${PPS_LETTERS[sum % 23]}${second}`;
}

export function ppsnValid(s: string): boolean {
  const u = s.toUpperCase().replace(/\s/g, "");
  const sum = digitsOf(u.slice(0, 7)).reduce((a, v, k) => a + v * (8 - k), 0) + (u[8] === "A" ? 9 : 0);
  return PPS_LETTERS[sum % 23] === u[7];
}

const NRIC_ST = "JZIHGFEDCBA";
const NRIC_FG = "XWUTRQPNMLK";

/** Singapore NRIC (S, T) or FIN (F, G) with its check letter. */
export function nric(r: Rng, prefix: "S" | "T" | "F" | "G"): string {
  const body = r.digits(7);
  const w = [2, 7, 6, 5, 4, 3, 2];
  let sum = digitsOf(body).reduce((s, v, k) => s + v * (w[k] as number), 0);
  if (prefix === "T" || prefix === "G") sum += 4;
  const table = prefix === "S" || prefix === "T" ? NRIC_ST : NRIC_FG;
  return `${prefix}${body}${table[sum % 11]}`;
}

export function nricValid(s: string): boolean {
  const u = s.toUpperCase();
  const p = u[0] as "S" | "T" | "F" | "G";
  const w = [2, 7, 6, 5, 4, 3, 2];
  let sum = digitsOf(u.slice(1, 8)).reduce((a, v, k) => a + v * (w[k] as number), 0);
  if (p === "T" || p === "G") sum += 4;
  return (p === "S" || p === "T" ? NRIC_ST : NRIC_FG)[sum % 11] === u[8];
}

/** BC Personal Health Number: 9 then eight digits and a mod-11 check (weights 2,4,8,5,10,9,7,3). */
export function bcPhn(r: Rng): string {
  const w = [2, 4, 8, 5, 10, 9, 7, 3];
  for (;;) {
    const body = r.digits(8);
    const sum = digitsOf(body).reduce((s, v, k) => s + ((v * (w[k] as number)) % 11), 0);
    const c = 11 - (sum % 11);
    if (c < 10) return `9${body}${c}`;
  }
}

export function bcPhnValid(s: string): boolean {
  const d = digitsOf(s);
  const w = [2, 4, 8, 5, 10, 9, 7, 3];
  const sum = d.slice(1, 9).reduce((a, v, k) => a + ((v * (w[k] as number)) % 11), 0);
  return d[0] === 9 && 11 - (sum % 11) === d[9];
}

/** A Luhn-valid number of `length` digits starting with `prefix`. */
export function luhnNumber(r: Rng, prefix: string, length: number): string {
  const body = prefix + r.digits(length - prefix.length - 1);
  return body + String(luhnDigit(body));
}

/** US NPI: 10 digits starting 1 or 2, Luhn over "80840" + the first nine. */
export function npi(r: Rng): string {
  const body = `${r.int(1, 2)}${r.digits(8)}`;
  return body + String(luhnDigit(`80840${body}`));
}

export const npiValid = (s: string): boolean => luhnValid(`80840${s}`);

/** US DEA number: registrant letter, the surname's initial, six digits and a check digit. */
export function dea(r: Rng, surname: string): string {
  const initial = (surname.replace(/[^A-Za-z]/g, "")[0] ?? "X").toUpperCase();
  const d = digitsOf(r.digits(6));
  const sum =
    (d[0] as number) +
    (d[2] as number) +
    (d[4] as number) +
    2 * ((d[1] as number) + (d[3] as number) + (d[5] as number));
  return `${r.pick(["A", "B", "F", "M"])}${initial}${d.join("")}${sum % 10}`;
}

export function deaValid(s: string): boolean {
  const d = digitsOf(s.slice(2));
  const sum =
    (d[0] as number) +
    (d[2] as number) +
    (d[4] as number) +
    2 * ((d[1] as number) + (d[3] as number) + (d[5] as number));
  return d.length === 7 && sum % 10 === d[6];
}

/** South African ID: YYMMDD, four sequence digits (female < 5000), citizenship, 8, Luhn digit. */
export function saId(r: Rng, y: number, m: number, d: number, female: boolean): string {
  const seq = female ? r.int(0, 4999) : r.int(5000, 9999);
  const body = `${String(y % 100).padStart(2, "0")}${String(m).padStart(2, "0")}${String(d).padStart(2, "0")}${String(seq).padStart(4, "0")}${r.chance(0.9) ? 0 : 1}8`;
  return body + String(luhnDigit(body));
}

/** Aadhaar: 12 digits, first 2-9, Verhoeff check. */
export function aadhaar(r: Rng): string {
  const body = `${r.int(2, 9)}${r.digits(10)}`;
  return body + String(verhoeffDigit(body));
}
