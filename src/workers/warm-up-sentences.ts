import { capitalise as cap, type Dice, twoDigits as two } from "./warm-up-random.ts";
import { type Shapes, WEEKDAYS } from "./warm-up-shapes.ts";
import type { WarmUpWords } from "./warm-up-words.ts";

/**
 * Sentences and blocks in the ways notes are commonly written (written here for the warm-up, no
 * line taken from a note): where a patient lives and comes from, work, who was spoken to and how
 * to reach them, admissions and transfers, follow-up, dictation and signature lines, letters, ward
 * lists, tables with a header row, address blocks, year ranges and run-together dates. Each slot
 * is a random value of `warm-up-shapes.ts`, so a sentence is never the same twice.
 */
export function warmUpSentences(words: WarmUpWords, d: Dice, s: Shapes): () => string {
  const { int, chance, pick, digits, letters } = d;
  const { cue, cased, given, surname, name, person, city, state, hospital, place, date, time, phone, age } =
    s;
  const sex = () => pick(["M", "F", "male", "female", "man", "woman", "gentleman", "lady", "yo M", "yo F"]);
  const relative = () => cue("relative");
  const poss = () => pick(["his", "her", "their", "pt's", "the patient's", "His", "Her"]);
  const org = () =>
    `${cap(pick(chance(0.5) ? words.surnames : words.english))} ${cap(cue("organisation-head"))}`;
  const street = () =>
    `${int(1, 4999)} ${cap(pick(chance(0.6) ? words.surnames : words.english))} ${cap(cue("place-head"))}`;
  const clinical = (n: number) => Array.from({ length: n }, () => pick(words.clinical)).join(" ");
  const years = () => {
    const y = int(1950, 2024);
    return pick([
      `${y}-${y + int(1, 9)}`,
      `${y}–${String(y + int(1, 9)).slice(2)}`,
      `from ${y} to ${y + int(1, 9)}`,
    ]);
  };
  const runTogether = () =>
    pick([
      `${two(int(1, 12))}${two(int(1, 28))}${int(1930, 2025)}`,
      `${two(int(1, 28))}${pick(["JAN", "FEB", "MAR", "APR", "JUN", "SEP", "OCT", "DEC"])}${int(1930, 2025)}`,
      `${int(1930, 2025)}${two(int(1, 12))}${two(int(1, 28))}`,
    ]);

  const templates: (() => string)[] = [
    () =>
      `Lives ${pick(["with", "alone", "near"])} ${poss()} ${relative()} ${given()} in ${city()}, ${state()}.`,
    () =>
      `${pick(["Lives", "lives", "Resides", "Living"])} ${pick(["on", "at", "off"])} ${street()} in ${city()}.`,
    () =>
      `Originally from ${pick([city(), cap(pick(words.countries))])}; moved to ${city()} in ${int(1950, 2024)}.`,
    () =>
      `${pick(["Works", "Worked", "Retired", "Employed"])} as a ${pick(words.english)} ${pick(["at", "for", "with"])} ${org()} ${years()}.`,
    () =>
      `${pick(["Spoke with", "d/w", "Called", "Paged", "Bleeped", "Discussed with"])} ${person()} ${pick(["re:", "about", "at", "on"])} ${phone()}.`,
    () =>
      `Message left for ${poss()} ${relative()} ${name()} at ${phone()}${chance(0.4) ? ` x${digits(int(3, 5))}` : ""}.`,
    () =>
      `Pt is a ${int(18, 104)} ${sex()} with hx of ${clinical(int(2, 5))}, admitted ${date()} from ${hospital()}.`,
    () =>
      `${pick(["Transferred", "Discharged", "Sent", "Admitted"])} to ${hospital()} ${pick(["ward", "unit", "ICU", "Ward"])} ${int(1, 40)}${chance(0.3) ? letters(1) : ""} on ${date()} at ${time()}.`,
    () =>
      `Seen in ${surname()} ${pick(["Clinic", "Surgery", "Medical Centre", "Health Center"])} on ${pick(WEEKDAYS)} ${date()} at ${time()}.`,
    () =>
      `Follow up with ${pick(["Dr", "Dr.", "Prof", "NP"])} ${surname()} in ${int(1, 12)} ${pick(["weeks", "months", "days", "/52", "/12"])}; call ${phone()}.`,
    () =>
      `Dictated by: ${name()}, ${pick(["MD", "DO", "MBBS", "NP"])}\nD: ${date()} ${time()}\nT: ${date()} ${time()}\n${letters(int(2, 3))}/${letters(int(2, 3)).toLowerCase()}`,
    () => `cc: ${pick(["Dr.", "Dr", ""])} ${name()}; ${name()}, ${cue("credential").toUpperCase()}`,
    () => `Electronically signed by ${name()}, ${cue("credential").toUpperCase()} on ${date()} at ${time()}`,
    () =>
      `Dear ${pick(["Dr", "Dr.", "Mr", "Mrs", "Ms", "Prof"])} ${surname()},\n\nThank you for referring ${person()}, ${age()}, whom I saw on ${date()}.\n\nYours sincerely,\n\n${name()}\n${pick(["Consultant", "Registrar", "Specialist", "Attending"])} ${pick(words.clinical)}`,
    () =>
      `${surname().toUpperCase()}, ${given().toUpperCase()} (${int(18, 104)}${pick(["M", "F"])}) Bed ${int(1, 40)} - ${clinical(int(1, 3))}`,
    () => {
      const head = pick([
        ["Name", "DOB", "MRN"],
        ["Date", "Time", "BP", "HR"],
        ["Name", "Relationship", "Phone"],
        ["Patient", "Age", "Ward", "Consultant"],
      ]);
      const sep = pick([" | ", "\t", "  ", ","]);
      const cell = (h: string) =>
        /name|patient|consultant/i.test(h)
          ? name()
          : /dob|date/i.test(h)
            ? date()
            : /phone/i.test(h)
              ? phone()
              : /age/i.test(h)
                ? String(int(1, 104))
                : /time/i.test(h)
                  ? time()
                  : /relationship/i.test(h)
                    ? cap(relative())
                    : /ward/i.test(h)
                      ? `${cap(cue("place-head"))} ${int(1, 30)}`
                      : digits(int(2, 8));
      const rows = Array.from({ length: int(2, 6) }, () => head.map(cell).join(sep));
      return [head.join(sep), ...rows].join("\n");
    },
    () =>
      `${cased("address")}:\n${street()}\n${city()}, ${state()} ${s.postcode()}\n${cap(pick(words.countries))}`,
    () => `${pick(["Born", "born", "DOB"])} ${date()} in ${place()}.`,
    () => `${pick(["Smoker", `Lived in ${city()}`, "Married", "Served in the navy"])} ${years()}.`,
    () =>
      `Specimen received ${runTogether()} ${time()}; accession ${letters(1)}${two(int(0, 99))}-${digits(5)}.`,
    () =>
      `At the corner of ${surname()} ${pick(["St", "Street", "Ave"])} and ${surname()} ${pick(["Rd", "Road", "Blvd"])}.`,
    () =>
      `Per ${poss()} ${relative()}, ${given()} ${pick(["has been", "was", "is"])} ${pick(words.english)} since ${date()}.`,
    () =>
      `${name()} is ${pick(["a", "an"])} ${int(18, 104)}-year-old ${sex()} who presents with ${clinical(int(2, 4))}.`,
    () =>
      `${cased(cue("id-cue"))} ${pick(["#", "no.", "number", ":"])} ${s.identifier()}  ${cased(cue("date-cue"))} ${date()}`,
    () =>
      `${person()} ${cue("name-cue")} ${pick(["today", "this am", "overnight", `at ${time()}`])}; ${pick(["states", "reports", "denies", "says", "is"])} ${clinical(int(1, 3))}.`,
    () =>
      `Contact: ${name()} (${relative()}) - ${pick(["home", "mobile", "work", "cell"])} ${phone()}, email ${s.email()}`,
    () =>
      `${pick(["Now", "now", "Turned", "turns"])} ${int(60, 104)}${pick([" last week", " on her birthday", "", " today"])}; at ${int(18, 90)} ${pick(["she", "he"])} ${pick(["married", "retired", "moved"])}.`,
    () =>
      `${pick(["In her", "in his", "In their", "Early", "late"])} ${pick(["twenties", "thirties", "forties", "fifties", "sixties", "seventies", "eighties", "nineties"])}; ${pick(["eighty", "ninety", "seventy", "sixty"])}-${pick(["one", "two", "five", "eight"])} years old.`,
    () =>
      `DOB ${date()} (${int(1, 104)})${chance(0.5) ? `, ${int(1, 104)} ${pick(["yrs", "years", "y"])}` : ""}`,
    () =>
      `Re: ${name()}${pick([", DOB ", " - DOB: ", " (DOB ", ", born "])}${date()}${chance(0.5) ? `, ${pick(["MRN", "Hosp No", "NHS No"])} ${s.identifier()}` : ""}, ${city()}`,
    () => `${org()}\n${city()}\n${s.postcode()}\n\n${date()}`,
    () =>
      `${pick(["Referred to", "Transferred to", "Seen at", "Followed at", "Attends"])} ${pick([`St ${given()}'s`, `Royal ${city()}`, `University of ${city()}`, `${city()} General`, `${surname()} Memorial`])} ${pick(["Hospital", "Infirmary", "Medical Center", "Clinic", "Health Centre"])}${chance(0.5) ? ` in ${city()}` : ""}.`,
    () =>
      `${pick(["lives on", "Lives on", "lives off", "resides on"])} ${surname()} ${cap(cue("place-head"))}${chance(0.5) ? ` near ${city()}` : ""}.`,
    () =>
      `${pick(["Portal", "Results", "Booking"])}: ${pick(words.english)}.${pick(words.english)}.${pick(["org", "com", "nhs.uk", "gov"])}/${digits(int(3, 6))}`,
    () =>
      `Device ${[8, 4, 4, 4, 12].map((n) => Array.from({ length: n }, () => "0123456789abcdef"[int(0, 15)]).join("")).join("-")}`,
    () =>
      `\n${name()}\n${pick(["Consultant", "Registrar", "Staff Nurse", "Physician Assistant", "GP"])}\n${letters(2)}/${letters(2).toLowerCase()}`,
    () =>
      `${pick(["PMH", "PSH", "Hx"])}: ${pick(["CABG", "MI", "CVA", "PCI", "AVR"])} ${int(1980, 2024)}, ${pick(["appendectomy", "TKR", "THR", "lap chole"])} ${pick(["in", "'"])}${int(70, 99)}.`,
  ];
  return () => pick(templates)();
}
