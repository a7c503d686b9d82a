/** Nigeria, written from general knowledge of its health system. */
import type { Country } from "../kit.ts";
import type { Rng } from "../rng.ts";
import { id, origin, phone, post, street, town } from "./common.ts";

const NG_PLACES: readonly (readonly [string, string, string, readonly string[]])[] = [
  ["Lagos", "Lagos State", "100", ["Surulere", "Yaba", "Ikeja", "Isolo", "Mushin", "Ajegunle", "Ikorodu"]],
  ["Ibadan", "Oyo State", "200", ["Bodija", "Mokola", "Agodi", "Challenge"]],
  ["Enugu", "Enugu State", "400", ["Independence Layout", "Uwani", "Abakpa Nike", "Ogui"]],
  ["Kano", "Kano State", "700", ["Nassarawa GRA", "Sabon Gari", "Tarauni"]],
  ["Abuja", "FCT", "900", ["Gwarinpa", "Garki Area 11", "Kubwa", "Nyanya"]],
  ["Port Harcourt", "Rivers State", "500", ["Rumuokoro", "D-Line", "Diobu", "Rumuola"]],
  ["Benin City", "Edo State", "300", ["Ugbowo", "GRA", "Uselu"]],
  ["Zaria", "Kaduna State", "810", ["Samaru", "Tudun Wada"]],
  ["Calabar", "Cross River State", "540", ["Marian", "Big Qua Town"]],
  ["Ile-Ife", "Osun State", "220", ["Mayfair", "Lagere"]],
];

function ngAddress(r: Rng) {
  const [city, state, pc, areas] = r.pick(NG_PLACES);
  const road = `${r.pick(["Adeola Odeku", "Herbert Macaulay", "Awolowo", "Zik", "Ahmadu Bello", "Murtala Mohammed", "Ogui", "Aba", "Ikwerre"])} ${r.pick(["Street", "Road", "Way", "Crescent"])}`;
  const line = r.weighted([
    [3, `No. ${r.int(1, 90)} ${road}`],
    [2, `${r.int(1, 60)}, ${road}`],
    [1, `Plot ${r.int(1, 900)} ${r.pick(["Gwarinpa Estate", "Trans-Ekulu", "Federal Housing Estate"])}`],
    [1, `Block ${r.int(1, 40)} Flat ${r.int(1, 12)}, Jakande Estate`],
    [
      2,
      `${r.pick(["Behind", "Opposite", "Close to", "Beside"])} ${r.pick(["St. Mary's Catholic Church", "Total filling station", "the old motor park", "Central Mosque", "Deeper Life Bible Church"])}, off ${road}`,
    ],
  ]);
  const parts = [
    street(line, "ng-street-or-landmark"),
    ", ",
    town(r.pick(areas), "ng-area"),
    ", ",
    town(city, "ng-city"),
  ];
  if (r.chance(0.25)) parts.push(" ", post(`${pc}${r.digits(3)}`, "ng-postcode"));
  if (r.chance(0.6)) parts.push(`, ${state}`);
  return parts;
}

const NG_PREFIX = [
  "0803",
  "0806",
  "0813",
  "0816",
  "0703",
  "0706",
  "0805",
  "0807",
  "0815",
  "0705",
  "0802",
  "0808",
  "0812",
  "0701",
  "0809",
  "0817",
  "0818",
  "0909",
  "0908",
  "0906",
];

export const NG: Country = {
  code: "NG",
  origins: [
    [
      25,
      origin(
        "yoruba",
        "western",
        "Oluwaseun|Funmilayo|Temitope|Oluwakemi|Adebola|Yetunde|Morenike",
        "Adebayo|Olumide|Babatunde|Oluwafemi|Ayodele|Kolawole",
        "Adeyemi|Ogunleye|Olatunji|Adebisi|Akinola|Oyelaran|Fashola|Ogundipe",
      ),
    ],
    [
      22,
      origin(
        "igbo",
        "western",
        "Ngozi|Chiamaka|Ifeoma|Adaobi|Nkechi|Uchechi",
        "Chukwuemeka|Obinna|Ikenna|Chinedu|Nnamdi|Ebuka",
        "Okonkwo|Eze|Nwosu|Okafor|Obi|Nwachukwu|Onyekachi|Uzoma|Anyanwu",
      ),
    ],
    [
      20,
      origin(
        "hausa-fulani",
        "western",
        "Aisha|Hadiza|Zainab|Hauwa|Fatima|Amina",
        "Abubakar|Musa|Usman|Ibrahim|Aminu|Sani",
        "Bello|Danjuma|Abdullahi|Garba|Sani|Yakubu|Lawal|Mohammed",
      ),
    ],
    [
      10,
      origin(
        "edo-ijaw",
        "western",
        "Osarugue|Ebiere|Tari|Efe",
        "Osagie|Ebikabowei|Tamuno|Ehis",
        "Osaro|Ebiwei|Igbinedion|Okoro|Ogbebor",
      ),
    ],
    [
      8,
      origin(
        "efik-ibibio",
        "western",
        "Aniekan|Mfon|Eno|Imaobong",
        "Udeme|Ekpenyong|Etim|Bassey",
        "Ekpo|Etim|Bassey|Udoh|Akpan|Essien",
      ),
    ],
    [
      15,
      origin(
        "ng-word-names",
        "western",
        "Blessing|Patience|Favour|Precious|Comfort|Mercy|Peace",
        "Goodluck|Sunday|Godswill|Friday|Innocent|Emmanuel|Gift",
        "Okoro|Eze|Bello|Adamu|Johnson|Peters|Onu",
      ),
    ],
  ],
  dateFormats: [
    [5, "dd/mm/yyyy"],
    [3, "dth Month, yyyy"],
    [2, "d Month yyyy"],
    [2, "dd-mm-yyyy"],
    [1, "d/m/yy"],
  ],
  address: ngAddress,
  phones: [
    phone("ng-mobile", (r) => `${r.pick(NG_PREFIX)} ${r.digits(3)} ${r.digits(4)}`),
    phone("ng-mobile-run", (r) => `${r.pick(NG_PREFIX)}${r.digits(7)}`),
    phone("ng-intl", (r) => `+234 ${r.pick(NG_PREFIX).slice(1)} ${r.digits(3)} ${r.digits(4)}`),
    phone("ng-mobile-dash", (r) => `${r.pick(NG_PREFIX)}-${r.digits(3)}-${r.digits(4)}`),
  ],
  patientIds: [
    id(
      "Hosp. No: ",
      "ng-hospital-number",
      "record-id",
      (r) =>
        `${r.pick(["LUTH", "UCH", "UNTH", "ABUTH", "AKTH", "UBTH", "OAUTHC", "UPTH"])}/${r.pick(["", "A/"])}${r.int(10, 25)}/${r.digits(r.pick([4, 5]))}`,
    ),
    id("Hospital No. ", "ng-hospital-number-run", "record-id", (r) => `${r.digits(2)}/${r.digits(5)}`),
    id("NIN: ", "ng-nin", "national-id", (r) => r.digits(11)),
    id("NHIA No. ", "ng-nhia", "health-id", (r) => `${r.digits(8)}-${r.pick(["0", "1", "2"])}${r.int(1, 4)}`),
  ],
  clinicianIds: [
    id("MDCN Folio ", "ng-mdcn-folio", "clinician-id", (r) => `MDCN/R/${r.digits(5)}`),
    id("Folio No. ", "ng-mdcn-folio-run", "clinician-id", (r) => r.digits(5)),
    id("NMCN ", "ng-nmcn", "clinician-id", (r) => `RN ${r.digits(6)}`),
  ],
  hospitals: [
    "Lagos University Teaching Hospital",
    "University College Hospital Ibadan",
    "University of Nigeria Teaching Hospital Ituku-Ozalla",
    "Aminu Kano Teaching Hospital",
    "National Hospital Abuja",
    "University of Port Harcourt Teaching Hospital",
    "University of Benin Teaching Hospital",
    "Ahmadu Bello University Teaching Hospital",
    "University of Calabar Teaching Hospital",
    "Obafemi Awolowo University Teaching Hospitals Complex",
    "General Hospital Ikorodu",
    "Federal Medical Centre Ebute-Metta",
  ],
  clinics: [
    "Primary Health Centre Ajegunle",
    "Comprehensive Health Centre Kubwa",
    "St. Nicholas Hospital",
    "Reddington Hospital",
    "Mother and Child Hospital Akure",
    "Faith Mediplex",
  ],
  pharmacies: ["HealthPlus Pharmacy Ikeja", "MedPlus Pharmacy Yaba", "Alpha Pharmacy Enugu"],
  employers: [
    "Dangote Cement Obajana",
    "Nigerian Breweries",
    "Shell Petroleum Development Company",
    "Guaranty Trust Bank",
    "Lagos State Ministry of Education",
    "Nigeria Police Force",
  ],
  schools: ["Queen's College Yaba", "Federal Government College Enugu", "Corona Secondary School Agbara"],
  words: { gp: "GP", ed: "CHER", ambulance: "LASAMBUS", emergencyNo: "112", mobile: "GSM" },
  emailDomains: ["yahoo.com", "gmail.com", "outlook.com"],
};
