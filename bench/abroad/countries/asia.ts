/** India and Singapore, written from general knowledge of their health systems. */
import { aadhaar, nric } from "../checks.ts";
import type { Country } from "../kit.ts";
import type { Rng } from "../rng.ts";
import { id, origin, phone, post, street, town } from "./common.ts";

const IN_CITIES: readonly (readonly [string, string, number, readonly string[]])[] = [
  ["Bengaluru", "Karnataka", 560, ["Indiranagar", "Jayanagar 4th Block", "Yelahanka New Town", "HSR Layout"]],
  ["Chennai", "Tamil Nadu", 600, ["Mylapore", "Ambattur", "T. Nagar", "Tondiarpet"]],
  ["Hyderabad", "Telangana", 500, ["Kukatpally", "Dilsukhnagar", "Mehdipatnam", "Secunderabad"]],
  ["Pune", "Maharashtra", 411, ["Kothrud", "Hadapsar", "Pimpri", "Aundh"]],
  ["Kolkata", "West Bengal", 700, ["Behala", "Salt Lake Sector V", "Dum Dum", "Garia"]],
  ["New Delhi", "Delhi", 110, ["Lajpat Nagar", "Rohini Sector 7", "Mayur Vihar Phase 1", "Karol Bagh"]],
  ["Lucknow", "Uttar Pradesh", 226, ["Gomti Nagar", "Aliganj", "Indira Nagar"]],
  ["Kochi", "Kerala", 682, ["Edappally", "Kakkanad", "Palarivattom"]],
  ["Ahmedabad", "Gujarat", 380, ["Maninagar", "Navrangpura", "Bopal"]],
  ["Patna", "Bihar", 800, ["Kankarbagh", "Boring Road", "Rajendra Nagar"]],
];

function inAddress(r: Rng) {
  const [city, state, pin, localities] = r.pick(IN_CITIES);
  const line = r.weighted([
    [
      3,
      `Flat No. ${r.int(1, 12)}0${r.int(1, 8)} ${r.pick(["Sai Krupa", "Lakshmi Nivas", "Shanti Kunj", "Green Meadows", "Prestige Lakeside"])} Apartments`,
    ],
    [2, `H.No. ${r.int(1, 16)}-${r.int(1, 9)}-${r.int(10, 990)}/${r.pick(["A", "B", "1"])}`],
    [
      2,
      `No. ${r.int(1, 120)} ${r.pick(["1st", "2nd", "3rd", "4th", "5th", "8th", "11th", "12th"])} Cross ${r.pick(["Road", "Street"])}`,
    ],
    [2, `${r.letters(1, "ABCDEFGHJK")}-${r.int(1, 300)} ${r.pick(["Sector", "Block"])} ${r.int(1, 60)}`],
    [
      1,
      `Door No. ${r.int(1, 60)}/${r.int(1, 400)} ${r.pick(["Gandhi", "Nehru", "Ambedkar", "Tilak"])} Street`,
    ],
  ]);
  const pinText = `${pin}${r.digits(3)}`;
  return [
    street(line, "in-house-line"),
    ", ",
    town(r.pick(localities), "in-locality"),
    r.chance(0.5) ? ", " : ",\n",
    town(city, "in-city"),
    r.pick([" - ", " ", "-"]),
    post(r.chance(0.2) ? `${pinText.slice(0, 3)} ${pinText.slice(3)}` : pinText, "in-pin"),
    r.chance(0.6) ? `, ${state}` : "",
  ];
}

export const IN: Country = {
  code: "IN",
  origins: [
    [
      20,
      origin(
        "north-indian",
        "western",
        "Sunita|Pooja|Kavita|Rekha|Anjali|Priyanka",
        "Rajesh|Sanjay|Amit|Vikas|Rakesh|Deepak",
        "Sharma|Verma|Chauhan|Yadav|Agarwal|Tripathi|Mishra|Srivastava",
      ),
    ],
    [
      18,
      origin(
        "south-indian",
        "initial-first",
        "Lakshmi|Meenakshi|Kalaivani|Sowmya|Padmavathi|Revathi",
        "Venkatesh|Murugan|Senthil|Karthikeyan|Balaji|Raghavendra",
        "Iyer|Reddy|Nair|Subramanian|Pillai|Rao|Gowda|Naidu",
      ),
    ],
    [
      12,
      origin(
        "bengali",
        "western",
        "Tanushree|Moumita|Sharmistha|Rupa",
        "Sourav|Debashish|Arindam|Subhajit",
        "Chatterjee|Bhattacharya|Mukherjee|Ghosh|Sengupta|Das",
      ),
    ],
    [
      12,
      origin(
        "indian-muslim",
        "western",
        "Shabana|Nasreen|Farheen|Rukhsar",
        "Mohd. Irfan|Imtiaz|Salim|Arshad",
        "Qureshi|Ansari|Siddiqui|Shaikh|Khan|Pathan",
      ),
    ],
    [
      10,
      origin(
        "sikh-punjabi",
        "western",
        "Harpreet Kaur|Gurleen Kaur|Simran",
        "Gurdeep Singh|Harvinder Singh|Jaswinder",
        "Bhatia|Ahluwalia|Bedi|Chadha|Kohli",
      ),
    ],
    [
      10,
      origin(
        "malayali-christian",
        "western",
        "Mary|Ancy|Jincy|Tessy",
        "Thomas|Jomon|Biju|Saji",
        "Varghese|George|Kurian|Mathew|Chacko|Joseph",
      ),
    ],
    [
      6,
      origin(
        "marathi-gujarati",
        "western",
        "Snehal|Rupali|Hetal|Bhavna",
        "Sachin|Nilesh|Ketan|Hitesh",
        "Deshpande|Kulkarni|Patil|Joshi|Patel|Shah|Mehta",
      ),
    ],
  ],
  dateFormats: [
    [5, "dd/mm/yyyy"],
    [3, "dd-mm-yyyy"],
    [2, "dd.mm.yyyy"],
    [2, "dth Month, yyyy"],
    [1, "d Mon yyyy"],
  ],
  address: inAddress,
  phones: [
    phone("in-mobile", (r) => `${r.int(6, 9)}${r.digits(4)} ${r.digits(5)}`),
    phone("in-mobile-run", (r) => `${r.int(7, 9)}${r.digits(9)}`),
    phone("in-intl", (r) => `+91 ${r.int(7, 9)}${r.digits(4)} ${r.digits(5)}`),
    phone(
      "in-landline",
      (r) =>
        `${r.pick(["080", "044", "040", "020", "033", "011", "0522", "0484"])}-${r.digits(4)} ${r.digits(4)}`,
    ),
  ],
  patientIds: [
    id(
      "Aadhaar No. ",
      "in-aadhaar",
      "national-id",
      (r) => {
        const n = aadhaar(r);
        return `${n.slice(0, 4)} ${n.slice(4, 8)} ${n.slice(8)}`;
      },
      true,
    ),
    id(
      "ABHA No: ",
      "in-abha",
      "health-id",
      (r) => `${r.digits(2)}-${r.digits(4)}-${r.digits(4)}-${r.digits(4)}`,
    ),
    id("UHID: ", "in-uhid", "record-id", (r) => `${r.pick(["MH", "AH", "KIMS", "NH", "FH"])}${r.digits(8)}`),
    id("IP No. ", "in-ip-number", "record-id", (r) => `IP/${r.int(19, 25)}/${r.digits(5)}`),
    id("MRD No. ", "in-mrd", "record-id", (r) => `${r.int(19, 25)}-${r.digits(6)}`),
    id(
      "PAN ",
      "in-pan",
      "national-id",
      (r, who) =>
        `${r.letters(3, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")}P${(who?.surname.replace(/[^A-Za-z]/g, "")[0] ?? "K").toUpperCase()}${r.digits(4)}${r.letters(1, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")}`,
    ),
    id("CGHS Card No. ", "in-cghs", "health-id", (r) => r.digits(7)),
  ],
  clinicianIds: [
    id("KMC Reg. No. ", "in-kmc", "clinician-id", (r) => String(r.int(10000, 129999))),
    id(
      "Reg. No. ",
      "in-smc",
      "clinician-id",
      (r) => `${r.pick(["TNMC", "DMC/R", "MMC", "TSMC", "WBMC"])}/${r.int(1990, 2022)}/${r.digits(4)}`,
    ),
    id("NMC Reg. No. ", "in-nmc", "clinician-id", (r) => `${r.digits(2)}-${r.digits(5)}`),
  ],
  hospitals: [
    "Manipal Hospital Old Airport Road",
    "Apollo Hospitals Greams Road",
    "KIMS Hospitals Secunderabad",
    "Ruby Hall Clinic",
    "AMRI Hospitals Salt Lake",
    "Sir Ganga Ram Hospital",
    "Sahara Hospital Lucknow",
    "Aster Medcity",
    "Sterling Hospital Ahmedabad",
    "Paras HMRI Hospital",
    "Narayana Health City",
    "Government General Hospital",
  ],
  clinics: [
    "Sri Sai Clinic",
    "Mohalla Clinic Lajpat Nagar",
    "Urban Primary Health Centre Kankarbagh",
    "Dr. Lal PathLabs collection centre",
    "Vasan Eye Care",
    "Cloudnine Clinic",
  ],
  pharmacies: [
    "Apollo Pharmacy Jayanagar",
    "MedPlus Kukatpally",
    "Jan Aushadhi Kendra Aliganj",
    "Wellness Forever Kothrud",
  ],
  employers: [
    "Infosys Electronic City",
    "Tata Consultancy Services",
    "Indian Railways",
    "State Bank of India",
    "Reliance Jio",
    "Bajaj Auto Chakan",
  ],
  schools: ["Kendriya Vidyalaya No. 2", "Delhi Public School Rohini", "St. Joseph's Boys' High School"],
  words: {
    gp: "family physician",
    ed: "Casualty",
    ambulance: "108 ambulance",
    emergencyNo: "108",
    mobile: "Mob.",
  },
  emailDomains: ["gmail.com", "rediffmail.com", "yahoo.co.in", "hotmail.com"],
};

const SG_TOWNS: readonly (readonly [string, string, readonly string[]])[] = [
  ["Ang Mo Kio", "56", ["Ang Mo Kio Ave 3", "Ang Mo Kio Ave 10", "Ang Mo Kio St 21"]],
  ["Bedok", "46", ["Bedok North St 2", "Bedok Reservoir Rd", "New Upper Changi Rd"]],
  ["Jurong West", "64", ["Jurong West St 41", "Jurong West St 91", "Boon Lay Dr"]],
  ["Tampines", "52", ["Tampines St 21", "Tampines Ave 4", "Tampines St 81"]],
  ["Woodlands", "73", ["Woodlands Dr 14", "Woodlands Circle", "Marsiling Rise"]],
  ["Yishun", "76", ["Yishun Ring Rd", "Yishun Ave 11", "Yishun St 22"]],
  ["Toa Payoh", "31", ["Lorong 1 Toa Payoh", "Toa Payoh Lorong 8", "Kim Keat Link"]],
  ["Sengkang", "54", ["Compassvale Crescent", "Rivervale Drive", "Anchorvale Link"]],
  ["Choa Chu Kang", "68", ["Choa Chu Kang Ave 4", "Teck Whye Lane", "Keat Hong Close"]],
];

function sgAddress(r: Rng) {
  const [, sector, streets] = r.pick(SG_TOWNS);
  const block = r.int(100, 899);
  const unit = `#${String(r.int(2, 16)).padStart(2, "0")}-${String(r.int(1, 580)).padStart(2, "0")}`;
  const landed = r.chance(0.15);
  const line = landed
    ? `${r.int(1, 90)} Jalan ${r.pick(["Kembangan", "Bunga Rampai", "Kechubong", "Lembah Kallang"])}`
    : r.pick([
        `Blk ${block} ${r.pick(streets)} ${unit}`,
        `${block} ${r.pick(streets)}, ${unit}`,
        `Block ${block}${r.pick(["", "A", "B"])} ${r.pick(streets)} ${unit}`,
      ]);
  const code = landed
    ? `${r.pick(["41", "42", "57"])}${r.digits(4)}`
    : `${sector}${String(block).padStart(4, "0").slice(-4)}`;
  const spelt = r.chance(0.5);
  return [
    street(line, landed ? "sg-landed-line" : "sg-hdb-line"),
    spelt ? ", Singapore " : "\nS(",
    post(code.slice(0, 6), "sg-postal-code"),
    spelt ? "" : ")",
  ];
}

export const SG: Country = {
  code: "SG",
  origins: [
    [
      30,
      origin(
        "sg-chinese",
        "family-first",
        "Hui Ling|Mei Xin|Shu Fen|Li Ting|Siew Lan|Bee Hoon",
        "Wei Ming|Boon Keng|Kok Leong|Jun Jie|Chee Seng|Ah Kow",
        "Tan|Lim|Ng|Goh|Ong|Teo|Koh|Chua|Seah|Lee|Yeo|Sim",
      ),
    ],
    [
      12,
      origin(
        "sg-chinese-christian-name",
        "western",
        "Jasmine|Michelle|Evelyn|Cheryl",
        "Jason|Desmond|Kelvin|Benjamin",
        "Tan|Lim|Goh|Heng|Tay|Quek",
      ),
    ],
    [
      18,
      origin(
        "malay",
        "malay",
        "Nurul Aisyah|Siti Hajar|Nur Farhana|Norhayati|Rosnah",
        "Muhammad Hafiz|Ahmad Firdaus|Mohd Rizal|Zulkifli|Iskandar",
        "Abdul Rahman|Ismail|Hassan|Osman|Salleh|Ibrahim|Yusof",
      ),
    ],
    [
      14,
      origin(
        "sg-tamil",
        "tamil-sg",
        "Kavitha|Malathi|Thenmozhi|Vasanthi",
        "Suresh|Rajendran|Ganesan|Muthu",
        "Ramasamy|Muthusamy|Krishnan|Arumugam|Subramaniam|Pillai",
      ),
    ],
    [
      8,
      origin(
        "eurasian",
        "western",
        "Gwendolyn|Rosemarie|Natalie",
        "Clement|Bernard|Aloysius",
        "de Souza|Pereira|Oliveiro|Rodrigues|Westerhout|D'Cruz",
      ),
    ],
    [
      8,
      origin(
        "filipino-worker",
        "western",
        "Maricel|Jennylyn|Rosalie",
        "Jomar|Reynaldo|Marvin",
        "Dela Peña|Magbanua|Tolentino|Pangilinan",
      ),
    ],
    [
      6,
      origin(
        "prc-chinese",
        "family-first",
        "Xiaoyan|Jingjing|Yuxin",
        "Zhiqiang|Haoran|Yifan",
        "Zhao|Sun|Wu|Ma|Hu",
      ),
    ],
  ],
  dateFormats: [
    [5, "dd/mm/yyyy"],
    [3, "d Mon yyyy"],
    [2, "d Month yyyy"],
    [1, "dd-MON-yyyy"],
  ],
  address: sgAddress,
  townNames: SG_TOWNS.map(([name]) => name),
  phones: [
    phone("sg-mobile", (r) => `${r.int(8, 9)}${r.digits(3)} ${r.digits(4)}`),
    phone("sg-mobile-run", (r) => `${r.int(8, 9)}${r.digits(7)}`),
    phone("sg-landline", (r) => `6${r.digits(3)} ${r.digits(4)}`),
    phone("sg-intl", (r) => `+65 ${r.int(8, 9)}${r.digits(3)} ${r.digits(4)}`),
  ],
  patientIds: [
    id("NRIC: ", "sg-nric", "national-id", (r) => nric(r, r.pick(["S", "T"])), true),
    id("NRIC ", "sg-nric", "national-id", (r) => nric(r, r.pick(["S", "T"])), true),
    id("FIN: ", "sg-fin", "national-id", (r) => nric(r, r.pick(["F", "G"])), true),
    id("Case No. ", "sg-case-number", "record-id", (r) => `${r.int(20, 26)}-${r.digits(6)}`),
    id("WP No. ", "sg-work-permit", "other-id", (r) => `0 ${r.digits(8)}`),
  ],
  clinicianIds: [
    id("MCR ", "sg-mcr", "clinician-id", (r) => `M${r.digits(5)}${r.letters(1)}`),
    id("SNB ", "sg-snb", "clinician-id", (r) => `R${r.digits(6)}${r.letters(1)}`),
  ],
  hospitals: [
    "Khoo Teck Puat Hospital",
    "Changi General Hospital",
    "Ng Teng Fong General Hospital",
    "Sengkang General Hospital",
    "Tan Tock Seng Hospital",
    "Singapore General Hospital",
    "KK Women's and Children's Hospital",
    "Woodlands Health Campus",
    "Institute of Mental Health",
  ],
  clinics: [
    "Ang Mo Kio Polyclinic",
    "Bedok Polyclinic",
    "Jurong Polyclinic",
    "Tampines Polyclinic",
    "Woodlands Polyclinic",
    "Yishun Polyclinic",
    "Toa Payoh Polyclinic",
    "Raffles Medical Sengkang",
  ],
  pharmacies: ["Guardian Tampines Mall", "Watsons Causeway Point", "Unity Pharmacy Toa Payoh"],
  employers: [
    "SMRT Trains",
    "Sheng Siong Supermarket",
    "SATS Ltd",
    "Keppel Shipyard",
    "NTUC FairPrice",
    "Changi Airport Group",
  ],
  schools: ["Ang Mo Kio Secondary School", "Jurong West Primary School", "Temasek Polytechnic"],
  words: { gp: "family physician", ed: "A&E", ambulance: "SCDF", emergencyNo: "995", mobile: "HP" },
  emailDomains: ["singnet.com.sg", "gmail.com", "hotmail.com", "yahoo.com.sg"],
};
