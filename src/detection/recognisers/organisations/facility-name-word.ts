import { hasMedicalSuffix, isClinicalLookalike } from "../../clinical-lookalike.ts";
import { geneSymbols } from "../../cues/clinical.ts";
import { facilityStopWords } from "../../cues/facilities.ts";
import { serviceWords } from "../../cues/hospital-services.ts";
import type { ScanContext } from "../../recogniser.ts";
import { CLINICAL, RELATIVE_CUE, VOCABULARY } from "../../word-bits.ts";

const GENE_SYMBOLS = geneSymbols.words;
const SERVICE_WORDS = serviceWords.words;
const STOP_WORDS = facilityStopWords.words;

/**
 * Token `k` may be a word of a place's name: no function word, clinical word, gene symbol or word
 * of a service ("Cardiology", "Fracture"), no verb form; capitalised (or in capitals where the
 * note has case) when `cased`. Shared with the ward, saint and town recognisers.
 */
export function isNameWord(context: ScanContext, k: number, cased: boolean): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.length(k) < 2) return false;
  if ((t.bits(k) & (CLINICAL | RELATIVE_CUE)) !== 0) return false;
  const word = t.lower(k);
  if (SERVICE_WORDS.has(word) || STOP_WORDS.has(word) || GENE_SYMBOLS.has(word)) return false;
  if (context.lexicons.clinical.has(word)) return false;
  const lex = context.lexicons;
  if (hasMedicalSuffix(word)) return false;
  // A misspelt clinical word is no English word; an English word near a clinical one ("tree") is
  // still a word a place may be named by.
  if ((t.bits(k) & VOCABULARY) === 0 && isClinicalLookalike(word, lex.clinicalLookalikes)) return false;
  // "Awaiting Care Home placement", "Continuing Healthcare": verb forms are no names.
  if ((t.bits(k) & VOCABULARY) !== 0 && (word.endsWith("ing") || word.endsWith("ed"))) return false;
  if (cased) return t.isCapitalised(k) || (t.isAllCaps(k) && t.length(k) >= 3 && !context.upperCase);
  return true;
}

/** True when the word is in no English list: a name or a coined word. */
export function isUnknownWord(context: ScanContext, k: number): boolean {
  return (context.tokens.bits(k) & VOCABULARY) === 0;
}
