/**
 * Word lists of the facility recognisers, written by hand for this project: generic words inside
 * place names, words that name a service rather than a place, function words that end a name, and
 * gene symbols that must never read as places.
 */
/**
 * Gene symbols of four letters or more, as the letters before their number ("BRCA1" is read as
 * "brca" and "1"): kept out of data/clinical.txt, whose one-edit look-alikes would swallow
 * surnames ("braf" ~ "Brad", "chek" ~ "Chen", "kras" ~ "Kraus"). Written by hand (HGNC symbols).
 */
export const GENE_SYMBOLS: ReadonlySet<string> = new Set(
  "brca kras nras hras braf egfr mthfr calr ntrk erbb chek palb epcam pten smad dnmt asxl runx cebpa cftr pdgfra".split(
    " ",
  ),
);

export function isGeneSymbol(word: string): boolean {
  return GENE_SYMBOLS.has(word);
}

/** Generic words inside a name, kept in the span but never enough on their own. */
export const GENERIC: ReadonlySet<string> = new Set([
  "house",
  "court",
  "care",
  "nursing",
  "residential",
  "rest",
  "retirement",
  "medical",
  "family",
  "health",
  "healthcare",
  "primary",
  "community",
  "rehabilitation",
  "rehab",
  "assisted",
  "living",
  "senior",
  "supported",
  "group",
  "dental",
  "teaching",
  "university",
  "hospitals",
  "nhs",
  "district",
  "cottage",
  "foundation",
  "general",
  "memorial",
  "regional",
  "high",
  "elementary",
  "middle",
  "junior",
  "infant",
  "infants",
  "grammar",
  "secondary",
  "comprehensive",
  "catholic",
  "baptist",
  "methodist",
  "united",
  "reformed",
  "fellowship",
  "evangelical",
  "pentecostal",
  "parish",
  "sons",
  "brothers",
  "logistics",
  "foods",
  "systems",
  "solutions",
  "construction",
  "road",
  "street",
  "lane",
  "avenue",
  "lodge",
  "manor",
  "grange",
  "hall",
  "park",
  "view",
  "vale",
  "gardens",
  "green",
  "hill",
  "practice",
  "veterinary",
  "surgery",
  "gp",
  "physicians",
  "doctors",
]);

/**
 * Words that name a kind of service, not a place: specialties, body parts and conditions that
 * clinics and units are named after, and words that describe a place rather than name it. Written
 * by hand for this recogniser.
 */
export const SERVICE_WORDS: ReadonlySet<string> = new Set(
  (
    "the a an this that our your his her their its my local nearby same own other another new old previous current usual " +
    "private public nhs state county city town village district regional national general main central " +
    "day night evening weekend outpatient inpatient walk walk-in out-of-hours call urgent emergency acute chronic rapid access " +
    "specialist specialty community primary secondary tertiary teaching university children's childrens child paediatric " +
    "pediatric adult adults women's womens men's mens maternity antenatal postnatal neonatal fertility family elderly " +
    "geriatric older people's peoples care nursing medical surgical clinical health healthcare mental dental eye ear " +
    "nose throat ent heart cardiac cardiology chest lung lungs respiratory breathing sleep memory pain fracture falls " +
    "stroke renal kidney liver diabetes diabetic endocrine thyroid cancer oncology haematology hematology breast skin " +
    "dermatology foot feet hand hip knee spine spinal back bone joint joints rheumatology orthopaedic orthopedic " +
    "vascular colorectal bowel gastro gi upper lower plastic burns burn trauma injuries injury wound wounds tissue " +
    "viability continence incontinence urology sexual contraception gum hiv std sti travel vaccination immunisation " +
    "immunization smoking cessation weight obesity bariatric nutrition dietetic dietetics physiotherapy physio " +
    "occupational speech hearing audiology vision optometry ophthalmology lipid lipids anticoagulation warfarin inr " +
    "coagulation blood transfusion dialysis transplant infusion chemotherapy radiotherapy radiology imaging x-ray " +
    "scan scanning ultrasound mri endoscopy cardiothoracic thoracic neurology neuro neurosurgery epilepsy headache " +
    "movement parkinson's dementia psychiatry psychiatric psychology addiction alcohol drug drugs substance recovery " +
    "detox crisis intensive critical dependency coronary high low step down stepdown assessment admissions discharge " +
    "observation short stay long term day-case minor major injuries ambulatory treatment therapy therapies surgery " +
    "operating theatre theatres recovery procedure procedures pre-op preop pre-assessment sexual reproductive " +
    "genetic genetics genitourinary hepatology nephrology pulmonary gastroenterology infectious infection infections " +
    "isolation tb hepatitis allergy immunology asthma copd heart-failure failure rehabilitation rehab cardiac-rehab " +
    "pulmonary-rehab palliative hospice end-of-life oncology hematology benign prostate cataract glaucoma retina " +
    "maxillofacial oral orthodontic dentistry podiatry chiropody foot-care wellness wellbeing well-being women men " +
    "vets veterinary job shopping leisure sports sport garden visitor visitors contact call resource information " +
    "support social services service advice bereavement counselling counseling employment housing benefits welfare " +
    "police fire ambulance court crown magistrates county family youth juvenile medical-legal legal " +
    "medical sunday nursery primary infant junior middle high secondary grammar elementary special needs boarding " +
    "catholic baptist methodist anglican orthodox reformed evangelical pentecostal presbyterian lutheran episcopal " +
    "parish local-authority council subacute sub-acute inpatient short-term side female male patients patient's outpatients inpatients skilled field veterans military army navy air force referring receiving transferring sending nearest outside osh psych previous prior different virtual frailty escalation dressing dressings internal intermediate continuing pathway nurse-led led pre-assessment medicine"
  ).split(" "),
);

/** Words that end a name walking backwards: verbs, prepositions, conjunctions, articles. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "the a an to from at in into of on by for with and or but as is was are were be been has had have will would " +
    "lives live living lived resides moved went go going seen sent discharged admitted transferred returned " +
    "attends attend attended works work worked employed registered followed refer referred pt patient she he they " +
    "her his their it its gp dr doctor mr mrs ms nurse staff per via cc copy re"
  ).split(" "),
);

/** True when the word names a kind of service, not a place ("Radiology", "Fracture", "local"). */
export function isServiceWord(word: string): boolean {
  return SERVICE_WORDS.has(word);
}

/** Generic words that are words of place ("Lodge", "Vale", "Road"): a name stands before them. */
export const PLACE_GENERIC: ReadonlySet<string> = new Set(
  "house court lodge manor grange hall park view vale gardens green hill road street lane avenue".split(" "),
);
