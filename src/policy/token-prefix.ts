import type { PhiType } from "../detection/phi-type.ts";

/** Token prefix per PHI type (PRODUCT.md §4). SSN never becomes a token. */
export const TOKEN_PREFIX: Readonly<Record<PhiType, string>> = {
  PATIENT_NAME: "NAM",
  PROVIDER_NAME: "NAM",
  RELATIVE_NAME: "NAM",
  NAME: "NAM",
  DATE: "DAT",
  YEAR: "DAT",
  AGE: "AGE",
  PHONE: "PHN",
  FAX: "FAX",
  EMAIL: "EML",
  SSN: "SSN",
  MRN: "ID",
  HEALTH_PLAN_ID: "ID",
  ACCOUNT_NUMBER: "ID",
  LICENSE_NUMBER: "ID",
  VEHICLE_ID: "ID",
  DEVICE_ID: "ID",
  ID: "ID",
  URL: "URL",
  IP_ADDRESS: "IP",
  STREET_ADDRESS: "LOC",
  CITY: "LOC",
  ZIP: "LOC",
  HOSPITAL: "LOC",
  LOCATION: "LOC",
  STATE: "LOC",
  COUNTRY: "LOC",
  ORGANIZATION: "ORG",
};

/** Prefixes that real tokens carry (SSN is always `[SSN_REDACTED]`). */
export const TOKEN_PREFIXES: readonly string[] = [...new Set(Object.values(TOKEN_PREFIX))].filter(
  (prefix) => prefix !== "SSN",
);
