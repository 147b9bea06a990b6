/**
 * Paying resources (402.4a: resources are interchangeable), for costs and for "pay N" as an instruction (CR 7.4
 * 709.2b, 709.2f: "you may pay N", "pay 4 or destroy [this]").
 */
import type { Seat } from "../../../engine/index.js";
import { readyResources } from "./characteristics.js";
import { type WowState, obj } from "./state.js";

/** Whether `seat` can pay `n` now (402.1: a cost that can't be paid is not offered). */
export const canPay = (s: WowState, seat: Seat, n: number): boolean => readyResources(s, seat).length >= n;

/**
 * 402.4a: exhausts `n` ready resources of `seat`, face-down ones first: a ready face-up quest is kept for paying its own
 * completion (CR 7.4 702.1; docs/rules-decisions.md).
 */
export function exhaustResources(s: WowState, seat: Seat, n: number): void {
  const ready = readyResources(s, seat);
  const order = [...ready.filter((r) => obj(s, r).faceDown), ...ready.filter((r) => !obj(s, r).faceDown)];
  for (const r of order.slice(0, n)) obj(s, r).exhausted = true;
}

/** "Pay N" as a link resolves: `seat` exhausts `n` resources (402.4a), logged. */
export function payResources(s: WowState, seat: Seat, n: number): void {
  exhaustResources(s, seat, n);
  s.log.push({ text: `P${seat + 1} pays ${n}.` });
}
