/**
 * Queries with PHI, by kind: a patient's name, date of birth, identifier, phone, address, facility,
 * a clinician's name, dates of admission. `{slot}`s holding PHI are labelled by `slots.ts`; the other
 * slots are those of the PHI-free queries.
 */
export const PHI_TEMPLATES: Record<string, readonly string[]> = {
  name: [
    "pt {pt} {lab} on {drug} what now",
    "{ttl} {pt} {age} {sex} with {cond}, {score} {n} - admit?",
    "my mum {ttl} {pt} at {fac} has {lab}",
    "can you summarise the notes for {pt} ({cond}, on {drug})",
    "{pt} keeps asking for more {drug}, how to handle",
    "write a letter to {gp} about {ptG}'s {cond}",
    "{ttl} {ptS} in bed {bed} {frac} - escalate?",
    "draft discharge advice for {pt}, {cond}, {drug} {dose} {freq}",
    "how do I explain {eponym} to {ptG}",
    "{pt}'s {lab} is {trend}, repeat when",
    "re {ttl} {ptS}: {lab}, {lab2}",
  ],
  "name-dob": [
    "pt {pt} dob {dob} {lab} on {drug} what now",
    "{pt}, DOB {dob}, {cond} - {drug} dose?",
    "{ttl} {pt} born {dob} needs {drug} for {cond}, {kg}kg",
    "summarise: {pt} (dob {dob}) admitted {adm} with {cond}",
    "{pt} d.o.b {dob} {frac} {lab}",
    "{ptS}, {ptG} dob {dob} - {score}?",
  ],
  identifier: [
    "{pt} {id} {lab} on {dur} of {drug}",
    "can you check {id} - {ptG} {ptS} {cond} bloods",
    "{ttl} {ptS} {id}, {cond}, plan?",
    "referral for {pt}, {id}, {cond} to {fac}",
    "{id} {age} {sex} {frac} - urgent review?",
    "pt {pt} ({id}) for {proc} tmrw, stop {drug}?",
  ],
  contact: [
    "call {pt} on {phone} re {lab}",
    "{ptG}'s {relword} {rel} {phone} wants an update",
    "{pt} lives at {street}, {sub} {pc} - eligible for home visits?",
    "home visit {street} {sub} for {ttl} {ptS}, {cond}",
    "{pt} from {sub} with {pdisease} symptoms",
    "text {phone} to remind {ptG} about {drug}",
    "{pt} email {email} asked for her {lab} results",
    "{relword} {rel} ({phone}) says {ptG} fell {time}",
  ],
  facility: [
    "my dad {pt} at {fac} has {lab}",
    "{pt} transferred from {fac} with {cond}",
    "{ttl} {ptS} in {fac} {ed} with {frac}, what next",
    "does {fac} take direct referrals for {cond} - pt {pt}",
    "{pt} was seen at {fac} {time}, {drug} started",
  ],
  clinician: [
    "d/w Dr {hcp} re {pt} - plan {drug}?",
    "Dr {hcp} wants {drug} for {ttl} {ptS}, dose?",
    "{pt} seen by Dr {hcp} at {fac}, {cond}",
    "message to Dr {hcp}: {ptG} {ptS} {lab}, please review",
    "reg Dr {hcpFull} said {drug} {dose}, is that right for {pt}",
  ],
  dates: [
    "{pt} admitted {adm} with {cond}, still on {drug}",
    "{ttl} {ptS} adm {adm} disch {dis} - write summary",
    "{pt} {age90}yo {cond} on {drug}",
    "{ttl} {ptS}, {age90} years old, fall {time}, on {drug}",
    "{pt} born in {born}, {cond}",
    "discharge letter {pt} admitted {adm} to {fac}",
    "{pt} last {lab} on {adm}",
  ],
};
