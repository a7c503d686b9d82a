import type { RuleExample } from "./example.ts";

/** Dates, years and Safe Harbor ages (src/detection/rules-dates.ts). */
export const DATE_EXAMPLES: readonly RuleExample[] = [
  {
    rule: "date-numeric-full",
    fires: [
      "Clinic review 2024-11-04, echo booked for [[2025-01-15]].",
      "Admitted [[12/03/2019]] through ED in Cork.",
      // Full dates in short texts, where a bare "6/12" is a duration.
      "DOB [[2/7/52]]",
      "[[6/12/2024]] mri brain normal",
    ],
    leaves: ["Form code 45/17/2019 on the sticker, no such date."],
  },
  {
    rule: "date-numeric-partial",
    fires: [
      "Discharged [[14/3]], TTOs given, DN to visit.",
      "Admitted 14/03/2021 with sepsis; wound reviewed on [[10/7]] and healing.",
      "Seen 3/14 and [[3/16]] in clinic.",
      "Consent signed 14/03/2024; your letter of [[2/7]] noted.",
      // "n/24" beside a clock time or after a date word is a day of April, as US notes write it.
      "Extubated [[4/24]] at 0930 without stridor.",
      "Foley catheter out on [[2/24]].",
      "Lasix 40 mg daily since [[2/7]].",
      "Keflex 500 mg QID, wound check on [[3/7]] in clinic.",
      "Sleep study on [[3/10]], results to follow.",
      // A score over ten on another line of a day-first note leaves "3/10" the third of October.
      "Admitted 14/03/2024. Pain 6/10.\nWound reviewed [[3/10]].",
      // A clock time beside a day/month, or a line of a chart opening with one.
      "[[14/3]] 2200 pt settled, obs stable.",
      "Nursing notes\n[[14/3]] - pt settled.\n15/3 - for d/c tomorrow.",
      "Paracetamol 1 g QDS.\n[[3/7]] - mobilising with physio.\n4/7 - home.",
      // A date preposition before a pair that also reads as a fraction.
      "Seen on [[3/4]] by the GP.",
      // A weekday before a day/month, a heading closed by a colon, other days of its month.
      "Chart:\nMon [[14/3]]: pt settled",
      "[[14/3]]: obs stable",
      "Hx: fall [[14/3]], GP 16/3.",
      // A clock after a spaced dash; a dashed day/month written with the month's zero after a date word.
      "Timeline: [[14/03]] - 0712 call received",
      "Pt reviewed [[14-03]] in clinic.",
      "Events: Mon [[4/4]] GP review.",
      // Short texts (a question, a message): a date word, a birth, a clock or a full US date.
      "seen on [[6/12]] with cough",
      "on [[6/12]] she fell",
      "admitted [[3/7]] 2200",
      "born [[2/52]], now on warfarin",
      "bloods due before [[6/12]]",
      "appt [[3/7]] with cardiology",
      "F/U: [[6/12]]",
      "date of op [[6/12]], wound ok",
      "cath scheduled for [[7/12]]",
      "appt on [[14/7]]",
      "Clinic [[3/12]], labs before.",
      "pain from [[3/14]]",
      // A day over twelve before a month that is no duration's unit, in a day-first note.
      "Clinic 14/03/2024.\nPlan: see again [[28/5]] with her daughter.",
      // The day a list's title gives, a Commonwealth interval's shape or not.
      "Post-take list [[3/12]] - Consultant: Dr Obi\n1. Bed 4 ...",
      "Ward round [[3/11]] - Consultant: Dr Obi\n1. Bed 4 ...",
      "POST-TAKE LIST [[28/4]]\n1. Bed 4 ...",
      "Board round [[3/7]] - Cons: Dr Obi\nBed | Patient | Plan",
      // The day a treatment falls due.
      "Plan: depot due [[14/11]] at the practice; r/v in 2/52.",
      // A letter's date alone on its line between blank lines, whatever its numbers.
      "Riverside Medical Centre\nTel 09 123 4567\n\n[[14/7]]\n\nMrs Anna Smith",
      // The lines of a chart open with a day and a clock, even a day that reads as a fraction.
      "Progress notes\n[[1/2]] 0800 RN: obs stable.\n1/2 1430 RMO: reviewed.",
      // "n/24" with no complaint beside it: a US month/day.
      "handover [[10/24]] four pts",
    ],
    leaves: [
      // Weeks over 52 or gestation over 40 after "by"/"at", and counts of lymph nodes.
      "Guideline: review by 6/52; deliver at 12/40 if stable.",
      "Staging pT2 pN1 (3/14) M0.",
      "Pain 8/10 on movement, 1/2 tablet taken.",
      "BP 148/92 sitting, 140/88 standing.",
      "Cough for 3/7 with fever; paracetamol 1 g given.",
      // A Snellen acuity after "VA".
      "Eyes: VA 6/9 right, r/v in clinic.",
      // A day-first note: "4/15" has no day/month reading.
      "Admitted 14/03/2021. Frailty 4/15 this morning.",
      // Commonwealth English: ten days written "10/7".
      "Whilst on the ward the sutures come out at 10/7.",
      "VA R 6/9, L 6/12 with glasses.",
      "Power 4/5 and 5/5 and 3/5 in the left leg.",
      "PHQ-9 12/27 and GAD-7 8/21 today.",
      // Gestation over forty weeks, the n-th of a course, hours in a Commonwealth note.
      "G2P1 at 36+2/40, booked at 9/40.",
      "Day 3/7 of IV antibiotics, cycle 2/6 of chemotherapy.",
      "Nil by mouth, obs 4/24 overnight.",
      // Hours over a day in any note: a frequency, or a span after a duration word.
      "Mouth care 2/24, turns 4/24; no urine output in 5/24.",
      // The length of a course after its dose: days over seven, months over twelve.
      "Amoxicillin 500 mg TDS 5/7, ferrous sulfate 200 mg daily 3/12.",
      // Days over seven after a dose earlier on the line or on the line above.
      "Keflex 500 mg daily. Tolerating well, wound check 3/7, then stop.",
      "Keflex 500 mg daily\nWound check 3/7, then stop.",
      // A note that writes its dates day first writes days over seven.
      "Consent signed 14/03/2024. Rash for 3/7, settling.",
      "Head 2/5 palpable, contracting 3/10.",
      // The note scores over ten elsewhere: the other pairs over ten are scores too.
      "Pain 6/10 at rest.\nNausea 3/10, fatigue 5/10.",
      "Pain scores: resting 4/10, on movement 7/10.",
      // Symptoms rated over ten, Beighton over nine.
      "Mood 5/10, anxiety 7/10, sleep 4/10.",
      "Beighton 6/9, no effusion.",
      // One line opening with a pair is a history, not a chart: "3/7 hx of cough".
      "Paracetamol 1 g QDS.\n3/7 hx of cough and fevers.",
      // A full mark beside a clock is a setting; "old" and "ago" after a pair make it an age.
      "Plan to change to 5/5 at 0500 and extubate.",
      "Baby 4/12 old, feeding well; admitted 10/7 ago.",
      "Put on 1/2 tab of warfarin.",
      // Days over seven in a list are durations ("10/7", "14/7"), not a timeline.
      "Paracetamol 1 g QDS. Sutures out 10/7, drain out 14/7.",
      "GCS 13/15 then 14/15.",
      "Range 14-3 units, reviewed 14-3 times.",
      // A follow-up in days in a note in Commonwealth English, a history and an age in months.
      "Paracetamol 1 g QDS. Review 2/7, clinic 10/7.",
      "Paracetamol 1 g QDS. Hx of 6/12 weight loss.",
      "Whānau present. Infant aged 3/12, next visit 1/12.",
      // Short texts with no full date (questions typed into a search box): durations, whatever
      // the country.
      "2/52 hx of cough, 4yo, abx?",
      "f/u 6/12 after thyroidectomy what bloods",
      "pt 3/7 post op fever",
      "vomiting x2/7",
      "6/12 amenorrhoea, upt neg",
      "9/12 infant not crawling",
      "sore throat for 5/7 abx?",
      "chest pain 4/24 radiating to jaw",
      "abx 5/7 vs 7/7 for cellulitis",
      "fluclox 10/7 for cellulitis",
      "14/7 cough still",
      "LMP 8/52, bleeding",
      "3/12 night sweats and weight loss",
      "12/12 vaccines fever after",
      "cough >3/52 smoker cxr?",
      "a course of 5/7 abx",
      "at the age of 18/12 not walking",
      "cough: 3/7, fever",
      "sutures out 5/7 or 10/7?",
      "for a further 2/52",
      "3/7 postop fever",
      // More scales.
      "Epworth 10/24, STOP-BANG 5/8",
      "Stroke day 3, mRS 2/6, NIHSS 4/42.",
      // Discharge medicines for so many days.
      "Bed 6 - #NOF. TTO 7/7 co-amox.",
      // Scores named after the pair.
      "12/15 GCS after fall",
      "3/5 centor, abx?",
      "CURB65 2/5 admit?",
    ],
  },
  {
    rule: "date-written",
    fires: [
      "PT BROUGHT IN BY EMS [[OCTOBER 3, 2022]] AFTER A FALL",
      "Admitted [[14 Feb 2023]] from the ED in Perth.",
      "Delivered on the [[3rd of August 2021]] at 38 weeks.",
      "Specimen collected [[14 Mar, 24]] 09:40, received same day.",
      "Seen [[3 Jun 24]] Ward: 4B, bed 2.",
      "NURSING HANDOVER [[12 Mar, 21]] AM shift",
      "Date of injury: [[05 Jun, 24]]   First seen: 07 Jun",
      "Telehealth video consult [[03MAR21]]. Identity confirmed.",
      // A chart's stamp: a day and a month that is also a word, then a four-digit clock.
      "ward notes\n[[8 dec]] 1430 dr: reviewed\n9 dec 0800 rn: settled",
      "[[may 9]] 0800 rn: obs stable",
      // The next field's label after the date, not a count's noun.
      "Date: [[3 May]] Time: 14:30",
      // French months of a Quebec or bilingual note, and the first of the month as "1er".
      "Date de naissance : [[12 mars 1954]]",
      "Vu le [[1er févr. 2024]] en clinique.",
    ],
    leaves: [
      "Third of the tablets taken, August plan unchanged.",
      // "dec" before a number is a setting's verb where no chart stamps its line.
      "fio2 dec 40 overnight, peep 5",
      // "may" in lower case before a verb is the modal, not the month.
      "A score of 0 or 1 may be managed at home.",
    ],
  },
  {
    rule: "date-month-alone",
    fires: ["Repeat echo planned for [[June]], review after."],
    leaves: ["Will May manage the stairs? Plan to assess.", "May need a repeat echo, review after."],
  },
  {
    rule: "date-month-after-cue",
    fires: ["Falls since early [[May]], son worried.", "Last seen in clinic in [[March]]."],
    leaves: ["Last seen in clinic, march to the ward on foot."],
  },
  {
    rule: "date-holiday",
    fires: ["Mood low since [[Christmas]], appetite poor."],
    leaves: ["Mood low since the bank holiday weekend, appetite poor."],
  },
  {
    rule: "date-day-ordinal",
    fires: ["Bloods due on Monday the [[3rd]].", "Drain removed on the [[14th]]."],
    leaves: ["Drain removed, 14th day of antibiotics completed today and 2nd line considered."],
  },
  {
    rule: "date-ordinal-after-preposition",
    fires: ["Daughter away until [[12th]], will ring then.", "Off work since [[21st]], back from 3rd."],
    leaves: ["Fever after 2nd dose of the vaccine.", "Healing by 2nd intention, since 1st line failed."],
  },
  {
    rule: "date-run-together",
    fires: ["Best interests mtg [[091523]] with both nieces present."],
    leaves: ["Best interests mtg with both nieces, lab no 091523 on the form."],
  },
  {
    rule: "date-compact-cued",
    fires: ["Last seen [[20190412]] by the GP in Dunedin."],
    leaves: ["Last seen 20191342 on the form, clearly a typo."],
  },
  {
    rule: "date-range-fragment",
    fires: ["BC from [[3-5]] no growth to date."],
    leaves: ["BC sent, 3-5 colonies on the plate.", "Pain score from 3-5 out of 10 today."],
  },
  {
    rule: "year-late-century",
    fires: ["Hysterectomy [[1983]] in Auckland.", "CABG [[1994]] at the Royal Brompton."],
    leaves: ["Platelets 1994 after the transfusion, haematology aware."],
  },
  {
    rule: "year-four-digit",
    fires: [
      "Emigrated from Sri Lanka in [[2011]] with her husband.",
      "Hip replaced in [[2008]], no problems since.",
      // 2000 after "until" or "since" is a year in a life's history, a clock time elsewhere.
      "Previously worked at the mill until [[2000]].",
    ],
    leaves: [
      // A year after a word of revision, with a publication word before it, dates the publication.
      "Managed as per NICE guideline NG51 (revised 2019).",
      "Walked 1500 metres with the physio.",
      "Glucose 2011 on the meter, clearly wrong, repeated.",
      "Meds given at 1400 and again at 2200.",
      // Clock times of an ambulance's timeline.
      "Dispatched 2005, at scene 2020, pt extricated.",
      "NBM until 2000 then sips.",
    ],
  },
  {
    rule: "year-range",
    fires: [
      "Smoked 20/day [[1995/96]] then quit.",
      "Lived in Lagos [[1998-2001]] before moving to Manchester.",
    ],
    leaves: ["Nursed 0800-1200 in the side room, then on the bay."],
  },
  {
    rule: "year-apostrophe",
    fires: ["Appendix out in '[[87]] per her husband."],
    leaves: ["Patient's 87 kg on the ward scales."],
  },
  {
    rule: "year-after-history-item",
    fires: ["PMH: hypertension, DVT [[87]]."],
    leaves: ["PMH: hypertension, weight 87."],
  },
  {
    rule: "age-cued",
    fires: ["Lives alone, aged [[94]], manages stairs.", "[[92]] yo woman from a care home in Galway."],
    leaves: ["92 mmHg diastolic on the repeat.", "42 yo woman from a care home in Galway."],
  },
  {
    rule: "age-after-birth-date",
    fires: ["DOB 12-Jan-1931 ([[94]]) lives alone in Cardiff."],
    leaves: ["DOB 12-Jan-1971 (54) lives alone in Cardiff."],
  },
  {
    rule: "age-birthday",
    fires: ["Celebrated her [[95th]] birthday on the ward."],
    leaves: ["Celebrated her 65th birthday on the ward."],
  },
  {
    rule: "age-spelled",
    fires: [
      "She is [[one hundred and two]] and still knits.",
      "A [[ninety-three]] year old widow, lives alone.",
    ],
    leaves: ["A sixty-three year old widow, lives alone."],
  },
  {
    rule: "age-decade",
    fires: ["Lives with her sister, in her mid [[90s]].", "Independent until her [[90s]], now needs help."],
    leaves: ["Sats in the 90s on room air.", "Independent until her 70s, now needs help."],
  },
  {
    rule: "age-decade-spelled",
    fires: ["Active in his late [[nineties]], still gardening."],
    leaves: ["Active in his late seventies, still gardening."],
  },
  {
    rule: "age-category-word",
    fires: ["Frail [[nonagenarian]] admitted from home."],
    leaves: ["Frail octogenarian admitted from home."],
  },
  {
    rule: "age-now-or-at",
    fires: ["Her mother is now [[96]] and well.", "Lives alone. At [[92]] she still walks to the shops."],
    leaves: ["Her mother is now on 96 mg a day.", "At 92% on air she was tired.", "At 100 mg he was drowsy."],
  },
  {
    rule: "age-appositive",
    fires: ["Mr Adeyemi, [[93]], reviewed after breakfast.", "bed 4: m.s. ([[93]]) - fall at home"],
    leaves: ["Mr Adeyemi, 73, reviewed after breakfast.", "bed 4: m.s. (73) - fall at home"],
  },
  {
    rule: "age-in-row",
    fires: ["Bed 4 Kowalczyk [[97]]F NBM."],
    leaves: ["Bed 4 Kowalczyk 67F NBM."],
  },
  {
    rule: "age-slash-sex",
    fires: ["Mrs Tane, [[94]]/F, presented with a fall.", "Age/Sex: [[101]]/M", "triage: f/[[92]], fall"],
    leaves: ["Mrs Tane, 74/F, presented with a fall.", "BP 94/Fr catheter", "Dates 12/94/F"],
  },
  {
    rule: "age-in-handover-row",
    fires: [
      "Bed 12 - smith, john - [[94]] - #NOF day 2",
      "Rm 3 | tan wei ming | [[101]] | UTI",
      // A surname that is an English word, in a "SURNAME, Given" column; one with an apostrophe.
      "Bed 7 - MOANA, Marsh - [[97]] - falls",
      "Bed 8 - O'Rourke - [[102]] - UTI",
      // The age set off by commas after the name column.
      "Bed 12 - grace fitzgerald, [[92]], post #NOF",
    ],
    leaves: [
      "Bed 4 - HR - 94 - stable",
      "Bed 4 - sats - 95 - RA",
      "bed 2 - stable - 98 - home",
      "Bed 3 - HR 110, 92, 88%",
    ],
  },
  {
    rule: "age-in-message",
    fires: ["hi all, pt is [[102]]! very chatty today"],
    leaves: ["hi all, pt is on 102 units! very chatty today"],
  },
  {
    rule: "age-with-sex",
    fires: [
      "HPI: [[97]] F with a hip fracture.",
      "[[91]]F admitted with a fall at home.",
      "Pt [[92]]F, fall.",
    ],
    leaves: ["71F admitted with a fall at home."],
  },
  {
    rule: "age-label-marked",
    fires: ["Age | [[92]] | Sex | F", "Age (yrs): [[95]]", "AGE.....[[94]]", "Age at admission - [[91]]"],
    leaves: ["Age | 72 | Sex | F", "Page | 92 | Sex | F", "Stage (yrs): 95"],
  },
  {
    rule: "age-sex-bracketed",
    fires: [
      "Seen with daughter ([[93]] F).",
      "Mrs Ode ([[96]], F) seen.",
      "Referral (F, [[92]]).",
      "| 4 | [[95]] | F |",
    ],
    leaves: ["Seen with daughter (63 F).", "T 37.3 (99 F) this am.", "Temp (100 F) this am."],
  },
  {
    rule: "age-of-person",
    fires: ["Reviewed this lady of [[92]] on the ward.", "A gentleman of [[94]] years, lives alone."],
    leaves: ["Reviewed this lady of 72 on the ward.", "A gentleman of 94 kg, lives alone."],
  },
  {
    rule: "age-before-sex-word",
    fires: ["[[92]] female c/o SOB since last night", "Triage: [[94]] Male, fall at home"],
    leaves: ["92 female patients were seen", "eGFR 92 female", "Triage: 64 Male, fall at home"],
  },
  {
    rule: "age-after-sex",
    fires: ["F[[92]] c/o SOB since last night", "Female [[94]], fall at home", "pt M [[91]] confused"],
    leaves: ["F62 c/o SOB since last night", "ADHD (F90), on review", "F90 - ADHD", "Female 92 kg"],
  },
];
