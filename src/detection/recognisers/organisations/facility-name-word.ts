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
  if ((t.bits(k) & RELATIVE_CUE) !== 0) return false;
  const word = t.lower(k);
  const clinical = (t.bits(k) & CLINICAL) !== 0 || context.lexicons.clinical.has(word);
  if (clinical && !shortSurnameBeforeName(context, k, cased)) return false;
  if (SERVICE_WORDS.has(word) || STOP_WORDS.has(word) || GENE_SYMBOLS.has(word)) return false;
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

/** A name word in no list on the same line after `k`. */
function unknownNameAfter(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  return (
    t.isWord(k) &&
    !t.startsLine(k) &&
    t.length(k) >= 3 &&
    (t.bits(k) & (VOCABULARY | CLINICAL)) === 0 &&
    (t.isCapitalised(k) || t.isAllCaps(k))
  );
}

/**
 * "Ng Teng Fong General Hospital", "NG TENG FONG GENERAL HOSPITAL": a short surname that is also a
 * clinical abbreviation ("NG" tube) opens a person's name when written in Title Case before a name
 * word no list knows, or, without case, before two of them.
 */
function shortSurnameBeforeName(context: ScanContext, k: number, cased: boolean): boolean {
  const t = context.tokens;
  if (t.length(k) > 3 || !unknownNameAfter(context, k + 1)) return false;
  if (cased) return t.isCapitalised(k) && !t.isAllCaps(k);
  return unknownNameAfter(context, k + 2);
}

/** True when the word is in no English list: a name or a coined word. */
export function isUnknownWord(context: ScanContext, k: number): boolean {
  return (context.tokens.bits(k) & VOCABULARY) === 0;
}
