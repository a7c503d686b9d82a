/** Business, school and legal-form words that end an organisation's name. */
import { type CueList, type CuePairs, cueList, cuePairs } from "./cue-list.ts";

/** Heads of companies (ORGANIZATION): the legal forms close a name in any note. */
export const legalForms: CueList = cueList(
  "legal-forms",
  "organisation-head",
  `
  ltd limited plc llc llp inc corp corporation gmbh
`,
);

/** Legal forms that are also clinical shorthand or English ("slowly inc", "limited ROM"): need case. */
export const casedLegalForms: CueList = cueList(
  "cased-legal-forms",
  "organisation-head",
  `
  inc corp limited corporation
`,
);

/** Heads of businesses, weaker: need a word no list knows, two name words, or a work cue. */
export const businessHeads: CueList = cueList(
  "business-heads",
  "organisation-head",
  `
  logistics solutions systems foods construction supermarket supermarkets associates partners
  industries motors engineering consulting transport haulage builders stores sons brothers
`,
);

/** Heads of schools, universities and places of worship (ORGANIZATION). */
export const schoolHeads: CueList = cueList(
  "school-heads",
  "organisation-head",
  `
  school academy college university nursery church chapel mosque synagogue temple cathedral
  # New Zealand and Australian schools and early-childhood centres ("Tawa Intermediate",
  # "Te Kura Kaupapa", "Rosebank Kindy")
  intermediate kura kindergarten kindy preschool creche montessori
`,
);

/** Words that may close a name after its head ("… Clinic", "… Associates", "…, PC"). */
export const trailingHeads: CueList = cueList(
  "trailing-heads",
  "organisation-head",
  `
  associates partners partnership group team clinic clinics centre center practice surgery
  services consultants specialists physicians doctors network institute hospital unit pc pllc llc
  inc ltd llp service board sciences campus trust complex
`,
);

/** Legal forms that close a practice or company name after a comma ("…, PC", "…, LLC"). */
export const trailingLegal: CueList = cueList(
  "trailing-legal",
  "organisation-head",
  `
  pc pllc llc inc ltd llp plc
`,
);

export const beforeOrgName: CueList = cueList(
  "before-org-name",
  "organisation-cue",
  `
  business company employer firm corporation
`,
);

export const afterOrgName: CueList = cueList(
  "after-org-name",
  "organisation-cue",
  `
  rep reps representative company corporation corp inc employee employees business
`,
);

/** Words that name a building after a name no list knows ("the Fennimore Building"). */
export const buildingWords: CueList = cueList(
  "building-words",
  "organisation-head",
  `
  building bldg wing pavilion tower annex
`,
);

/** Generic last words of organisation names. */
export const organizationEndings: CueList = cueList(
  "organization-endings",
  "organisation-head",
  `
  health healthcare care medical pharmacy pharmaceuticals labs laboratories systems services group
  inc corp co company associates partners insurance bank university college school motors foods
  logistics
`,
);

/**
 * Words of a company's legal form that stand before its last word, bracketed or not, in South
 * Africa, Australia, Singapore, Malaysia, India and Nigeria: "(Pty) Ltd", "Pte Ltd", "Pvt Ltd",
 * "Private Limited", "Sdn Bhd", "(Nig) Ltd".
 */
export const legalFormQualifiers: CueList = cueList(
  "legal-form-qualifiers",
  "organisation-head",
  `
  pty pte pvt private proprietary sdn nig
`,
);

/** The last word of a legal form after a name or a qualifier ("Ltd", "Limited", "Bhd", "Plc"). */
export const legalFormEnds: CueList = cueList(
  "legal-form-ends",
  "organisation-head",
  `
  ltd limited bhd plc inc llc corp
`,
);

/**
 * Labels of a form field holding the patient's insurer, health fund, medical aid or HMO
 * ("Insurer:", "Health fund:", "Medical aid:", "Medical scheme:", "HMO:"), as forms in Australia,
 * South Africa, Nigeria, Ireland and Singapore write them (a US plan after "Insurance:" is no PHI). "aid",
 * "scheme" and "fund" need a word of health before them ("First aid:" is no insurer).
 */
export const insurerLabels: CueList = cueList(
  "insurer-labels",
  "label",
  `
  insurer insurers hmo
`,
);

/** Insurer labels that need a word before them ("Health fund:", "Medical aid:", "Medical scheme:"). */
export const insurerLabelQualifiers: CuePairs = cuePairs(
  "insurer-label-qualifiers",
  "label",
  `
  fund: health private medical
  aid: medical
  scheme: medical health
`,
);

/** Values of an insurer's field that name none ("Insurer: none", "Medical aid: N/A", "self-funded"). */
export const notInsurers: CueList = cueList(
  "not-insurers",
  "not-an-organisation",
  `
  none nil na n unknown self uninsured private public not no nr tbc pending cash yes
`,
);
