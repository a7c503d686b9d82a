/**
 * Australia, New Zealand, Canada, Ireland and the United Kingdom, written by hand for this yardstick
 * (docs/data-sources.md): names from general knowledge of each population, real suburbs and
 * hospitals (public facts), phone numbers in each plan's drama or fictitious ranges where there is one.
 */
import { makeIhi, makeMedicare, makeNhi, makeNhs, makeOhip, makePpsn } from "./checks.ts";
import { type Country, list } from "./kit.ts";

export const AU: Country = {
  code: "AU",
  given: list(`Jack|Chloe|Liam|Mia|Kylie|Darren|Nikolaos|Eleni|Thi Lan|Minh|Giuseppe|Rosa|Jarrah|Tahlia|
    Bronwyn|Shane|Fatima|Karim`),
  surnames: list(`Nguyen|Papadopoulos|Kelly|Mitchell|Tran|Rossi|Walker|Brennan|Georgiou|Haddad|Lowe|Jovanovic|
    Pham|Thompson|Dixon|Wirrpanda`),
  titles: ["Mr", "Mrs", "Ms", "Miss"],
  suburbs: list(`Parramatta|Dandenong|Toowoomba|Bankstown|Frankston|Broadmeadows|Wagga Wagga|Cabramatta|
    Elizabeth|Logan Central|Mt Druitt|Shepparton|Dubbo|Mildura`),
  streets: list(`Smith St|Bourke Rd|Wattle Ave|Hume Hwy|Banksia Cres|Station St|Jacaranda Dr`),
  postcode: (rng) => rng.pick(list(`2150|3175|4350|2200|3199|3047|2166|5112|4114|2770|3630|2830|3500`)),
  facilities:
    list(`St Vincent's|Westmead|Royal North Shore|the Alfred|Monash Medical Centre|RPA|Liverpool Hospital|
    Gold Coast University Hospital|Royal Perth|the Women's|Dubbo Base Hospital`),
  phone: (rng) =>
    rng.pick([
      `0491 570 ${rng.int(110, 159)}`,
      `(02) 5550 ${rng.digits(4)}`,
      `04${rng.digits(2)} ${rng.digits(3)} ${rng.digits(3)}`,
      `03 5550 ${rng.digits(4)}`,
    ]),
  ids: [
    { labels: ["medicare", "Medicare no", "MC#"], make: makeMedicare },
    { labels: ["IHI"], make: makeIhi },
    { labels: ["URN", "UR", "MRN"], make: (rng) => rng.digits(rng.int(6, 8)) },
  ],
  dates: "dmy",
  bodies: list(
    `eTG|RACGP|AMH|Therapeutic Guidelines|ANZCOR|NPS MedicineWise|HealthPathways|the RCH guidelines`,
  ),
  brands: list(`Panadol Osteo|Nurofen|Endone|Targin|Seretide|Symbicort|Coloxyl|Movicol|Panadeine Forte|Keflex|
    Somac|Endep|Lyrica|Ozempic|Jardiance|Xarelto`),
  ed: ["ED", "emergency", "the ED"],
  gp: ["GP", "the GP", "my GP"],
  paracetamol: ["paracetamol", "panadol", "pcm"],
  diseases: list(`Ross River virus|Murray Valley encephalitis|Barmah Forest virus|Hendra virus|
    Japanese encephalitis|Buruli ulcer|Queensland tick typhus|Bairnsdale ulcer`),
  openers: `|||quick q - |hey, |reg here, `.split("|"),
  closers: `||| thanks| cheers| ta`.split("|"),
};

export const NZ: Country = {
  code: "NZ",
  given: list(`Aroha|Tama|Mere|Wiremu|Sione|Losana|Mele|Tevita|Hemi|Ngaire|Sophie|Hamish|Ruby|Fetu`),
  surnames: list(`Ngata|Tipene|Parata|Fifita|Tuilagi|Taufa|Wihongi|Henare|Faleolo|McKenzie|Sutherland|Kaufusi|
    Rangihuna|Pomare`),
  titles: ["Mr", "Mrs", "Ms", "Miss"],
  suburbs: list(`Otahuhu|Porirua|Manurewa|Papatoetoe|Rotorua|Whangarei|Mangere|Hastings|Gisborne|Kaitaia|
    Invercargill|Otara`),
  streets: list(`Great South Rd|Kowhai St|Rata Pl|Station Rd|Tui Cres|Puriri Ave`),
  postcode: (rng) => rng.pick(list(`2025|5022|2102|2104|3010|0110|2022|4122|4010|0410|9810`)),
  facilities:
    list(`Middlemore|Starship|Auckland City Hospital|Wellington Hospital|Waikato|North Shore Hospital|
    Christchurch Hospital|Hutt Hospital|Whangarei Hospital`),
  phone: (rng) =>
    rng.pick([
      `021 ${rng.digits(3)} ${rng.digits(4)}`,
      `027 ${rng.digits(3)} ${rng.digits(4)}`,
      `(09) ${rng.digits(3)} ${rng.digits(4)}`,
      `04-${rng.digits(3)} ${rng.digits(4)}`,
    ]),
  ids: [
    { labels: ["NHI", "nhi", "NHI no"], make: makeNhi },
    { labels: ["ACC claim"], make: (rng) => `${rng.pick(["CA", "AA", "KB"])}${rng.digits(5)}` },
  ],
  dates: "dmy",
  bodies: list(`BPAC|bpacnz|NZF|the NZ Formulary|Pharmac|HealthPathways|Starship guidelines|Te Whatu Ora`),
  brands: list(`Panadol|Brufen|Ventolin|Losec|Arrow-Amitriptyline|Pacifen|Augmentin|Cilazapril|Apo-Prednisone|
    Laxsol`),
  ed: ["ED", "the ED", "A&E"],
  gp: ["GP", "the GP", "my GP"],
  paracetamol: ["paracetamol", "panadol", "pamol"],
  diseases: list(`leptospirosis|Ross River virus|rheumatic fever|Japanese encephalitis|West Nile virus`),
  openers: `|||kia ora, |quick one - `.split("|"),
  closers: `||| thanks| cheers| chur`.split("|"),
};

export const CA: Country = {
  code: "CA",
  given: list(`Olivier|Chantal|Gurpreet|Harjit|Wei|Mei Ling|Connor|Madison|Tyler|Jasleen|Luc|Genevieve|Kwame|
    Autumn`),
  surnames:
    list(`Tremblay|Gagnon|Sandhu|Gill|Chan|Wong|MacDonald|Roy|Bouchard|Dhillon|Leblanc|Morrison|Cardinal|
    Sinclair`),
  titles: list(`Mr|Mrs|Ms|Mme|M.`),
  suburbs: list(`Scarborough|Brampton|Surrey|Laval|Mississauga|Longueuil|Burnaby|Halifax|Saskatoon|Moncton|
    Thunder Bay|Red Deer`),
  streets: list(`Yonge St|Rue Sainte-Catherine|King St W|Maple Dr|Boul. Saint-Laurent|Main St`),
  postcode: (rng) =>
    rng.pick(list(`M1B 3C2|L6T 4B7|V3T 5H9|H7N 2K1|L5B 1M4|J4K 3G8|V5H 2E4|B3H 1V7|S7K 0J5|E1C 4P2`)),
  facilities: list(`Sunnybrook|Toronto General|the Ottawa Hospital|SickKids|CHEO|VGH|Foothills|St. Michael's|
    the MUHC|Sainte-Justine`),
  phone: (rng) =>
    rng.pick([
      `(${rng.pick(list(`416|613|604|514|403`))}) 555-01${rng.digits(2)}`,
      `${rng.pick(["905", "780", "902"])}-555-01${rng.digits(2)}`,
      `1-${rng.pick(["416", "204"])}-555-01${rng.digits(2)}`,
    ]),
  ids: [
    {
      labels: ["OHIP", "OHIP #", "health card"],
      make: (rng) => `${makeOhip(rng)}${rng.chance(0.5) ? ` ${rng.pick(["AB", "KX", "MT", "RJ"])}` : ""}`,
    },
    { labels: ["MRN", "chart #"], make: (rng) => rng.digits(rng.int(7, 8)) },
  ],
  dates: "dmy-iso",
  bodies: list(`the CPS|RxFiles|Diabetes Canada|Hypertension Canada|CTFPHC|the CCS guidelines|
    Choosing Wisely Canada|the Canadian Paediatric Society`),
  brands: list(`Tylenol|Tylenol #3|Advil|Gravol|Pantoloc|Synthroid|Eltroxin|Lipitor|Ativan|Dilaudid|Coversyl|
    Novo-Hydrazide|Ratio-Salbutamol`),
  ed: ["ER", "the ER", "emerg", "the ED"],
  gp: ["family doctor", "family doc", "my GP", "the walk-in"],
  paracetamol: ["acetaminophen", "tylenol", "acetaminophen"],
  diseases: list(`Lyme disease|Powassan virus|West Nile virus|blastomycosis|Rocky Mountain spotted fever`),
  openers: `|||hi, |quick question: `.split("|"),
  closers: `||| thanks| merci`.split("|"),
};

export const IE: Country = {
  code: "IE",
  given: list(
    `Siobhan|Ciaran|Aoife|Padraig|Niamh|Eoin|Grainne|Declan|Roisin|Oisin|Mairead|Tadhg|Olamide|Piotr`,
  ),
  surnames: list(`O'Brien|Murphy|Byrne|Ni Bhriain|O'Sullivan|McCarthy|Doyle|Fitzgerald|Kavanagh|O Ceallaigh|
    Quinlan|Nowak|Donnelly|Cullen`),
  titles: ["Mr", "Mrs", "Ms"],
  suburbs: list(`Tallaght|Blanchardstown|Ballymun|Clondalkin|Swords|Drogheda|Ballincollig|Mallow|Tuam|
    Letterkenny|Navan|Portlaoise`),
  streets: list(`Main St|Church Rd|Ballymun Rd|Cois Abhann|The Crescent|Old Cork Rd`),
  postcode: (rng) =>
    rng.pick(list(`D24 X2K7|D15 R9P3|D09 F6W4|K67 T2Y8|A92 E3C1|P31 KD75|H54 YR28|F92 N5W6`)),
  facilities: list(`Beaumont|St James's|Tallaght University Hospital|the Mater|CUH|UHL|Temple Street|Crumlin|
    the Rotunda|Letterkenny University Hospital`),
  phone: (rng) =>
    rng.pick([
      `087 ${rng.digits(3)} ${rng.digits(4)}`,
      `086-${rng.digits(7)}`,
      `(01) ${rng.digits(3)} ${rng.digits(4)}`,
      `+353 ${rng.pick(["85", "83"])} ${rng.digits(3)} ${rng.digits(4)}`,
    ]),
  ids: [
    { labels: ["PPSN", "PPS no"], make: makePpsn },
    { labels: ["MRN", "hosp no", "chart no"], make: (rng) => rng.digits(rng.int(6, 7)) },
    { labels: ["GMS no", "medical card no"], make: (rng) => `${rng.digits(7)}${rng.pick(["A", "K", "T"])}` },
  ],
  dates: "dmy",
  bodies: list(`the HSE|ICGP|the NCEC|HIQA|medicines.ie|the HSE antibiotic guidelines|NICE`),
  brands: list(`Difene|Solpadeine|Nurofen Plus|Panadol|Motilium|Zirtek|Losec|Nexium|Xarelto|Eliquis|Augmentin|
    Uniphyllin`),
  ed: ["ED", "A&E", "casualty", "the ED"],
  gp: ["GP", "the GP", "my GP", "the out of hours"],
  paracetamol: ["paracetamol", "panadol", "paracetamol"],
  diseases: ["Lyme disease", "Q fever", "leptospirosis", "Legionnaires' disease"],
  openers: `|||hi, |sorry to bother, `.split("|"),
  closers: `||| thanks a mil| thanks`.split("|"),
};

export const UK: Country = {
  code: "UK",
  given: list(`Oliver|Amelia|Harry|Jessica|Mohammed|Aisha|Bartosz|Agnieszka|Delroy|Marcia|Rhys|Cerys|Imran|
    Kirsty|Callum`),
  surnames: list(`Smith|Hussain|Patel|Jones|Williams|Kowalski|Begum|Campbell|Evans|Ahmed|Clarke|Okonjo|Taylor|
    Brown|Gallagher`),
  titles: ["Mr", "Mrs", "Ms", "Miss"],
  suburbs:
    list(`Croydon|Salford|Moss Side|Handsworth|Harehills|Walthamstow|Sparkbrook|Toxteth|Llanelli|Paisley|
    Bootle|Rotherham|Wythenshawe`),
  streets: list(`High St|Church Lane|Station Road|Victoria Terrace|Albert Rd|Mill Lane|Queens Drive`),
  postcode: (rng) =>
    rng.pick(
      list(`CR0 2AB|M6 5FX|M14 4QA|B21 9RY|LS8 5DT|E17 4PP|B11 1LZ|L8 2TH|SA15 3JH|PA1 1XR|L20 7EG|S60 2UD`),
    ),
  facilities: list(`St Thomas'|Salford Royal|the QE|Leeds General|Wythenshawe|the Royal Free|Addenbrooke's|
    Alder Hey|the John Radcliffe|Ninewells|Morriston|the Royal London`),
  phone: (rng) =>
    rng.pick([
      `07700 900${rng.digits(3)}`,
      `020 7946 0${rng.digits(3)}`,
      `0113 496 0${rng.digits(3)}`,
      `0161 496 0${rng.digits(3)}`,
      `+44 7700 900${rng.digits(3)}`,
    ]),
  ids: [
    { labels: ["NHS no", "NHS number", "NHS"], make: makeNhs },
    { labels: ["hosp no", "MRN", "RTX"], make: (rng) => `${rng.pick(["", "", "RX", "K"])}${rng.digits(7)}` },
  ],
  dates: "dmy",
  bodies: list(`NICE|CKS|the BNF|SIGN|BTS|the RCOG|the NICE CKS|the Renal Association|the BNFc`),
  brands: list(`Calpol|Co-codamol|Oramorph|Fortisip|Laxido|Zapain|Sando-K|Adcal-D3|Fultium|Gaviscon|Movicol|
    Zomorph|Fostair|Trimbow`),
  ed: ["A&E", "ED", "resus", "the ED"],
  gp: ["GP", "the GP", "my GP", "111"],
  paracetamol: ["paracetamol", "paracetamol", "pcm"],
  diseases: list(`Lyme disease|Q fever|Legionnaires' disease|Bornholm disease|Norwalk virus`),
  openers: `|||hi, |F2 here - |sorry if silly q, `.split("|"),
  closers: `||| thanks| ta| cheers`.split("|"),
};
