/** URL schemes and top-level domains. */
import { type CueList, cueList } from "./cue-list.ts";

/** URL schemes that open a web address ("https://"). */
export const urlSchemes: CueList = cueList(
  "url-schemes",
  "number-cue",
  `
  http https ftp sftp
`,
);

/** Top-level domains that end a bare host name ("portal.example.org/records", "clinic.nhs.uk"). */
export const tlds: CueList = cueList(
  "tlds",
  "number-cue",
  `
  com org net edu gov uk us io info biz ca au ie nz
`,
);
