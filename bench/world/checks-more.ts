/**
 * More check-digit schemes from public specifications: US NPI (Luhn with the 80840 prefix), US DEA
 * registration, Australian Medicare provider number (practice location and check character) and
 * the new-format NZ NHI (check letter, mod 23). Each `*Valid` accepts the value with separators.
 */
import { luhnDigit } from "./checks.ts";

const digitsOf = (s: string): number[] => [...s.replace(/\D/g, "")].map(Number);

/** US NPI: 10 digits; the last is the Luhn digit of "80840" + the first nine (CMS NPI standard). */
export function npiDigit(first9: string): number {
  return luhnDigit(`80840${first9}`);
}

export function npiValid(s: string): boolean {
  const t = s.replace(/[\s-]/g, "");
  return /^[12]\d{9}$/.test(t) && npiDigit(t.slice(0, 9)) === Number(t[9]);
}

/** US DEA number: two letters, seven digits; d7 = (d1 + d3 + d5 + 2 × (d2 + d4 + d6)) mod 10. */
export function deaDigit(first6: string): number {
  const d = digitsOf(first6);
  const odd = (d[0] ?? 0) + (d[2] ?? 0) + (d[4] ?? 0);
  const even = (d[1] ?? 0) + (d[3] ?? 0) + (d[5] ?? 0);
  return (odd + 2 * even) % 10;
}

export function deaValid(s: string): boolean {
  const m = /^[A-Z][A-Z9](\d{7})$/.exec(s.toUpperCase().replace(/\s/g, ""));
  return m !== null && deaDigit((m[1] as string).slice(0, 6)) === Number((m[1] as string)[6]);
}

/** Practice location characters of an Australian provider number, valued by position. */
export const AU_PLV = "0123456789ABCDEFGHJKLMNPQRTUVWXY";

/**
 * Australian Medicare provider number: 6-digit stem, practice location character, check character
 * = "YXWTLKJHFBA"[(stem × 3,5,8,4,2,1 + location value × 6) mod 11].
 */
export function auProviderCheck(stem6: string, location: string): string {
  const w = [3, 5, 8, 4, 2, 1];
  const sum = digitsOf(stem6).reduce((s, d, k) => s + d * (w[k] as number), 0);
  const plv = AU_PLV.indexOf(location.toUpperCase());
  return "YXWTLKJHFBA"[(sum + plv * 6) % 11] as string;
}

export function auProviderValid(s: string): boolean {
  const m = /^(\d{5,6})([0-9A-HJ-NP-RT-Y])([ABFHJKLTWXY])$/.exec(s.toUpperCase().replace(/\s/g, ""));
  if (m === null) return false;
  return auProviderCheck((m[1] as string).padStart(6, "0"), m[2] as string) === m[3];
}

const NHI_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const nhiValue = (ch: string): number => (/\d/.test(ch) ? Number(ch) : NHI_LETTERS.indexOf(ch) + 1);

/**
 * NZ NHI new format AAA99AA (from 2025): first six values × 7..2, sum mod 23, check value 23 - rem,
 * written as a letter with A = 0 (I and O left out). Returns undefined when the remainder is 0.
 */
export function nhiNewCheck(body6: string): string | undefined {
  const sum = [...body6.toUpperCase()].reduce((s, ch, k) => s + nhiValue(ch) * (7 - k), 0);
  const rem = sum % 23;
  if (rem === 0) return undefined;
  return NHI_LETTERS[23 - rem];
}

export function nhiNewValid(s: string): boolean {
  const t = s.toUpperCase();
  if (!/^[A-HJ-NP-Z]{3}\d{2}[A-HJ-NP-Z]{2}$/.test(t)) return false;
  return nhiNewCheck(t.slice(0, 6)) === t[6];
}

/** A body completed with its check digit or character: NPI and DEA bodies, provider stem + location. */
export function checkDigitOf(scheme: "npi" | "dea" | "au-provider", body: string): string {
  if (scheme === "npi") return `${body}${npiDigit(body)}`;
  if (scheme === "dea") return `${body}${deaDigit(body.slice(2))}`;
  return `${body}${auProviderCheck(body.slice(0, 6), body.slice(6, 7))}`;
}
