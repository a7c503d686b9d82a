import { type CueList, cueList } from "./cue-list.ts";

/**
 * Words that tell a note was written in Commonwealth English — the UK, Ireland, Australia, New
 * Zealand, South Africa, India, Nigeria, Singapore and, for the spellings, Canada — where "3/7"
 * and "6/12" are durations (three days, six months) rather than US month/day dates. Two kinds,
 * written by hand from general knowledge of the two standards (never from any corpus):
 * - spellings that US English writes otherwise (oedema/edema, haemoglobin/hemoglobin,
 *   paediatric/pediatric, theatre/theater, colour/color, centre/center, -ise verbs);
 * - medicine names where British Approved Names differ from US Adopted Names (paracetamol vs
 *   acetaminophen, salbutamol vs albuterol, adrenaline vs epinephrine, pethidine vs meperidine,
 *   glyceryl trinitrate vs nitroglycerin, frusemide, lignocaine, co-amoxiclav), and dosing
 *   shorthand of those countries (mane, nocte), and the names of emergency department areas
 *   there (resus, majors, minors).
 * Indexed under CUE_COMMONWEALTH (declared by recognisers/dates/date-numeric.ts): a note has the
 * convention when any word has it.
 */
export const commonwealthWords: CueList = cueList(
  "commonwealth-words",
  "convention",
  `
  oedema oedematous oesophagus oesophageal oesophagitis haemoglobin haematology haematoma
  haematuria haemorrhage haemodynamically haemodynamic haemolysed anaemia anaemic leukaemia
  ischaemia ischaemic septicaemia hypoglycaemia hyperglycaemia hypokalaemia hyperkalaemia
  hyponatraemia paediatric paediatrics paediatrician orthopaedic orthopaedics gynaecology
  gynaecological foetal diarrhoea dyspnoea apnoea tumour tumours colour behaviour behaviours
  labour centre theatre theatres litre litres millilitres programme mobilising mobilised
  mobilise organised recognised catheterised anaesthetic anaesthetist anaesthesia paracetamol
  panadol salbutamol adrenaline noradrenaline pethidine frusemide lignocaine trinitrate
  co-amoxiclav amoxiclav mane nocte resus majors minors
  # Terms those countries write where US notes write others: full blood count (US "CBC"), twice
  # daily "bd" (US "bid"), "mum" (US "mom"), "whilst", "fortnight", "physio" (US "PT"), "paeds",
  # "GP" (US "PCP"), "registrar", "DNACPR" (US "DNR"), "TTO" (to take out: discharge medicines)
  # and SI units (µmol/L; US mg/dL).
  fbc bd mum whilst fortnight physio paeds gp registrar dnacpr tto umol µmol
  # Three and four times daily "tds", "qds" (US "tid", "qid").
  tds qds
  # Charting shorthand of those countries' wards, ICUs and labour suites: "nil" (US "none"), nil
  # by mouth "NBM" (US "NPO"), "LSCS"/caesarean (US "C-section"), "CTG" (US "NST"), "GTN" (US
  # "NTG"), "NOF" fracture, blood sugar "BSL"/"BGL" (US "FSBS"), "IDC" (US "Foley"), "nappy"
  # (US "diaper"), "haem".
  nil nbm lscs caesarean caesarian ctg gtn nof bsl bgl idc nappy nappies haem
  # Round 12: medicine names of those countries (British Approved Names and brands sold there,
  # not in the US: flucloxacillin, benzylpenicillin, cefalexin, amoxycillin; Clexane (US
  # Lovenox), Tazocin (US Zosyn), Maxolon (US Reglan), Stemetil (US Compazine), Movicol, Endone,
  # Panadeine, Nurofen, Buscopan, Oramorph, Coloxyl), blood gases in kPa (US mmHg), the wards
  # and grades of those hospitals (high dependency unit "HDU", resident and junior medical
  # officers "RMO", "JMO", senior house officer "SHO"), one-to-one nursing "specialling" and
  # group and save (US "type and screen").
  flucloxacillin fluclox benzylpenicillin benpen cefalexin amoxycillin clexane tazocin maxolon
  stemetil movicol endone panadeine nurofen buscopan oramorph coloxyl kpa hdu rmo jmo sho
  specialling specialled
  # Words of Māori that New Zealand notes write in English (family "whānau", pregnant "hapū",
  # children "tamariki", elders "kaumātua"), and services only there and in Australia (Plunket,
  # Pharmac, the NDIS, Centrelink).
  whanau whānau hapu hapū tamariki mokopuna kaumatua kaumātua plunket pharmac ndis centrelink
`,
);
