/**
 * Check digits of the identifiers the fourth corpus writes, from the public descriptions of each
 * scheme (docs/data-sources.md, "Data sources of the fourth corpus"). Each maker returns digits
 * (and letters) only; the forms add the spacing people use.
 */
import type { Rng } from "./rng.ts";

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

export function luhnOk(all: string): boolean {
  return luhnDigit(all.slice(0, -1)) === Number(all.at(-1));
}

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

function verhoeffSum(digits: string, offset: number): number {
  let c = 0;
  const rev = [...digits].reverse();
  rev.forEach((ch, k) => {
    c = (VD[c] as number[])[(VP[(k + offset) % 8] as number[])[Number(ch)] as number] as number;
  });
  return c;
}

export function verhoeffDigit(body: string): number {
  return VINV[verhoeffSum(body, 1)] as number;
}

export function verhoeffOk(all: string): boolean {
  return verhoeffSum(all, 0) === 0;
}

/** Australian Medicare: 8 digits (first 2–6), a weighted check digit, an issue digit. */
export function medicareAu(r: Rng): string {
  const body = String(r.int(2, 6)) + r.digits(7);
  const w = [1, 3, 7, 9, 1, 3, 7, 9];
  const check = [...body].reduce((s, d, k) => s + Number(d) * (w[k] as number), 0) % 10;
  return `${body}${check}${r.int(1, 5)}`;
}

export function medicareAuOk(ten: string): boolean {
  const w = [1, 3, 7, 9, 1, 3, 7, 9];
  const check = [...ten.slice(0, 8)].reduce((s, d, k) => s + Number(d) * (w[k] as number), 0) % 10;
  return check === Number(ten[8]);
}

/** Australian IHI: 16 digits, 800360 then nine digits and a Luhn digit. */
export function ihi(r: Rng): string {
  const body = `800360${r.digits(9)}`;
  return body + String(luhnDigit(body));
}

const NHI_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";

/** New Zealand NHI, the AAANNNC form: mod 11 over the letters' places (no I, O) and digits. */
export function nhi(r: Rng): string {
  for (;;) {
    const letters = r.letter(NHI_LETTERS) + r.letter(NHI_LETTERS) + r.letter(NHI_LETTERS);
    const digits = r.digits(3);
    const check = nhiCheck(letters + digits);
    if (check !== undefined) return `${letters}${digits}${check}`;
  }
}

export function nhiCheck(six: string): number | undefined {
  let sum = 0;
  for (let k = 0; k < 3; k++) sum += (NHI_LETTERS.indexOf(six[k] as string) + 1) * (7 - k);
  for (let k = 3; k < 6; k++) sum += Number(six[k]) * (7 - k);
  const rem = sum % 11;
  if (rem === 0) return undefined;
  const c = 11 - rem;
  return c === 10 ? 0 : c;
}

/** Ontario health card: ten digits, the last a Luhn digit over the first nine; a version code apart. */
export function ohip(r: Rng): string {
  const body = String(r.int(1, 9)) + r.digits(8);
  return body + String(luhnDigit(body));
}

/** Canadian SIN: nine digits, Luhn. */
export function sin(r: Rng): string {
  const body = String(r.pick([1, 2, 3, 4, 5, 6, 7])) + r.digits(7);
  return body + String(luhnDigit(body));
}

const PPS_LETTERS = "WABCDEFGHIJKLMNOPQRSTUV";

/** Irish PPSN: seven digits and a check letter (weights 8..2, mod 23), sometimes a second letter. */
export function ppsn(r: Rng): string {
  const digits = r.digits(7);
  const second = r.chance(0.3) ? "A" : "";
  return `${digits}${ppsnLetter(digits, second)}${second}`;
}

export function ppsnLetter(digits: string, second: string): string {
  let sum = [...digits].reduce((s, d, k) => s + Number(d) * (8 - k), 0);
  if (second !== "") sum += (second.charCodeAt(0) - 64) * 9;
  return PPS_LETTERS[sum % 23] as string;
}

/** Aadhaar: twelve digits, first 2–9, Verhoeff. */
export function aadhaar(r: Rng): string {
  const body = String(r.int(2, 9)) + r.digits(10);
  return body + String(verhoeffDigit(body));
}

/** South African ID: YYMMDD, gender sequence, citizenship, 8, Luhn. */
export function saId(r: Rng, born: { y: number; m: number; d: number }, male: boolean): string {
  const seq = male ? r.int(5000, 9999) : r.int(0, 4999);
  const body = `${String(born.y % 100).padStart(2, "0")}${String(born.m).padStart(2, "0")}${String(born.d).padStart(2, "0")}${String(seq).padStart(4, "0")}${r.chance(0.93) ? 0 : 1}8`;
  return body + String(luhnDigit(body));
}

/** Singapore NRIC (S, T) or FIN (F, G): weights 2,7,6,5,4,3,2, offset 4 for T and G, mod 11. */
export function nric(r: Rng, prefix: "S" | "T" | "F" | "G"): string {
  const digits = r.digits(7);
  return `${prefix}${digits}${nricLetter(prefix, digits)}`;
}

export function nricLetter(prefix: string, digits: string): string {
  const w = [2, 7, 6, 5, 4, 3, 2];
  let sum = [...digits].reduce((s, d, k) => s + Number(d) * (w[k] as number), 0);
  if (prefix === "T" || prefix === "G") sum += 4;
  const table = prefix === "S" || prefix === "T" ? "JZIHGFEDCBA" : "XWUTRQPNMLK";
  return table[sum % 11] as string;
}
