import type { PhiType } from "../detection/phi-type.ts";
import { surrogateName } from "./names.ts";
import type { Rng } from "./rng.ts";
import {
  surrogateEmail,
  surrogateId,
  surrogateIp,
  surrogatePhone,
  surrogatePlace,
  surrogateSsn,
  surrogateUrl,
} from "./values.ts";

function draw(type: PhiType, surface: string, rng: Rng): string | undefined {
  switch (type) {
    case "PATIENT_NAME":
    case "PROVIDER_NAME":
    case "RELATIVE_NAME":
    case "NAME":
      return surrogateName(surface, rng);
    case "HOSPITAL":
    case "ORGANIZATION":
      return surrogatePlace("hospital", surface, rng);
    case "CITY":
    case "LOCATION":
      return surrogatePlace("city", surface, rng);
    case "STREET_ADDRESS":
      return surrogatePlace("street", surface, rng);
    case "ZIP":
      return surrogatePlace("zip", surface, rng);
    case "PHONE":
    case "FAX":
      return surrogatePhone(surface, rng);
    case "SSN":
      return surrogateSsn(surface, rng);
    case "EMAIL":
      return surrogateEmail(surface, rng);
    case "URL":
      return surrogateUrl(surface, rng);
    case "IP_ADDRESS":
      return surrogateIp(surface, rng);
    case "DATE":
    case "YEAR":
    case "AGE":
    case "STATE":
    case "COUNTRY":
      return undefined;
    default:
      return surrogateId(surface, rng);
  }
}

const norm = (s: string): string => s.toLowerCase().replace(/\s+/gu, "");

/** A fresh surrogate of the same shape and kind; never derived from the value; undefined for kept types. */
export function surrogateFor(type: PhiType, surface: string, rng: Rng): string | undefined {
  let out = draw(type, surface, rng);
  for (let i = 0; i < 50 && out !== undefined && norm(out) === norm(surface); i++)
    out = draw(type, surface, rng);
  if (out !== undefined && norm(out) === norm(surface)) out = `${out}${rng(10)}`;
  return out;
}

/** Whether `surrogateFor` has a surrogate for the type (dates, ages, states and countries do not). */
export function hasSurrogate(type: PhiType): boolean {
  return !KEPT_TYPES.has(type);
}

/** The types `draw` answers undefined for: they are shifted, generalised or kept, never faked. */
const KEPT_TYPES: ReadonlySet<PhiType> = new Set(["DATE", "YEAR", "AGE", "STATE", "COUNTRY"]);
