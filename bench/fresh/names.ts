/**
 * Personal names by origin for the fresh corpus, written by hand for this generator from general
 * knowledge (no list copied, none taken from bench/generator or the engine). Each entry:
 * given names, surnames (hyphenated and multi-part ones included) and, where common, nicknames
 * that stand for a given name. "|" separates entries.
 */
export interface Origin {
  readonly name: string;
  readonly given: readonly string[];
  readonly surnames: readonly string[];
}

function o(name: string, given: string, surnames: string): Origin {
  return { name, given: given.split("|"), surnames: surnames.split("|") };
}

export const ORIGINS: readonly Origin[] = [
  o(
    "Yoruba",
    "Adebayo|Folasade|Oluwaseun|Temitope|Babatunde|Yetunde|Ayodele|Morenike",
    "Adeyemi|Ogunleye|Fashola|Olatunji|Akinwale|Adebisi-Cole|Oyelaran",
  ),
  o(
    "Igbo",
    "Chukwuemeka|Ngozi|Obinna|Chiamaka|Ikenna|Adaeze|Nnamdi|Uchenna",
    "Okonkwo|Eze|Nwachukwu|Obi-Okafor|Anyanwu|Ugwu|Onyekachi",
  ),
  o(
    "Akan",
    "Kwabena|Akosua|Kofi|Yaa|Kwame|Efua|Kwesi|Abena",
    "Mensah|Asante|Owusu-Ansah|Boateng|Agyemang|Ofori|Danquah",
  ),
  o(
    "Wolof/Senegalese",
    "Moussa|Aminata|Cheikh|Fatou|Mamadou|Ndeye|Ousmane|Awa",
    "Diop|Ndiaye|Sarr|Faye|Gueye|Mbaye|Sow",
  ),
  o(
    "Hausa/Fulani",
    "Abubakar|Hauwa|Sani|Zainab|Musa|Hadiza|Bello|Salamatu",
    "Danjuma|Abdullahi|Garba|Bappa|Yakubu|Tanko",
  ),
  o(
    "Kikuyu/Kenyan",
    "Wanjiru|Kamau|Njeri|Mwangi|Wambui|Kariuki|Nyambura|Otieno",
    "Githinji|Njoroge|Wafula|Odhiambo|Kimani|Muthoni|Ochieng",
  ),
  o(
    "Somali",
    "Abdirahman|Hodan|Farah|Ayaan|Liban|Sahra|Mahad|Ubah",
    "Warsame|Jama|Hirsi|Egal|Abdi|Nur|Guled",
  ),
  o(
    "Ethiopian/Eritrean",
    "Tesfaye|Meseret|Abebe|Selamawit|Dawit|Tigist|Yonas|Hiwot",
    "Bekele|Gebremedhin|Haile|Tadesse|Woldemariam|Kebede",
  ),
  o(
    "Ugandan/Tanzanian",
    "Nakato|Ssemakula|Neema|Baraka|Achieng|Mugisha|Rehema|Juma",
    "Mukasa|Kiggundu|Mwakyusa|Nsubuga|Kyaligonza|Salim",
  ),
  o(
    "Samoan",
    "Sione|Malia|Tavita|Losa|Ioane|Fetu|Pita|Sefa",
    "Tuiasosopo|Faleolo|Leavasa|Tuilagi|Afamasaga|Soliai",
  ),
  o(
    "Tongan",
    "Viliami|Mele|Sitani|Salote|Tevita|Lupe|Siaosi|Ana",
    "Fifita|Tupou|Taufa|Vaipulu|Lolohea|Havili",
  ),
  o(
    "Maori",
    "Wiremu|Aroha|Tamati|Mereana|Hemi|Ngaire|Rawiri|Kiri",
    "Te Whata|Ngata|Parata|Te Awa-Tipene|Walker-Rangi|Tapsell",
  ),
  o(
    "Fijian/Hawaiian",
    "Josefa|Litia|Kainoa|Leilani|Ratu|Makana|Keoni|Adi",
    "Naivalu|Qarase|Kahananui|Kealoha|Vunibaka|Akana",
  ),
  o(
    "Kazakh",
    "Nurlan|Aigerim|Yerlan|Dana|Bauyrzhan|Gulnara|Askar|Zhanar",
    "Nurpeisov|Abenova|Zhaksybekov|Seitkali|Utepova|Bekmukhambetov",
  ),
  o(
    "Uzbek/Tajik",
    "Dilshod|Malika|Rustam|Nodira|Farrukh|Gulnora|Sherzod|Zarina",
    "Karimov|Yusupova|Tursunov|Rakhimova|Nazarov|Khodjaev",
  ),
  o(
    "Kyrgyz/Turkmen",
    "Aibek|Cholpon|Azamat|Aizada|Meret|Jyldyz|Serdar|Begench",
    "Osmonaliev|Toktogulova|Annayev|Berdiyev|Sadykova",
  ),
  o(
    "Polish",
    "Grzegorz|Małgorzata|Krzysztof|Agnieszka|Wojciech|Katarzyna|Przemysław|Jadwiga",
    "Wiśniewski|Grabowska|Szczepański|Kowalczyk|Brzęczyszczykiewicz|Nowak-Jeziorańska",
  ),
  o(
    "Romanian",
    "Ionuț|Andreea|Bogdan|Mihaela|Cătălin|Ioana|Sorin|Roxana",
    "Popescu|Dumitrescu|Ionescu|Constantinescu|Vlad|Stoica",
  ),
  o(
    "Ukrainian/Russian",
    "Oleksandr|Nataliya|Dmytro|Svitlana|Yevhen|Oksana|Vasily|Tatiana",
    "Shevchenko|Kovalenko|Bondarenko|Tkachuk|Melnyk|Sokolova|Zakharchenko",
  ),
  o(
    "Hungarian/Czech",
    "Zsófia|Bence|Gábor|Réka|Jiří|Zdeňka|Tomáš|Lenka",
    "Szabó|Horváth|Kovács|Dvořák|Procházková|Novotný",
  ),
  o(
    "Bulgarian/Serbian",
    "Dimitar|Snezhana|Milan|Jelena|Stoyan|Radmila|Nikola|Vesna",
    "Georgiev|Petrović|Ivanova|Jovanović|Todorov|Marković",
  ),
  o(
    "Mexican",
    "Guadalupe|Jesús|Xóchitl|Juan Carlos|María José|Citlali|Héctor|Itzel",
    "Hernández|García López|Ramírez|Cuauhtémoc|De la Cruz|Villaseñor",
  ),
  o(
    "Brazilian",
    "João Pedro|Thaís|Rodrigo|Luana|Gustavo|Bruna|Caio|Fernanda",
    "da Silva|Oliveira Santos|Carvalho|Nascimento|dos Reis|Albuquerque",
  ),
  o(
    "Andean/Caribbean",
    "Yesenia|Wilmer|Marisol|Edwin|Yadira|Nelson|Rosalba|Yunior",
    "Quispe|Mamani|Huamán|Condori|Peña-Batista|Rodríguez Almonte",
  ),
  o(
    "Punjabi",
    "Gurpreet|Harjit|Manpreet|Jaswinder|Balwinder|Simran|Navdeep|Kulwant",
    "Sandhu|Dhillon|Grewal|Sidhu|Bains|Kaur|Gill",
  ),
  o(
    "Tamil/Sinhala",
    "Senthil|Kavitha|Thilini|Murugan|Nimal|Lakshmi|Ruwan|Dharshini",
    "Rajaratnam|Sivakumar|Jayawardena|Pillai|Wickramasinghe|Kandiah",
  ),
  o(
    "Bengali/Pakistani",
    "Rahima|Shahid|Nusrat|Imran|Farzana|Tanvir|Ayesha|Rizwan",
    "Chowdhury|Rahman|Begum|Qureshi|Siddiqui|Bhuiyan|Malik",
  ),
  o(
    "Gujarati/Hindi",
    "Hetal|Jignesh|Priyanka|Rakesh|Bhavna|Nilesh|Ananya|Vikram",
    "Patel|Shah|Mehta|Trivedi|Deshpande|Venkataraman|Chaturvedi",
  ),
  o(
    "Chinese (pinyin/Cantonese)",
    "Xiaoming|Mei Ling|Zhiwei|Yuting|Wing Kei|Siu Fong|Jianguo|Hoi Yan",
    "Zhang|Wang|Chan|Leung|Xu|Ng|Zhou|Cheung",
  ),
  o(
    "Korean",
    "Ji-woo|Seo-yeon|Min-jun|Ha-eun|Dong-hyun|Soo-ah|Jae-sung|Eun-ji",
    "Kim|Park|Choi|Jeong|Yoon|Han|Shin",
  ),
  o(
    "Japanese",
    "Haruto|Yui|Takeshi|Sakura|Kenji|Aiko|Daisuke|Emiko",
    "Takahashi|Watanabe|Yamamoto|Nakamura|Kobayashi|Fujiwara",
  ),
  o(
    "Vietnamese/Thai/Filipino",
    "Thanh|Huong|Quang|Linh|Somchai|Ploy|Rowena|Jericho",
    "Nguyen|Tran|Pham|Le|Srisuk|Thongchai|Dela Rosa|Bautista",
  ),
  o(
    "Arabic",
    "Abdulrahman|Fatima|Yousef|Noor|Khaled|Huda|Omar|Rania",
    "Al-Hashimi|El-Sayed|Haddad|Abu Bakr|Mansour|Al Nuaimi|Khoury",
  ),
  o(
    "Turkish/Persian/Kurdish",
    "Mehmet|Elif|Arash|Shirin|Dariush|Zeynep|Rebin|Nazanin",
    "Yılmaz|Öztürk|Hosseini|Tehrani|Barzani|Karagöz|Mohammadi",
  ),
  o(
    "Indigenous/First Nations",
    "Winona|Kiona|Dakota|Shandiin|Tahnee|Ahanu|Nizhoni|Ayasha",
    "Begay|Yazzie|Tsosie|Two Bulls|Many Grey Horses|Crowchild|Littlechild|Whitehorse",
  ),
  o(
    "Aboriginal Australian",
    "Jarrah|Kirra|Yindi|Tanami|Marlee|Bunji",
    "Mununggurr|Yunupingu|Marika|Gurruwiwi|Namatjira",
  ),
  o(
    "Irish/Welsh/Scots Gaelic",
    "Siobhán|Niamh|Oisín|Caoimhe|Rhodri|Eluned|Gruffydd|Seonaid",
    "Ní Bhriain|Ó Súilleabháin|Mac Giolla Phádraig|ap Gwilym|Llewellyn|MacLeòid",
  ),
  o(
    "Mediterranean",
    "Giuseppe|Chiara|Konstantinos|Eleni|Ximena|Iñaki|Spiros|Carmela",
    "Papadopoulos|Esposito|Lo Bianco|Etxeberria|Christodoulou|Di Stefano",
  ),
  o(
    "Dutch/Nordic/German",
    "Sanne|Joost|Sigrid|Bjørn|Annelies|Ragnhild|Dieter|Henrike",
    "van der Berg|de Vries|Lindqvist|Johannessen|Schäfer|van den Broek",
  ),
  o(
    "Jewish/Hebrew",
    "Avraham|Tzipora|Yehuda|Shoshana|Mordechai|Rivka|Eitan|Tova",
    "Rosenblatt|Katz|Ben-David|Hirschfeld|Weiss|Shapiro",
  ),
  o(
    "Anglo (UK/US)",
    "Gareth|Lorraine|Trevor|Kimberley|Dwayne|Bethany|Clive|Shirley",
    "Higginbottom|Pemberton|Ashworth|Pickering|Whitfield|Ramsbottom|Thistlethwaite",
  ),
  o(
    "African-American",
    "Jamal|Latoya|DeShawn|Keisha|Tyrell|Shaniqua|Darnell|Ebony",
    "Washington|Jefferson|Booker|Freeman|Gaines|Hairston",
  ),
  o(
    "word names",
    "Hope|Faith|Summer|Hunter|Autumn|Rocky|Sky|Precious",
    "Bishop|Baker|Fields|Carpenter|Waters|Meadows|Church|Rivers",
  ),
  o(
    "invented",
    "Zorvin|Qualeth|Brisane|Temmick|Olvaro|Nyssandra|Kessik|Varumi",
    "Quellmore|Dravitch|Ostrander-Pelloux|Vintrobe|Yaskelund|Murrowfield",
  ),
];

/** Nicknames and the given names they stand for (shown in brackets or quotes). */
export const NICKNAMES: readonly (readonly [string, string])[] = [
  ["Kwabena", "Kobby"],
  ["Oluwaseun", "Seun"],
  ["Chukwuemeka", "Emeka"],
  ["Abdirahman", "Abdi"],
  ["Oleksandr", "Sasha"],
  ["Grzegorz", "Greg"],
  ["Guadalupe", "Lupe"],
  ["Jesús", "Chuy"],
  ["Viliami", "Bill"],
  ["Bauyrzhan", "Baur"],
  ["Dong-hyun", "Danny"],
  ["Xiaoming", "Michael"],
  ["Somchai", "Chai"],
  ["Margaret", "Peggy"],
  ["Elizabeth", "Betsy"],
  ["Robert", "Bobby"],
  ["Theodore", "Teddy"],
  ["Mordechai", "Motti"],
  ["Abdulrahman", "Abood"],
  ["Wiremu", "Bill"],
  ["Temitope", "Tope"],
];
