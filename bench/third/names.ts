/**
 * Name populations of the third corpus, written by hand for this corpus from general knowledge of
 * naming customs (docs/data-sources.md, "Data sources of the third corpus"). Each says how its
 * full name is ordered: given-first, surname-first (Chinese, Vietnamese), Malay patronymic with
 * bin/binte, Tamil with s/o and d/o, South Indian initials before the given name.
 */

export type Order = "given-first" | "surname-first" | "malay" | "tamil-so" | "initials-first";

export interface Population {
  readonly origin: string;
  readonly order: Order;
  readonly women: readonly string[];
  readonly men: readonly string[];
  /** Surnames (for malay and tamil-so, fathers' given names). */
  readonly families: readonly string[];
}

const pop = (origin: string, order: Order, women: string, men: string, families: string): Population => ({
  origin,
  order,
  women: women.split("|"),
  men: men.split("|"),
  families: families.split("|"),
});

export const POPULATIONS = {
  anglo: pop(
    "anglo",
    "given-first",
    "Bronwyn|Kylie|Shelley|Tegan|Harriet|Imogen|Leanne|Felicity|Joanne|Meredith|Courtney|Rhiannon",
    "Darren|Lachlan|Callum|Rhys|Hamish|Tristan|Warwick|Graeme|Nigel|Duncan|Bradley|Jarrod",
    "Pemberton|Whitlock|Ashworth|Thistlethwaite|Haddock|Cartwright|Fairweather|Blackwood|Pryce|Ollerenshaw|Gedge|Lockyer|Tunstall|Harbottle",
  ),
  irish: pop(
    "irish",
    "given-first",
    "Aoife|Siobhán|Niamh|Caoimhe|Gráinne|Clodagh|Sadhbh|Orla|Róisín|Máire|Eimear|Bríd",
    "Cathal|Donncha|Fiachra|Tadhg|Eoghan|Oisín|Ruairí|Colm|Pádraig|Diarmuid|Cian|Seosamh",
    "Ó Súilleabháin|Mac Giolla Phádraig|Ní Bhriain|O'Donovan|McGettigan|Breathnach|Ó Murchú|Kinsella|Mulcahy|Fitzgibbon|Ní Dhomhnaill|Cullinane|Ó Ceallaigh|Twomey",
  ),
  maori: pop(
    "maori",
    "given-first",
    "Aroha|Mereana|Hinewai|Tuini|Ngaire|Kahurangi|Moana|Whetu|Huia|Mihi|Rangimarie|Atawhai",
    "Wiremu|Tamati|Hemi|Rawiri|Nikau|Tipene|Hohepa|Manaia|Tane|Rewi|Kauri|Pita",
    "Te Whare|Ngata|Tapsell|Parata|Te Rangi|Tawhiri|Rangihuna|Waaka|Karaka|Te Moana|Pomare|Hetaraka|Ruatapu",
  ),
  pasifika: pop(
    "pasifika",
    "given-first",
    "Losana|Mele|Seini|Lupe|Ana Lisa|Fetu|Salote|Vaimoana|Siosaia|Lavinia|Akanesi|Moeata",
    "Sione|Tevita|Viliami|Fetuao|Iosefa|Semisi|Paulo|Falani|Taniela|Ioane|Losaline|Mosese",
    "Tuilagi|Fifita|Vainikolo|Aumua|Faleafa|Tupou|Lolohea|Taufa|Fonoti|Soakai|Mataele|Sapolu",
  ),
  frenchCa: pop(
    "french-canadian",
    "given-first",
    "Marie-Ève|Geneviève|Josée|Mélanie|Chantal|Annick|Maude|Sylvie|Véronique|Isabelle|Nathalie|Gisèle",
    "Jean-François|Mathieu|Étienne|Sébastien|Luc|Réjean|Gaétan|Pierre-Luc|Benoît|Yannick|Normand|Ghislain",
    "Tremblay|Gagnon|Bouchard|Côté|Pelletier|Lévesque|Thibodeau|Desrosiers|Bergeron|Lachance|Gauthier|St-Pierre|Ouellet|Beaulieu",
  ),
  chineseSg: pop(
    "chinese (surname first)",
    "surname-first",
    "Wei Ling|Hui Min|Xiu Ying|Mei Fong|Li Ting|Shu Fen|Jia Hui|Siew Lan|Pei Shan|Yan Ni|Bee Hoon|Ai Lian",
    "Boon Huat|Wei Jie|Kok Meng|Chee Keong|Jun Hao|Teck Seng|Zhi Wei|Hock Lai|Kian Beng|Yong Sheng|Chin Wah|Seng Kiat",
    "Tan|Lim|Goh|Ong|Teo|Koh|Chua|Lee|Ng|Yeo|Seah|Heng|Quek|Sim|Toh|Phua",
  ),
  vietnamese: pop(
    "vietnamese (surname first)",
    "surname-first",
    "Thi Lan|Thi Hoa|Ngoc Anh|Thu Trang|Thi Mai|Kim Dung|Bich Ngoc|Thanh Huong|Thi Hanh|My Linh",
    "Van Minh|Duc Anh|Quoc Bao|Van Hung|Minh Tuan|Thanh Long|Huu Phuoc|Van Son|Cong Danh|Dinh Khoa",
    "Nguyen|Tran|Pham|Huynh|Vo|Phan|Dang|Bui|Do|Ho|Ngo|Duong|Ly",
  ),
  malay: pop(
    "malay",
    "malay",
    "Nurul Huda|Siti Aishah|Nur Farhana|Aminah|Zainab|Noraini|Rohani|Syafiqah|Norhayati|Faridah",
    "Muhammad Hafiz|Ahmad Faizal|Mohd Rizal|Zulkifli|Khairul Anwar|Azman|Hisham|Irfan|Rosli|Shahrul",
    "Rahman|Ismail|Osman|Yusof|Hassan|Abdullah|Salleh|Jaafar|Hamid|Ibrahim|Kassim|Mahmud",
  ),
  tamilSg: pop(
    "tamil (s/o, d/o)",
    "tamil-so",
    "Kavitha|Malathi|Revathi|Selvi|Anitha|Thilaga|Vasanthi|Jothi|Devi|Kalaivani",
    "Ravichandran|Murugan|Selvam|Kannan|Sivakumar|Arumugam|Rajendran|Thinesh|Balakrishnan|Karthik",
    "Subramaniam|Krishnasamy|Govindasamy|Ramasamy|Palaniappan|Muthusamy|Velu|Nadarajah|Sinnathamby|Perumal",
  ),
  southIndian: pop(
    "south indian (initials first)",
    "initials-first",
    "Lakshmi|Meenakshi|Padmavathi|Saranya|Bhuvaneswari|Kalpana|Sumathi|Vijayalakshmi|Gayathri|Nandhini",
    "Ramesh|Senthil|Venkatesh|Srinivasan|Muthukumar|Prabhu|Karthikeyan|Balaji|Saravanan|Anand",
    "R.|K.|S.|M.|P.|V.|T.|G.|N.|A. R.|K. S.|M. V.",
  ),
  northIndian: pop(
    "north indian",
    "given-first",
    "Priyanka|Sunita|Anjali|Pooja|Rekha|Neha|Kavita|Shalini|Deepika|Ritu|Manju|Swati",
    "Rajesh|Amit|Vikram|Sanjay|Rohit|Anil|Manoj|Deepak|Alok|Sandeep|Pankaj|Ashok",
    "Sharma|Verma|Gupta|Agarwal|Mishra|Tiwari|Srivastava|Chaturvedi|Bansal|Saxena|Pandey|Dwivedi",
  ),
  punjabi: pop(
    "punjabi",
    "given-first",
    "Gurpreet Kaur|Harleen Kaur|Jaspreet Kaur|Manpreet Kaur|Simranjit Kaur|Navdeep Kaur|Rajwinder Kaur|Amandeep Kaur",
    "Harjit Singh|Gurdeep Singh|Balwinder Singh|Jaswant Singh|Kuldip Singh|Paramjit Singh|Sukhvinder Singh|Ranjit Singh",
    "Sandhu|Dhillon|Grewal|Sidhu|Gill|Brar|Bains|Randhawa|Cheema|Bhullar|Aulakh|Johal",
  ),
  yoruba: pop(
    "yoruba",
    "given-first",
    "Adébísí|Olúwaseun|Títílayọ̀|Folasade|Abímbọ́lá|Yétúndé|Morẹ́nikẹ́|Oyinkansola|Adéọlá|Temitope|Bọ́lánlé|Ìbùkún",
    "Adébáyọ̀|Olúwafẹ́mi|Babatunde|Olúsẹ́gun|Ayọ̀dèjì|Kọ́lá|Tunde|Oládipúpọ̀|Ọlámídé|Akínwùmí|Gbenga|Ṣọlá",
    "Adéyẹmí|Ògúnlẹ́yẹ|Akínọlá|Ọládélé|Adébáyọ̀|Oyèwọlé|Fáṣọlá|Ajíbọ́lá|Ògúnbánjọ|Adéṣínà|Olúwọlé|Bámidélé",
  ),
  igbo: pop(
    "igbo",
    "given-first",
    "Ngozi|Chiamaka|Adaeze|Uchenna|Nneka|Obiageli|Chinwe|Ifeoma|Amarachi|Ebele|Nkechi|Ogechi",
    "Chukwuemeka|Obinna|Ikenna|Chidi|Nnamdi|Ugochukwu|Kelechi|Emeka|Chinedu|Okechukwu|Ifeanyi|Somto",
    "Okonkwo|Nwachukwu|Eze|Okafor|Onyekachi|Obiora|Nwosu|Uzoma|Chukwu|Anyanwu|Ezeh|Okoye|Nwankwo",
  ),
  hausa: pop(
    "hausa",
    "given-first",
    "Hauwa|Zainab|Amina|Hadiza|Fatima|Bilkisu|Rakiya|Maryam|Halima|Saadatu|Ladi|Jummai",
    "Aminu|Abdullahi|Musa|Sani|Yakubu|Bashir|Garba|Shehu|Nasiru|Lawal|Haruna|Usman",
    "Bello|Abubakar|Danjuma|Dikko|Gwarzo|Kano|Mairiga|Yahaya|Shuaibu|Tafida|Danladi|Umaru",
  ),
  zulu: pop(
    "zulu",
    "given-first",
    "Nomvula|Thandiwe|Zanele|Nokuthula|Lindiwe|Nomsa|Sibongile|Ntombi|Khanyisile|Zodwa|Nonhlanhla|Thembeka",
    "Sipho|Themba|Bongani|Mandla|Sibusiso|Sandile|Nkosinathi|Mthokozisi|Lwazi|Sifiso|Mduduzi|Njabulo",
    "Dlamini|Ndlovu|Mkhize|Zungu|Ngcobo|Mthembu|Khumalo|Shabalala|Cele|Buthelezi|Gumede|Nxumalo|Mabaso",
  ),
  xhosa: pop(
    "xhosa",
    "given-first",
    "Nosipho|Ayanda|Siphokazi|Nomalizo|Unathi|Noluthando|Zintle|Asanda|Buhle|Lulama",
    "Lwando|Athenkosi|Siyabonga|Luvuyo|Mzwandile|Xolani|Vuyani|Lonwabo|Sizwe|Thembinkosi",
    "Mbeki|Qwabe|Mgqweto|Ngcukana|Tshabalala|Mxenge|Nqabeni|Gqirana|Sotyantya|Mtirara|Ncube|Mtshali",
  ),
  afrikaans: pop(
    "afrikaans",
    "given-first",
    "Annelie|Marietjie|Elmarie|Riana|Susanna|Karlien|Hester|Anri|Lizelle|Magdalena",
    "Pieter|Johannes|Gerrit|Hendrik|Jacobus|Frikkie|Wynand|Stefanus|Barend|Deon",
    "van der Merwe|du Plessis|Botha|Pretorius|Steyn|Coetzee|van Wyk|Swanepoel|Oosthuizen|Nel|le Roux|Venter|Erasmus",
  ),
  filipino: pop(
    "filipino",
    "given-first",
    "Maricel|Rowena|Jocelyn|Analyn|Marites|Cherry Mae|Rhodora|Lorna|Jinky|Leonora",
    "Rodel|Jomar|Arnel|Ronaldo|Edgardo|Jun-Jun|Romeo|Reynaldo|Dindo|Marlon",
    "Dela Cruz|Macaraeg|Bautista|Villanueva|Dimaculangan|Pangilinan|Soriano|Manalo|Tolentino|Mendoza",
  ),
  hispanic: pop(
    "hispanic",
    "given-first",
    "Guadalupe|Yesenia|Maribel|Xiomara|Araceli|Lucía|Itzel|Rocío|Dolores|Marisol",
    "Jesús|Alejandro|Rigoberto|Joaquín|Efraín|Ulises|Héctor|Martín|Osvaldo|Reynaldo",
    "Hernández|Ramírez|Villalobos|Zúñiga|Castañeda|Ochoa|Barragán|Sandoval|Quintanilla|Cervantes",
  ),
  polish: pop(
    "polish",
    "given-first",
    "Agnieszka|Małgorzata|Katarzyna|Zofia|Bożena|Joanna|Ewelina|Grażyna",
    "Krzysztof|Grzegorz|Łukasz|Wojciech|Tomasz|Paweł|Mirosław|Przemysław",
    "Kowalczyk|Wiśniewski|Zieliński|Szymańska|Wójcik|Kamiński|Lewandowska|Dąbrowski|Jabłoński|Grabowska",
  ),
  pakistani: pop(
    "pakistani",
    "given-first",
    "Saima|Nazia|Rubina|Shazia|Farzana|Bushra|Ayesha|Tahira|Sadia|Uzma",
    "Tariq|Imran|Asif|Nadeem|Zubair|Khalid|Shahid|Waqas|Faisal|Adnan",
    "Chaudhry|Qureshi|Butt|Malik|Rana|Mirza|Bhatti|Sheikh|Hussain|Akhtar",
  ),
  greek: pop(
    "greek",
    "given-first",
    "Eleni|Dimitra|Vasiliki|Georgia|Stavroula|Kalliopi|Despina|Panagiota",
    "Konstantinos|Spiros|Dimitrios|Georgios|Stelios|Evangelos|Christos|Nikolaos",
    "Papadopoulos|Karagiannis|Economou|Vlahos|Kyriakidis|Theodorou|Manolis|Stamatakis",
  ),
} as const satisfies Record<string, Population>;

export type PopKey = keyof typeof POPULATIONS;
