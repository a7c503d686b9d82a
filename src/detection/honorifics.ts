import { honorifics, postNominals } from "./cues/titles.ts";

// The title and post-nominal lists for code outside detection (known-value matching, the surrogate
// generator), as arrays; the words live in cues/titles.ts.

export const HONORIFICS: readonly string[] = honorifics.entries;

export const POST_NOMINALS: readonly string[] = postNominals.entries;
