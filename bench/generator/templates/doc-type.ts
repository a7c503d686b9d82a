import type { Ctx, Locale } from "../ctx.ts";
import type { Fragment } from "../fragment.ts";

/** One document type: how to write a note of it for a context. */
export interface DocType {
  readonly name: string;
  /** Locales this type is written in. */
  readonly locales: readonly Locale[];
  /** Relative share of the generated corpus. */
  readonly weight: number;
  build(c: Ctx): Fragment;
}
