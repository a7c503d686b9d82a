/** Labels of a form field whose value is a person's name. */
import { type CueList, cueList } from "./cue-list.ts";

/**
 * Labels, as written before ":" (words joined by one space, lower case, commas dropped), whose value
 * is one person's name in the forms of the eight countries: registration, pathology, coroner's,
 * workers' compensation, trial and ambulance forms ("Worker: tau, keitumetse", "Supervisor: KA MAN
 * FUNG", "Deceased: mpho sithole", "Principal investigator: p. revathi").
 */
export const personFieldLabels: CueList = cueList("person-field-labels", "label", [
  "patient",
  "pt",
  "pt name",
  "patient name",
  "name",
  "client",
  "worker",
  "deceased",
  "supervisor",
  "principal investigator",
  "study coordinator",
  "admitting",
  "treating practitioner",
  "requested by",
  "referrer",
  "emergency contact",
  "nok",
  "next of kin",
  "identity confirmed",
  "surname given names",
  "family doctor",
  "usual gp",
]);
