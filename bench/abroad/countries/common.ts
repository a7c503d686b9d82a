/** Small helpers the country kits share. */
import type { AddrBit, IdMaker, Origin, PhoneMaker } from "../kit.ts";
import type { Rng } from "../rng.ts";

export const phone = (kind: string, make: (r: Rng) => string): PhoneMaker => ({ kind, make });

export function id(
  label: string,
  kind: string,
  group: IdMaker["group"],
  make: IdMaker["make"],
  checked = false,
): IdMaker {
  return { label, kind, group, make, checked };
}

export function origin(
  name: string,
  style: Origin["style"],
  female: string,
  male: string,
  surnames: string,
): Origin {
  const split = (s: string): string[] =>
    s
      .split("|")
      .map((x) => x.trim())
      .filter((x) => x !== "");
  return { name, style, female: split(female), male: split(male), surnames: split(surnames) };
}

export const street = (text: string, kind: string): AddrBit => ({ text, kind, group: "address" });
export const town = (text: string, kind: string): AddrBit => ({ text, kind, group: "address" });
export const post = (text: string, kind: string): AddrBit => ({ text, kind, group: "postcode" });

/** Digits `n` with spaces after the given group lengths: grouped("0412345678", [4, 3, 3]). */
export function grouped(digits: string, sizes: readonly number[], sep = " "): string {
  const out: string[] = [];
  let at = 0;
  for (const n of sizes) {
    out.push(digits.slice(at, at + n));
    at += n;
  }
  return out.join(sep);
}

export const p2 = (n: number): string => String(n).padStart(2, "0");
