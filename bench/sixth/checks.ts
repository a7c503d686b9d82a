/**
 * Check digits of the identifier schemes the sixth corpus prints, written from the public scheme
 * descriptions. `generate-sixth.test.ts` checks them against published specimens.
 */

const digitsOf = (s: string): number[] => [...s.replace(/\D/g, "")].map(Number);

/** Luhn (mod 10) check digit for `body` (digits only). */
export function luhnDigit(body: string): number {
  const ds = digitsOf(body);
  let sum = 0;
  for (let i = 0; i < ds.length; i++) {
    let d = ds[ds.length - 1 - i] as number;
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}
export const luhnValid = (full: string): boolean => {
  const ds = digitsOf(full).join("");
  return luhnDigit(ds.slice(0, -1)) === Number(ds.slice(-1));
};

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
  [5, 8, 0, 3, 7, 9, 6, 2, 4, 1],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];
const at = (t: number[][], i: number, j: number): number => (t[i] as number[])[j] as number;

/** Verhoeff check digit (Aadhaar). */
export function verhoeffDigit(body: string): number {
  const ds = digitsOf(body).reverse();
  let c = 0;
  for (let i = 0; i < ds.length; i++) c = at(VD, c, at(VP, (i + 1) % 8, ds[i] as number));
  return VINV[c] as number;
}
export function verhoeffValid(full: string): boolean {
  const ds = digitsOf(full).reverse();
  let c = 0;
  for (let i = 0; i < ds.length; i++) c = at(VD, c, at(VP, i % 8, ds[i] as number));
  return c === 0;
}

/** NHS number (UK) modulus 11 check digit over nine digits; undefined when the remainder gives 10. */
export function nhsDigit(nine: string): number | undefined {
  const ds = digitsOf(nine);
  const sum = ds.reduce((s, d, i) => s + d * (10 - i), 0);
  const c = 11 - (sum % 11);
  return c === 11 ? 0 : c === 10 ? undefined : c;
}

/** Medicare Australia: the ninth digit from the first eight, weights 1,3,7,9,1,3,7,9. */
export function medicareDigit(eight: string): number {
  const w = [1, 3, 7, 9, 1, 3, 7, 9];
  return digitsOf(eight).reduce((s, d, i) => s + d * (w[i] as number), 0) % 10;
}

/** NZ NHI letters: A–Z without I and O, A = 1. */
const NHI_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const nhiValue = (ch: string): number =>
  /\d/.test(ch) ? Number(ch) : NHI_LETTERS.indexOf(ch.toUpperCase()) + 1;

/** Old-format NHI (AAANNNC) check digit from six characters; undefined when the scheme skips it. */
export function nhiDigit(six: string): number | undefined {
  const sum = [...six].reduce((s, ch, i) => s + nhiValue(ch) * (7 - i), 0);
  const r = sum % 11;
  if (r === 0) return undefined;
  const c = 11 - r;
  return c === 10 ? 0 : c;
}
export function nhiValid(nhi: string): boolean {
  return /^[A-HJ-NP-Z]{3}\d{4}$/i.test(nhi) && nhiDigit(nhi.slice(0, 6)) === Number(nhi[6]);
}

/** Irish PPSN check letter (modulus 23 over weights 8..2, and 9 for a second letter). */
export function ppsnLetter(seven: string, second = ""): string {
  let sum = digitsOf(seven).reduce((s, d, i) => s + d * (8 - i), 0);
  if (second !== "" && second !== "W") sum += (second.charCodeAt(0) - 64) * 9;
  const r = sum % 23;
  return r === 0 ? "W" : String.fromCharCode(64 + r);
}

/** Singapore NRIC/FIN check letter for prefix S, T, F, G or M and seven digits. */
export function nricLetter(prefix: string, seven: string): string {
  const w = [2, 7, 6, 5, 4, 3, 2];
  let sum = digitsOf(seven).reduce((s, d, i) => s + d * (w[i] as number), 0);
  if (prefix === "T" || prefix === "G") sum += 4;
  if (prefix === "M") sum += 3;
  const r = sum % 11;
  if (prefix === "S" || prefix === "T") return "JZIHGFEDCBA"[r] as string;
  if (prefix === "M") return "KLJNPQRTUWX"[10 - r] as string;
  return "XWUTRQPNMLK"[r] as string;
}

/** NPI (US): Luhn over the prefix 80840 and the first nine digits. */
export function npiDigit(nine: string): number {
  return luhnDigit(`80840${nine}`);
}
