/**
 * A "where to get help" leaflet: the country's national health, mental-health, poisons and child
 * helplines and services by name and number. These are published service numbers, not a person's
 * number (docs/evaluation.md, "World PHI-free, broad", conventions).
 */
import type { CountryCode } from "../../kit.ts";
import type { BroadDoc } from "../kit.ts";

/** A service as leaflets print it: what it is for, its name, its number (or how to reach it). */
type Service = readonly [purpose: string, name: string, number: string];

export const HELPLINES: Readonly<Record<CountryCode, readonly Service[]>> = {
  AU: [
    ["Health advice, any time", "healthdirect", "1800 022 222"],
    ["Crisis support", "Lifeline", "13 11 14"],
    ["Aboriginal and Torres Strait Islander crisis support", "13YARN", "13 92 76"],
    ["Poisons information", "Poisons Information Centre", "13 11 26"],
    ["Anxiety and depression", "Beyond Blue", "1300 22 4636"],
    ["Emergency", "Triple Zero", "000"],
  ],
  NZ: [
    ["Free health advice", "Healthline", "0800 611 116"],
    ["Need to talk? Free call or text", "1737", "1737"],
    ["Poisons", "National Poisons Centre", "0800 764 766"],
    ["Parenting advice", "PlunketLine", "free call, 24/7"],
    ["Emergency", "ambulance, fire, police", "111"],
  ],
  CA: [
    ["Non-urgent health advice from a registered nurse", "Health811 / HealthLink", "811"],
    ["Suicide crisis helpline", "9-8-8", "988"],
    ["Youth support", "Kids Help Phone", "1-800-668-6868"],
    ["Emergency", "EMS", "911"],
    ["Info-Santé (Québec)", "Info-Santé", "811"],
  ],
  IE: [
    ["Health information", "HSE Live", "1800 700 700"],
    ["Emotional support", "Samaritans", "116 123"],
    ["Suicide and self-harm crisis", "Pieta", "1800 247 247"],
    ["Out of hours GP", "GP out-of-hours co-op", "via your GP's answering message"],
    ["Emergency", "ambulance", "112 or 999"],
  ],
  IN: [
    ["Ambulance", "emergency response service", "108"],
    ["Pregnant women and sick infants (JSSK free transport)", "ambulance", "102"],
    ["Mental health support", "Tele-MANAS", "14416 or 1-800-891-4416"],
    ["Children in distress", "Childline", "1098"],
    ["HIV/AIDS information", "NACO helpline", "1097"],
    ["Health information", "health helpline", "104"],
  ],
  ZA: [
    ["Ambulance", "EMS", "10177"],
    ["From a cell phone", "emergency", "112"],
    ["Suicide crisis line", "SADAG", "0800 567 567"],
    ["HIV and TB questions", "AIDS Helpline", "0800 012 322"],
    ["Children", "Childline", "116"],
  ],
  NG: [
    ["Emergency", "national emergency number", "112"],
    ["Infectious disease reporting (Lassa, cholera, mpox)", "NCDC toll-free", "6232"],
    ["Drug quality complaints", "NAFDAC", "via the Mas-Clip SMS code on the pack"],
    ["Health insurance enquiries", "NHIA contact centre", "on your enrolment slip"],
  ],
  SG: [
    ["Emergency ambulance", "SCDF", "995"],
    ["Non-emergency ambulance", "non-emergency ambulance", "1777"],
    ["Suicide prevention", "SOS", "1767"],
    ["Mental health helpline, 24 hours", "Mental Health Helpline", "6389 2222"],
    ["Mental well-being", "mindline", "1771"],
  ],
};

/** The 0800-style numbers above, which the generator test's phone check allows by name. */
export const HELPLINE_NUMBERS: readonly string[] = Object.values(HELPLINES)
  .flat()
  .map((s) => s[2])
  .filter((n) => /^0\d{3} \d{3} \d{3}$/.test(n));

const TOPICS = [
  "Feeling low after your baby is born",
  "After a mental health assessment in the emergency department",
  "Poisoning and overdose: what to do",
  "Your child's first weeks at home",
  "When to get help with a fever",
  "Staying safe after self-harm",
  "Looking after yourself as a carer",
];

export const HELPLINE_LEAFLET: BroadDoc = {
  name: "helpline leaflet",
  weight: 4,
  build(r, v) {
    const services = HELPLINES[v.code];
    const style = r.pick(["colon", "dash", "table"] as const);
    const lines = services
      .filter((_, k) => k === 0 || r.chance(0.75))
      .map(([what, name, num]) =>
        style === "colon"
          ? `${what}: ${name}, ${num}`
          : style === "dash"
            ? `• ${name} - ${num} (${what.toLowerCase()})`
            : `| ${name} | ${num} | ${what} |`,
      );
    return [
      r.pick(TOPICS),
      r.pick([
        "You are not alone. These services are free and confidential.",
        "Keep this card somewhere easy to find.",
        "If you are worried, it is always OK to ask for help.",
      ]),
      r.pick(["Who to call", "WHERE TO GET HELP", "Useful numbers", "Support services"]),
      ...(style === "table" ? ["| Service | Number | For |"] : []),
      ...lines,
      `If someone is in danger right now, call ${v.emergency}.`,
      r.pick([
        "Interpreters are free: ask for one in your language.",
        "Your GP or practice nurse can also help you make a plan.",
        "Bring this leaflet to your next appointment.",
      ]),
    ].join("\n");
  },
};
