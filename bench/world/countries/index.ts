/** The eight country kits of the world corpus, in report order, with their extras (extras/). */
import { withExtras } from "../extras/index.ts";
import type { CountryKit } from "../kit.ts";
import { AU } from "./au.ts";
import { CA } from "./ca.ts";
import { IE } from "./ie.ts";
import { IN } from "./in.ts";
import { NG } from "./ng.ts";
import { NZ } from "./nz.ts";
import { SG } from "./sg.ts";
import { ZA } from "./za.ts";

export const COUNTRIES: readonly CountryKit[] = [AU, NZ, CA, IE, IN, ZA, NG, SG].map(withExtras);
