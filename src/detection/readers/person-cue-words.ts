import { relativeWords } from "../cues/relatives.ts";
import { providerRoles } from "../cues/roles.ts";

// Cue words of the relative- and contact-name recogniser (relative-name.ts): who is named after them.

const PROVIDER_ROLES = providerRoles.words;

/** Words that introduce a relative ("wife", "dtr"), and the staff roles read in the same slot. */
export const RELATIVES: ReadonlySet<string> = new Set([...relativeWords.entries, ...PROVIDER_ROLES]);
