/**
 * India, South Africa, Nigeria, Singapore and the United States, written by hand for this yardstick
 * (docs/data-sources.md): names from general knowledge of each population and its naming customs,
 * real localities and hospitals (public facts), numbers in each plan's shape.
 */
import { makeAadhaar, makeNric, makeSaId } from "./checks.ts";
import { type Country, list } from "./kit.ts";
import type { Rng } from "./rng.ts";

export const IN: Country = {
  code: "IN",
  given: list(`Priya|Ramesh|Lakshmi|Suresh|Anjali|Arjun|Kavitha|Sanjay|Meena|Rahul|Deepika|Senthil|Fathima|
    Gurdeep|Sunita|Abhishek`),
  surnames:
    list(`Nair|Sharma|Iyer|Reddy|Patel|Gupta|Menon|Das|Singh|Banerjee|Pillai|Kulkarni|Yadav|Chatterjee|
    Rao|Mishra`),
  fullName: (rng, g, s) =>
    rng.weighted([
      [`${g} ${s}`, 6],
      [`${s[0]}. ${g}`, 2],
      [`${g} ${s[0]}`, 1],
      [`${g} ${rng.pick(list(`A|K|M|R|S|V`))}. ${s}`, 1],
    ] as const),
  titles: list(`Mr|Mrs|Smt.|Shri|Ms`),
  suburbs:
    list(`Andheri East|Koramangala|Velachery|Salt Lake|Dwarka|Kakkanad|Banjara Hills|Kothrud|Gomti Nagar|
    Malviya Nagar|Tambaram|Whitefield`),
  streets: list(`4th Cross, 2nd Main|MG Road|Sector 15|Nehru Nagar|Station Road|Gandhi Street`),
  postcode: (rng) =>
    rng.pick(list(`400069|560034|600042|700091|110075|682030|500034|411038|226010|600 045|560 066`)),
  facilities:
    list(`AIIMS|CMC Vellore|KEM|Apollo Greams Road|PGI Chandigarh|Manipal Hospital|Fortis Malar|NIMHANS|
    Safdarjung|Amrita Hospital|Lilavati`),
  phone: (rng) =>
    rng.pick([
      `+91 ${rng.int(7, 9)}${rng.digits(4)} ${rng.digits(5)}`,
      `${rng.int(7, 9)}${rng.digits(9)}`,
      `0${rng.pick(["80", "22", "44"])}-${rng.digits(8)}`,
    ]),
  ids: [
    { labels: ["aadhaar", "Aadhaar no", "aadhar"], make: makeAadhaar },
    {
      labels: ["UHID", "IP no", "reg no"],
      make: (rng) =>
        rng.pick([rng.digits(8), `${rng.int(2019, 2025)}/${rng.digits(6)}`, `MR${rng.digits(7)}`]),
    },
    {
      labels: ["ABHA", "ABHA no"],
      make: (rng) => `${rng.digits(2)}-${rng.digits(4)}-${rng.digits(4)}-${rng.digits(4)}`,
    },
  ],
  dates: "dmy",
  bodies: list(`ICMR|IAP|the NLEM|NTEP|API|the Indian Pharmacopoeia|RSSDI|CIMS`),
  brands: list(`Dolo 650|Crocin|Combiflam|Pan-D|Azee 500|Taxim-O|Ecosprin|Telma 40|Glycomet|Meftal-Spas|Ondem|
    Augmentin 625|Shelcal|Cremaffin`),
  ed: ["casualty", "emergency", "the ER"],
  gp: ["family physician", "local doctor", "the OPD"],
  paracetamol: ["paracetamol", "PCM", "dolo"],
  diseases: list(
    `Japanese encephalitis|Kyasanur Forest disease|Chandipura virus|Nipah virus|dengue|scrub typhus`,
  ),
  openers: `||sir, |kindly advise, |pls tell |doctor, `.split("|"),
  closers: `|| pls| kindly reply| sir| thank you`.split("|"),
};

export const ZA: Country = {
  code: "ZA",
  given: list(`Sipho|Thandeka|Nomvula|Lwazi|Johannes|Annelie|Pieter|Ashwin|Kagiso|Lerato|Zanele|Themba|
    Precious|Bongani`),
  surnames: list(`Dlamini|Nkosi|Mokoena|van der Merwe|du Plessis|Naidoo|Botha|Khumalo|Ndlovu|Mahlangu|Pillay|
    Mthembu|Sithole|Coetzee`),
  titles: ["Mr", "Mrs", "Ms", "Mev."],
  suburbs: list(`Soweto|Khayelitsha|Umlazi|Mitchells Plain|Tembisa|Mamelodi|Chatsworth|Bellville|Gugulethu|
    Polokwane|Mthatha|Alexandra`),
  streets: list(`Vilakazi St|Main Rd|Voortrekker Rd|Jan Smuts Ave|Protea Cres|Church St`),
  postcode: (rng) => rng.pick(list(`1804|7784|4031|7785|1632|0122|4092|7530|7750|0699|5099|2090`)),
  facilities: list(`Bara|Groote Schuur|Tygerberg|Charlotte Maxeke|King Edward VIII|Steve Biko Academic|
    Red Cross Children's|Addington|Helen Joseph|Mowbray Maternity`),
  phone: (rng) =>
    rng.pick([
      `0${rng.pick(list(`82|83|72|71|61`))} ${rng.digits(3)} ${rng.digits(4)}`,
      `(0${rng.pick(["11", "21", "31"])}) ${rng.digits(3)} ${rng.digits(4)}`,
      `+27 ${rng.pick(["82", "73"])} ${rng.digits(3)} ${rng.digits(4)}`,
    ]),
  ids: [
    {
      labels: ["ID", "ID no", "SA ID"],
      make: (rng) => makeSaId(rng, rng.int(1940, 2005), rng.int(1, 12), rng.int(1, 28)),
    },
    {
      labels: ["folder no", "hosp no", "file no"],
      make: (rng) => rng.pick([rng.digits(8), `${rng.pick(["A", "B", "T"])}${rng.digits(6)}`]),
    },
  ],
  dates: "dmy-iso",
  bodies: list(`the SAMF|the STGs|the EML|the NDoH|SAHIVSoc|the APC guide|PACK`),
  brands: list(`Panado|Myprodol|Grandpa|Med-Lemon|Stilpane|Betapyn|Allergex|Synap Forte|Adco-Dol|Corenza C|
    Lentogesic|Voltaren`),
  ed: ["casualty", "trauma unit", "the EC"],
  gp: ["GP", "the clinic", "the day hospital"],
  paracetamol: ["paracetamol", "panado", "pcm"],
  diseases: list(`tick bite fever|Rift Valley fever|Crimean-Congo haemorrhagic fever|malaria|Congo fever`),
  openers: `|||hi doc, |howzit, `.split("|"),
  closers: `||| thanks| dankie`.split("|"),
};

export const NG: Country = {
  code: "NG",
  given: list(`Chukwuemeka|Ngozi|Babatunde|Funmilayo|Aisha|Musa|Adaeze|Oluwaseun|Ifeoma|Yusuf|Blessing|
    Goodluck|Chiamaka|Tunde`),
  surnames:
    list(`Okafor|Eze|Adeyemi|Bello|Ibrahim|Ogunleye|Nwosu|Abubakar|Okonkwo|Balogun|Adebayo|Uche|Danjuma|
    Olaniyan`),
  titles: list(`Mr|Mrs|Miss|Alhaji|Chief`),
  suburbs: list(`Surulere|Ikeja|Yaba|Wuse|Nsukka|Garki|Lekki|Ajegunle|Sabon Gari|Mushin|Bodija|Agege`),
  streets: list(`Allen Avenue|Herbert Macaulay Way|Adeola Odeku St|Ogui Road|Zaria Road|Oba Akran Ave`),
  postcode: (rng) => rng.pick(list(`101283|100271|101212|900288|410001|900211|106104|200284`)),
  facilities: list(`LUTH|UCH Ibadan|LASUTH|UNTH Enugu|ABUTH|National Hospital Abuja|OAUTHC|Reddington|
    Federal Medical Centre Owo|St Nicholas`),
  phone: (rng) =>
    rng.pick([
      `0${rng.pick(list(`803|806|813|705|809`))} ${rng.digits(3)} ${rng.digits(4)}`,
      `+234 ${rng.pick(["803", "802", "816"])} ${rng.digits(3)} ${rng.digits(4)}`,
      `0${rng.pick(["803", "907"])}${rng.digits(7)}`,
    ]),
  ids: [
    {
      labels: ["hosp no", "hospital number", "folder no"],
      make: (rng) =>
        rng.pick([`${rng.digits(6)}`, `${rng.digits(5)}/${rng.int(18, 25)}`, `LUTH/${rng.digits(5)}`]),
    },
    { labels: ["NIN"], make: (rng) => rng.digits(11) },
    { labels: ["NHIA no", "HMO id"], make: (rng) => `${rng.pick(["NHIA", "HYG", "AXA"])}/${rng.digits(6)}` },
  ],
  dates: "dmy",
  bodies: list(`the national malaria guidelines|NCDC|the FMoH guidelines|NAFDAC|the WHO guidelines|
    the Nigerian STG`),
  brands: list(`Emzor paracetamol|Lonart|Coartem|Camosunate|Amatem|Ampiclox|Flagyl|Septrin|Boska|Loxagyl|
    Fansidar|Procold`),
  ed: ["A&E", "the emergency unit", "CHER"],
  gp: ["the doctor", "the clinic", "PHC"],
  paracetamol: ["paracetamol", "PCM", "emzor"],
  diseases: list(`Lassa fever|Ebola|malaria|typhoid|yellow fever|Marburg virus`),
  openers: `||good day doc, |pls |doc abeg, |sir, `.split("|"),
  closers: `|| pls| thanks| God bless| urgent pls`.split("|"),
};

const SG_MALAY_GIVEN = list(`Muhammad Faiz|Nur Aisyah|Siti Nurhaliza|Ahmad Hafiz|Nurul Huda|Mohamed Rizal`);
const SG_MALAY_FATHER = list(`Rahman|Ismail|Abdullah|Hassan|Osman|Salleh`);
const SG_TAMIL = list(`Ramasamy|Kumaravel|Devi|Selvi|Muthu|Kannan`);
const SG_TAMIL_FATHER = list(`Krishnan|Subramaniam|Govindasamy|Rajan|Pillai`);

export const SG: Country = {
  code: "SG",
  given: list(`Wei Ming|Mei Ling|Jia Hui|Kok Leong|Siew Hoon|Boon Huat|Xin Yi|Jun Jie|Ah Kow|Hui Min`),
  surnames: list(`Tan|Lim|Lee|Ng|Ong|Wong|Goh|Chua|Koh|Teo|Chan|Yeo`),
  fullName: (rng: Rng, g: string, s: string) =>
    rng.weighted([
      [`${s} ${g}`, 5],
      [`${rng.pick(SG_MALAY_GIVEN)} ${rng.pick(["bin", "binte"])} ${rng.pick(SG_MALAY_FATHER)}`, 2],
      [`${rng.pick(SG_TAMIL)} ${rng.pick(["s/o", "d/o"])} ${rng.pick(SG_TAMIL_FATHER)}`, 1],
      [`${g} ${s}`, 1],
    ] as const),
  titles: list(`Mr|Mdm|Ms|Encik|Puan`),
  suburbs:
    list(`Tampines|Jurong West|Ang Mo Kio|Woodlands|Bedok|Yishun|Toa Payoh|Sengkang|Hougang|Bukit Batok|
    Pasir Ris|Clementi`),
  streets: list(`Blk 123 Tampines St 11 #05-12|Blk 456 Jurong West St 42|Ang Mo Kio Ave 3|
    Blk 22 Toa Payoh Lor 7 #10-301|Yishun Ring Rd`),
  postcode: (rng) =>
    rng.pick([
      `Singapore ${rng.pick(list(`520123|640456|560322|730812|460022|760451`))}`,
      `S(${rng.pick(["310022", "540123", "530456"])})`,
      rng.pick(["650221", "120345"]),
    ]),
  facilities: list(
    `SGH|TTSH|NUH|CGH|KTPH|KKH|Sengkang General|NTFGH|Bedok Polyclinic|Ang Mo Kio Polyclinic|IMH`,
  ),
  phone: (rng) =>
    rng.pick([
      `${rng.pick(["8", "9"])}${rng.digits(3)} ${rng.digits(4)}`,
      `+65 ${rng.pick(["8", "9"])}${rng.digits(3)} ${rng.digits(4)}`,
      `6${rng.digits(3)} ${rng.digits(4)}`,
    ]),
  ids: [
    { labels: ["NRIC", "IC", "nric"], make: makeNric },
    { labels: ["MRN", "case no"], make: (rng) => `${rng.digits(7)}${rng.pick(["A", "J", "Z"])}` },
  ],
  dates: "dmy",
  bodies: list(`the MOH ACG|ACE clinical guidance|the MOH CPG|HSA|the CHAS guide|NUH antibiotic guidelines`),
  brands: list(`Panadol|Zyrtec|Clarityne|Augmentin|Xarelto|Mucosolvan|Bisolvon|Stilnox|Ponstan|Arcoxia|Galvus|
    Forxiga`),
  ed: ["A&E", "ED", "the A&E"],
  gp: ["GP", "polyclinic", "the polyclinic"],
  paracetamol: ["paracetamol", "panadol", "PCM"],
  diseases: list(`dengue|Japanese encephalitis|hand foot and mouth disease|Nipah virus|Zika|chikungunya`),
  openers: `|||hi doc, |can ask, `.split("|"),
  closers: `|| thanks| can or not| lah| pls advise`.split("|"),
};

const MBI = "ACDEFGHJKMNPQRTUVWXY";
const mbi = (rng: Rng): string => {
  const a = (): string => rng.pick([...MBI]);
  const an = (): string => (rng.chance(0.5) ? a() : String(rng.int(0, 9)));
  return `${rng.int(1, 9)}${a()}${an()}${rng.int(0, 9)}-${a()}${an()}${rng.int(0, 9)}-${a()}${a()}${rng.digits(2)}`;
};

export const US: Country = {
  code: "US",
  given: list(`Emily|Jose|Maria|DeShawn|Tyrone|Ashley|Kevin|Guadalupe|Brittany|Hoa|Carlos|Latoya|Dakota|
    Brandon`),
  surnames:
    list(`Johnson|Gonzalez|Hernandez|Jackson|Washington|O'Connor|Nguyen|Rivera|Kowalczyk|Begay|Robinson|
    Schwartz|Ramirez|Miller`),
  titles: ["Mr", "Mrs", "Ms", "Mr."],
  suburbs:
    list(`Dorchester|Hialeah|the Bronx|Flushing|Compton|East Cleveland|Gary|Camden|Lubbock|Chinle|Yakima|
    Fresno`),
  streets: list(`Maple Ave|Martin Luther King Jr Blvd|Elm St|W 3rd St|Oak Ridge Dr|Route 9`),
  postcode: (rng) =>
    rng.pick([
      "02124",
      "33010",
      "10451",
      "11354",
      "90220",
      "44112",
      "46402",
      "08102",
      "79401",
      "86503",
      "98902",
      `93701-${rng.digits(4)}`,
    ]),
  facilities: list(`Mass General|Bellevue|Cook County|Grady|Parkland|Jackson Memorial|Hopkins|UCSF|Cedars|
    Mount Sinai|Harborview|the VA`),
  phone: (rng) =>
    rng.pick([
      `(${rng.pick(list(`617|305|212|312|404`))}) 555-01${rng.digits(2)}`,
      `${rng.pick(["214", "206", "415"])}-555-01${rng.digits(2)}`,
      `555-01${rng.digits(2)}`,
      `${rng.pick(["713", "602"])}.555.01${rng.digits(2)}`,
    ]),
  ids: [
    { labels: ["MRN", "mrn", "MRN#"], make: (rng) => rng.digits(rng.int(7, 9)) },
    { labels: ["MBI", "medicare id"], make: mbi },
    {
      labels: ["SSN", "ssn"],
      gold: "SSN",
      make: (rng) => `${rng.int(100, 665)}-${rng.digits(2)}-${rng.digits(4)}`,
    },
  ],
  dates: "mdy",
  bodies: list(`UpToDate|the ACC/AHA guidelines|IDSA|USPSTF|the CDC|the ADA standards|ACOG|the AAP|Lexicomp|
    the Sanford guide`),
  brands: list(`Tylenol|Motrin|Norco|Percocet|Zofran|Eliquis|Lipitor|Zoloft|Lasix|Coumadin|Keppra|Ativan|
    Dilaudid|Toradol|Narcan|Benadryl`),
  ed: ["ER", "the ED", "the ER"],
  gp: ["PCP", "primary care", "my doctor", "urgent care"],
  paracetamol: ["acetaminophen", "tylenol", "APAP"],
  diseases:
    list(`Lyme disease|Rocky Mountain spotted fever|West Nile virus|Valley fever|St. Louis encephalitis|
    Powassan virus`),
  openers: `|||hey, |quick question - |ms3 here, `.split("|"),
  closers: `||| thanks| thx| ty`.split("|"),
};
