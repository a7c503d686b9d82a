/**
 * Places of the third corpus, by country, written by hand from general knowledge (public town,
 * suburb and hospital names; postcodes are the towns' real prefixes or codes, completed at random
 * where a code has a unit part): towns with their region and postcode, street stems and types,
 * hospitals as people say them (bare or abbreviated) and in full, and local generic facilities.
 */

export interface Town {
  readonly name: string;
  readonly region: string;
  /** Postcode, or its routing part where the country adds a unit (CA, IE, UK). */
  readonly code: string;
}

export interface Places {
  readonly towns: readonly Town[];
  readonly streets: readonly string[];
  readonly streetTypes: readonly string[];
  /** Hospitals as written in notes: bare names, abbreviations. */
  readonly hospitalsShort: readonly string[];
  readonly hospitalsFull: readonly string[];
  /** Practices, pharmacies, care homes: `{town}` or `{street}` is filled in. */
  readonly facilities: readonly string[];
}

const towns = (s: string): Town[] =>
  s.split("|").map((t) => {
    const [name = "", region = "", code = ""] = t.split("/");
    return { name, region, code };
  });

const list = (s: string): string[] => s.split("|");

export const PLACES: Record<string, Places> = {
  AU: {
    towns: towns(
      "Parramatta/NSW/2150|Blacktown/NSW/2148|Campbelltown/NSW/2560|Footscray/VIC/3011|Dandenong/VIC/3175|Frankston/VIC/3199|Logan Central/QLD/4114|Toowoomba/QLD/4350|Elizabeth/SA/5112|Mandurah/WA/6210|Joondalup/WA/6027|Launceston/TAS/7250|Palmerston/NT/0830|Wagga Wagga/NSW/2650|Bendigo/VIC/3550",
    ),
    streets: list(
      "Kookaburra|Wattle|Banksia|Jacaranda|Boronia|Illawarra|Yarran|Lorikeet|Bottlebrush|Warrigal|Gympie|Coolabah",
    ),
    streetTypes: list("Street|St|Crescent|Cres|Parade|Pde|Avenue|Close|Court|Ct|Terrace"),
    hospitalsShort: list(
      "Westmead|Liverpool|RPA|Monash|the Royal Melbourne|the PA|Flinders|Fiona Stanley|Nepean|Box Hill|Sunshine|the Royal Hobart|Royal Darwin",
    ),
    hospitalsFull: list(
      "Westmead Hospital|Liverpool Hospital|Royal Prince Alfred Hospital|Monash Medical Centre|Princess Alexandra Hospital|Flinders Medical Centre|Fiona Stanley Hospital|Nepean Hospital|Box Hill Hospital|Sunshine Hospital|Royal Darwin Hospital",
    ),
    facilities: list(
      "{town} Family Medical Practice|{street} Medical Centre|{town} Amcal Pharmacy|{town} Community Health Centre|Regis {town}|{street} Lodge Aged Care",
    ),
  },
  NZ: {
    towns: towns(
      "Papatoetoe/Auckland/2025|Ōtara/Auckland/2023|Ōtāhuhu/Auckland/1062|Porirua/Wellington/5022|Naenae/Lower Hutt/5011|Hamilton East/Hamilton/3216|Whanganui//4500|Rotorua//3010|Gisborne//4010|Invercargill//9810|Kaikohe//0405|Masterton//5810|Hastings//4122",
    ),
    streets: list("Tui|Kōwhai|Rimu|Totara|Pohutukawa|Kererū|Manuka|Matai|Tawa|Harakeke|Puriri|Karaka"),
    streetTypes: list("Street|Road|Rd|Place|Pl|Grove|Crescent|Drive|Avenue"),
    hospitalsShort: list(
      "Middlemore|Waikato|Hutt|Wellington Regional|Christchurch|Dunedin|Whangārei|Tauranga|North Shore|Starship|Rotorua|Palmerston North",
    ),
    hospitalsFull: list(
      "Middlemore Hospital|Waikato Hospital|Hutt Hospital|Wellington Regional Hospital|Christchurch Hospital|Dunedin Hospital|Whangārei Hospital|Tauranga Hospital|North Shore Hospital|Starship Children's Hospital",
    ),
    facilities: list(
      "{town} Medical Centre|{town} Family Health|{street} Road Surgery|{town} Unichem Pharmacy|{town} Hauora|{street} Rest Home",
    ),
  },
  CA: {
    towns: towns(
      "Kanata/ON/K2K|Brampton/ON/L6T|Scarborough/ON/M1B|Laval/QC/H7N|Longueuil/QC/J4K|Surrey/BC/V3T|Burnaby/BC/V5H|Red Deer/AB/T4N|Saskatoon/SK/S7K|Moncton/NB/E1C|Dartmouth/NS/B2Y|Thunder Bay/ON/P7B|Gatineau/QC/J8Y",
    ),
    streets: list(
      "Maple|Laurier|Sherbrooke|Bay|Dundas|Rideau|Portage|Kingsway|Saint-Denis|Mackenzie|Jasper|Tecumseh",
    ),
    streetTypes: list("Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Crescent|Way|rue"),
    hospitalsShort: list(
      "Sunnybrook|the Civic|Foothills|Royal Columbian|Maisonneuve-Rosemont|HSC|the VG|Kelowna General|Brampton Civic|the Moncton|St. Mike's|the Royal Alex",
    ),
    hospitalsFull: list(
      "Sunnybrook Health Sciences Centre|Ottawa Civic Hospital|Foothills Medical Centre|Royal Columbian Hospital|Hôpital Maisonneuve-Rosemont|Health Sciences Centre Winnipeg|Kelowna General Hospital|Brampton Civic Hospital|St. Michael's Hospital|Royal Alexandra Hospital",
    ),
    facilities: list(
      "{town} Family Health Team|{street} Medical Clinic|CLSC de {town}|Shoppers Drug Mart {town}|{town} Community Health Centre|{street} Manor Long-Term Care",
    ),
  },
  IE: {
    towns: towns(
      "Ballincollig/Co. Cork/P31|Tallaght/Dublin 24/D24|Swords/Co. Dublin/K67|Navan/Co. Meath/C15|Ennis/Co. Clare/V95|Tralee/Co. Kerry/V92|Letterkenny/Co. Donegal/F92|Mullingar/Co. Westmeath/N91|Castlebar/Co. Mayo/F23|Dundalk/Co. Louth/A91|Clonmel/Co. Tipperary/E91|Portlaoise/Co. Laois/R32",
    ),
    streets: list(
      "Cois Abhainn|Main|Church|Bóthar na Trá|Ard Mhuire|Ashgrove|Old Mill|Fairgreen|Cluain Airne|Bridge|Friary|Green",
    ),
    streetTypes: list("Street|Road|Park|Lawn|Drive|Heights|Court|Avenue|Close"),
    hospitalsShort: list(
      "the Mater|Beaumont|Tallaght|St James's|CUH|UHL|Lourdes|Mayo University|Letterkenny|Cavan General|Tullamore|Portiuncula",
    ),
    hospitalsFull: list(
      "Mater Misericordiae University Hospital|Beaumont Hospital|Tallaght University Hospital|St James's Hospital|Cork University Hospital|University Hospital Limerick|Our Lady of Lourdes Hospital|Mayo University Hospital|Letterkenny University Hospital|Midland Regional Hospital Tullamore",
    ),
    facilities: list(
      "{town} Medical Centre|{street} Family Practice|Hickey's Pharmacy {town}|{town} Primary Care Centre|{street} Nursing Home|{town} Health Centre",
    ),
  },
  IN: {
    towns: towns(
      "Koramangala/Bengaluru/560034|Anna Nagar/Chennai/600040|Salt Lake/Kolkata/700091|Banjara Hills/Hyderabad/500034|Kothrud/Pune/411038|Gomti Nagar/Lucknow/226010|Malviya Nagar/Jaipur/302017|Sector 15/Chandigarh/160015|Andheri East/Mumbai/400069|Kakkanad/Kochi/682030|Vastrapur/Ahmedabad/380015|Saket/New Delhi/110017",
    ),
    streets: list(
      "Sai Residency|Lakshmi Nivas|Shanti Kunj|Green Park Apartments|Gulmohar Society|Sri Krishna Layout|Ganesh Colony|Nehru Nagar|Sindhi Colony|Ambedkar Road|MG Road|Ring Road",
    ),
    streetTypes: list("Cross|Main|Road|Lane|Marg|Layout|Colony|Nagar"),
    hospitalsShort: list(
      "AIIMS|CMC Vellore|PGI|KEM|Safdarjung|NIMS|JIPMER|Ruby Hall|Manipal|Amrita|SMS Hospital|Nimhans",
    ),
    hospitalsFull: list(
      "All India Institute of Medical Sciences|Christian Medical College Vellore|Postgraduate Institute of Medical Education and Research|King Edward Memorial Hospital|Safdarjung Hospital|Nizam's Institute of Medical Sciences|Ruby Hall Clinic|Manipal Hospital Old Airport Road|Amrita Institute of Medical Sciences|Sawai Man Singh Hospital",
    ),
    facilities: list(
      "{town} Nursing Home|Sri {street} Clinic|Apollo Pharmacy {town}|{town} Primary Health Centre|{town} Diagnostic Centre|{street} Polyclinic",
    ),
  },
  ZA: {
    towns: towns(
      "Soweto/Gauteng/1804|Khayelitsha/Cape Town/7784|Mitchells Plain/Cape Town/7785|Umlazi/Durban/4031|Mdantsane/East London/5219|Polokwane/Limpopo/0699|Mthatha/Eastern Cape/5099|Bloemfontein/Free State/9301|Pinetown/KwaZulu-Natal/3610|Sunnyside/Pretoria/0132|Bellville/Cape Town/7530|Tembisa/Gauteng/1632",
    ),
    streets: list(
      "Vilakazi|Mandela|Protea|Kerk|Voortrekker|Jabavu|Msimang|Jan Smuts|Sisulu|Bosbok|Kruger|Lilian Ngoyi",
    ),
    streetTypes: list("Street|Str|Road|Rd|Avenue|Laan|Drive|Crescent"),
    hospitalsShort: list(
      "Bara|Groote Schuur|Tygerberg|King Edward|Albert Luthuli|Charlotte Maxeke|Steve Biko|Frere|Livingstone|Red Cross|Helen Joseph|Prince Mshiyeni",
    ),
    hospitalsFull: list(
      "Chris Hani Baragwanath Academic Hospital|Groote Schuur Hospital|Tygerberg Hospital|King Edward VIII Hospital|Inkosi Albert Luthuli Central Hospital|Charlotte Maxeke Johannesburg Academic Hospital|Steve Biko Academic Hospital|Frere Hospital|Livingstone Hospital|Helen Joseph Hospital",
    ),
    facilities: list(
      "{town} Community Health Centre|{town} Clinic|Dis-Chem {town}|Clicks Pharmacy {town}|{street} Day Hospital|{town} Frail Care Centre",
    ),
  },
  NG: {
    towns: towns(
      "Ikeja/Lagos/100271|Surulere/Lagos/101283|Bodija/Ibadan/200284|Wuse/Abuja/900288|Nsukka/Enugu/410001|Onitsha/Anambra/434101|Nassarawa/Kano/700233|Gwarinpa/Abuja/900108|Rumuokoro/Port Harcourt/500272|Ugbowo/Benin City/300271|Tanke/Ilorin/240101|Ariaria/Aba/450101",
    ),
    streets: list(
      "Adeola Odeku|Awolowo|Herbert Macaulay|Zik|Ahmadu Bello|Ogunlana|Allen|Ojuelegba|Agege Motor|Ogui|Murtala Mohammed|Oba Akran",
    ),
    streetTypes: list("Street|Road|Close|Crescent|Avenue|Way"),
    hospitalsShort: list(
      "LUTH|UCH|LASUTH|UNTH|AKTH|National Hospital|UBTH|OAUTHC|FMC Owerri|Reddington|UITH|JUTH",
    ),
    hospitalsFull: list(
      "Lagos University Teaching Hospital|University College Hospital Ibadan|Lagos State University Teaching Hospital|University of Nigeria Teaching Hospital|Aminu Kano Teaching Hospital|National Hospital Abuja|University of Benin Teaching Hospital|Federal Medical Centre Owerri|University of Ilorin Teaching Hospital|Jos University Teaching Hospital",
    ),
    facilities: list(
      "{town} Primary Health Centre|{street} Specialist Hospital|{town} Medical Centre|Medplus Pharmacy {town}|Grace {street} Clinic|{town} General Hospital",
    ),
  },
  SG: {
    towns: towns(
      "Ang Mo Kio//56|Tampines//52|Jurong West//64|Woodlands//73|Bedok North//46|Toa Payoh//31|Yishun//76|Sengkang//54|Bukit Batok//65|Clementi//12|Hougang//53|Pasir Ris//51",
    ),
    streets: list(
      "Ang Mo Kio Ave|Tampines St|Jurong West St|Woodlands Dr|Bedok North Rd|Lorong|Yishun Ring Rd|Compassvale|Bukit Batok West Ave|Clementi Ave|Hougang Ave|Pasir Ris Dr",
    ),
    streetTypes: list(""),
    hospitalsShort: list("TTSH|SGH|NUH|CGH|KTPH|SKH|KKH|NTFGH|IMH|AH|SKGH|Tan Tock Seng"),
    hospitalsFull: list(
      "Tan Tock Seng Hospital|Singapore General Hospital|National University Hospital|Changi General Hospital|Khoo Teck Puat Hospital|Sengkang General Hospital|KK Women's and Children's Hospital|Ng Teng Fong General Hospital|Institute of Mental Health|Alexandra Hospital",
    ),
    facilities: list(
      "{town} Polyclinic|Guardian {town}|{town} Family Clinic|Raffles Medical {town}|{town} Nursing Home|Unity Pharmacy {town}",
    ),
  },
  UK: {
    towns: towns(
      "Stockport/Greater Manchester/SK4|Rotherham/South Yorkshire/S60|Wolverhampton/West Midlands/WV10|Gateshead/Tyne and Wear/NE8|Luton/Bedfordshire/LU2|Swindon/Wiltshire/SN3|Motherwell/Lanarkshire/ML1|Paisley/Renfrewshire/PA3|Wrexham/Clwyd/LL13|Barry/Vale of Glamorgan/CF62|Bootle/Merseyside/L20|Hartlepool/County Durham/TS24",
    ),
    streets: list(
      "Coronation|Albert|Cemetery|Mill Lane|Gladstone|Pretoria|Tithebarn|Railway|Hawthorn|Beechwood|Station|Queensway",
    ),
    streetTypes: list("Street|Road|Terrace|Close|Way|Avenue|Crescent|Gardens|Drive"),
    hospitalsShort: list(
      "Ninewells|the QE|Royal Stoke|Derriford|Musgrove|Royal Preston|QA|the Freeman|Hairmyres|Morriston|Stepping Hill|the RVI",
    ),
    hospitalsFull: list(
      "Ninewells Hospital|Queen Elizabeth Hospital Birmingham|Royal Stoke University Hospital|Derriford Hospital|Musgrove Park Hospital|Royal Preston Hospital|Queen Alexandra Hospital|Freeman Hospital|University Hospital Hairmyres|Morriston Hospital",
    ),
    facilities: list(
      "{street} Surgery|{town} Health Centre|{street} Medical Practice|Boots {town}|{street} House Care Home|{town} Walk-in Centre",
    ),
  },
  US: {
    towns: towns(
      "Dayton/OH/45402|Fresno/CA/93721|Toledo/OH/43604|Tulsa/OK/74103|Lubbock/TX/79401|Spokane/WA/99201|Macon/GA/31201|Duluth/MN/55802|Yonkers/NY/10701|Provo/UT/84601|Paterson/NJ/07501|Akron/OH/44308",
    ),
    streets: list(
      "Magnolia|Sycamore|Cottonwood|Pershing|Lincoln|Peachtree|Mesquite|Juniper|Shenandoah|Chickasaw|Hampden|Bluebonnet",
    ),
    streetTypes: list("Street|St|Avenue|Ave|Boulevard|Blvd|Drive|Dr|Lane|Ln|Court"),
    hospitalsShort: list(
      "Parkland|Grady|Bellevue|Harborview|Cedars|Mass General|Ochsner|Baystate|Geisinger|Hopkins|Sinai|Mercy",
    ),
    hospitalsFull: list(
      "Parkland Memorial Hospital|Grady Memorial Hospital|Bellevue Hospital|Harborview Medical Center|Cedars-Sinai Medical Center|Massachusetts General Hospital|Ochsner Medical Center|Baystate Medical Center|Geisinger Medical Center|Mercy Hospital",
    ),
    facilities: list(
      "{town} Family Medicine|{street} Pediatrics|Walgreens {town}|{town} Community Health Center|{street} Skilled Nursing Facility|{town} Urgent Care",
    ),
  },
};
