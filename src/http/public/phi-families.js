// PHI types grouped into colour families (shared by the highlighter and the token styling).

/** PHI types grouped into colour families; each family also has its own underline and label. */
export const FAMILIES = [
  { id: "names", label: "Names", types: ["PATIENT_NAME", "PROVIDER_NAME", "RELATIVE_NAME", "NAME"] },
  { id: "dates", label: "Dates & ages", types: ["DATE", "YEAR", "AGE"] },
  { id: "contact", label: "Contact", types: ["PHONE", "FAX", "EMAIL", "URL", "IP_ADDRESS"] },
  {
    id: "ids",
    label: "Identifiers",
    types: [
      "SSN",
      "MRN",
      "HEALTH_PLAN_ID",
      "ACCOUNT_NUMBER",
      "LICENSE_NUMBER",
      "VEHICLE_ID",
      "DEVICE_ID",
      "ID",
    ],
  },
  {
    id: "places",
    label: "Places",
    types: ["STREET_ADDRESS", "CITY", "ZIP", "HOSPITAL", "LOCATION", "STATE", "COUNTRY"],
  },
  { id: "orgs", label: "Organisations", types: ["ORGANIZATION"] },
];
export const FAMILY_OF_TYPE = new Map(FAMILIES.flatMap((f) => f.types.map((t) => [t, f])));
export const FAMILY_OF_PREFIX = {
  NAM: "names",
  DAT: "dates",
  AGE: "dates",
  PHN: "contact",
  FAX: "contact",
  EML: "contact",
  URL: "contact",
  IP: "contact",
  ID: "ids",
  SSN: "ids",
  LOC: "places",
  ORG: "orgs",
};
