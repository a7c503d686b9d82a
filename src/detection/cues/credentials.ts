/** Professional credentials and degrees after a name ("Jane Smith RN", "MBChB"). */
import { type CueList, cueList } from "./cue-list.ts";

/** Credentials and degrees after a clinician's name ("Jane Doe, RN", "MBChB"). */
export const credentials: CueList = cueList(
  "credentials",
  "credential",
  `
  rn md np rrt crt lpn cna crna aprn phd pharmd psyd rph msw licsw lcsw bsn msn cnm dpm facc facp
  facs mph dds ldn dpt otr cnp ccrn snp pa
  # UK and further US degrees and memberships after a signature: "Jane Smith MBChB FRCP".
  mbchb mbbs mbbch bds frcp mrcp frcs mrcs frcr frca frcpath mrcgp frcgp frcem frcpsych mrcpsych
  frcog mrcog frcpch mrcpch rgn rmn dclinpsy fnp dnp facem
  # Nursing and midwifery designations signing an entry across AU NZ IE ZA NG IN SG CA ("M Chetty
  # EN", "A Tan, SSN", "K. Kaur (RM)"), and college fellowships of those countries.
  en rm ssn sn apn cnc cns rpn epn anm gnm cmm anp fracp fracs franzcog fracgp frcpc frcsc ccfp
  mrcpi frcsi micgp fwacs fwacp fmcp fmcs fmcog
`,
);

/** Credentials that are also common words or clinical abbreviations need a comma or a line end. */
export const weakCredentials: CueList = cueList(
  "weak-credentials",
  "credential",
  `
  crt dpt otr
  # Also words or clinical abbreviations: "en route", "side rm", "CNS intact", "SN ratio".
  en rm sn cns cnc anm gnm
`,
);

/** State codes that are also credentials after a name ("Okafor, MD", "Lind, PA"). */
export const credentialCodes: CueList = cueList(
  "credential-codes",
  "credential",
  `
  md pa do np rn me de co or in ok hi oh
`,
);
