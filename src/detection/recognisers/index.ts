import type { Recogniser } from "../recogniser.ts";
import { findAges } from "./age.ts";
import { findNumericDates } from "./date-numeric.ts";
import { findTextDates } from "./date-text.ts";
import { findEmails } from "./email.ts";
import { findIpAddresses } from "./ip-address.ts";
import { findPhones } from "./phone.ts";
import { findRecordNumbers } from "./record-number.ts";
import { findSsns } from "./ssn.ts";
import { findTitledNames } from "./title-name.ts";
import { findUrls } from "./url.ts";
import { findYears } from "./year.ts";
import { findZips } from "./zip.ts";

/** Every recogniser the engine runs, in order. Add a new one here. */
export const RECOGNISERS: readonly Recogniser[] = [
  findEmails,
  findUrls,
  findIpAddresses,
  findSsns,
  findPhones,
  findNumericDates,
  findTextDates,
  findYears,
  findAges,
  findRecordNumbers,
  findZips,
  findTitledNames,
];
