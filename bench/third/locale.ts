/** The third corpus's ten countries (`locale-kit.ts` says what a country brings). */
import { CODES, type Code, type Locale } from "./locale-kit.ts";
import { LOCALES_1 } from "./locales-1.ts";
import { LOCALES_2 } from "./locales-2.ts";

export { CODES, type Code, type IdMaker, type Locale, type Made } from "./locale-kit.ts";

function all(): Record<Code, Locale> {
  const out: Partial<Record<Code, Locale>> = { ...LOCALES_1, ...LOCALES_2 };
  for (const code of CODES) if (out[code] === undefined) throw new Error(`no locale for ${code}`);
  return out as Record<Code, Locale>;
}

export const LOCALES: Record<Code, Locale> = all();
