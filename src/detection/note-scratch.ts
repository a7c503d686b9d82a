import type { MarkShapeLists } from "./readers/mark-shapes.ts";
import type { NumberShapeLists } from "./readers/number-shapes.ts";

/**
 * The per-note results of the shared readers that build something once per note (the number and
 * mark shape lists, the slot-word classes, the dated-line count), kept with the engine's token
 * stream (TokenStream.scratch) instead of in module-level variables: each engine, and each test
 * stream, has its own, and nothing outlives the engine. `note` is bumped by every
 * TokenStream.reset; a reader's entry is current when its `…Note` equals it. The buffers are
 * reused from note to note (grown when short), as the module-level ones were.
 */
export class NoteScratch {
  /** The stream's note: bumped by TokenStream.reset. */
  note = 0;
  /** readers/number-shapes.ts: the lists and the note they were built for. */
  numberShapesNote = -1;
  numberShapes: NumberShapeLists | undefined = undefined;
  /** readers/mark-shapes.ts. */
  markShapesNote = -1;
  markShapes: MarkShapeLists | undefined = undefined;
  /** readers/slot-name.ts: slotWordClass per token, first word and continuing (-1 = not computed). */
  slotClassNote = -1;
  slotFirst: Int8Array = new Int8Array(0);
  slotContinuing: Int8Array = new Int8Array(0);
  /** readers/dated-lines.ts: lines opening with a short date pair (counted up to 2). */
  datedLinesNote = -1;
  datedLines = 0;
}
