import { PHI_TYPES, type PhiType } from "../detection/phi-type.ts";
import type { KnownValueRule } from "./known-values.ts";

/**
 * What a matcher's table holds a key for, as one small integer (a `FlatTable` code): its type, the
 * source (rule) it came from and, for a name part, whether it is an ordinary word. A number is no
 * heap object: a table of codes is one byte array, where `{ type, rule }` objects were one a key.
 */
export const RULES: readonly KnownValueRule[] = [
  "known.caller",
  "known.subject",
  "known.tenant",
  "known.note",
];

const TYPE_INDEX: ReadonlyMap<string, number> = new Map(PHI_TYPES.map((type, i) => [type, i]));
const RULE_INDEX: ReadonlyMap<string, number> = new Map(RULES.map((rule, i) => [rule, i]));

export function codeFor(type: PhiType, rule: KnownValueRule, ordinary = false): number {
  const typeIndex = TYPE_INDEX.get(type);
  const ruleIndex = RULE_INDEX.get(rule);
  // Callers check types (`isPhiType`) before values get here; a type unchecked is a bug, never data.
  if (typeIndex === undefined || ruleIndex === undefined) throw new TypeError("not a PHI type or rule");
  return (typeIndex << 3) | (ruleIndex << 1) | (ordinary ? 1 : 0);
}

export const typeOfCode = (code: number): PhiType => PHI_TYPES[code >>> 3]!;
export const ruleOfCode = (code: number): KnownValueRule => RULES[(code >>> 1) & 3]!;
export const isOrdinaryCode = (code: number) => (code & 1) === 1;

/**
 * Stored codes leave the rule out (a stored table is of one source, named when it is read): one
 * character a key, "0" onwards, the type's index twice plus 1 when ordinary.
 */
export function storedCode(code: number): string {
  return String.fromCharCode(48 + (((code >>> 3) << 1) | (code & 1)));
}

/** Stored codes as codes of `rule`, or undefined when one is not a type's. */
export function fromStoredCodes(stored: string, rule: KnownValueRule): Uint8Array | undefined {
  const codes = new Uint8Array(stored.length);
  const ruleBits = RULE_INDEX.get(rule)! << 1;
  for (let i = 0; i < stored.length; i++) {
    const v = stored.charCodeAt(i) - 48;
    if (v < 0 || v >= PHI_TYPES.length * 2) return undefined;
    codes[i] = ((v >>> 1) << 3) | ruleBits | (v & 1);
  }
  return codes;
}
