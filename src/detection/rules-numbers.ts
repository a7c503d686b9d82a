import type { RuleInfo } from "./rule-info.ts";

/** Structured values: phones, IDs, e-mail, URLs, addresses by number. See rules.ts. */
export const NUMBER_RULES = {
  email: { level: "certain", about: "an e-mail address" },
  "url-scheme": { level: "certain", about: "a URL with a scheme" },
  "url-www": { level: "labelled", about: "a www. address" },
  "url-host": {
    level: "shaped",
    about: "a host name ending in a common top-level domain, lower case or with a path",
  },
  "ip-address": { level: "labelled", about: "an IPv4 address" },
  "ssn-dashed": { level: "labelled", about: "a valid SSN written in groups (dashes or spaces)" },
  "ssn-labelled": { level: "labelled", about: "any 3-2-4 digits after an SSN label" },
  "ssn-last-four": {
    level: "cued",
    about: "the last four SSN digits, masked (XXX-XX-6789) or after 'SSN … last 4'",
  },
  "ssn-compact": { level: "cued", about: "nine digits after an SSN label" },
  "phone-full": {
    level: "labelled",
    about: "a North American number: optional 1/+1, ten digits as 3-3-4 (3-7, 6-4 or 10 after a cue)",
  },
  "phone-uk": {
    level: "labelled",
    about: "a UK number: 0 and ten digits, or +44/0044 (and (0)) and ten digits",
  },
  "phone-seven-digit": { level: "anchored", about: "a seven-digit phone number after a phone cue" },
  "phone-cued-run": {
    level: "context",
    about: "7 to 12 digits in groups after an explicit phone cue, no date or clock range",
  },
  "pager-number": { level: "context", about: "a 3-7 digit number after a pager, bleep or extension cue" },
  "id-after-cue": {
    level: "cued",
    about:
      "a record, account, plan, licence, registration, vehicle or device number after its cue (any shape of letters, digits, - and /)",
  },
  "id-after-number-cue": {
    level: "cued",
    about: "a code of four digits or more after 'no', 'number', 'ref' or 'ID' following a label word",
  },
  "nhs-number-cued": { level: "cued", about: "ten digits (3-3-4 or one run) after 'NHS'" },
  "nhs-number-checked": {
    level: "certain",
    about: "ten digits, spaced or in one run, with a valid NHS modulus 11 check digit, not after a phone cue",
  },
  "ni-number-cued": { level: "cued", about: "a National Insurance number (AA 12 34 56 A-D) after an NI cue" },
  "ni-number": { level: "shaped", about: "a National Insurance number with a valid prefix" },
  "id-bracketed-code": {
    level: "shaped",
    about: "one to three capitals run into five to eight digits, alone in brackets (a practice or GP code)",
  },
  "id-prefixed-number": {
    level: "shaped",
    about: "one to three capitals run into six to ten digits, standing alone (a hospital number)",
  },
  "id-long-number": { level: "list", about: "a bare number of eight or more digits, not a terminology code" },
  "zip-after-state": { level: "cued", about: "a ZIP code after a state" },
  "street-address": { level: "shaped", about: "a house number, street words and a street suffix" },
  "po-box": { level: "shaped", about: "a P.O. box" },
} as const satisfies Record<string, RuleInfo>;
