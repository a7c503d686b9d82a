import { foreignProgrammeHeads } from "../cues/clinical.ts";

/**
 * Programme heads in Hindi ("Yojana", "Abhiyan"), read by eponym-filter.ts in any case: unlike
 * "Service", never a firm's suffix (cues/clinical.ts `foreignProgrammeHeads`).
 */
export const FOREIGN_PROGRAMME_HEADS: ReadonlySet<string> = foreignProgrammeHeads.words;
