import type { RuleExample } from "./example.ts";

/** Names found by their slot: titles, credentials, relatives, signatures, fields (src/detection/rules-names.ts). */
export const NAME_EXAMPLES: readonly RuleExample[] = [
  {
    rule: "name-after-title",
    fires: [
      "Mrs [[Teresa Ó Dálaigh]] resting comfortably.",
      "DR [[VASQUEZ-ORTEGA]] NOTIFIED OF LACTATE 4.1",
      "Seen by Dr [[Okafor]] on the morning round.",
      "Mdm [[Lim Hui Min]] attended with her son.",
      // A police rank before the name, as coroner's and police reports write it.
      "Statement taken by Senior Constable [[Grace Walker]] at the scene.",
      // A surname typed in lower case after a Title Case person's title.
      "Plan discussed with Mr [[tautahi]] and his wife.",
      "Mrs [[grace van der merwe]] reviewed in clinic.",
      // An initial, then a particle opening the surname.
      "MDT: Dr [[A van Wyk]] and the ward team.",
    ],
    leaves: [
      "Mr Motor power 4/5 in the left arm.",
      "Reviewed by the doctor after lunch, Dr aware.",
      // A title closing its line before the next line's label.
      "From: Kim Lee, Practice Nurse\nTo: the ward",
    ],
  },
  {
    rule: "name-after-title-list",
    fires: ["Reviewed by Dr Okafor and [[Lindqvist]] this morning."],
    leaves: ["Reviewed by Dr Okafor and physio this morning."],
  },
  {
    rule: "name-before-credential",
    fires: [
      "Reviewed overnight by [[Rajesh Iyer]], MD.",
      "Wound reviewed, dressing changed.\n[[Hana Takeda]] RN",
      "Obs stable overnight, IDC draining.\n[[M Chetty]] EN",
      "Plan: review in clinic.\n[[rajan s/o subramaniam]], msw",
      // A double-barrelled surname and a bare initial opening the line.
      "Comment: no malignancy seen.\n[[R Lamb-Wood]] FRCPath",
      "Dressing renewed, wound clean.\n[[A van Wyk]] RN",
    ],
    leaves: [
      "Wound reviewed, dressing changed.\nTissue Viability RN",
      "Nursing council NMCN RN 123456 on file.",
      "Transfer to CT en route, escorted by porter.",
    ],
  },
  {
    rule: "name-after-relative",
    fires: [
      "Son [[Rangi]] will collect her at 2pm.",
      "Plan discussed with her daughter [[Marisol]] at the bedside.",
      "her husband [[david]] called about the results",
    ],
    leaves: [
      "Daughter Present throughout the consultation.",
      "Plan discussed with her daughter at the bedside.",
      "mother dey worry say pikin never chop since morning.",
    ],
  },
  {
    rule: "name-after-contact",
    fires: [
      "Discussed with [[Tavita]], who agrees with the plan.",
      "Visited by Sarah and [[Tevita]] today.",
      "Stayed with [[Tavita]] over the weekend.",
      // A given name ending like a helpline ("Madeline": "made" + "line") is still a name.
      "If no answer, call [[Madeline]] after 5pm.",
    ],
    leaves: [
      "Discussed with the pharmacist, who is happy.",
      // A helpline named after a contact verb: an English word run into "line" is a service.
      "Worried? Call Parentline or Mensline for advice.",
      "Welfare concerns: Shannondoc and Gardai informed overnight.",
      "Wound closed with Monocryl, dressing dry.",
      "Secure with Hypafix, review in 3 days.",
      "Dress with Jelonet and crepe bandage.",
    ],
  },
  {
    rule: "name-beside-bracketed-role",
    fires: [
      "OT ([[Dervla]]) to assess the kitchen.",
      "[[Nkemdirim]] (physio) saw pt this morning.",
      "RESULT PHONED AT 14:30 TO [[MENSAH K]] (SHO)",
    ],
    leaves: ["Family (2 sons) visited.", "Referral (physio) sent this morning.", "Referral B (physio) sent."],
  },
  {
    rule: "name-before-relative",
    fires: ["[[Ngozi]] (daughter) visiting at 3pm."],
    leaves: ["Visitor (daughter) expected at 3pm."],
  },
  {
    rule: "name-before-birth-date",
    fires: ["Path review 2. [[GEDGE, Hamish]], 827003, DOB 27 December 1985."],
    leaves: ["Confirm identity with full name, DOB and address.", "Please record the patient DOB 12/3/1950"],
  },
  {
    rule: "name-after-signed",
    fires: ["Next visit 10/12. Signed [[Danjuma H]], CNS mob 0806 131 3924"],
    leaves: ["Signed consent form.", "Consent signed by patient.", "Signed and dated."],
  },
  {
    rule: "name-in-self-introduction",
    fires: ["hi Bhavani its [[Tapas]] from Lok Nayak. ur appt is on the 26th"],
    leaves: ["This is reception from the clinic", "it's mum from home", "Its origin from the liver"],
  },
  {
    rule: "name-after-bare-label",
    fires: ["TRIAGE 1 Jul 2024 16:23 ATS 4\nName [[PHAM, Tuan]]   Age 37 M"],
    leaves: ["Name badge worn at all times", "Name and address verified"],
  },
  {
    rule: "initials-before-age",
    fires: ["Teaching case 2\n[[M. T.]], 58F, two days of fever.", "bed 6 - [[s.n.]] 81f, day 2 post hemi"],
    leaves: ["Culture: E. coli, 3 days of growth.", "Seen by Dr S. K. 45 min ago."],
  },
  {
    rule: "initials-after-subject",
    fires: [
      "Case 3. Pt [[R. T.]], 61M, presented with haematemesis.",
      "handover: pt [[m.k.]] 72f post op day 2",
    ],
    leaves: ["pt c.o. chest pain since am", "Pt A. Fernando seen today."],
  },
  {
    rule: "name-in-name-column",
    fires: ["time   id       name               type\n08:00  977149   [[ong hui min]]        new"],
    leaves: [
      "time   id       name               type\n08:00  977149   paracetamol        new",
      "Name: ong hui min\n08:00  977149   ong hui min   new",
    ],
  },
  {
    rule: "name-in-team-row",
    fires: [
      "WR 27/9 — cons [[mere rangihuna]] / reg sunil",
      "Anaesthetist Rewi Ngata | Asst [[Lachlan]] (AT)",
    ],
    leaves: ["cons reviewed / reg aware", "reg sunil aware"],
  },
  {
    rule: "name-after-role-phrase",
    fires: ["NIC tonight is [[Priya]]."],
    leaves: [
      "NIC tonight is aware.",
      "reg karakia before the procedure.",
      "pls check nhi 1234567 for ct result",
    ],
  },
  {
    rule: "name-before-duty",
    fires: ["[[Bronagh]] to chase the echo report."],
    leaves: ["Pharmacy to chase the echo report."],
  },
  {
    rule: "name-after-contact-shape",
    fires: ["d/w [[Siobhan]] re: the discharge letter.", "critical k+ phoned to [[kovalenkiu]] at 14:30"],
    leaves: ["d/w pharmacy re: the discharge letter.", "CALLED TO SEE PT AT 14:30"],
  },
  {
    rule: "name-signing-off",
    fires: [
      "[Me] back on the ward at 3pm. [[Kemi]]\n[RN] ok thanks",
      "[RN] WILL CALL AFTER THE ROUND. [[TAVITA]]",
      "Obs stable overnight. [[A. Baker]]\nNext review 0800",
    ],
    leaves: [
      "[Me] back on the ward at 3pm. Thanks\n[RN] ok",
      "Back on the ward at 3pm. Kemi",
      "[Me] chart it for tonight. Paracetamol",
      "Continue abx. B. Stable\nNext review 0800",
    ],
  },
  {
    rule: "name-in-message",
    fires: [
      "its [[folasade]] on 6B, pls ring back when free",
      "morning [[Nokuthula]], K+ for bay 3 is back",
      "[[Naidoo]] here, running 10 min late",
      "hi Sarah its [[Quillenby]] from 4B, pls ring back",
    ],
    leaves: [
      "hi, thanks for the update on bed 8",
      "morning all, K+ for bay 3 is back",
      "Physio here, will review after lunch.",
      "hi all its fine now",
    ],
  },
  {
    rule: "name-in-table-cell",
    fires: [
      "| Rm | Patient | Named RN |\n| 11 | [[Tamar Oduya]] | Pita |",
      "| Drug | Dose | Given by | Witness |\n| Morphine | 2.5 mg | [[S Lim]] | |",
      "| Date | Author | Entry |\n| 12/03/2024 | [[Quillenby]] | Reviewed |",
    ],
    leaves: [
      "| Rm | Diagnosis | Plan |\n| 11 | Cellulitis Leg | IV Flucloxacillin |",
      "| Drug | Dose | Given by |\n| Morphine | 2.5 mg | PRN |",
      "| Date | Author | Entry |\n| 12/03/2024 | Pharmacy | Reviewed |",
    ],
  },
  {
    rule: "name-before-aware",
    fires: ["[[Wiremu]] aware of the potassium."],
    leaves: [
      "Patient aware of the plan and agrees.",
      "Pharmacy aware of the potassium.",
      "whānau aware of the plan.",
    ],
  },
  {
    rule: "signature-initials",
    fires: ["Turned 2-hourly, skin intact. - [[KLM]]", "Catheter bag emptied at 0200, 450 ml. -- [[RW]]"],
    leaves: ["Bloods sent, awaiting result - CT", "Catheter bag emptied at 0200, 450 ml. -- OK"],
  },
  {
    rule: "signature-last-line",
    fires: ["Obs stable overnight, slept well.\n[[JK]]"],
    leaves: ["Obs stable overnight, slept well.\nCT"],
  },
  {
    rule: "table-column-value",
    fires: ["Name                  DOB            MRN\n[[Achterberg, Liesbeth]]   22/09/1957     QH440917"],
    leaves: ["Name     Favourite food\nMwangi, Wairimu     rice"],
  },
  {
    rule: "dictation-initials",
    fires: ["Dictated 2.9.25  Typed 4.9.25  [[HN]]/sd", "Dictated by: [[TW]]/kb"],
    leaves: [
      "Referred OT/PT for assessment.",
      "Switched from IV/PO today.",
      // Bodies joined by a slash in brackets, not a typist's initials.
      "Dictated by the lab; ranges per (RCPA/AACB).",
    ],
  },
  {
    rule: "name-after-label",
    fires: [
      "NOK: [[Wei Ling Tan]] (daughter)",
      "Patient: [[Ruairi Breathnach]]",
      "Emergency contact name: [[Sipho Dlamini]]\nRelationship: brother",
      "Worker: [[OKORIE, Ngozika]]\nClaim number: 12345",
      // Hokkien "Ah" in capitals; an English word opening a name in capitals.
      "Ward list\nPATIENT: [[TAN AH KOW]]\nSeen today.",
      "Ward list\nNOK: [[BOLA OGUNLESI]] (WIFE)\nSeen today.",
      // A given name written short with its dot; a Vietnamese one-syllable given name after "Van".
      "Patient: [[Ma. Cristina Santos]]\nSeen today.",
      "Ward list\nPatient: [[NGUYEN VAN AN]]\nSeen today.",
    ],
    leaves: [
      "Re: Knee arthroscopy follow up",
      "Patient: settled, no complaints",
      "Drug name: Ventolin Evohaler\nDose: 2 puffs",
      "Consultant: FRCS\nGrade: consultant",
    ],
  },
  {
    rule: "name-after-greeting",
    fires: [
      "Dear [[Kofi]],\nHere is your clinic summary.",
      "Dear Dr [[Okonjo]],\nPlease could you review this gentleman.",
      // One Title Case word before the comma, even an English word.
      "Hi [[Mere]], your appointment is on Tuesday at 3pm.",
    ],
    leaves: [
      "Dear Sir/Madam,\nPlease find enclosed the results.",
      "Dear colleague,\nPlease could you review this gentleman.",
      "Hi There, your appointment is on Tuesday at 3pm.",
    ],
  },
  {
    rule: "name-after-sign-off",
    fires: ["Yours sincerely,\n\n[[Fenella Marsh]]\nConsultant"],
    leaves: ["Yours sincerely,\n\nThe Memory Clinic Team"],
  },
  {
    rule: "name-after-role",
    fires: [
      "Physio: [[K Oh]] saw her on the ward.",
      "RN: [[Bryony]], obs stable.",
      "Crew: ICP [[T Henare]] on scene.",
      "Histopathologist: [[S Moodley-Pillay]]",
      "Slides authorised by: [[K Tan]]",
      "Physio: [[A van Wyk]] saw him today.",
    ],
    leaves: [
      "ward round done. reg: grand.",
      "ward round: reg: whānau hui arranged.",
      "RN: obs stable, no concerns.",
      "Letter signed by the team.\nConsultant Surgeon",
      "ward round done. intern: chase bloods.",
    ],
  },
  {
    rule: "name-word-subject",
    fires: ["[[Hope]] slept well after her analgesia.", "[[Rose]] walked to the lounge with her frame."],
    leaves: ["Brown stool noted overnight, no melaena.", "Hope you are well, settled night."],
  },
  {
    rule: "name-word-object",
    fires: ["Please encourage [[Hope]] to drink more fluids."],
    leaves: ["Staff offered tea at lunch, Holly Lodge team aware.", "Staff moved her to Rose Ward at lunch."],
  },
  {
    rule: "name-signing-line",
    fires: [
      "Obs stable overnight.\n[[Bethan]]",
      "Home visit done.\n\n[[kagiso mokoena]]\nsocial worker\nward 4",
      "Wound clean and dry. Review in clinic.\n[[harpreet sandhu]]",
    ],
    leaves: [
      "Wound clean and dry.\n- Aspirin",
      "Obs stable overnight.\nPlan continue",
      "Plan: continue abx\nnurse to review\nward 4",
      "Wound clean and dry. Review in clinic.\nnil new",
    ],
  },
  {
    rule: "name-open-subject",
    fires: ["[[Tamsin]] reports less nausea today."],
    leaves: ["Patient reports less nausea today."],
  },
  {
    rule: "name-in-row-column",
    fires: ["Bay 2 bed 5 - Lindholm, Astrid - IVAB - [[Okonkwo]]"],
    leaves: ["Bay 2 bed 5 - Lindholm, Astrid - IVAB - Cellulitis"],
  },
  {
    rule: "name-in-row",
    fires: [
      "[[Okafor, Chidi]] 67M - CAP - day 3 abx",
      "Bed 9 - [[Tran, Minh Chau]] - awaiting OT",
      "pt [[brown]] 64m on warfarin inr 4.2",
      "mrs [[grace akpan]] 81f",
    ],
    leaves: [
      "Bed 3 - awaiting bloods 71F - for review",
      "Bed 5 - empty - for cleaning",
      "pt denies chest pain 64m",
      "pt alert 72f on warfarin",
    ],
  },
  {
    rule: "name-before-age",
    fires: ["[[Kwame Mensah]] is a 54 yo man with asthma."],
    leaves: ["Patient is a 54 yo man with asthma."],
  },
  {
    rule: "label-date",
    fires: ["Date of birth: [[3 March 1941]]", "DOB: [[14/02/1939]]"],
    leaves: ["DOB: not known, patient confused", "Date seen: 14/02/1939"],
  },
  {
    rule: "label-phone",
    fires: ["Tel: [[01632 960 442]]"],
    leaves: ["Ward: 01632 960 442"],
  },
  {
    rule: "label-number",
    fires: ["NHS No: [[485 777 3456]]", "MRN: [[5521907]]"],
    leaves: ["Bed: 5521907"],
  },
  {
    rule: "label-practice",
    fires: ["GP: Dr P Reddy, [[The Willows Surgery]]"],
    leaves: ["GP: Dr P Reddy, aware"],
  },
  {
    rule: "label-address",
    fires: ["Address: [[4 Harbour View, Oban]]", "Address: [[c/o St Peter's Church, Ogbomoso]]"],
    leaves: ["Addressed: concerns about the diet", "Address: c/o see above"],
  },
  {
    rule: "name-between-kin-and-visit",
    fires: [
      "Bed 4 - post-op day 2;  dtr [[kalaivani]] to call back",
      "Lives alone; neighbour [[vikas]] checks daily.",
      "BED 9 - CAP ON IV ABX;  WIFE [[NEHA]] TO CALL BACK",
    ],
    leaves: ["Bed 4 - post-op day 2;  son vsiting pm", "Lives alone; neighbour tearful at times."],
  },
  {
    rule: "name-in-contact-slot",
    fires: [
      "Handed over to [[tanusree]] EN. Family of bed 7 to ring.",
      "Critical K+ phoned to [[bernard]] on 0412 345 678.",
      "Collateral from [[gráinne ó murchú]] on 074 991 9317: low mood.",
    ],
    leaves: ["Handed over to night staff.", "Switched over to Xarelto on 3/4."],
  },
  {
    rule: "name-initial-surname-slot",
    fires: [
      "Review by phone in 2/52.\n[[t. letsoalo]]\n",
      "Son updated by phone.\nSigned [[M. Power]]\n",
      "Police on scene ([[S. Bandyopadhyay]]), report to follow.",
    ],
    leaves: ["Sputum grew (S. aureus), started flucloxacillin.", "Plan:\nA. Continue meds\n"],
  },
  {
    rule: "name-after-sign-mark",
    fires: [
      "Pt settled overnight, obs stable. /[[Ngozika]]",
      "Rang pharmacy re dose. -- [[Thandeka Mokoena]]\n",
      "PT SETTLED. /[[GRACE]]",
      "Plan: repeat bloods in am.\n/[[Ioanna]]",
    ],
    leaves: ["obs stable. / Night staff", "see above. - RN", "Seen 12/3. - Monitor", "Dose given / Grace"],
  },
  {
    rule: "name-mentioned",
    fires: ["Pt sats 88. @[[PRIYA]] pls review", "thanks @[[Thandiwe]]"],
    leaves: ["email me at kemi@nhs.net", "back @home by 5", "meet @ 5pm", "sent to @ward"],
  },
  {
    rule: "name-comma-row",
    fires: ["Visitors\n[[OKAFOR, CHIDI]] 14:00\nTREMBLAY, MARIE 15:30\n"],
    leaves: ["Plan, review 2/52\nBloods, repeat 3/7\n", "Visitors\nOKAFOR, CHIDI 14:00\n"],
  },
  {
    rule: "name-chat-sender",
    fires: [
      "[12/03/24, 14:22] [[Thandiwe]]: bed 4 ready?",
      "12/03/2024, 9:05 am - [[Quillenby]]: ok will review",
      "[09:41] Dr [[Okonkwo]]: on my way",
    ],
    leaves: [
      "[09:41] ward clerk: on my way",
      "[12/03/24, 14:22] Plan: bloods",
      "12/03/2024 - Discharge: home",
    ],
  },
  {
    rule: "name-in-numbered-row",
    fires: [
      "Theatre list:\n1. [[Okafor, Ngozi]] - lap chole\n2. Mensah, Kwame - hernia\n",
      "MDT:\n1. [[OKAFOR, Ngozi]], 67F, breast\n2. MENSAH, Kwame, 54M, colon\n",
    ],
    leaves: [
      "Plan:\n1. Chest pain - resolved, d/c\n2. AKI - improving\n3. Falls - physio\n",
      "Plan:\n1. Chest pain, 2 days\n2. Low sodium, 128 today\n",
    ],
  },
  {
    rule: "name-surname-initials-slot",
    fires: [
      "Wound clean, for review in 1/52.\n-- [[Goh CL]]\n",
      "Discussed with family.\n\u2014 [[LIM KH]], MO\n",
    ],
    leaves: ["Plan:\n- Renal USS\n- Bloods FBC\n", "Vaccines given (Prevnar PCV) today."],
  },
  {
    rule: "name-before-act",
    fires: [
      "Video dropped, finished by phone. [[jagdeep]] translated.",
      "Please review in 6/52; [[Kumaran]] has our number.",
    ],
    leaves: ["Video dropped, finished by phone. Pain settled.", "Nurse rang re results."],
  },
  {
    rule: "name-visited-at",
    fires: [
      "Home visit.\nVisited [[Dinesh]] at Flat 11D, Sector 17",
      "VISITED [[FA'AMOE]] AT FLAT 4, 82 MATAI STREET",
    ],
    leaves: ["Home visit.\nVisited clinic at 10 am.", "Visited ED at 0300 with chest pain."],
  },
  {
    rule: "name-in-person-field",
    fires: [
      "Claim no: 4411\nWorker: [[bélanger, mélanie]]   D.O.B. 1975-12-03",
      "Employer: Kestrel Foods   Supervisor: [[balpreet mann]]\nDate of injury: 2/1/20",
      "Tel. 9240 7527    NOK - [[Ayọ̀délé Okafor]] 9760 7003",
    ],
    leaves: ["Worker: unknown   D.O.B. 1975-12-03", "Drug name: Panadol   Dose: 1 g"],
  },
  {
    rule: "name-in-bed-row",
    fires: [
      "NURSING HANDOVER PM shift\nBed 9 - [[gqola]] - 62 - post-op lap chole",
      "BED 16 - [[CHUA LI TING]] - 96 - DELIRIUM, 1:1 SPECIAL;",
    ],
    leaves: ["NURSING HANDOVER PM shift\nBed 9 - empty - 2 - cleaned", "Bed 4 - side room - 2 staff"],
  },
  {
    rule: "name-on-signature-line",
    fires: [
      "Plan: follow-up in clinic.\n[[Ifeoma Nwachukwu]], Consultant Psychiatrist\n",
      "Review by phone in 2/52.\n[[Heng KW]]\n",
      "No dysplasia.\n[[N Hale-Brennan]], Consultant Histopathologist\n",
    ],
    leaves: ["Plan: follow-up in clinic.\nObs stable, nurse aware\n", "Plan:\nTazocin BD\n"],
  },
];
