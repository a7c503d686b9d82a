/**
 * Given and family names by country and population, written by hand for the fifth corpus from
 * general knowledge of naming customs (every person is invented). `_` stands for a space inside a
 * family name (`van_der_Berg`). `familyFirst`: the family name is written first in that population.
 */
import type { Rng } from "./rng.ts";

export interface Population {
  readonly origin: string;
  readonly female: readonly string[];
  readonly male: readonly string[];
  readonly family: readonly string[];
  readonly familyFirst?: boolean;
}

const s = (text: string): string[] =>
  text
    .split(/\s+/)
    .filter((x) => x !== "")
    .map((x) => x.replaceAll("_", " "));

const ANGLO: Population = {
  origin: "anglo",
  female: s(
    "Harriet Imogen Poppy Nell Tamsin Bethan Rosalind Philippa Kerry Joanne Heather Gemma Hope Faith Ivy Maisie Leanne Abigail",
  ),
  male: s(
    "Barnaby Rupert Alfie Ewan Callum Desmond Stuart Gareth Nigel Dominic Reece Tobias Clive Gordon Wesley Miles Dean Jasper",
  ),
  family: s(
    "Ashworth Pennington Thornycroft Heald Birtwistle Kettley Marsden Fairclough Whitlock Rowbotham Lister Hollis Cresswell Brook Fox Hill Wood Lane Moss Gale Bird Sharp Bacon Winter Street Lloyd-Williams Hughes-Jones Fforde",
  ),
};
const SOUTH_ASIAN_UK: Population = {
  origin: "british-south-asian",
  female: s("Rukhsana Nasreen Parveen Harpreet Jaspreet Kiran Shabana Tahira"),
  male: s("Tariq Imran Zubair Gurdeep Sukhwinder Rizwan Asif Mohinder"),
  family: s("Hussain Akhtar Bibi Sandhu Dhillon Chaudhry Mahmood Qureshi Bains"),
};
const POLISH: Population = {
  origin: "polish",
  female: s("Agnieszka Małgorzata Katarzyna Zofia"),
  male: s("Grzegorz Wojciech Krzysztof Tomasz"),
  family: s("Wiśniewska Kowalczyk Zieliński Szymańska Wróbel Nowakowski"),
};
const US_GENERAL: Population = {
  origin: "us-general",
  female: s(
    "Brittany Kayla Destiny Shaniqua Madison Tammy Darlene Jolene Krystal LaToya Brianna Autumn Summer Dakota",
  ),
  male: s("Tyler Cody Dwayne Brandon Tremaine DeShawn Travis Chase Hunter Colton Darnell Jerome Royce Bobby"),
  family: s(
    "Kowalski Vanderbilt McAllister Washington Jefferson Oyelaran Brandt Schroeder Hoffmann Pruitt Whitfield Gaines Tillman Mercer Price Banks Love Gentry Strong",
  ),
};
const HISPANIC: Population = {
  origin: "hispanic",
  female: s("Guadalupe Yesenia Marisol Xiomara Araceli Dulce Esperanza Luz"),
  male: s("Jesús Alejandro Rigoberto Ezequiel Joaquín Wilfredo Santiago"),
  family: s("Villanueva Castañeda Ibarra Quintero Zúñiga Montoya De_la_Cruz Ochoa Barrientos"),
};
const ASIAN_US: Population = {
  origin: "asian-american",
  female: s("Thuy Mai Ji-woo Soo-ah Mei"),
  male: s("Minh Quang Jae-hyun Hiroshi Wei"),
  family: s("Nguyen Tran Pham Kim Park Yamamoto Chen Huynh"),
};
const AU: Population = {
  origin: "australian",
  female: s("Shannon Kylie Brooke Tegan Jacinta Chloe Sienna Matilda Lachlan"),
  male: s("Lachlan Hamish Bryce Darcy Kieran Blake Jarrod Bradley Fletcher"),
  family: s("Donnelly McCormack Sutherland Pettigrew Kingsford Dawes Wakefield Crowe Hatfield Barker"),
};
const GREEK_AU: Population = {
  origin: "greek-australian",
  female: s("Eleni Vasiliki Despina Stavroula"),
  male: s("Konstantinos Spiros Dimitrios Christos"),
  family: s("Papadopoulos Karagiannis Kostopoulos Theodorakis Manolas"),
};
const ABORIGINAL: Population = {
  origin: "aboriginal-australian",
  female: s("Tanisha Latoya Kirra Jedda"),
  male: s("Jarrah Kai Tyson Jayden"),
  family: s("Wanganeen Roberts Yunupingu Dhamarrandji Marika Kelly"),
};
const VIET_AU: Population = {
  origin: "vietnamese",
  female: s("Thi_Hoa Ngoc_Anh Thu Lan"),
  male: s("Van_Duc Quoc_Bao Huy Thanh"),
  family: s("Nguyen Tran Le Pham Vo Dang"),
  familyFirst: true,
};
const MAORI: Population = {
  origin: "maori",
  female: s("Aroha Mereana Huia Kahurangi Ngaio Whetu Anahera"),
  male: s("Tamati Wiremu Rāwiri Manaia Tāne Hemi Nikau"),
  family: s("Ngata Te_Whata Tautahi Pōmare Ruatapu Tipene Parata Hohaia"),
};
const PASIFIKA: Population = {
  origin: "pasifika",
  female: s("Losana Mele Sina Ana Lupe"),
  male: s("Sione Tevita Iosefa Viliami Semisi"),
  family: s("Faleolo Taufa Fifita Tuilagi Leota Vaifale"),
};
const NZ_EURO: Population = {
  origin: "nz-european",
  female: s("Kirsty Robyn Fiona Hayley Briar Ngaire"),
  male: s("Grant Murray Craig Shane Logan Hamish"),
  family: s("McAlister Thorburn Rutherford Grieve Buchanan Drummond Cameron"),
};
const CA_EN: Population = {
  origin: "canadian",
  female: s("Kelsey Brianne Tara Meghan Shauna Jocelyn"),
  male: s("Brett Garrett Tanner Kurt Dustin Connor"),
  family: s("MacIsaac Beaton Fraser Kowalchuk Hnatyshyn Stewart Gillis Doucette"),
};
const QUEBEC: Population = {
  origin: "quebecois",
  female: s("Geneviève Mélanie Josée Marie-Ève Chantal Sylvie"),
  male: s("Jean-François Benoît Stéphane Réjean Mathieu Luc"),
  family: s("Tremblay Bélanger Lévesque Gagnon Côté Bouchard Desjardins St-Pierre"),
};
const FIRST_NATIONS: Population = {
  origin: "first-nations",
  female: s("Cheyenne Autumn Winona Shania"),
  male: s("Cody Tristan Dakota Sheldon"),
  family: s("Bearspaw Cardinal Sinclair Moosomin Crowchild Whitehead"),
};
const PUNJABI_CA: Population = {
  origin: "punjabi",
  female: s("Manpreet Navneet Simran Gurleen"),
  male: s("Harjit Balwinder Jagdeep Amandeep"),
  family: s("Grewal Sidhu Gill Brar Sekhon"),
};
const IRISH: Population = {
  origin: "irish",
  female: s("Siobhán Aoife Gráinne Niamh Caoimhe Bríd Orla Saoirse Máire"),
  male: s("Pádraig Seán Cathal Ciarán Donncha Tadhg Eoin Fergal Diarmuid"),
  family: s(
    "Ó_Súilleabháin Ní_Bhriain Mac_Cárthaigh O'Driscoll McGettigan Breathnach Fitzgerald Culhane Hegarty Coughlan Nagle",
  ),
};
const NORTH_INDIAN: Population = {
  origin: "north-indian",
  female: s("Sunita Pooja Anjali Kavita Rekha Shweta Savitri"),
  male: s("Rajesh Vikram Sanjay Anil Devendra Ramesh Manoj"),
  family: s("Agarwal Srivastava Tripathi Chauhan Yadav Saxena Bhatnagar Mishra"),
};
const SOUTH_INDIAN: Population = {
  origin: "south-indian",
  female: s("Lakshmi Meenakshi Revathi Kavitha Padmavathi Sowmya"),
  male: s("Venkatesh Murugan Senthil Raghunath Sivakumar Balaji"),
  family: s("Subramaniam Iyer Reddy Naidu Krishnan Pillai Gowda Shetty"),
};
const BENGALI: Population = {
  origin: "bengali",
  female: s("Moumita Sraboni Rituparna"),
  male: s("Subhajit Debashis Arindam"),
  family: s("Chatterjee Banerjee Mukherjee Bhattacharya Dasgupta"),
};
const ZULU_XHOSA: Population = {
  origin: "nguni",
  female: s("Nomvula Thandeka Zanele Nokuthula Lindiwe Ayanda Precious Nomsa"),
  male: s("Sibusiso Themba Lwazi Mandla Sipho Bongani Lucky Siyabonga"),
  family: s("Dlamini Nkosi Ngcobo Mthembu Khumalo Mahlangu Madikizela Xaba"),
};
const AFRIKAANS: Population = {
  origin: "afrikaans",
  female: s("Annelie Elmarie Ronel Lize Marietjie"),
  male: s("Pieter Gerhard Johan Hennie Willem"),
  family: s("van_der_Merwe Botha du_Plessis Janse_van_Rensburg Steyn Coetzee Oosthuizen"),
};
const SA_INDIAN: Population = {
  origin: "sa-indian",
  female: s("Kamini Devika Shireen"),
  male: s("Kreesan Vishal Yusuf"),
  family: s("Naidoo Govender Pillay Moodley Essop"),
};
const YORUBA: Population = {
  origin: "yoruba",
  female: s("Folasade Oluwaseun Titilayo Abiodun Mojisola Yetunde Blessing"),
  male: s("Babatunde Olumide Adewale Oluwafemi Kayode Segun Sunday"),
  family: s("Adeyemi Ogunleye Olatunji Akinola Fashola Oyedepo Adebanjo"),
};
const IGBO: Population = {
  origin: "igbo",
  female: s("Chioma Adaeze Ngozi Uchenna Ifeoma Chiamaka Favour"),
  male: s("Chukwuemeka Obinna Ikechukwu Nnamdi Chidi Emeka Godswill"),
  family: s("Okonkwo Nwankwo Eze Okafor Obi Onyekachi Uzoma"),
};
const HAUSA: Population = {
  origin: "hausa",
  female: s("Aisha Hadiza Zainab Hauwa Fatima"),
  male: s("Abdullahi Musa Sani Aminu Bashir"),
  family: s("Bello Danjuma Usman Garba Abubakar Lawal"),
};
const SG_CHINESE: Population = {
  origin: "sg-chinese",
  female: s("Hui_Min Xiu_Ling Mei_Ling Shu_Fen Li_Ting"),
  male: s("Wei_Jie Kok_Leong Boon_Huat Chee_Keong Jun_Hao"),
  family: s("Tan Lim Goh Ong Teo Ng Chua Koh Yeo"),
  familyFirst: true,
};
const MALAY: Population = {
  origin: "malay",
  female: s("Nurul_Huda Siti_Aisyah Farah_Nabilah Nur_Izzati"),
  male: s("Muhammad_Hafiz Ahmad_Faizal Mohd_Rizal Iskandar"),
  family: s("Ismail Rahman Osman Abdullah Salleh Yusof"),
};
const SG_TAMIL: Population = {
  origin: "sg-tamil",
  female: s("Malathi Vasanthi Kalaivani"),
  male: s("Selvaraj Ganesan Rajendran"),
  family: s("Muthusamy Arumugam Ramasamy Velu"),
};

/** Populations of each country, with their weights in that country's documents. */
export const POPULATIONS: Record<string, readonly (readonly [Population, number])[]> = {
  UK: [
    [ANGLO, 6],
    [SOUTH_ASIAN_UK, 2],
    [POLISH, 1],
    [IRISH, 1],
  ],
  US: [
    [US_GENERAL, 5],
    [HISPANIC, 3],
    [ASIAN_US, 1],
    [ANGLO, 1],
  ],
  AU: [
    [AU, 5],
    [GREEK_AU, 1],
    [ABORIGINAL, 1],
    [VIET_AU, 1],
    [ANGLO, 1],
  ],
  NZ: [
    [NZ_EURO, 4],
    [MAORI, 3],
    [PASIFIKA, 2],
  ],
  CA: [
    [CA_EN, 4],
    [QUEBEC, 3],
    [FIRST_NATIONS, 1],
    [PUNJABI_CA, 1],
  ],
  IE: [
    [IRISH, 7],
    [POLISH, 1],
    [ANGLO, 1],
  ],
  IN: [
    [NORTH_INDIAN, 4],
    [SOUTH_INDIAN, 3],
    [BENGALI, 2],
  ],
  ZA: [
    [ZULU_XHOSA, 5],
    [AFRIKAANS, 3],
    [SA_INDIAN, 1],
  ],
  NG: [
    [YORUBA, 4],
    [IGBO, 4],
    [HAUSA, 3],
  ],
  SG: [
    [SG_CHINESE, 5],
    [MALAY, 2],
    [SG_TAMIL, 2],
  ],
};

export interface Person {
  readonly given: string;
  readonly family: string;
  readonly female: boolean;
  readonly origin: string;
  readonly familyFirst: boolean;
  /** A particle or patronymic written between the names (`bin`, `s/o`) with the father's name. */
  readonly link?: string;
}

export function pickPopulation(rng: Rng, country: string): Population {
  const table = POPULATIONS[country] ?? POPULATIONS.UK ?? [];
  const total = table.reduce((a, [, w]) => a + w, 0);
  let r = rng.float() * total;
  for (const [p, w] of table) {
    r -= w;
    if (r < 0) return p;
  }
  return (table[0] as readonly [Population, number])[0];
}

export function makePerson(rng: Rng, country: string, female = rng.chance(0.5), kin?: Person): Person {
  const table = POPULATIONS[country] ?? [];
  const pop =
    kin === undefined
      ? pickPopulation(rng, country)
      : (table.find(([p]) => p.origin === kin.origin)?.[0] ?? pickPopulation(rng, country));
  let family = kin?.family;
  if (family === undefined && pop.origin === "irish") {
    // Irish surnames take the woman's or the man's particle: Ó/Ní, Mac/Nic.
    const f = rng.pick(pop.family);
    family = female
      ? f.replace(/^Ó /, "Ní ").replace(/^Mac /, "Nic ")
      : f.replace(/^Ní /, "Ó ").replace(/^Nic /, "Mac ");
  }
  const given = rng.pick(female ? pop.female : pop.male);
  let link: string | undefined;
  if (pop.origin === "malay") link = `${female ? rng.pick(["binti", "bte"]) : rng.pick(["bin", "b."])}`;
  if (pop.origin === "sg-tamil") link = female ? "d/o" : "s/o";
  return {
    given,
    family: family ?? rng.pick(pop.family),
    female,
    origin: pop.origin,
    familyFirst: pop.familyFirst === true,
    ...(link === undefined ? {} : { link }),
  };
}

/** The name as that population writes it in full. */
export function fullName(p: Person): string {
  if (p.link !== undefined) return `${p.given} ${p.link} ${p.family}`;
  return p.familyFirst ? `${p.family} ${p.given}` : `${p.given} ${p.family}`;
}
