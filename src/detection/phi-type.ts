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

const PHI_TYPE_SET: ReadonlySet<string> = new Set(PHI_TYPES);

export function isPhiType(value: string): value is PhiType {
  return PHI_TYPE_SET.has(value);
}
