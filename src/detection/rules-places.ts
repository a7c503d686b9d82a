import type { RuleInfo } from "./rule-info.ts";

/** Places, hospitals and organisations. See rules.ts. */
export const PLACE_RULES = {
  "hospital-name": {
    level: "shaped",
    about: "several capitalised words before a hospital word, or a listed hospital",
  },
  "hospital-name-one-word": { level: "weak", about: "one word before a hospital word" },
  "address-unit": {
    level: "context",
    about: "a flat, apartment, unit or floor beside an address part ('Flat B, 9 Trent Boulevard')",
  },
  "org-line": {
    level: "context",
    about: "a practice, clinic, company or building filling a line or a comma part, closed by its head",
  },
  "address-block-line": {
    level: "context",
    about: "a line under a letter's addressee (practice, street, town) above the greeting",
  },
  "hospital-institution-words": { level: "context", about: "name words closed by institution words" },
  "hospital-abbreviation": { level: "plausible", about: "a hospital abbreviation in capitals" },
  "hospital-saint": { level: "shaped", about: "a saint's name after a preposition" },
  "hospital-after-cue": { level: "weak", about: "a hospital name after a movement cue" },
  "hospital-abbreviation-cued": { level: "weak", about: "a hospital abbreviation after a movement cue" },
  "hospital-abbreviation-bare": { level: "list", about: "a short capital abbreviation after 'at' or 'from'" },
  "state-listed": { level: "context", about: "a state name" },
  "state-after-cue": { level: "weak", about: "a state after a cue of place" },
  "city-listed": { level: "context", about: "a listed city" },
  "city-after-cue": { level: "context", about: "a listed city after a cue of place" },
  "city-after-cue-word": { level: "list", about: "a listed city that is also a word, after a cue of place" },
  "country-listed": { level: "weak", about: "a country" },
  region: { level: "weak", about: "a named region" },
  "ward-with-floor": { level: "context", about: "a ward named by a word with a floor number" },
  "place-generic-head": { level: "weak", about: "words closed by a generic place word (falls, creek)" },
  "place-after-residence": { level: "list", about: "words after a residence verb" },
  "place-after-residence-pair": {
    level: "weak",
    about: "an ordinary word leading a place after a residence cue",
  },
  "place-after-preposition": {
    level: "faint",
    about: "an unknown capitalised word after a preposition of place",
  },
  "organization-place-led": { level: "weak", about: "a place name leading an employer's name" },
  "employer-after-work-verb": { level: "context", about: "an employer after 'works for/at'" },
  "organization-after-cue": {
    level: "faint",
    about: "an unknown word after 'business', 'company', 'employer'",
  },
  "organization-before-cue": { level: "faint", about: "an unknown word before 'rep', 'employee', 'inc'" },
  "building-name": { level: "context", about: "name words before Building, Wing, Pavilion, Tower" },
  "building-joined": { level: "list", about: "a name run into a building word" },
  "facility-care": {
    level: "shaped",
    about: "name words before a care head (Care Home, Surgery, Medical Practice, Health Centre, Hospice)",
  },
  "facility-company": {
    level: "shaped",
    about: "name words before a legal form (Ltd, Plc, LLC, Inc, & Sons)",
  },
  "facility-business": { level: "context", about: "name words before a business word (Logistics, Foods)" },
  "facility-school": { level: "shaped", about: "name words before School, Academy, University, Church" },
  "facility-named-ward": { level: "context", about: "a capitalised name before Ward, House or Court" },
  "facility-university-of": { level: "shaped", about: "University or College of a place" },
  "facility-saint": { level: "shaped", about: "a saint's name in the possessive (St Elspeth's)" },
  "facility-royal": { level: "context", about: "Royal and a town-like word after 'the', 'at', 'to', 'from'" },
  "ward-number": { level: "context", about: "a ward by its number (Ward 7B, ward 12)" },
  "ward-named": {
    level: "shaped",
    about: "name words before ward or unit (Nightingale ward, Rowan Unit, to oak ward)",
  },
  "institution-line": {
    level: "shaped",
    about: "a hospital, trust or practice filling a line or a part of one (letterheads, address blocks)",
  },
  "town-after-preposition": {
    level: "context",
    about: "two or three capitalised words, or a hyphen chain, after a lower-case in/near mid-sentence",
  },
  "employer-after-work-cue": {
    level: "context",
    about: "capitalised words after for/at/with a few words after a work word (a porter for …)",
  },
  "ward-compass": { level: "shaped", about: "a floor number and a point of the compass (7 North, 4 West)" },
  "address-tail": {
    level: "cued",
    about: "the town, county, state and postcode or ZIP after a street, across commas and lines",
  },
  "home-town": {
    level: "context",
    about: "a place after a cue of residence, origin or travel (originally from, native of, born in)",
  },
  "address-before-postcode": {
    level: "shaped",
    about: "address words on the lines or parts before a UK postcode (house name, street, town, county)",
  },
  "address-labelled": {
    level: "shaped",
    about: "an address with no house number after 'Address:' or 'lives at' (Rose Cottage, Mill Lane, …)",
  },
  "town-before-state-code": {
    level: "context",
    about: "a capitalised town before a comma and a US state code (Harrowgate, IL)",
  },
  "labelled-place": {
    level: "cued",
    about:
      "the value of a labelled place field (Ward:, GP practice:, Care home:, Employer:, Place of birth:)",
  },
  "uk-postcode": { level: "shaped", about: "a UK postcode by its format (A9 9AA … AA9A 9AA)" },
} as const satisfies Record<string, RuleInfo>;
