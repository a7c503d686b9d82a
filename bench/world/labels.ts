/**
 * Field labels written in several ways, so that header slots do not always read the same:
 * "Name:", "Pt name:", "PATIENT NAME -", "Surname, Given names:".
 */
import type { Rng } from "./rng.ts";

const LABELS: Record<string, readonly string[]> = {
  name: ["Name: ", "Patient: ", "Pt name: ", "Patient name - ", "Surname, given names: ", "Client: "],
  dob: ["DOB: ", "D.O.B. ", "Date of birth: ", "DOB ", "Born: ", "B/D: "],
  address: ["Address: ", "Addr: ", "Home address: ", "Residential address - ", "Lives at: "],
  phone: ["Ph: ", "Phone: ", "Contact no: ", "Tel. ", "Mobile: ", "Cell: "],
  nok: ["NOK: ", "Next of kin: ", "Emergency contact: ", "NOK - ", "Contact person: "],
  gp: ["GP: ", "Usual GP: ", "Family doctor: ", "Referring GP: "],
  date: ["Date: ", "Dated ", "Date of visit: ", "Seen: ", "On "],
};

export function label(r: Rng, field: keyof typeof LABELS | string): string {
  const options = LABELS[field];
  if (options === undefined) throw new Error(`no labels for ${field}`);
  return r.pick(options);
}
