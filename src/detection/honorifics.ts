import { honorifics, postNominals } from "./cues/titles.ts";
export const HONORIFICS: readonly string[] = honorifics.entries;

export const POST_NOMINALS: readonly string[] = postNominals.entries;
