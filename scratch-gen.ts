import { nhiValid, nricValid, ppsnValid, verhoeffValid, medicareValid, luhnValid } from "./src/detection/recognisers/numbers/world-id.ts";
import { createEngine } from "./src/detection/create-engine.ts";
const e = createEngine();
function find(gen: (n: number) => string, ok: (s: string) => boolean): string { for (let n = 1; n < 100000; n++) { const s = gen(n); if (ok(s)) return s; } return "?"; }
const L = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const nhi = find(n => "ZAC" + String(n).padStart(4,"0"), nhiValid);
const nhi2 = find(n => "KLM" + String(1000+n).padStart(4,"0"), nhiValid);
const nric = find(n => "S" + String(1234500+Math.floor(n/26)) + "ABCDEFGHIZJ"[n%11], nricValid);
const ppsn = find(n => String(1234500+Math.floor(n/23)) + "ABCDEFGHIJKLMNOPQRSTUVW"[n%23], ppsnValid);
const aad = find(n => "2345678901" + String(n).padStart(2,"0"), verhoeffValid);
const med = find(n => "2123" + String(456700+n).padStart(6,"0"), medicareValid);
console.log({nhi,nhi2,nric,ppsn,aad,med});
const qs = [
 `john smith ${nhi.toLowerCase()}`, `${nhi.toLowerCase()} on warfarin`, `pt ${nhi2.toLowerCase()} inr 3`, `mary jones ${nhi}`,
 `tan wei ling ${nric.toLowerCase()}`, `${nric.toLowerCase()} hba1c 8`, `ppsn ${ppsn.toLowerCase()}`, `${ppsn.toLowerCase()} gms card`, `mary murphy ${ppsn.toLowerCase()}`,
 `${aad.slice(0,4)} ${aad.slice(4,8)} ${aad.slice(8)} ramesh`, `ramesh kumar ${aad.slice(0,4)} ${aad.slice(4,8)} ${aad.slice(8)}`, `aadhar ${aad}`,
 `${med.slice(0,4)} ${med.slice(4,9)} ${med.slice(9)} bulk bill`, `jo brown ${med}`, `medicare ${med}`, `medicare no ${med}`,
];
for (const q of qs) { const s = e.detect(q); console.log(JSON.stringify(q), "=>", s.map(x => `${x.type}[${x.rule}]:${JSON.stringify(q.slice(x.start,x.end))}`).join(" ") || "-"); }
