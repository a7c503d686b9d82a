/**
 * Name populations of the sixth corpus, written by hand from general knowledge of the names common in
 * each community (no list copied). Each population says how its full name is written.
 */
import type { Rng } from "./rng.ts";

export type Country = "UK" | "US" | "AU" | "NZ" | "CA" | "IE" | "IN" | "ZA" | "NG" | "SG";
export const COUNTRIES: readonly Country[] = ["UK", "US", "AU", "NZ", "CA", "IE", "IN", "ZA", "NG", "SG"];
export const EIGHT: readonly Country[] = ["AU", "NZ", "CA", "IE", "IN", "ZA", "NG", "SG"];

/** How a population orders its names: given-first, family-first (SG Chinese), patronymic (Malay, Tamil). */
type Order = "western" | "family-first" | "bin" | "so";

interface Population {
  readonly f: readonly string[];
  readonly m: readonly string[];
  readonly family: readonly string[];
  readonly order: Order;
}

const w = (s: string): string[] => s.split(",").map((x) => x.trim());

const POP: Record<string, Population> = {
  anglo: {
    f: w("Olivia,Charlotte,Chloe,Jessica,Kylie,Tracey,Shannon,Brooke,Jade,Bethany,Margaret,Joan,Hope,Faith"),
    m: w("Jack,Liam,Mitchell,Brendan,Darren,Craig,Lachlan,Harrison,Nathan,Wayne,Trevor,Colin,Bruce,Rhys"),
    family: w(
      "Wilson,Thompson,Walsh,Hughes,Baxter,Pritchard,Holloway,Kettle,Fairweather,Bird,Marsh,Sharp,Dawe",
    ),
    order: "western",
  },
  irish: {
    f: w("Aoife,Siobhán,Niamh,Caoimhe,Gráinne,Róisín,Saoirse,Éabha,Clodagh,Orla,Deirdre,Bríd"),
    m: w("Pádraig,Cian,Oisín,Darragh,Tadhg,Eoin,Ciarán,Colm,Diarmuid,Seán,Fionn,Donncha"),
    family: w(
      "Ó Súilleabháin,Ní Bhriain,Mac Cárthaigh,Byrne,Kavanagh,Doherty,Quinlan,O'Mahony,Fitzgerald,McGrath,Ní Dhonnchadha,Breathnach",
    ),
    order: "western",
  },
  maori: {
    f: w("Aroha,Mere,Hine,Ngaio,Kiri,Moana,Awhina,Tui,Hana,Wikitoria"),
    m: w("Wiremu,Hēmi,Rangi,Tama,Nikau,Rāwiri,Manaia,Tipene,Hōhepa,Ihaia"),
    family: w("Te Whare,Ngata,Tāwhiri,Parata,Te Rangi,Horomona,Waititi,Tamihana,Rāwiri,Te Huia,Potae,Karaka"),
    order: "western",
  },
  pacific: {
    f: w("Losa,Mele,Sina,Fetu,Ana,Seini,Litia,Malia,Tupe"),
    m: w("Sione,Tavita,Iosefa,Viliami,Semisi,Tevita,Pita,Lemalu"),
    family: w("Tuilagi,Fa'asavalu,Taufa,Leaupepe,Vaipulu,Fonoti,Havili,Tuipulotu,Aumua,Fifita"),
    order: "western",
  },
  indian: {
    f: w("Priya,Lakshmi,Ananya,Kavya,Shruti,Meenakshi,Deepa,Harpreet,Sneha,Revathi,Bhavna,Pooja"),
    m: w("Rajesh,Arjun,Senthil,Venkatesh,Sandeep,Manoj,Gurpreet,Vikram,Anil,Suresh,Rahul,Imran"),
    family: w(
      "Venkataraman,Reddy,Nair,Iyer,Kulkarni,Banerjee,Chatterjee,Patil,Deshmukh,Sandhu,Gowda,Menon,Siddiqui,Pillai",
    ),
    order: "western",
  },
  yoruba: {
    f: w("Adebola,Folasade,Oluwaseun,Yetunde,Titilayo,Abosede,Funmilayo,Morenike"),
    m: w("Adebayo,Oluwatobi,Babatunde,Olumide,Kehinde,Taiwo,Ayodele,Femi"),
    family: w("Ogunleye,Adeyemi,Oyelaran,Adewale,Ogundipe,Akinola,Olaniyan,Fashola"),
    order: "western",
  },
  igbo: {
    f: w("Chiamaka,Ngozi,Adaeze,Chinwe,Ifeoma,Nkechi,Uchenna,Obiageli"),
    m: w("Chukwuemeka,Obinna,Ikenna,Chidi,Nnamdi,Emeka,Kelechi,Uzoma"),
    family: w("Okafor,Nwosu,Eze,Okonkwo,Obi,Nwachukwu,Anyanwu,Onyekachi"),
    order: "western",
  },
  hausa: {
    f: w("Aisha,Hauwa,Zainab,Hadiza,Binta,Fatima,Amina,Maryam"),
    m: w("Aminu,Sani,Musa,Abubakar,Ibrahim,Yusuf,Garba,Lawal"),
    family: w("Bello,Danjuma,Abdullahi,Shehu,Garba,Usman,Mohammed,Sule"),
    order: "western",
  },
  afrikaans: {
    f: w("Annelie,Marietjie,Elna,Riana,Hester,Anri,Liezl,Charlize"),
    m: w("Pieter,Johan,Gerrit,Hendrik,Wynand,Francois,Jaco,Danie"),
    family: w("van der Merwe,du Plessis,Botha,Pretorius,Steyn,van Wyk,Coetzee,le Roux,Nel,Oosthuizen"),
    order: "western",
  },
  nguni: {
    f: w("Thandeka,Nomvula,Zanele,Lindiwe,Nosipho,Busisiwe,Ayanda,Precious,Nolwazi"),
    m: w("Sipho,Thabo,Mandla,Sizwe,Bongani,Lwazi,Siyabonga,Lucky,Xolani"),
    family: w("Dlamini,Mthembu,Ndlovu,Zulu,Khumalo,Ngcobo,Mqhayi,Dyantyi,Ntshona,Gqozo,Mahlangu"),
    order: "western",
  },
  frcan: {
    f: w("Marie-Ève,Geneviève,Émilie,Josée,Mélanie,Nathalie,Chantal,Sophie"),
    m: w("Jean-François,Mathieu,Étienne,Sébastien,Luc,Pierre-Luc,Réjean,Gaétan"),
    family: w("Tremblay,Gagnon,Bouchard,Côté,Gauthier,Lévesque,Bélanger,Pelletier,St-Pierre,Ouellet"),
    order: "western",
  },
  firstnations: {
    f: w("Tanis,Cheyenne,Dakota,Shawnee,Kateri,Winona,Leona"),
    m: w("Nathan,Dakota,Tecumseh,Cody,Wade,Harvey,Clifford"),
    family: w("Bigstone,Redsky,Crowchild,Cardinal,Whitehead,Moosomin,Littlechild,Sinclair,Morin,Beardy"),
    order: "western",
  },
  sgchinese: {
    f: w("Wei Ling,Hui Min,Xin Yi,Mei Ling,Jia Hui,Shu Fen,Li Ting"),
    m: w("Wei Ming,Jun Jie,Kok Leong,Boon Hock,Zhi Hao,Chee Keong,Yong Sheng"),
    family: w("Tan,Lim,Ng,Goh,Ong,Teo,Chua,Koh,Seah,Yeo"),
    order: "family-first",
  },
  malay: {
    f: w("Nur Aisyah,Siti Nurhaliza,Farah,Nurul Huda,Aishah,Zarina"),
    m: w("Muhammad Hafiz,Ahmad Faizal,Mohd Rizal,Syafiq,Iskandar,Khairul Anuar"),
    family: w("Ahmad,Ismail,Rahman,Osman,Salleh,Yusof,Hamid"),
    order: "bin",
  },
  sgtamil: {
    f: w("Kavitha,Malathi,Revathy,Sangeetha,Thenmozhi"),
    m: w("Rajesh,Muthu,Selvam,Ganesan,Murugan,Kumaravel"),
    family: w("Subramaniam,Ramasamy,Krishnan,Arumugam,Palaniappan,Govindasamy"),
    order: "so",
  },
  us: {
    f: w("Brittany,Ashley,Keisha,Guadalupe,Maria,Destiny,Madison,Shanice"),
    m: w("Tyler,DeShawn,José,Cody,Brandon,Marcus,Luis,Dwayne"),
    family: w("Hernandez,Washington,Jackson,Nguyen,Kowalski,Ramirez,Jefferson,Rodriguez,Schultz,Brooks"),
    order: "western",
  },
  ukmix: {
    f: w("Nasreen,Gurdeep,Agnieszka,Shabana,Precious,Rhiannon,Siân"),
    m: w("Tariq,Kamal,Piotr,Delroy,Hamza,Gethin,Dafydd"),
    family: w("Begum,Hussain,Kowalczyk,Akhtar,Campbell,Llewellyn,Mensah,Patel,Evans"),
    order: "western",
  },
};

/** Populations each country's patients and clinicians are drawn from, with weights. */
const MIX: Record<Country, readonly (readonly [string, number])[]> = {
  UK: [
    ["anglo", 5],
    ["ukmix", 4],
    ["irish", 1],
    ["indian", 2],
    ["yoruba", 1],
  ],
  US: [
    ["us", 6],
    ["anglo", 3],
    ["indian", 1],
    ["igbo", 1],
  ],
  AU: [
    ["anglo", 6],
    ["indian", 2],
    ["sgchinese", 1],
    ["pacific", 1],
    ["irish", 1],
  ],
  NZ: [
    ["maori", 5],
    ["pacific", 3],
    ["anglo", 4],
    ["indian", 1],
  ],
  CA: [
    ["frcan", 4],
    ["anglo", 4],
    ["firstnations", 3],
    ["indian", 2],
    ["sgchinese", 1],
  ],
  IE: [
    ["irish", 8],
    ["anglo", 2],
    ["yoruba", 1],
    ["ukmix", 1],
  ],
  IN: [["indian", 10]],
  ZA: [
    ["nguni", 6],
    ["afrikaans", 4],
    ["anglo", 1],
    ["indian", 1],
  ],
  NG: [
    ["yoruba", 4],
    ["igbo", 4],
    ["hausa", 4],
  ],
  SG: [
    ["sgchinese", 6],
    ["malay", 3],
    ["sgtamil", 2],
    ["indian", 1],
  ],
};

export interface Person {
  readonly given: string;
  readonly family: string;
  readonly sex: "F" | "M";
  readonly order: Order;
}

export function person(rng: Rng, country: Country, sex?: "F" | "M"): Person {
  const mix = MIX[country];
  const total = mix.reduce((s, [, n]) => s + n, 0);
  let r = rng.int(1, total);
  let key = mix[0]?.[0] as string;
  for (const [k, n] of mix) {
    r -= n;
    if (r <= 0) {
      key = k;
      break;
    }
  }
  const pop = POP[key] as Population;
  const s = sex ?? (rng.chance(0.5) ? "F" : "M");
  return {
    given: rng.pick(s === "F" ? pop.f : pop.m),
    family: rng.pick(pop.family),
    sex: s,
    order: pop.order,
  };
}

/** The name as its community writes it in full. */
export function fullName(p: Person): string {
  if (p.order === "family-first") return `${p.family} ${p.given}`;
  if (p.order === "bin") return `${p.given} ${p.sex === "F" ? "binti" : "bin"} ${p.family}`;
  if (p.order === "so") return `${p.given} ${p.sex === "F" ? "d/o" : "s/o"} ${p.family}`;
  return `${p.given} ${p.family}`;
}

/** The name written in one of the ways records write it (surname-first, capitals, initial …). */
export function nameForm(rng: Rng, p: Person): string {
  if (p.order !== "western") return rng.chance(0.3) ? fullName(p).toUpperCase() : fullName(p);
  const first = p.given.split(/[ -]/)[0] as string;
  switch (rng.int(0, 7)) {
    case 0:
      return `${p.family.toUpperCase()}, ${p.given}`;
    case 1:
      return `${p.family}, ${p.given}`;
    case 2:
      return `${first[0]}. ${p.family}`;
    case 3:
      return `${p.given} ${p.family.toUpperCase()}`;
    case 4:
      return `${fullName(p)}`.toUpperCase();
    case 5:
      return `${p.given} ${String.fromCharCode(65 + rng.int(0, 25))}. ${p.family}`;
    default:
      return fullName(p);
  }
}

/** The name after a title: the surname alone for most, the given name for family-first and patronymic names. */
export function shortName(p: Person): string {
  if (p.order === "family-first") return p.family;
  if (p.order === "bin" || p.order === "so") return p.given.split(" ")[0] as string;
  return p.family;
}

export function initials(p: Person, dots: boolean): string {
  const parts = fullName(p)
    .split(/[ -]/)
    .filter((x) => !/^(bin|binti|s\/o|d\/o|van|der|du|le)$/.test(x));
  const letters = parts.map((x) => (x[0] as string).toUpperCase());
  return dots ? `${letters.join(".")}.` : letters.join("");
}

export const title = (rng: Rng, p: Person): string =>
  p.sex === "F" ? rng.pick(["Mrs", "Ms", "Miss", "Mrs."]) : rng.pick(["Mr", "Mr."]);
