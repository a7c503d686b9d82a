import { Type } from "typebox";

/** The index document (interface §4.8): exactly these fields. */
export const IndexSchema = Type.Object({
  name: Type.String(),
  version: Type.String(),
  description: Type.String(),
  docs: Type.String(),
  endpoints: Type.Object({
    deidentify: Type.String(),
    reidentify: Type.String(),
    inspect: Type.String(),
    batch: Type.String(),
    policies: Type.String(),
  }),
  health: Type.String(),
  metrics: Type.String(),
  website: Type.String({ description: "DEID_PUBLIC_URL, else / (the playground)." }),
});
