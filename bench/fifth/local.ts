/** What each country's clinicians write around the PHI: the GP's name, greetings, sign-offs, roles, triage scales. */
import type { Rng } from "./rng.ts";

export const COUNTRIES = ["UK", "US", "AU", "NZ", "CA", "IE", "IN", "ZA", "NG", "SG"] as const;
export type Country = (typeof COUNTRIES)[number];

interface Local {
  readonly gp: readonly string[];
  readonly greet: readonly string[];
  readonly signOff: readonly string[];
  readonly roles: readonly string[];
  readonly quals: readonly string[];
  readonly ed: readonly string[];
  readonly triage: readonly string[];
  readonly video: readonly string[];
}

const L: Record<Country, Local> = {
  UK: {
    gp: ["GP"],
    greet: ["Dear Dr"],
    signOff: ["Yours sincerely,", "Kind regards,"],
    roles: [
      "Consultant Cardiologist",
      "Consultant Physician in Elderly Care",
      "Specialty Registrar (ST5) in Respiratory Medicine",
      "Clinical Nurse Specialist",
    ],
    quals: ["MB ChB MRCP", "FRCP", "BM BCh"],
    ed: ["A&E", "ED"],
    triage: ["MTS orange", "MTS yellow", "Manchester triage: green"],
    video: ["Attend Anywhere", "AccuRx video"],
  },
  US: {
    gp: ["PCP", "primary care physician"],
    greet: ["Dear Dr."],
    signOff: ["Sincerely,", "Best regards,"],
    roles: [
      "Attending Physician, Cardiology",
      "Hospitalist",
      "Nurse Practitioner",
      "Fellow, Pulmonary and Critical Care",
    ],
    quals: ["MD", "DO", "MD, FACC"],
    ed: ["ED", "ER"],
    triage: ["ESI 2", "ESI 3"],
    video: ["Zoom for Healthcare", "Doxy.me", "MyChart Video Visit"],
  },
  AU: {
    gp: ["GP"],
    greet: ["Dear Dr"],
    signOff: ["Kind regards,", "Yours sincerely,"],
    roles: [
      "Staff Specialist, General Medicine",
      "Advanced Trainee (Cardiology)",
      "Clinical Nurse Consultant",
    ],
    quals: ["MBBS FRACP", "MBBS FACEM"],
    ed: ["ED"],
    triage: ["ATS 3", "ATS 2", "Cat 3"],
    video: ["Healthdirect Video Call", "Coviu"],
  },
  NZ: {
    gp: ["GP"],
    greet: ["Kia ora Dr", "Tēnā koe Dr", "Dear Dr"],
    signOff: ["Ngā mihi,", "Nā,", "Kind regards,"],
    roles: ["Consultant Physician", "Registrar, General Medicine", "Clinical Nurse Specialist"],
    quals: ["MBChB FRACP", "MBChB FRNZCGP"],
    ed: ["ED"],
    triage: ["ATS 3", "triage cat 2"],
    video: ["Zoom", "Health Hub video"],
  },
  CA: {
    gp: ["family physician", "FP", "médecin de famille"],
    greet: ["Dear Dr.", "Cher Dr", "Chère Dre"],
    signOff: ["Sincerely,", "Veuillez agréer mes salutations distinguées,"],
    roles: ["Internist", "Cardiologue", "Resident, Internal Medicine (PGY-3)", "Infirmière praticienne"],
    quals: ["MD FRCPC", "MD CCFP"],
    ed: ["ED", "urgence"],
    triage: ["CTAS 3", "CTAS 2"],
    video: ["OTN", "Zoom", "Reacts"],
  },
  IE: {
    gp: ["GP"],
    greet: ["Dear Dr", "A Dhoctúir"],
    signOff: ["Yours sincerely,", "Le meas,", "Kind regards,"],
    roles: ["Consultant Geriatrician", "Specialist Registrar in Medicine", "Advanced Nurse Practitioner"],
    quals: ["MB BCh BAO MRCPI", "FRCPI"],
    ed: ["ED", "A&E"],
    triage: ["MTS 3", "Manchester triage: orange"],
    video: ["Attend Anywhere", "Healthmail video link"],
  },
  IN: {
    gp: ["family physician", "referring doctor", "family doctor"],
    greet: ["Dear Dr.", "Respected Sir/Madam,", "Dear Sir,"],
    signOff: ["Thanking you,", "Yours faithfully,", "With regards,"],
    roles: [
      "Consultant Physician",
      "Senior Resident, Dept. of Medicine",
      "Junior Resident",
      "Consultant Cardiologist",
    ],
    quals: ["MBBS, MD (Gen Med)", "MD, DM (Cardiology)", "MBBS, DNB"],
    ed: ["casualty", "emergency"],
    triage: ["triage red", "triage yellow"],
    video: ["eSanjeevani", "WhatsApp video"],
  },
  ZA: {
    gp: ["GP"],
    greet: ["Dear Dr", "Dear Colleague,"],
    signOff: ["Kind regards,", "Yours faithfully,"],
    roles: ["Medical Officer", "Registrar, Internal Medicine", "Specialist Physician", "Professional Nurse"],
    quals: ["MBChB FCP(SA)", "MBChB (UCT)"],
    ed: ["casualty", "EC"],
    triage: ["SATS orange", "SATS yellow"],
    video: ["Vula", "WhatsApp call"],
  },
  NG: {
    gp: ["referring physician", "GP", "medical officer"],
    greet: ["Dear Sir/Ma,", "Dear Dr.", "Dear Colleague,"],
    signOff: ["Thank you.", "Yours faithfully,", "Best regards,"],
    roles: [
      "Consultant Physician",
      "Senior Registrar",
      "House Officer",
      "Resident Doctor, Dept. of Medicine",
    ],
    quals: ["MBBS, FWACP", "MBBS, FMCP"],
    ed: ["emergency", "CHER", "A&E"],
    triage: ["priority 1", "triage: urgent"],
    video: ["WhatsApp video", "Zoom"],
  },
  SG: {
    gp: ["family physician", "polyclinic doctor", "GP"],
    greet: ["Dear Dr", "Dear Colleague,"],
    signOff: ["Thank you.", "Yours sincerely,", "Regards,"],
    roles: [
      "Consultant, Department of Medicine",
      "Associate Consultant",
      "Medical Officer",
      "Senior Staff Nurse",
    ],
    quals: ["MBBS, MRCP (UK)", "MBBS, MMed (FM)"],
    ed: ["ED", "A&E"],
    triage: ["PACS 2", "P2"],
    video: ["Zoom", "HealthHub video"],
  },
};

export function local(country: string): Local {
  return L[country as Country] ?? L.UK;
}

export const pick = <T>(rng: Rng, xs: readonly T[]): T => rng.pick(xs);
