export { cryptoRng, type Rng, seededRng } from "./rng.ts";
export { surrogateFor } from "./surrogate-for.ts";
