/**
 * Queries in one country's own idiom: its funding schemes, forms, triage scales and case-sheet
 * shorthand. `LOCAL` holds no PHI (kind "local"); `LOCAL_RECORD` writes a patient the way that
 * country's notes and messages do (kind "local-record"). Written by hand from general knowledge.
 */
import type { CountryCode } from "./kit.ts";

export const LOCAL: Record<CountryCode, readonly string[]> = {
  AU: [
    "is {brand} on the PBS",
    "PBS authority for {drug} - what criteria",
    "ATS 2 for {cond}?",
    "can a {kidage} have {brand} - RCH says?",
    "{drug} on the NIMC chart how to write",
    "Medicare item for a {dur} care plan review",
  ],
  NZ: [
    "is {drug} funded by Pharmac",
    "special authority for {drug} criteria",
    "ACC45 for {cond}?",
    "{drug} on the NZF for a {kidage}",
    "HealthPathways {cond} referral criteria",
    "can a {kidage} have {brand} in kohanga",
  ],
  CA: [
    "is {drug} covered by ODB",
    "CTAS level for {cond}",
    "LU code for {drug}",
    "form for {cond} reporting to public health in Ontario",
    "is {brand} OTC in Canada",
    "walk-in vs ER for {cond} in a {kidage}",
  ],
  IE: [
    "is {drug} on the GMS",
    "medical card cover for {brand}",
    "HSE guidance {cond} in a {kidage}",
    "can a pharmacist give {drug} without a script in Ireland",
    "out of hours GP for {cond} - caredoc?",
    "ICGP {cond} {year}",
  ],
  IN: [
    "k/c/o DM HTN c/o {cond} x {durw} - {drug}?",
    "{brand} 1-0-1 x 5 days ok for {kidage}?",
    "tab {brand} BD or TDS for {cond}",
    "{agen}/{sexl} c/o fever x 3 days, dengue NS1 neg, {lab}",
    "inj {drug} dose for {kg} kg in casualty",
    "is {drug} in NLEM",
  ],
  ZA: [
    "is {drug} on the EML",
    "SATS orange for {cond}?",
    "sister says {lab} - must I call the MO",
    "{brand} for a {kidage} with {cond} how much",
    "PHC STG {cond} first line",
    "CD4 {cd4} when to start ART",
  ],
  NG: [
    "PCV {pcv}% in {kidage} transfuse?",
    "{brand} for {kidage} with malaria dose",
    "RDT positive {kidage} {kg}kg {brand} dose",
    "NHIA cover for {proc}?",
    "abeg wetin be {eponym}",
    "Widal positive {cond}, treat?",
  ],
  SG: [
    "MC for {cond} how many days",
    "CHAS subsidy for {cond}",
    "medisave for {proc} can claim?",
    "polyclinic or A&E for {cond} in {kidage}",
    "{brand} can take with {drug} or not",
    "PAC 2 for {cond}?",
  ],
  UK: [
    "2WW referral criteria for {cond}",
    "TTO {drug} how many days",
    "is {brand} on FP10",
    "NEWS2 of {n} on the ward - who to call",
    "fit note for {dur} after {proc}",
    "{drug} red or amber on the formulary",
  ],
  US: [
    "prior auth for {brand}",
    "is {brand} covered by medicaid",
    "s/p {proc} {pod} fever workup",
    "ESI level for {cond}",
    "CPT code for {proc}",
    "{drug} {dose} PO q6h PRN for {kidage}?",
  ],
};

export const LOCAL_RECORD: Record<CountryCode, readonly string[]> = {
  AU: ["{ttl} {pt} UR {idv}, {age} {sex}, {cond} - {score}?", "{pt} from {sub} NSW, {lab}, GP Dr {hcp}"],
  NZ: ["{pt} NHI {idv} {lab} - whanau asking about {drug}", "{ttl} {ptS} from {sub}, {cond}, GP is Dr {hcp}"],
  CA: ["{pt} OHIP {idv} - {cond} f/u with Dr {hcp}?", "{ttl} {ptS} ({sub}) DOB {dob}, {lab}"],
  IE: [
    "{pt}, {sub}, Co. {county}, {cond} - GP Dr {hcp} wants {drug}",
    "{ttl} {ptS} MRN {idv} {lab} in {fac}",
  ],
  IN: ["{pt} {agen}/{sexl} UHID {idv} k/c/o DM, {lab}", "{ttl} {pt} w/o {rel}, {sub}, c/o {cond}"],
  ZA: ["{pt} folder no {idv} from {sub} clinic, {lab}", "{ttl} {ptS} at {fac}, {cond}, sister {rel} asking"],
  NG: ["{pt} hosp no {idv} PCV {pcv}%, {cond}", "{ttl} {pt} of {sub}, {cond}, call {phone}"],
  SG: ["Mdm {pt} NRIC {idv} {lab} in {fac}", "{pt} from {sub} polyclinic, {cond}, {drug}?"],
  UK: ["{pt} NHS {idv} {cond} - refer to {fac}?", "{ttl} {ptS} in {sub}, {lab}, her GP Dr {hcp}"],
  US: ["{pt} MRN {idv} {age} {sex} {cond} at {fac}", "{ttl} {ptS} from {sub}, {lab}, PCP Dr {hcp}"],
};
