/**
 * Names of the populations the fourth corpus writes, each in its own order and particles. Lists are
 * this writer's own, of common given names and surnames (docs/data-sources.md).
 */
import type { Rng } from "./rng.ts";

export interface Population {
  readonly origin: string;
  readonly male: readonly string[];
  readonly female: readonly string[];
  readonly surnames: readonly string[];
  /** How a full name is put together. */
  readonly order: "western" | "surname-first" | "malay" | "tamil" | "initials" | "single-with-father";
}

const w = (s: string): string[] => s.split(/\s*,\s*/).filter((x) => x !== "");

export const POPULATIONS: Record<string, Population> = {
  anglo: {
    origin: "anglo",
    male: w("Lachlan, Brendan, Craig, Darren, Hamish, Callum, Travis, Wayne, Mitchell, Graeme, Trent, Shane"),
    female: w(
      "Kylie, Shannon, Bronwyn, Leanne, Tegan, Brooke, Narelle, Jodie, Kirsten, Belinda, Ainsley, Rochelle",
    ),
    surnames: w(
      "Dawson, Fairweather, Pickering, Hollis, Cartwright, McAllister, Sutcliffe, Greaves, Whitlock, Penhaligon, Rowntree, Blackwood, Hargreaves, Lockyer",
    ),
    order: "western",
  },
  greek: {
    origin: "greek",
    male: w("Konstantinos, Georgios, Dimitrios, Spyros, Panagiotis, Christos"),
    female: w("Eleni, Vasiliki, Despina, Georgia, Athina, Sofia"),
    surnames: w("Papadopoulos, Karagiannis, Theodorou, Stavrakis, Nikolaidis, Kourtis, Mavromatis"),
    order: "western",
  },
  vietnamese: {
    origin: "vietnamese",
    male: w("Minh, Tuan, Quang, Duc, Hieu, Long"),
    female: w("Thi Lan, Ngoc Anh, Thu Trang, Hoa, Mai, Phuong"),
    surnames: w("Nguyen, Tran, Pham, Le, Vo, Huynh, Dang"),
    order: "surname-first",
  },
  maori: {
    origin: "maori",
    male: w("Wiremu, Tamati, Hemi, Rawiri, Mikaere, Nikau, Tane, Te Ariki, Hohepa"),
    female: w("Aroha, Moana, Hine, Kiri, Ngaire, Mere, Anahera, Te Aomihia, Huia"),
    surnames: w(
      "Te Whare, Ngata, Tawhiri, Parata, Te Kani, Waititi, Hēnare, Rangihuna, Pōtae, Tūhoe-Kereama, Horomona",
    ),
    order: "western",
  },
  pasifika: {
    origin: "pasifika",
    male: w("Sione, Tevita, Iosefa, Manu, Viliami, Losaline"),
    female: w("Mele, Salote, Lupe, Sina, Ana, Fetu"),
    surnames: w("Tuilagi, Fonoti, Taufa, Leota, Havili, Faleolo, Mataele, Soakai"),
    order: "western",
  },
  pakeha: {
    origin: "nz-european",
    male: w("Hamish, Angus, Fraser, Blair, Rhys, Logan"),
    female: w("Briar, Hayley, Renee, Kate, Sophie, Ngaio"),
    surnames: w("McKenzie, Donaldson, Sinclair, Rutherford, Galbraith, Hewitt, Te Paa"),
    order: "western",
  },
  quebecois: {
    origin: "french-canadian",
    male: w("Jean-François, Étienne, Gaétan, Réjean, Mathieu, Sébastien, Luc, Benoît, Marc-André"),
    female: w("Geneviève, Josée, Marie-Ève, Chantal, Sylvie, Mélanie, Nathalie, Andrée-Anne, Hélène"),
    surnames: w(
      "Tremblay, Gagnon, Bouchard, Côté, Lévesque, Bélanger, Ouellet, Pelletier, Thibodeau, Desrosiers, St-Pierre, Bérubé, Lachance",
    ),
    order: "western",
  },
  canadian: {
    origin: "anglo-canadian",
    male: w("Tyler, Brent, Kyle, Dustin, Garrett, Cody, Colin"),
    female: w("Ashley, Brittany, Kendra, Courtney, Megan, Lindsay"),
    surnames: w("MacDonald, Fraser, Campbell, Henderson, Gillis, MacNeil, Doucette, Sinclair"),
    order: "western",
  },
  punjabi: {
    origin: "punjabi",
    male: w("Harpreet, Gurpreet, Jaswinder, Manjit, Sukhdev, Amrit, Baljit, Ravinder"),
    female: w("Harpreet, Manpreet, Jaspreet, Navneet, Simran, Kulwinder, Rupinder"),
    surnames: w("Sandhu, Dhaliwal, Grewal, Gill, Brar, Sidhu, Bains, Sekhon"),
    order: "western",
  },
  irish: {
    origin: "irish",
    male: w("Ciarán, Pádraig, Seán, Donal, Colm, Eoin, Cathal, Fergal, Diarmuid, Tadhg, Oisín"),
    female: w("Aoife, Siobhán, Niamh, Gráinne, Sinéad, Orla, Caoimhe, Máire, Clodagh, Róisín, Deirdre"),
    surnames: w(
      "Ó Súilleabháin, Mac Giolla Phádraig, Ní Bhriain, O'Driscoll, McGrath, Ó Ceallaigh, Fitzgerald, Mac Cárthaigh, Ní Dhomhnaill, Brennan, Ó Murchú, Kavanagh, Dunne, Mac an tSaoi",
    ),
    order: "western",
  },
  polish: {
    origin: "polish",
    male: w("Paweł, Grzegorz, Łukasz, Krzysztof, Tomasz"),
    female: w("Agnieszka, Małgorzata, Katarzyna, Joanna, Dorota"),
    surnames: w("Kowalczyk, Wiśniewski, Zieliński, Wróbel, Szymańska, Dąbrowski"),
    order: "western",
  },
  hindi: {
    origin: "north indian",
    male: w("Rajesh, Sunil, Anil, Pankaj, Vikas, Deepak, Manoj, Rakesh, Sanjay, Ashok"),
    female: w("Sunita, Kavita, Pooja, Neha, Anjali, Rekha, Meena, Savitri, Geeta, Usha"),
    surnames: w("Sharma, Verma, Yadav, Gupta, Chauhan, Tiwari, Mishra, Pandey, Rajput, Saxena"),
    order: "western",
  },
  tamil: {
    origin: "tamil",
    male: w("Murugan, Senthil, Karthikeyan, Palani, Rajendran, Saravanan, Venkatesan, Arumugam, Selvam"),
    female: w("Lakshmi, Meenakshi, Kavitha, Revathi, Selvi, Valli, Kamala, Deepa"),
    surnames: w("Subramaniam, Krishnan, Ramasamy, Natarajan, Govindasamy, Muthusamy, Pillai"),
    order: "initials",
  },
  telugu: {
    origin: "telugu",
    male: w("Srinivas, Venkata Ramana, Naresh, Prasad, Suresh Babu, Chandrasekhar"),
    female: w("Padmavathi, Lakshmi Devi, Sujatha, Aruna, Swathi"),
    surnames: w("Reddy, Naidu, Rao, Chowdary, Varma"),
    order: "initials",
  },
  bengali: {
    origin: "bengali",
    male: w("Subhash, Debashis, Arindam, Soumitra, Partha"),
    female: w("Moumita, Sharmila, Rituparna, Tanushree, Madhumita"),
    surnames: w("Chatterjee, Mukherjee, Banerjee, Das, Ghosh, Bhattacharya, Sen"),
    order: "western",
  },
  malayali: {
    origin: "malayali",
    male: w("Biju, Shaji, Anoop, Jomon, Sajeev, Rajeevan"),
    female: w("Bindu, Sheeba, Anitha, Reshma, Jincy"),
    surnames: w("Nair, Menon, Kurian, Varghese, Thomas, Pillai, Kunjumon"),
    order: "western",
  },
  muslimIndian: {
    origin: "indian muslim",
    male: w("Mohammed Irfan, Salim, Imran, Abdul Rahman, Faizal"),
    female: w("Shabana, Nasreen, Farzana, Ayesha, Rukhsana"),
    surnames: w("Khan, Shaikh, Ansari, Qureshi, Siddiqui"),
    order: "western",
  },
  zulu: {
    origin: "zulu",
    male: w("Sipho, Themba, Bongani, Sibusiso, Mandla, Nkosinathi, Siyabonga, Lwazi, Gift, Justice, Wiseman"),
    female: w(
      "Nomvula, Thandeka, Zanele, Lindiwe, Nokuthula, Sbongile, Ntombi, Zodwa, Precious, Memory, Beauty",
    ),
    surnames: w("Dlamini, Ngcobo, Mkhize, Zungu, Shabalala, Khumalo, Ntuli, Mthembu, Cele, Zulu"),
    order: "western",
  },
  xhosa: {
    origin: "xhosa",
    male: w("Lunga, Sizwe, Xolani, Mzwandile, Luyolo, Andile, Unathi"),
    female: w("Nosipho, Asanda, Siphokazi, Nomonde, Yonela, Lulama, Noluthando"),
    surnames: w("Mbeki, Gqola, Ngxola, Mqhayi, Sobukwe, Qoboza, Mfeka, Nqwiliso, Madikizela"),
    order: "western",
  },
  afrikaans: {
    origin: "afrikaans",
    male: w("Pieter, Johannes, Gerrit, Willem, Hendrik, Riaan, Jacobus, Francois"),
    female: w("Elmarie, Annelie, Marietjie, Riana, Susanna, Liezl, Antoinette"),
    surnames: w(
      "van der Merwe, Botha, du Plessis, Pretorius, Janse van Rensburg, Nel, Coetzee, van Wyk, Swanepoel, le Roux, Steyn",
    ),
    order: "western",
  },
  sotho: {
    origin: "sotho/tswana",
    male: w("Tshepo, Thabo, Kagiso, Lerato, Katlego, Mpho"),
    female: w("Palesa, Dineo, Boitumelo, Refilwe, Nthabiseng, Keitumetse"),
    surnames: w("Mokoena, Molefe, Nkosi, Sithole, Mahlangu, Mofokeng, Modise"),
    order: "western",
  },
  yoruba: {
    origin: "yoruba",
    male: w(
      "Oluwaseun, Adewale, Babatunde, Olumide, Ayodeji, Oluwafẹmi, Adébáyọ̀, Kehinde, Tunde, Sunday, Godwin, Emmanuel",
    ),
    female: w(
      "Folasade, Omolara, Adetoun, Yetunde, Bọ́lá, Titilayo, Funmilayo, Oluwakemi, Blessing, Comfort, Patience",
    ),
    surnames: w(
      "Adeyemi, Ogunleye, Okonkwo-Bello, Oyelaran, Adéṣínà, Balógun, Ajayi, Olatunji, Fashola, Akinwale",
    ),
    order: "surname-first",
  },
  igbo: {
    origin: "igbo",
    male: w(
      "Chukwuemeka, Obinna, Ikenna, Nnamdi, Chidiebere, Uchenna, Ifeanyi, Kelechi, Godspower, Innocent, Lucky",
    ),
    female: w("Ngozi, Chiamaka, Adaeze, Ifeoma, Nneka, Chioma, Obiageli, Uzoamaka, Favour, Precious, Mercy"),
    surnames: w("Okafor, Eze, Nwosu, Obi, Okeke, Nwachukwu, Onyekachi, Anyanwu, Igwe, Ezeudu"),
    order: "surname-first",
  },
  hausa: {
    origin: "hausa",
    male: w("Abubakar, Musa, Ibrahim, Sani, Aminu, Garba, Umar, Yusuf, Bello"),
    female: w("Hauwa, Aisha, Zainab, Hadiza, Fatima, Binta, Maryam, Rakiya"),
    surnames: w("Abdullahi, Danjuma, Bello, Mohammed, Suleiman, Lawal, Yakubu, Idris, Shehu"),
    order: "single-with-father",
  },
  sgChinese: {
    origin: "singapore chinese",
    male: w("Wei Ming, Jun Jie, Kok Leong, Boon Hock, Zhi Hao, Chee Keong, Teck Seng, Ah Kow"),
    female: w("Mei Ling, Hui Min, Siew Lan, Li Ting, Xin Yi, Bee Choo, Pei Shan"),
    surnames: w("Tan, Lim, Ng, Goh, Ong, Teo, Koh, Chua, Lee, Wong, Yeo, Sim"),
    order: "surname-first",
  },
  malay: {
    origin: "malay",
    male: w("Muhammad Hafiz, Ahmad Faizal, Mohd Rizal, Zulkifli, Hairul Nizam, Azman, Iskandar"),
    female: w("Nur Aisyah, Siti Rohani, Nurul Huda, Farah Nadia, Rosnah, Zaleha, Norhayati"),
    surnames: w("Ismail, Hassan, Abdul Rahman, Osman, Salleh, Yusof, Kassim, Jaafar"),
    order: "malay",
  },
  sgTamil: {
    origin: "singapore tamil",
    male: w("Ravi, Selvakumar, Ganesan, Rajan, Suresh, Kumaran"),
    female: w("Vasanthi, Malathi, Prema, Shanti, Indra"),
    surnames: w("Muthusamy, Ramasamy, Krishnasamy, Sinnathamby, Pillay, Arumugam"),
    order: "tamil",
  },
  filipino: {
    origin: "filipino",
    male: w("Jose Mari, Rodel, Jericho, Ramil, Arnel, Jun-Jun"),
    female: w("Ma. Cristina, Rowena, Jocelyn, Marites, Liezel, Analyn"),
    surnames: w("Dela Cruz, Bautista, Macaraeg, Villanueva, Dimaculangan, Sta. Maria, Pangilinan"),
    order: "western",
  },
  cantonese: {
    origin: "cantonese (canada)",
    male: w("Ka Wai, Siu Ming, Chi Keung, Wing Hong, Kwok Leung"),
    female: w("Wai Ling, Suk Yee, Mei Kuen, Yuk Lan, Siu Fong"),
    surnames: w("Chan, Leung, Yip, Cheung, Lau, Tse, Fung"),
    order: "surname-first",
  },
  teochew: {
    origin: "singapore chinese",
    male: w("Ah Huat, Beng Kiat, Swee Heng, Tiong Hwa, Kim Seng"),
    female: w("Ah Moi, Geok Hwa, Lay Hoon, Swee Lian, Bee Leng"),
    surnames: w("Tay, Chia, Quek, Heng, Seah, Toh, Pang, Lau"),
    order: "surname-first",
  },
  marathiOdia: {
    origin: "marathi/odia/assamese",
    male: w("Prashant, Shrikant, Sudhakar, Pradeep Kumar, Bikash, Dhrubajyoti, Satyabrata"),
    female: w("Manisha, Snehal, Ashwini, Sasmita, Jyotirmayee, Pranjal, Bornali"),
    surnames: w("Kulkarni, Deshpande, Patil, Jadhav, Mohapatra, Patnaik, Hazarika, Gogoi, Bora, Sahoo"),
    order: "western",
  },
  minorityNg: {
    origin: "tiv/efik/ijaw/edo",
    male: w("Terver, Aondona, Effiong, Tamunosiki, Ebikabowei, Osagie, Ehigiator"),
    female: w("Mnena, Ekaette, Ibiere, Timipre, Osarumen, Iveren, Ofonime"),
    surnames: w("Iorfa, Akaaer, Bassey, Etim, Okoroafor-Briggs, Ebiowei, Osagiede, Igbinedion, Tarila"),
    order: "western",
  },
  vendaTsonga: {
    origin: "venda/tsonga/ndebele",
    male: w("Rudzani, Tshilidzi, Hlulani, Ntsako, Mpfareleni, Vusi"),
    female: w("Mulalo, Khathutshelo, Tsakani, Nyiko, Rirhandzu, Thulisile"),
    surnames: w("Ramaphosa, Netshitenzhe, Baloyi, Chauke, Mathebula, Maluleke, Nemavhola, Ndlovu"),
    order: "western",
  },
  creeMetis: {
    origin: "first nations/métis",
    male: w("Wayne, Darcy, Lyle, Clifford, Tanner"),
    female: w("Cheyenne, Shawna, Tamara, Delphine, Raven"),
    surnames: w("Cardinal, Bearspaw, Morin, Laboucane, Sinclair-Bird, Whitehead, Ahenakew, Sasakamoose"),
    order: "western",
  },
  samoanTongan: {
    origin: "pasifika",
    male: w("Ioane, Fa'amoana, Taniela, Semisi, Paulo"),
    female: w("Losana, Fa'auuga, Vaimoana, Seini, Malia"),
    surnames: w("Tupou, Fa'alogo, Vaifale, Ah Chong, Tuimavave, Lemalu, Kata"),
    order: "western",
  },
};

/** Given names above that are everyday English words: a PHI-free text may hold the word. */
export const WORD_NAMES: ReadonlySet<string> = new Set(
  w(
    "Sunday, Comfort, Patience, Innocent, Lucky, Favour, Precious, Mercy, Gift, Justice, Memory, Beauty, Blessing",
  ),
);

export interface Person {
  readonly given: string;
  readonly surname: string;
  readonly male: boolean;
  readonly pop: Population;
  /** The name as the community writes it in full. */
  readonly full: string;
}

export function person(r: Rng, pop: Population, male = r.chance(0.5), surname?: string): Person {
  const given = r.pick(male ? pop.male : pop.female);
  const sur = surname ?? r.pick(pop.surnames);
  let full: string;
  switch (pop.order) {
    case "surname-first":
      full =
        pop.origin === "singapore chinese" && r.chance(0.3)
          ? `${r.pick(male ? ["Jason", "Kelvin", "Alvin", "Desmond"] : ["Michelle", "Jasmine", "Evelyn", "Grace"])} ${sur} ${given}`
          : `${sur} ${given}`;
      break;
    case "malay":
      full = `${given} ${male ? r.pick(["bin", "bin", "b."]) : r.pick(["binti", "binte", "bte"])} ${sur}`;
      break;
    case "tamil":
      full = `${given} ${male ? "s/o" : "d/o"} ${sur}`;
      break;
    case "initials": {
      const ini = `${sur[0]}.`;
      full = r.chance(0.5) ? `${ini} ${given}` : `${given} ${sur}`;
      break;
    }
    case "single-with-father":
      full = `${given} ${sur}`;
      break;
    default:
      full = `${given} ${sur}`;
  }
  return { given, surname: sur, male, pop, full };
}

/** Western-style natural order, whatever the population writes: for "Given Surname" fields. */
export function natural(p: Person): string {
  return p.pop.order === "surname-first" && p.pop.origin.includes("chinese")
    ? p.full
    : `${p.given} ${p.surname}`;
}

/** The forms a name takes in a record. */
export function nameForm(r: Rng, p: Person): { text: string; kind: string } {
  const x = r.int(0, 9);
  if (p.pop.order === "malay" || p.pop.order === "tamil") {
    if (x < 6) return { text: p.full, kind: "full, particle" };
    if (x < 8) return { text: p.full.toUpperCase(), kind: "full, particle, caps" };
    return { text: p.given, kind: "given" };
  }
  if (x < 4) return { text: p.full, kind: "full" };
  if (x < 6) return { text: `${p.surname.toUpperCase()}, ${p.given}`, kind: "SURNAME, Given" };
  if (x < 7) return { text: `${p.surname.toUpperCase()} ${p.given}`, kind: "SURNAME Given" };
  if (x < 8) return { text: `${p.given[0]}. ${p.surname}`, kind: "initial surname" };
  if (x < 9) return { text: `${p.given} ${p.surname.toUpperCase()}`, kind: "Given SURNAME" };
  return { text: p.full.toUpperCase(), kind: "full, caps" };
}
