/** The countries' extras, by country code, and a kit with them merged in. */
import type { CountryCode, CountryKit } from "../kit.ts";
import { AU_EXTRA, CA_EXTRA, IE_EXTRA, NZ_EXTRA } from "./ids-au-nz-ca-ie.ts";
import { IN_EXTRA, NG_EXTRA, SG_EXTRA, ZA_EXTRA } from "./ids-in-za-ng-sg.ts";
import type { KitExtra } from "./kit-extra.ts";

export const EXTRAS: Record<CountryCode, KitExtra> = {
  AU: AU_EXTRA,
  NZ: NZ_EXTRA,
  CA: CA_EXTRA,
  IE: IE_EXTRA,
  IN: IN_EXTRA,
  ZA: ZA_EXTRA,
  NG: NG_EXTRA,
  SG: SG_EXTRA,
};

/** The kit with the extra identifiers and registers in its pools and a third of its facilities from the extras. */
export function withExtras(kit: CountryKit): CountryKit {
  const extra = EXTRAS[kit.code];
  return {
    ...kit,
    // An extra of the same kind replaces the kit's (the new NHI and the provider number with their
    // real check characters).
    ids: [...kit.ids.filter((m) => !extra.ids.some((e) => e.kind === m.kind)), ...extra.ids],
    registrations: [
      ...kit.registrations.filter((m) => !extra.registrations.some((e) => e.kind === m.kind)),
      ...extra.registrations,
    ],
    facility: (r, town) => (r.chance(0.35) ? extra.facility(r, town) : kit.facility(r, town)),
  };
}
