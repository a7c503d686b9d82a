import type { NoteCtx } from "../note-ctx.ts";
import type { Piece } from "../piece.ts";

/** A document type of the world corpus: a name for the report, a weight, a builder. */
export interface DocType {
  readonly name: string;
  readonly weight: number;
  build(c: NoteCtx): Piece[];
}
