/** A PHI-bearing document type of the abroad corpus. */
import type { Part } from "../build.ts";
import type { Ctx } from "../ctx.ts";

export interface DocType {
  readonly name: string;
  readonly weight: number;
  build(x: Ctx): Part;
}
