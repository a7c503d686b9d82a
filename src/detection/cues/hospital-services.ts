/** Service words of a hospital ("Radiology", "Fracture", "Stroke"): a department, not a named organisation. */
import { type CueList, cueList } from "./cue-list.ts";

/**
 * Words that name a kind of service, not a place: specialties, body parts and conditions that
 * clinics and units are named after, and words that describe a place rather than name it. Written
 * by hand for this recogniser.
 */
export const serviceWords: CueList = cueList(
  "service-words",
  "not-an-organisation",
  `
  the a an this that our your his her their its my local nearby same own other another new old
  previous current usual private public nhs state county city town village district regional
  national general main central day night evening weekend outpatient inpatient walk walk-in
  out-of-hours call urgent emergency acute chronic rapid access specialist specialty community
  primary secondary tertiary teaching university children's childrens child paediatric pediatric
  adult adults women's womens men's mens maternity antenatal postnatal neonatal fertility family
  elderly geriatric older people's peoples care nursing medical surgical clinical health
  healthcare mental dental eye ear nose throat ent heart cardiac cardiology chest lung lungs
  respiratory breathing sleep memory pain fracture falls stroke renal kidney liver diabetes
  diabetic endocrine thyroid cancer oncology haematology hematology breast skin dermatology foot
  feet hand hip knee spine spinal back bone joint joints rheumatology orthopaedic orthopedic
  vascular colorectal bowel gastro gi upper lower plastic burns burn trauma injuries injury wound
  wounds tissue viability continence incontinence urology sexual contraception gum hiv std sti
  travel vaccination immunisation immunization smoking cessation weight obesity bariatric
  nutrition dietetic dietetics physiotherapy physio occupational speech hearing audiology vision
  optometry ophthalmology lipid lipids anticoagulation warfarin inr coagulation blood transfusion
  dialysis transplant infusion chemotherapy radiotherapy radiology imaging x-ray scan scanning
  ultrasound mri endoscopy cardiothoracic thoracic neurology neuro neurosurgery epilepsy headache
  movement parkinson's dementia psychiatry psychiatric psychology addiction alcohol drug drugs
  substance recovery detox crisis intensive critical dependency coronary high low step down
  stepdown assessment admissions discharge observation short stay long term day-case minor major
  ambulatory treatment therapy therapies surgery operating theatre theatres procedure procedures
  pre-op preop pre-assessment reproductive genetic genetics genitourinary hepatology nephrology
  pulmonary gastroenterology infectious infection infections isolation tb hepatitis allergy
  immunology asthma copd heart-failure failure rehabilitation rehab cardiac-rehab pulmonary-rehab
  palliative hospice end-of-life benign prostate cataract glaucoma retina maxillofacial oral
  orthodontic dentistry podiatry chiropody foot-care wellness wellbeing well-being women men vets
  veterinary job shopping leisure sports sport garden visitor visitors contact resource
  information support social services service advice bereavement counselling counseling employment
  housing benefits welfare police fire ambulance court crown magistrates youth juvenile
  medical-legal legal sunday nursery infant junior middle grammar elementary special needs
  boarding catholic baptist methodist anglican orthodox reformed evangelical pentecostal
  presbyterian lutheran episcopal parish local-authority council subacute sub-acute short-term
  side female male patients patient's outpatients inpatients skilled field veterans military army
  navy air force referring receiving transferring sending nearest outside osh psych prior
  different virtual frailty escalation dressing dressings internal intermediate continuing pathway
  nurse-led led medicine labour labor birthing delivery
  midwifery midwife-led group caseload team shared
`,
);

/**
 * Healers and systems of traditional medicine that a note names after "seen at", "referred to",
 * "treated by" ("seen by a sangoma", "treated at ayurveda"): a kind of care, no facility's name.
 */
export const traditionalCare: CueList = cueList(
  "traditional-care",
  "not-an-organisation",
  `
  ayurveda ayurvedic unani siddha homoeopathy homeopathy homoeopathic homeopathic naturopathy
  vaidya vaid hakim pehlwan bonesetter bone-setter sangoma inyanga izinyanga babalawo tohunga
  rongoa rongoā herbalist herbalists
`,
);
