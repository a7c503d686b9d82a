/** Canada, written from general knowledge of its health system. */
import { bcPhn, luhnNumber } from "../checks.ts";
import type { Country } from "../kit.ts";
import type { Rng } from "../rng.ts";
import { id, origin, p2, phone, post, street, town } from "./common.ts";

const FSA_TAIL = "ABCEGHJKLMNPRSTVWXYZ";
const CA_PLACES: readonly (readonly [string, string, string])[] = [
  ["Brampton", "ON", "L"],
  ["Thunder Bay", "ON", "P"],
  ["Scarborough", "ON", "M"],
  ["Kanata", "ON", "K"],
  ["Laval", "QC", "H"],
  ["Sherbrooke", "QC", "J"],
  ["Lévis", "QC", "G"],
  ["Surrey", "BC", "V"],
  ["Prince George", "BC", "V"],
  ["Red Deer", "AB", "T"],
  ["Saskatoon", "SK", "S"],
  ["Thompson", "MB", "R"],
  ["Moncton", "NB", "E"],
  ["Dartmouth", "NS", "B"],
  ["Corner Brook", "NL", "A"],
  ["Iqaluit", "NU", "X"],
  ["Whitehorse", "YT", "Y"],
];
const CA_STREETS =
  "Maple|Birchmount|Tamarack|Spruce|Muskoka|Algonquin|Laurier|Cartier|Champlain|Saint-Denis|Des Érables|Portage|Aspen|Saskatchewan".split(
    "|",
  );

function caAddress(r: Rng) {
  const [city, prov, fsa] = r.pick(CA_PLACES);
  const quebec = prov === "QC";
  const no = r.int(1, 9800);
  const line = quebec
    ? r.pick([
        `${no}, rue ${r.pick(CA_STREETS)}`,
        `${r.int(101, 1805)}-${no} boul. ${r.pick(CA_STREETS)}`,
        `${no} ch. ${r.pick(CA_STREETS)}`,
      ])
    : r.pick([
        `${no} ${r.pick(CA_STREETS)} ${r.pick(["Cres", "Dr", "Ave", "St", "Blvd", "Rd", "Way"])}`,
        `${r.int(101, 2405)}-${no} ${r.pick(CA_STREETS)} ${r.pick(["Ave", "St"])}`,
        `Unit ${r.int(1, 40)}, ${no} ${r.pick(CA_STREETS)} Rd`,
        `RR ${r.int(1, 6)} Site ${r.int(1, 20)} Box ${r.int(1, 99)}`,
      ]);
  const code = `${fsa}${r.int(0, 9)}${r.letters(1, FSA_TAIL)} ${r.int(0, 9)}${r.letters(1, FSA_TAIL)}${r.int(0, 9)}`;
  return [
    street(line, "ca-street-line"),
    r.chance(0.5) ? ", " : "\n",
    town(city, "ca-city"),
    quebec && r.chance(0.5) ? " (Québec) " : ` ${prov} `,
    post(code, "ca-postal-code"),
  ];
}

/** Quebec health insurance number: surname letters, given initial, YYMMDD (+50 on the month for women), two digits. */
function ramq(
  r: Rng,
  who?: { surname: string; given: string; female: boolean; dob: { y: number; m: number; d: number } },
): string {
  const s = (who?.surname ?? "TREMBLAY")
    .normalize("NFD")
    .replace(/[^A-Za-z]/g, "")
    .toUpperCase()
    .padEnd(3, "X");
  const g =
    (who?.given ?? "J")
      .normalize("NFD")
      .replace(/[^A-Za-z]/g, "")
      .toUpperCase()[0] ?? "X";
  const b = who?.dob ?? { y: 1970, m: 1, d: 1 };
  return `${s.slice(0, 3)}${g} ${p2(b.y % 100)}${p2(b.m + (who?.female === true ? 50 : 0))} ${p2(b.d)}${r.digits(2)}`;
}

export const CA: Country = {
  code: "CA",
  origins: [
    [
      22,
      origin(
        "anglo-canadian",
        "western",
        "Brittany|Kayla|Jennifer|Heather|Meaghan",
        "Tyler|Brent|Garrett|Dustin|Curtis",
        "MacDonald|Campbell|Fraser|McLean|Wiebe|Friesen|Penner",
      ),
    ],
    [
      20,
      origin(
        "french-canadian",
        "western",
        "Geneviève|Marie-Ève|Josée|Chantal|Mélanie|Sylvie",
        "Mathieu|Jean-François|Étienne|Sébastien|Luc|Réjean",
        "Tremblay|Gagnon|Bouchard|Lévesque|Côté|Bélanger|Ouellet|Pelletier",
      ),
    ],
    [
      14,
      origin(
        "punjabi-canadian",
        "western",
        "Gurpreet|Harjit|Navdeep|Manpreet|Jaspreet",
        "Harjinder|Baljit|Kulwinder|Amandeep|Sukhdeep",
        "Sandhu|Dhaliwal|Grewal|Sidhu|Gill|Brar|Kaur|Singh",
      ),
    ],
    [
      10,
      origin(
        "cantonese-canadian",
        "western",
        "Ka Wai|Wing Yee|Suk Han|Mei Ling",
        "Kwok Keung|Chi Ming|Wai Lun|Ho Yin",
        "Chan|Wong|Leung|Cheung|Lau|Yip",
      ),
    ],
    [
      10,
      origin(
        "filipino-canadian",
        "western",
        "Ma. Cristina|Rowena|Jocelyn|Marites",
        "Rodel|Jerome|Arnel|Ramil",
        "Dela Cruz|Bautista|Villanueva|Manalo|Santos|Dimaculangan",
      ),
    ],
    [
      10,
      origin(
        "first-nations-inuit",
        "western",
        "Winona|Kateri|Tanis|Aputi|Kiawenniserathe",
        "Waylon|Tecumseh|Qaunaq|Oliver|Delbert",
        "Cardinal|Laboucan|Bigstone|Auger|Meekis|Kakegamic|Kilabuk|Alookie|Sinclair",
      ),
    ],
  ],
  dateFormats: [
    [4, "yyyy-mm-dd"],
    [3, "Month d, yyyy"],
    [2, "dd/mm/yyyy"],
    [2, "mm/dd/yyyy"],
    [1, "d Mon yyyy"],
  ],
  address: caAddress,
  phones: [
    phone(
      "ca-nanp",
      (r) =>
        `(${r.pick(["905", "807", "416", "613", "450", "819", "418", "604", "250", "403", "306", "204", "506", "902", "709", "867"])}) ${r.int(2, 9)}${r.digits(2)}-${r.digits(4)}`,
    ),
    phone(
      "ca-nanp-dash",
      (r) => `${r.pick(["647", "438", "778", "587", "431"])}-${r.int(2, 9)}${r.digits(2)}-${r.digits(4)}`,
    ),
    phone(
      "ca-nanp-ext",
      (r) =>
        `${r.pick(["416", "613", "514"])}-${r.int(2, 9)}${r.digits(2)}-${r.digits(4)} ext. ${r.digits(4)}`,
    ),
    phone(
      "ca-intl",
      (r) => `+1 ${r.pick(["604", "780", "902"])} ${r.int(2, 9)}${r.digits(2)} ${r.digits(4)}`,
    ),
  ],
  patientIds: [
    id(
      "OHIP # ",
      "ca-ohip",
      "health-id",
      (r) => {
        const n = luhnNumber(r, String(r.int(1, 9)), 10);
        return `${n.slice(0, 4)}-${n.slice(4, 7)}-${n.slice(7)}-${r.letters(2, "ABCDEFGHJKLMNPRSTVWXYZ")}`;
      },
      true,
    ),
    id(
      "PHN: ",
      "ca-bc-phn",
      "health-id",
      (r) => {
        const n = bcPhn(r);
        return `${n.slice(0, 4)} ${n.slice(4, 7)} ${n.slice(7)}`;
      },
      true,
    ),
    id("RAMQ: ", "ca-ramq", "health-id", ramq),
    id("AHCIP ", "ca-ab-phn", "health-id", (r) => `${r.digits(5)}-${r.digits(4)}`),
    id(
      "SIN ",
      "ca-sin",
      "national-id",
      (r) => {
        const n = luhnNumber(r, String(r.pick([1, 2, 3, 4, 5, 6, 7])), 9);
        return `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;
      },
      true,
    ),
    id("Chart # ", "ca-chart", "record-id", (r) => `${r.letters(1)}${r.digits(6)}`),
  ],
  clinicianIds: [
    id("CPSO # ", "ca-cpso", "clinician-id", (r) => String(r.int(50000, 129999))),
    id("Billing # ", "ca-billing", "clinician-id", (r) => r.digits(6)),
    id("Permis ", "ca-cmq-permit", "clinician-id", (r) => `${r.int(1, 2)}-${r.digits(5)}`),
  ],
  hospitals: [
    "Brampton Civic Hospital",
    "Thunder Bay Regional Health Sciences Centre",
    "Scarborough General Hospital",
    "Hôpital de la Cité-de-la-Santé",
    "CHUS Hôpital Fleurimont",
    "Hôtel-Dieu de Lévis",
    "Surrey Memorial Hospital",
    "University Hospital of Northern British Columbia",
    "Red Deer Regional Hospital",
    "Royal University Hospital",
    "Qikiqtani General Hospital",
    "Whitehorse General Hospital",
    "Dartmouth General Hospital",
  ],
  clinics: [
    "CLSC de Sherbrooke",
    "Wellfort Community Health Services",
    "Anishnawbe Mushkiki",
    "Surrey Urgent and Primary Care Centre",
    "Westview Family Health Team",
    "GMF Lévis-Centre",
  ],
  pharmacies: ["Shoppers Drug Mart #1123", "Jean Coutu Laval", "Pharmasave Prince George", "Rexall Red Deer"],
  employers: ["Bombardier", "Maple Leaf Foods", "Canada Post", "Tim Hortons", "Nutrien Potash", "Irving Oil"],
  schools: ["École secondaire Mitchell-Montcalm", "Inuksuk High School", "Turner Fenton Secondary School"],
  words: { gp: "family physician", ed: "ED", ambulance: "EMS", emergencyNo: "911", mobile: "cell" },
  emailDomains: ["videotron.ca", "gmail.com", "sympatico.ca", "shaw.ca"],
};
