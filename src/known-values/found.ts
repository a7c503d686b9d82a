import type { PhiType } from "../detection/phi-type.ts";
import type { KnownValueRule } from "./known-values.ts";

/** What a matcher's table entry says of a value: its type and the source (rule) that knew it. */
export interface Found {
  readonly type: PhiType;
  readonly rule: KnownValueRule;
}

export interface NamePart extends Found {
  readonly ordinary: boolean;
}

/**
 * One shared, frozen `Found` (and `NamePart`) per type, rule and ordinariness: a matcher's tables
 * point at these instead of holding an object per entry. Subject memory keeps thousands of
 * matchers in its cache, and every object in them is marked again by each major collection.
 */
const FOUND = new Map<string, Found>();
const NAME_PARTS = new Map<string, NamePart>();

export function foundOf(type: PhiType, rule: KnownValueRule): Found {
  const key = `${type} ${rule}`;
  let found = FOUND.get(key);
  if (found === undefined) {
    found = Object.freeze({ type, rule });
    FOUND.set(key, found);
  }
  return found;
}

export function namePartOf(type: PhiType, rule: KnownValueRule, ordinary: boolean): NamePart {
  const key = `${type} ${rule} ${ordinary ? 1 : 0}`;
  let part = NAME_PARTS.get(key);
  if (part === undefined) {
    part = Object.freeze({ type, rule, ordinary });
    NAME_PARTS.set(key, part);
  }
  return part;
}
