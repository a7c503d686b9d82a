/** The eight countries' vocabularies of the broad PHI-free set, in report order. */
import type { CountryCode } from "../../kit.ts";
import type { LocalVocab } from "../vocab.ts";
import { AU_VOCAB } from "./au.ts";
import { CA_VOCAB } from "./ca.ts";
import { IE_VOCAB } from "./ie.ts";
import { IN_VOCAB } from "./in.ts";
import { NG_VOCAB } from "./ng.ts";
import { NZ_VOCAB } from "./nz.ts";
import { SG_VOCAB } from "./sg.ts";
import { ZA_VOCAB } from "./za.ts";

export const VOCABS: Readonly<Record<CountryCode, LocalVocab>> = {
  AU: AU_VOCAB,
  NZ: NZ_VOCAB,
  CA: CA_VOCAB,
  IE: IE_VOCAB,
  IN: IN_VOCAB,
  ZA: ZA_VOCAB,
  NG: NG_VOCAB,
  SG: SG_VOCAB,
};
