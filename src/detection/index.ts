/** The detection library: text in, PHI spans out. Pure apart from loadLexiconData. */
export { createEngine, ENGINE_RULES_VERSION } from "./create-engine.ts";
export type { DetectionEngine } from "./engine.ts";
export { LEXICON_NAMES, type LexiconData, type LexiconName, lexiconDataFrom } from "./lexicon-data.ts";
export { loadLexiconData } from "./load-lexicon-data.ts";
export { isPhiType, PHI_TYPES, type PhiType } from "./phi-type.ts";
export type { Span } from "./span.ts";
