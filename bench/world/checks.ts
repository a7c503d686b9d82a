/**
 * Check-digit schemes of the national and health identifiers the world corpus writes, from their
 * public specifications. Each `*Valid` function accepts the identifier with or without separators.
 */

const digitsOf = (s: string): number[] => [...s.replace(/\D/g, "")].map(Number);

/** Luhn (mod 10) check digit for a digit string without it. */
export function luhnDigit(body: string): number {
  const ds = digitsOf(body).reverse();
  let sum = 0;
  ds.forEach((d, k) => {
    const v = k % 2 === 0 ? d * 2 : d;
    sum += v > 9 ? v - 9 : v;
  });
  return (10 - (sum % 10)) % 10;
}

export function luhnValid(s: string): boolean {
  const ds = digitsOf(s);
  if (ds.length < 2) return false;
  return luhnDigit(ds.slice(0, -1).join("")) === ds[ds.length - 1];
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
const VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

const verhoeffRow = (a: number, b: number): number => (VERHOEFF_D[a] as number[])[b] as number;
const verhoeffPerm = (k: number, d: number): number => (VERHOEFF_P[k % 8] as number[])[d] as number;

/** Verhoeff check digit (Aadhaar) for a digit string without it. */
export function verhoeffDigit(body: string): number {
  let c = 0;
  digitsOf(body)
    .reverse()
    .forEach((d, k) => {
      c = verhoeffRow(c, verhoeffPerm(k + 1, d));
    });
  return VERHOEFF_INV[c] as number;
}

export function verhoeffValid(s: string): boolean {
  let c = 0;
  digitsOf(s)
    .reverse()
    .forEach((d, k) => {
      c = verhoeffRow(c, verhoeffPerm(k, d));
    });
  return c === 0;
}

/** Australian Medicare card: digit 9 = sum(d1..d8 × 1,3,7,9,1,3,7,9) mod 10; digit 1 is 2-6. */
export function medicareCheck(first8: string): number {
  const w = [1, 3, 7, 9, 1, 3, 7, 9];
  return digitsOf(first8).reduce((sum, d, k) => sum + d * (w[k] as number), 0) % 10;
}

export function medicareValid(s: string): boolean {
  const ds = digitsOf(s);
  if (ds.length < 10 || ds.length > 11 || (ds[0] as number) < 2 || (ds[0] as number) > 6) return false;
  return medicareCheck(ds.slice(0, 8).join("")) === ds[8];
}

/** NZ NHI letters: A-Z without I and O, valued 1-24. */
const NHI_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";

const nhiValue = (ch: string): number =>
  /\d/.test(ch) ? Number(ch) : NHI_LETTERS.indexOf(ch.toUpperCase()) + 1;

/**
 * NZ NHI, old format AAA9999: sum of the first six values × 7..2, mod 11; remainder 0 is never
 * issued; check = 11 - remainder, 10 written as 0. Returns undefined when no number can end the body.
 */
export function nhiCheck(body6: string): string | undefined {
  const sum = [...body6].reduce((s, ch, k) => s + nhiValue(ch) * (7 - k), 0);
  const rem = sum % 11;
  if (rem === 0) return undefined;
  return String((11 - rem) % 10);
}

export function nhiValid(s: string): boolean {
  const t = s.toUpperCase();
  if (!/^[A-HJ-NP-Z]{3}\d{4}$/.test(t)) return false;
  return nhiCheck(t.slice(0, 6)) === t[6];
}

/** Irish PPSN: 7 digits, check letter (mod 23 of digits × 8..2 plus 9 × second letter), optional letter. */
export function ppsnCheck(digits7: string, second = ""): string {
  let sum = digitsOf(digits7).reduce((s, d, k) => s + d * (8 - k), 0);
  if (second !== "" && second.toUpperCase() !== "W") sum += 9 * (second.toUpperCase().charCodeAt(0) - 64);
  const rem = sum % 23;
  return rem === 0 ? "W" : String.fromCharCode(64 + rem);
}

export function ppsnValid(s: string): boolean {
  const m = /^(\d{7})([A-W])([A-IW]?)$/i.exec(s.replace(/\s/g, ""));
  if (m === null) return false;
  return ppsnCheck(m[1] as string, m[3] as string) === (m[2] as string).toUpperCase();
}

/** Singapore NRIC/FIN check letter: digits × 2,7,6,5,4,3,2 (+4 for T and G), mod 11. */
export function nricLetter(prefix: string, digits7: string): string {
  const w = [2, 7, 6, 5, 4, 3, 2];
  let sum = digitsOf(digits7).reduce((s, d, k) => s + d * (w[k] as number), 0);
  if (prefix === "T" || prefix === "G") sum += 4;
  const rem = sum % 11;
  const table = prefix === "S" || prefix === "T" ? "JZIHGFEDCBA" : "XWUTRQPNMLK";
  return table[rem] as string;
}

export function nricValid(s: string): boolean {
  const m = /^([STFG])(\d{7})([A-Z])$/.exec(s.toUpperCase());
  return m !== null && nricLetter(m[1] as string, m[2] as string) === m[3];
}

/** British Columbia PHN: 10 digits from 9; check (digit 10) = 11 - (d2..d9 × 2,4,8,5,10,9,7,3 mod 11). */
export function bcPhnCheck(first9: string): number | undefined {
  const w = [2, 4, 8, 5, 10, 9, 7, 3];
  const ds = digitsOf(first9).slice(1);
  const rem = ds.reduce((s, d, k) => s + ((d * (w[k] as number)) % 11), 0) % 11;
  const check = 11 - rem;
  return check > 9 ? undefined : check;
}

export function bcPhnValid(s: string): boolean {
  const ds = digitsOf(s);
  return ds.length === 10 && ds[0] === 9 && bcPhnCheck(ds.slice(0, 9).join("")) === ds[9];
}

/** Singapore vehicle plate check letter: letters (A=1) and digits × 9,4,5,4,3,2, mod 19. */
export function sgPlateLetter(prefix: string, num: string): string {
  const letters = prefix.slice(-2).padStart(2, "@");
  const values = [...letters].map((c) => (c === "@" ? 0 : c.charCodeAt(0) - 64));
  const digits = digitsOf(num.padStart(4, "0"));
  const w = [9, 4, 5, 4, 3, 2];
  const sum = [...values, ...digits].reduce((s, v, k) => s + v * (w[k] as number), 0);
  return "AZYXUTSRPMLKJHGEDCB"[sum % 19] as string;
}

export function sgPlateValid(s: string): boolean {
  const m = /^([A-Z]{1,3})\s?(\d{1,4})\s?([A-Z])$/.exec(s.toUpperCase());
  return m !== null && sgPlateLetter(m[1] as string, m[2] as string) === m[3];
}
