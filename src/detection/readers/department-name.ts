import { serviceWords } from "../cues/hospital-services.ts";
import type { TokenStream } from "../token-stream.ts";

const SERVICE_WORDS = serviceWords.words;

/**
 * The words from token `first` to `last - 1`, before a practice word at `last` ("Surgery",
 * "Clinic", "Practice"), all name a kind of service ("General Practice", "Vascular Surgery",
 * "Fracture Clinic", "general surgery"): a clinician's department or specialty written after
 * the name ("Dr J Smith, Vascular Surgery"), not a named practice ("The Elms Surgery",
 * "Riverside Medical Centre" carry a word of their own). Read by the practice readers of
 * recognisers/layout/header-field.ts and recognisers/places/labelled-place.ts.
 */
export function isDepartmentName(t: TokenStream, first: number, last: number): boolean {
  if (first >= last) return false;
  for (let k = first; k < last; k++) {
    if (!t.isWord(k) || !SERVICE_WORDS.has(t.lower(k))) return false;
  }
  return true;
}
