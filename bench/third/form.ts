/** A document form of the third corpus: a name, a weight, the styles it is written in, a writer. */
import type { Cast } from "./cast.ts";
import type { Sheet, Style } from "./sheet.ts";

export interface Form {
  readonly name: string;
  readonly weight: number;
  /** Styles by weight; mixed case, capitals and lower case when not given. */
  readonly styles?: readonly (readonly [number, Style])[];
  write(c: Cast, s: Sheet): void;
}

export const PLAIN_STYLES: readonly (readonly [number, Style])[] = [
  [70, "mixed"],
  [15, "upper"],
  [15, "lower"],
];
