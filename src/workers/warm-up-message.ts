import type { WarmUpReport } from "./warm-engine.ts";

/** The key of the message a detection worker posts when its warm-up ends (`detection-worker.ts`). */
export const WARM_UP_MESSAGE = "clinicalDeidWarmUp";

export interface WarmUpMessage {
  readonly [WARM_UP_MESSAGE]: WarmUpReport & { readonly failed?: true };
}

export function isWarmUpMessage(message: unknown): message is WarmUpMessage {
  return typeof message === "object" && message !== null && WARM_UP_MESSAGE in message;
}
