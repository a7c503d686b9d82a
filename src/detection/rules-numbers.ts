import type { RuleInfo } from "./rule-info.ts";

/** Structured values: phones, IDs, e-mail, URLs, addresses by number. See rules.ts. */
export const NUMBER_RULES = {
  email: { level: "certain", about: "an e-mail address" },
  "url-scheme": { level: "certain", about: "a URL with a scheme" },
  "url-www": { level: "labelled", about: "a www. address" },
  "ip-address": { level: "labelled", about: "an IPv4 address" },
  "ssn-dashed": { level: "labelled", about: "a valid SSN written in groups" },
  "ssn-compact": { level: "cued", about: "a valid nine-digit SSN after an SSN cue" },
  "phone-full": { level: "labelled", about: "a ten-digit phone number in groups" },
  "phone-seven-digit": { level: "anchored", about: "a seven-digit phone number" },
  "phone-cued-run": { level: "context", about: "a run of phone digits after a phone cue" },
  "pager-number": { level: "context", about: "a short number after a pager cue" },
  "id-after-cue": { level: "cued", about: "a record, account, plan, licence or device number after its cue" },
  "id-long-number": { level: "list", about: "a bare number of eight or more digits" },
  "zip-after-state": { level: "cued", about: "a ZIP code after a state" },
  "street-address": { level: "shaped", about: "a house number, street words and a street suffix" },
  "po-box": { level: "shaped", about: "a P.O. box" },
} as const satisfies Record<string, RuleInfo>;
