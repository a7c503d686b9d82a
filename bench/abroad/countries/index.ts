/** The ten countries of the abroad corpus in a fixed order: the eight of the world corpus, then the UK and US. */
import type { Country } from "../kit.ts";
import { IN, SG } from "./asia.ts";
import { CA } from "./canada.ts";
import { IE, UK } from "./isles.ts";
import { NG } from "./ng.ts";
import { AU, NZ } from "./oceania.ts";
import { ZA } from "./south-africa.ts";
import { US } from "./us.ts";

export const ABROAD_COUNTRIES: readonly Country[] = [AU, NZ, CA, IE, IN, ZA, NG, SG, UK, US];
export const ABROAD_CODES: readonly string[] = ABROAD_COUNTRIES.map((c) => c.code);
