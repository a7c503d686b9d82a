/** Every PHI type the engine emits (PRODUCT.md §4). */
export const PHI_TYPES = [
  "PATIENT_NAME",
  "PROVIDER_NAME",
  "RELATIVE_NAME",
  "NAME",
  "DATE",
  "YEAR",
  "AGE",
  "PHONE",
  "FAX",
  "EMAIL",
  "SSN",
  "MRN",
  "HEALTH_PLAN_ID",
  "ACCOUNT_NUMBER",
  "LICENSE_NUMBER",
  "VEHICLE_ID",
  "DEVICE_ID",
  "ID",
  "URL",
  "IP_ADDRESS",
  "STREET_ADDRESS",
  "CITY",
  "ZIP",
  "HOSPITAL",
  "LOCATION",
  "STATE",
  "COUNTRY",
  "ORGANIZATION",
] as const;

export type PhiType = (typeof PHI_TYPES)[number];

/** The types of a person's name, whatever the role. */
export const PERSON_NAME_TYPES: ReadonlySet<PhiType> = new Set([
  "NAME",
  "PATIENT_NAME",
  "PROVIDER_NAME",
  "RELATIVE_NAME",
]);

/** The person-name spans of `resolved` then of `spread`, in that order (the name passes read both). */
export function personNameSpans<S extends { readonly type: PhiType }>(
  resolved: readonly S[],
  spread: readonly S[],
): S[] {
  const people: S[] = [];
  for (const s of resolved) if (PERSON_NAME_TYPES.has(s.type)) people.push(s);
  for (const s of spread) if (PERSON_NAME_TYPES.has(s.type)) people.push(s);
  return people;
}

const PHI_TYPE_SET: ReadonlySet<string> = new Set(PHI_TYPES);

export function isPhiType(value: string): value is PhiType {
  return PHI_TYPE_SET.has(value);
}

/**
 * The general type of each narrower one: a person's role-typed name is a NAME, a typed number an
 * ID, a typed place a LOCATION. When two rules claim the very same span at one level, the narrower
 * type wins (it tells a policy more); `resolve-overlaps.ts`.
 */
export const GENERAL_TYPE: ReadonlyMap<PhiType, PhiType> = new Map<PhiType, PhiType>([
  ["PATIENT_NAME", "NAME"],
  ["PROVIDER_NAME", "NAME"],
  ["RELATIVE_NAME", "NAME"],
  ["SSN", "ID"],
  ["MRN", "ID"],
  ["HEALTH_PLAN_ID", "ID"],
  ["ACCOUNT_NUMBER", "ID"],
  ["LICENSE_NUMBER", "ID"],
  ["VEHICLE_ID", "ID"],
  ["DEVICE_ID", "ID"],
  ["STREET_ADDRESS", "LOCATION"],
  ["CITY", "LOCATION"],
  ["HOSPITAL", "LOCATION"],
  ["STATE", "LOCATION"],
  ["COUNTRY", "LOCATION"],
]);
