/** The United States, written from general knowledge of its health system. */
import { dea, npi } from "../checks.ts";
import type { Country } from "../kit.ts";
import type { Rng } from "../rng.ts";
import { id, origin, phone, post, street, town } from "./common.ts";

const US_PLACES: readonly (readonly [string, string, number])[] = [
  ["Dayton", "OH", 45402],
  ["Brownsville", "TX", 78520],
  ["Fresno", "CA", 93701],
  ["Yonkers", "NY", 10701],
  ["Macon", "GA", 31201],
  ["Rochester", "MN", 55901],
  ["Tuba City", "AZ", 86045],
  ["Cicero", "IL", 60804],
  ["Yakima", "WA", 98901],
  ["Hialeah", "FL", 33010],
];
const US_STREETS =
  "Maple|Linden|Magnolia|Catalpa|Dogwood|Sycamore|Pecan|Juniper|Hickory|Chestnut|Cottonwood|Mesquite".split(
    "|",
  );

function usAddress(r: Rng) {
  const [city, st, zip] = r.pick(US_PLACES);
  const base = `${r.int(100, 9999)} ${r.pick(["", "N ", "S ", "E ", "W "])}${r.pick(US_STREETS)} ${r.pick(["Ave", "St", "Blvd", "Dr", "Ln", "Ct"])}`;
  const line = r.weighted([
    [4, base],
    [2, `${base} Apt ${r.int(1, 40)}${r.pick(["", "B", "C"])}`],
    [1, `${base} #${r.int(100, 450)}`],
    [1, `PO Box ${r.int(10, 9999)}`],
  ]);
  const z = String(zip + r.int(0, 30)).padStart(5, "0");
  return [
    street(line, "us-street-line"),
    ", ",
    town(city, "us-city"),
    `, ${st} `,
    post(r.chance(0.3) ? `${z}-${r.digits(4)}` : z, "us-zip"),
  ];
}

const MBI_A = "ACDEFGHJKMNPQRTUVWXY";
const MBI_AN = `${MBI_A}0123456789`;
const mbi = (r: Rng): string =>
  `${r.int(1, 9)}${r.letters(1, MBI_A)}${r.letters(1, MBI_AN)}${r.digits(1)}-${r.letters(1, MBI_A)}${r.letters(1, MBI_AN)}${r.digits(1)}-${r.letters(2, MBI_A)}${r.digits(2)}`;

export const US: Country = {
  code: "US",
  origins: [
    [
      25,
      origin(
        "anglo-american",
        "western",
        "Brittany|Ashley|Tammy|Kayleigh|Dolores|Peggy",
        "Dwayne|Cody|Randall|Travis|Clint|Earl",
        "Huffman|Whitaker|Pruitt|Caudill|Stamper|Hatfield|Brown|Rich",
      ),
    ],
    [
      20,
      origin(
        "hispanic",
        "two-surnames",
        "María Guadalupe|Yesenia|Maricela|Xiomara|Ana Lucía",
        "José Luis|Juan Carlos|Efraín|Jesús|Rigoberto",
        "Hernández|Ruiz|Villarreal|Garza|Treviño|Ochoa|Zamora|Cárdenas|Quintanilla",
      ),
    ],
    [
      18,
      origin(
        "african-american",
        "western",
        "LaToya|Shaniqua|Keisha|Ebony|Tanisha",
        "DeShawn|Jamal|Tyrone|Darnell|Marquis",
        "Washington|Jefferson|Freeman|Banks|Mayweather|Holloway|Battle",
      ),
    ],
    [
      10,
      origin(
        "korean-american",
        "western",
        "Ji-yeon|Soo-jin|Min-ji",
        "Sung-ho|Jae-won|Dong-hyun",
        "Kim|Park|Choi|Jung|Kang",
      ),
    ],
    [
      8,
      origin(
        "navajo-hopi",
        "western",
        "Shandiin|Nizhoni|Doli",
        "Ahiga|Tohonnie|Delbert",
        "Begay|Yazzie|Tsosie|Benally|Nez|Tsinajinnie",
      ),
    ],
    [
      8,
      origin(
        "somali-american",
        "western",
        "Ayaan|Hibo|Deqa",
        "Abdiwali|Guled|Mahad",
        "Mohamud|Ali|Nur|Osman",
      ),
    ],
  ],
  dateFormats: [
    [6, "mm/dd/yyyy"],
    [3, "Month d, yyyy"],
    [1, "yyyy-mm-dd"],
    [1, "Mon d"],
  ],
  address: usAddress,
  phones: [
    phone(
      "us-nanp",
      (r) =>
        `(${r.pick(["937", "956", "559", "914", "478", "507", "928", "708", "509", "305"])}) ${r.int(2, 9)}${r.digits(2)}-${r.digits(4)}`,
    ),
    phone(
      "us-nanp-dots",
      (r) => `${r.pick(["937", "559", "478"])}.${r.int(2, 9)}${r.digits(2)}.${r.digits(4)}`,
    ),
    phone(
      "us-nanp-1",
      (r) => `1-${r.pick(["800", "914", "507"])}-${r.int(2, 9)}${r.digits(2)}-${r.digits(4)}`,
    ),
  ],
  patientIds: [
    id("MRN: ", "us-mrn", "record-id", (r) => `${r.int(1, 9)}${r.digits(7)}`),
    id("Medicare MBI ", "us-mbi", "health-id", mbi),
    id("Member ID ", "us-member-id", "health-id", (r) => `${r.letters(3)}${r.digits(9)}`),
    id("SSN ", "us-ssn", "national-id", (r) => `${r.int(100, 665)}-${r.int(10, 99)}-${r.int(1000, 9999)}`),
    id("Acct # ", "us-account", "record-id", (r) => r.digits(9)),
  ],
  clinicianIds: [
    id("NPI ", "us-npi", "clinician-id", (r) => npi(r), true),
    id("DEA ", "us-dea", "clinician-id", (r, who) => dea(r, who?.surname ?? "X"), true),
    id("Lic # ", "us-state-license", "clinician-id", (r) => `${r.letters(1)}${r.digits(5)}`),
  ],
  hospitals: [
    "Miami Valley Hospital",
    "Valley Baptist Medical Center",
    "Community Regional Medical Center",
    "St. John's Riverside Hospital",
    "Atrium Health Navicent",
    "Saint Marys Hospital",
    "Tuba City Regional Health Care",
    "MacNeal Hospital",
    "Astria Toppenish Hospital",
    "Palmetto General Hospital",
  ],
  clinics: [
    "Five Rivers Health Centers",
    "Su Clinica",
    "United Health Centers of the San Joaquin Valley",
    "Open Door Family Medical Center",
    "Family Health Care of Macon",
    "Yakima Valley Farm Workers Clinic",
  ],
  pharmacies: ["CVS Pharmacy #4412", "Walgreens #10233", "H-E-B Pharmacy Brownsville", "Rite Aid #5301"],
  employers: [
    "Tyson Foods",
    "Amazon DAY1",
    "Walmart Supercenter #2211",
    "Kettering Health",
    "Mayo Clinic Laundry Services",
    "UPS Worldport",
  ],
  schools: ["Dunbar High School", "Porter Elementary", "Tuba City Boarding School"],
  words: { gp: "PCP", ed: "ED", ambulance: "EMS", emergencyNo: "911", mobile: "cell" },
  emailDomains: ["yahoo.com", "gmail.com", "aol.com", "comcast.net"],
};
