import type { RuleInfo } from "./rule-info.ts";

/** Names found by their slot: titles, credentials, relatives, contact verbs, signatures. See rules.ts. */
export const NAME_RULES = {
  "name-after-title": { level: "labelled", about: "name words after a title or a role written as a title" },
  "name-after-title-list": { level: "shaped", about: "another name in a list after a titled name" },
  "name-before-credential": { level: "shaped", about: "name words before a credential" },
  "name-after-relative": { level: "anchored", about: "a name after a family word" },
  "name-after-contact": { level: "weak", about: "a name after a role or a contact verb" },
  "name-beside-bracketed-role": {
    level: "anchored",
    about: "a name before a bracketed staff role or inside brackets after a role or family word",
  },
  "name-before-relative": { level: "context", about: "a name before a bracketed family word" },
  "name-after-role-phrase": {
    level: "weak",
    about: "a name after a shift role phrase ('NIC tonight is X', 'nurse in charge - X', '2nd check: X')",
  },
  "name-before-duty": {
    level: "weak",
    about:
      "a name-shaped word opening a line or sentence before what staff do ('Kemi on bleep', 'Yaw to chase')",
  },
  "name-after-contact-shape": {
    level: "weak",
    about: "a name after a contact cue ('d/w', 'per', 'via', 'handed over to er') judged by its spelling",
  },
  "name-in-message": {
    level: "weak",
    about: "a name after a greeting, a self-introduction or a message's sender in an informal message",
  },
  "name-in-table-cell": {
    level: "anchored",
    about: "a name in a pipe table's cell: under a person header, or after a row's leading number",
  },
  "name-before-aware": { level: "weak", about: "a name before 'aware' or 'notified'" },
  "signature-initials": { level: "list", about: "initials signing a line" },
  "signature-last-line": { level: "list", about: "initials alone on the last line" },
  "table-column-value": {
    level: "labelled",
    about: "a value under its label in a patient-detail table's header row (name, DOB, hospital no.)",
  },
  "dictation-initials": {
    level: "context",
    about: "author's and typist's initials of a dictated letter ('Dictated by: TW/kb', 'CA/JM' alone)",
  },
  "name-after-label": {
    level: "labelled",
    about: "name-shaped words in a person field ('Patient:', 'GP:', 'NOK:')",
  },
  "name-after-greeting": { level: "labelled", about: "the name after 'Dear' opening a letter" },
  "name-after-sign-off": { level: "shaped", about: "the name line under a letter's sign-off" },
  "name-after-role": { level: "anchored", about: "a name after a staff role ('RN: Bryony', 'Carer Will')" },
  "name-word-subject": {
    level: "weak",
    about: "a given name that is an English word opening a sentence before a verb",
  },
  "name-word-object": {
    level: "weak",
    about: "a capitalised English-word given name between lower-case words",
  },
  "name-signing-line": {
    level: "context",
    about: "a line that is only a name: the note's last line, a dashed line, a name and its role",
  },
  "name-open-subject": {
    level: "weak",
    about: "a capitalised word no list knows opening a sentence before a verb",
  },
  "name-in-row-column": { level: "anchored", about: "a column of a ward list row that holds only a name" },
  "name-in-row": {
    level: "anchored",
    about: "the name column of a ward list row (after 'Bed 4 -', before '67M')",
  },
  "name-before-age": { level: "shaped", about: "name-shaped words opening a sentence before 'is a 70 yo'" },
  "label-date": { level: "certain", about: "a date in a date-of-birth field" },
  "label-phone": { level: "cued", about: "digits in a phone, mobile or fax field" },
  "label-number": { level: "certain", about: "a record number in an MRN, hospital or NHS number field" },
  "label-practice": { level: "context", about: "a practice or clinic after a clinician's name in a field" },
  "label-address": { level: "cued", about: "the rest of the line in an address field" },
} as const satisfies Record<string, RuleInfo>;
