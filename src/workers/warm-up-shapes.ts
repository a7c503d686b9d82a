import type { CueMeaning } from "../detection/cues/cue-list.ts";
import { MONTH_NAMES } from "../policy/month-names.ts";
import { capitalise as cap, type Dice, twoDigits as two } from "./warm-up-random.ts";
import type { WarmUpWords } from "./warm-up-words.ts";

/**
 * The values of the warm-up notes (`warm-up-notes.ts`), one function per shape: names in a dozen
 * written forms, places, hospitals, dates in eighteen formats, times, phones of several
 * countries, record numbers, e-mail and web addresses, postcodes, street addresses, ages,
 * measurements and doses, and prose from the engine's word lists. Every value is drawn at random;
 * nothing is copied from a note.
 */

/** January … December, capitalised, from the one month table outside detection. */
const MONTHS = MONTH_NAMES.map(cap);
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const ACCENTED = ["José", "Zoë", "Müller", "Nuñez", "Søren", "Łukasz", "Chloé", "Dvořák", "Ōta", "Renée"];
const PUNCT = [".", ",", ";", ":", " -", "?", "!", ")", "...", " /"];

export type Shapes = ReturnType<typeof warmUpShapes>;

export function warmUpShapes(words: WarmUpWords, dice: Dice) {
  const { int, chance, pick, digits, letters } = dice;
  const cue = (meaning: CueMeaning): string => pick(words.cues.get(meaning) ?? ["note"]);
  /** A word as written in a note: capitalised, as listed, or in capitals. */
  const cased = (w: string): string => {
    const r = dice.random();
    return r < 0.55 ? cap(w) : r < 0.75 ? w : r < 0.9 ? w.toUpperCase() : w;
  };
  const given = (): string => (chance(0.04) ? pick(ACCENTED) : cap(pick(words.given)));
  const surname = (): string => {
    const s = cap(pick(words.surnames));
    const r = dice.random();
    return r < 0.05 ? `O'${s}` : r < 0.08 ? `Mc${s}` : r < 0.14 ? `${s}-${cap(pick(words.surnames))}` : s;
  };
  const initial = (): string => letters(1);
  const name = (): string => {
    const f = given();
    const l = surname();
    switch (int(0, 13)) {
      case 0:
        return `${l}, ${f}`;
      case 1:
        return `${f} ${initial()}. ${l}`;
      case 2:
        return `${initial()}. ${l}`;
      case 3:
        return l;
      case 4:
        return f;
      case 5:
        return `${l.toUpperCase()}, ${f.toUpperCase()}`;
      case 6:
        return `${f.toLowerCase()} ${l.toLowerCase()}`;
      case 7:
        return `${f} ${pick(["van", "de", "da", "von", "van der", "de la", "al", "bin", "ter"])} ${l}`;
      case 8:
        return `${f}'s`;
      case 9:
        return `${l}, ${f} ${initial()}`;
      case 10:
        return `${f} ${given()} ${l}`;
      case 11:
        return `${initial()}${initial()}`;
      default:
        return `${f} ${l}`;
    }
  };
  const person = (): string => {
    const r = dice.random();
    if (r < 0.25) return `${cased(cue("title"))}${chance(0.5) ? "." : ""} ${name()}`;
    if (r < 0.35) return `${name()}, ${cue("credential").toUpperCase()}`;
    if (r < 0.45) return `${name()} (${cue("role")})`;
    if (r < 0.55)
      return `${pick(["his", "her", "their", "pt's", "Her", "His"])} ${cue("relative")} ${given()}`;
    return name();
  };
  const city = (): string => cased(pick(words.cities));
  const state = (): string => {
    const s = pick(words.states);
    return s.length <= 3 ? s.toUpperCase() : cap(s);
  };
  const hospital = (): string => {
    const h = cap(pick(words.hospitals));
    return chance(0.5) ? h : `${h} ${cap(cue("organisation-head"))}`;
  };
  const place = (): string => {
    switch (int(0, 5)) {
      case 0:
        return `${city()}, ${state()}`;
      case 1:
        return cap(pick(words.countries));
      case 2:
        return hospital();
      case 3:
        return `${cap(pick(words.surnames))} ${cap(cue("place-head"))}`;
      default:
        return city();
    }
  };

  const month = (): string => {
    const m = pick(MONTHS);
    return chance(0.4) ? m.slice(0, 3) + (chance(0.3) ? "." : "") : chance(0.1) ? m.toUpperCase() : m;
  };
  const year = (): number => int(1921, 2031);
  const date = (): string => {
    const d = int(1, 31);
    const m = int(1, 12);
    const y = year();
    switch (int(0, 17)) {
      case 0:
        return `${m}/${d}/${y}`;
      case 1:
        return `${two(m)}/${two(d)}/${String(y).slice(2)}`;
      case 2:
        return `${y}-${two(m)}-${two(d)}`;
      case 3:
        return `${d}.${m}.${y}`;
      case 4:
        return `${two(d)}-${month()}-${y}`;
      case 5:
        return `${month()} ${d}, ${y}`;
      case 6:
        return `${d} ${month()} ${y}`;
      case 7:
        return `${month()} ${d}`;
      case 8:
        return `${month()} ${y}`;
      case 9:
        return `${d}/${m}`;
      case 10:
        return `the ${d}${pick(["st", "nd", "rd", "th"])} of ${month()}`;
      case 11:
        return `${pick(WEEKDAYS)} ${m}/${d}`;
      case 12:
        return `${m}/${d}/${y} - ${m}/${int(1, 28)}/${y}`;
      case 13:
        return `${month()} '${two(int(0, 99))}`;
      case 14:
        return String(y);
      case 15:
        return `${y}${two(m)}${two(d)}`;
      case 16:
        return `${m}-${d}-${y}`;
      default:
        return `${d}${pick(["st", "nd", "rd", "th"])} ${month()} ${y}`;
    }
  };
  const time = (): string => {
    switch (int(0, 4)) {
      case 0:
        return `${two(int(0, 23))}:${two(int(0, 59))}`;
      case 1:
        return `${int(1, 12)}:${two(int(0, 59))}${pick(["am", "pm", " AM", " p.m."])}`;
      case 2:
        return `${two(int(0, 23))}${two(int(0, 59))}${pick(["h", "hrs", ""])}`;
      case 3:
        return `${int(1, 12)}${pick(["am", "pm"])}`;
      default:
        return `${two(int(0, 23))}:${two(int(0, 59))}:${two(int(0, 59))}`;
    }
  };
  const phone = (): string => {
    const a = digits(3);
    switch (int(0, 11)) {
      case 0:
        return `(${a}) ${digits(3)}-${digits(4)}`;
      case 1:
        return `${a}-${digits(3)}-${digits(4)}`;
      case 2:
        return `${a}.${digits(3)}.${digits(4)}`;
      case 3:
        return `+1 ${a} ${digits(3)} ${digits(4)}`;
      case 4:
        return `07${digits(3)} ${digits(6)}`;
      case 5:
        return `+44 ${int(20, 29)} ${digits(4)} ${digits(4)}`;
      case 6:
        return `0${int(1, 9)} ${digits(4)} ${digits(4)}`;
      case 7:
        return `${digits(3)}-${digits(4)}`;
      case 8:
        return `x${digits(4)}`;
      case 9:
        return `04${digits(2)} ${digits(3)} ${digits(3)}`;
      case 10:
        return `+${int(2, 98)} ${digits(int(2, 4))} ${digits(int(3, 4))} ${digits(int(3, 4))}`;
      default:
        return `${a}${digits(3)}${digits(4)} ext ${digits(int(2, 5))}`;
    }
  };
  const identifier = (): string => {
    switch (int(0, 13)) {
      case 0:
        return digits(int(5, 10));
      case 1:
        return `${digits(2)}-${digits(3)}-${digits(3)}`;
      case 2:
        return `${letters(int(1, 3))}${digits(int(4, 9))}`;
      case 3:
        return `${digits(3)}-${digits(2)}-${digits(4)}`;
      case 4:
        return `${digits(3)} ${digits(3)} ${digits(4)}`;
      case 5:
        return `${letters(2)}-${digits(4)}-${letters(1)}${digits(1)}`;
      case 6:
        return `#${digits(int(3, 8))}`;
      case 7:
        return `${letters(1)}${digits(2)}-${digits(5)}`;
      case 8:
        return digits(int(11, 18));
      case 9:
        return `${int(1, 255)}.${int(0, 255)}.${int(0, 255)}.${int(0, 255)}`;
      case 10:
        return `${letters(3)} ${digits(4)}`;
      case 11:
        return `${digits(4)}${letters(2)}${digits(3)}`;
      case 12:
        return `${digits(8)}-${letters(1)}`;
      default:
        return `${letters(2)}${digits(6)}${letters(1)}`;
    }
  };
  const email = (): string =>
    `${pick(words.given)}${pick([".", "_", ""])}${pick(words.surnames)}${chance(0.3) ? digits(2) : ""}@${pick(words.english)}.${pick(["com", "org", "net", "co.uk", "edu", "gov.au"])}`;
  const url = (): string =>
    `${pick(["http://", "https://", "www.", "https://www."])}${pick(words.english)}${pick(["", "-", ""])}${chance(0.4) ? pick(words.surnames) : ""}.${pick(["com", "org", "nhs.uk", "net", "io"])}${chance(0.6) ? `/${pick(words.english)}/${digits(int(2, 6))}` : ""}`;
  const postcode = (): string => {
    switch (int(0, 4)) {
      case 0:
        return digits(5);
      case 1:
        return `${digits(5)}-${digits(4)}`;
      case 2:
        return `${letters(int(1, 2))}${int(1, 20)} ${int(1, 9)}${letters(2)}`;
      case 3:
        return `${letters(1)}${int(1, 9)}${letters(1)} ${int(1, 9)}${letters(1)}${int(1, 9)}`;
      default:
        return String(int(800, 7999));
    }
  };
  const address = (): string => {
    const street = `${int(1, 9999)}${chance(0.1) ? initial() : ""} ${cap(pick(chance(0.5) ? words.surnames : words.english))} ${cased(cue("place-head"))}`;
    switch (int(0, 4)) {
      case 0:
        return `${street}, ${city()}, ${state()} ${postcode()}`;
      case 1:
        return `${cap(pick(["apt", "unit", "flat", "suite"]))} ${int(1, 40)}${chance(0.3) ? initial() : ""}, ${street}`;
      case 2:
        return `PO Box ${digits(int(2, 5))}, ${city()} ${postcode()}`;
      case 3:
        return `${street}\n${city()}\n${postcode()}`;
      default:
        return street;
    }
  };
  const age = (): string => {
    const n = int(1, 109);
    switch (int(0, 7)) {
      case 0:
        return `${n} ${cue("age-cue")}`;
      case 1:
        return `${n}-year-old`;
      case 2:
        return `${n}${pick(["M", "F", "yo", "y", "yoF", "yoM"])}`;
      case 3:
        return `aged ${n}`;
      case 4:
        return `in ${pick(["her", "his", "their"])} ${int(2, 10)}0s`;
      case 5:
        return `${n} y/o ${pick(["male", "female", "M", "F", "man", "woman"])}`;
      case 6:
        return `(age ${n})`;
      default:
        return `${n} years old`;
    }
  };
  const measure = (): string => {
    const v = chance(0.5) ? String(int(0, 400)) : `${int(0, 99)}.${int(0, 9)}`;
    switch (int(0, 8)) {
      case 0:
        return `${cased(pick(words.clinical))} ${v}`;
      case 1:
        return `${v} ${cue("unit")}`;
      case 2:
        return `BP ${int(80, 200)}/${int(40, 120)}`;
      case 3:
        return `${pick(["HR", "RR", "T", "SpO2", "GCS", "EF", "Wt", "Temp"])} ${v}${pick(["", "%", " bpm", "/15", " kg"])}`;
      case 4:
        return `${pick(words.english)} ${int(1, 500)} ${cue("unit")} ${pick(["PO", "IV", "bd", "tds", "q4h", "BID", "daily", "prn"])}`;
      case 5:
        return `x${int(1, 9)}`;
      case 6:
        return `${int(1, 9)}/${pick(["7", "52", "12", "10"])}`;
      case 7:
        return `${pick(["C", "T", "L", "S"])}${int(1, 12)}-${pick(["C", "T", "L", "S"])}${int(1, 12)}`;
      default:
        return `${v}${pick(["mg", "ml", "mmol/L", "g/dL", "%", "L", "cm", "mm"])}`;
    }
  };
  /** Short forms of clinical shorthand around numbers and words: slashes, apostrophes, brackets. */
  const fragment = (): string => {
    switch (int(0, 11)) {
      case 0:
        return pick(["d/c", "D/C", "d/w", "c/o", "s/p", "w/", "h/o", "n/v", "r/o"]);
      case 1:
        return `s/n ${digits(int(5, 8))}`;
      case 2:
        return `${pick(["in her", "in his", "late", "early"])} ${int(2, 9)}0's`;
      case 3:
        return `${pick(["since", "in", "from", "summer"])} '${two(int(0, 99))}`;
      case 4:
        return `${int(1990, 2025)}/${two(int(0, 99))}`;
      case 5:
        return `(${digits(int(4, 7))})`;
      case 6:
        return `${given()} and ${given()}`;
      case 7:
        return `this is ${given()}${pick([" calling", " from the ward", ",", " speaking"])}`;
      case 8:
        return `${int(1, 31)}.${int(1, 12)}.${two(int(0, 99))}`;
      case 9:
        return `${int(1, 12)}/${int(1, 31)}-${int(1, 12)}/${int(1, 31)}`;
      case 10:
        return `${digits(int(1, 3))}.${digits(int(1, 2))}.${digits(int(1, 3))}`;
      default:
        return `#${int(1, 30)}`;
    }
  };
  const prose = (n: number): string => {
    const out: string[] = [];
    for (let i = 0; i < n; i++) {
      const r = dice.random();
      const w =
        r < 0.35
          ? pick(words.english)
          : r < 0.55
            ? pick(words.clinical)
            : r < 0.8
              ? cue(pick(words.meanings))
              : r < 0.83
                ? pick(words.world)
                : r < 0.9
                  ? String(int(0, 999))
                  : r < 0.95
                    ? fragment()
                    : cap(pick(words.english));
      out.push(i === 0 ? cap(w) : w);
      if (chance(0.08)) out.push(pick(PUNCT));
    }
    return `${out.join(" ")}${pick([".", ".", ",", "", "?", ":", " ."])}`;
  };
  return {
    cue,
    cased,
    given,
    surname,
    initial,
    name,
    person,
    city,
    state,
    hospital,
    place,
    month,
    year,
    date,
    time,
    phone,
    identifier,
    email,
    url,
    postcode,
    address,
    age,
    measure,
    prose,
  };
}
