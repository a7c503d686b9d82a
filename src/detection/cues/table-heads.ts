/** Column heads of tables, read by readers/table-column-head.ts. */
import { type CueList, cueList } from "./cue-list.ts";

/**
 * Words of a column head under which a cell may name a hospital or another place ("| Hospital |",
 * "| Site |", "| Transferred to |", "| Booked at |"); under any other head a word alone in a cell
 * is a finding or a code.
 */
export const facilityColumnHeads: CueList = cueList(
  "facility-column-heads",
  "label",
  `
  hospital hospitals hosp facility facilities site sites location locations place places centre
  center clinic clinics unit units ward wards from to transfer transferred referred referral
  referrer referring provider providers practice institution origin destination service services
  booked booking birth delivery admitted hsp org organisation organization employer school
  address where lhd trust
`,
);
