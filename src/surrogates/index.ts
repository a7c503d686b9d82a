export {
  calendarKey,
  DEFAULT_SHIFT_WINDOW_DAYS,
  drawShiftDays,
  OVER_89,
  type ShiftOptions,
  type ShiftResult,
  shiftDate,
} from "./date-shift.ts";
export { cryptoRng, type Rng, seededRng } from "./rng.ts";
export { surrogateFor } from "./surrogate-for.ts";
