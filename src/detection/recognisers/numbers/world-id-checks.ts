/**
 * Check characters of the national and health identifiers `world-id.ts` reads, from each scheme's
 * public specification (the sources are listed at the top of `world-id.ts`). Pure functions over
 * an upper-case value with its separators removed; each returns false for a value of another shape.
 */
function digitAt(s: string, k: number): number {
  return s.charCodeAt(k) - 48;
}

/** Luhn (ISO/IEC 7812) over the whole digit string, the last digit being the check. */
export function luhnValid(s: string): boolean {
  let sum = 0;
  for (let k = s.length - 1, double = false; k >= 0; k--, double = !double) {
    let d = digitAt(s, k);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const MEDICARE_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9];
/** AU Medicare: the ninth digit checks the first eight. */
export function medicareValid(s: string): boolean {
  if (!/^[2-6]\d{9,10}$/.test(s)) return false;
  let sum = 0;
  for (let k = 0; k < 8; k++) sum += digitAt(s, k) * MEDICARE_WEIGHTS[k]!;
  return sum % 10 === digitAt(s, 8);
}

const PHN_WEIGHTS = [2, 4, 8, 5, 10, 9, 7, 3];
/** BC Personal Health Number: ten digits opening with 9; the tenth checks digits 2-9 (mod 11). */
export function phnBcValid(s: string): boolean {
  if (!/^9\d{9}$/.test(s)) return false;
  let sum = 0;
  for (let k = 0; k < 8; k++) sum += digitAt(s, k + 1) * PHN_WEIGHTS[k]!;
  const check = 11 - (sum % 11);
  return check < 10 && check === digitAt(s, 9);
}

const NHI_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";
/** NZ NHI, both formats (HISO 10046). */
export function nhiValid(s: string): boolean {
  if (!/^[A-HJ-NP-Z]{3}(\d{4}|\d{2}[A-HJ-NP-Z]{2})$/.test(s)) return false;
  let sum = 0;
  for (let k = 0; k < 6; k++) {
    const c = s[k]!;
    const v =
      k < 3
        ? NHI_LETTERS.indexOf(c) + 1
        : k < 5
          ? digitAt(s, k)
          : /\d/.test(c)
            ? digitAt(s, k)
            : NHI_LETTERS.indexOf(c) + 1;
    sum += v * (7 - k);
  }
  if (/\d/.test(s[5]!)) {
    const r = sum % 11;
    if (r === 0) return false;
    const check = (11 - r) % 10;
    return digitAt(s, 6) === check;
  }
  const check = 24 - (sum % 24);
  return NHI_LETTERS[check - 1] === s[6];
}

/** IE PPSN: seven digits, a check letter, an optional second letter. */
export function ppsnValid(s: string): boolean {
  if (!/^\d{7}[A-W][A-Z]?$/.test(s)) return false;
  let sum = 0;
  for (let k = 0; k < 7; k++) sum += digitAt(s, k) * (8 - k);
  if (s.length === 9 && s[8] !== "W") sum += (s.charCodeAt(8) - 64) * 9;
  const r = sum % 23;
  return s[7] === (r === 0 ? "W" : String.fromCharCode(64 + r));
}

const VERHOEFF_D = [
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
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
/** Verhoeff over the whole digit string, the last digit being the check. */
export function verhoeffValid(s: string): boolean {
  let c = 0;
  for (let k = 0; k < s.length; k++) {
    c = VERHOEFF_D[c]![VERHOEFF_P[k % 8]![digitAt(s, s.length - 1 - k)]!]!;
  }
  return c === 0;
}

/** ZA identity number: a real YYMMDD date, citizenship 0-2, Luhn. */
export function zaIdValid(s: string): boolean {
  if (!/^\d{13}$/.test(s)) return false;
  const month = Number(s.slice(2, 4));
  const day = Number(s.slice(4, 6));
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  if (digitAt(s, 10) > 2) return false;
  return luhnValid(s);
}

const NRIC_WEIGHTS = [2, 7, 6, 5, 4, 3, 2];
/** SG NRIC/FIN of the S, T, F and G series. */
export function nricValid(s: string): boolean {
  if (!/^[STFG]\d{7}[A-Z]$/.test(s)) return false;
  let sum = 0;
  for (let k = 0; k < 7; k++) sum += digitAt(s, k + 1) * NRIC_WEIGHTS[k]!;
  if (s[0] === "T" || s[0] === "G") sum += 4;
  const table = s[0] === "S" || s[0] === "T" ? "JZIHGFEDCBA" : "XWUTRQPNMLK";
  return table[sum % 11] === s[8];
}

/** RAMQ: four letters, then YYMMDD-like digits (month 01-12, or 51-62 for women). */
export function ramqPlausible(s: string): boolean {
  if (!/^[A-Z]{4}\d{8}$/.test(s)) return false;
  const month = Number(s.slice(6, 8));
  const day = Number(s.slice(8, 10));
  return ((month >= 1 && month <= 12) || (month >= 51 && month <= 62)) && day >= 1 && day <= 31;
}
