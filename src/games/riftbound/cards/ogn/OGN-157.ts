import type { Ability, ActivatedCost, Effect, TargetSpec } from "../types.js";
import { defineCard } from "../types.js";

const cost: ActivatedCost = { spendBuff: true };
const unitAtBf: TargetSpec[] = [{ id: "unit", filter: { type: "unit", at: "battlefield" } }];
const mode = (m: string, effects: Effect[], targets?: TargetSpec[]): Ability => ({
  kind: "activated",
  cost,
  mode: m,
  ...(targets ? { targets } : {}),
  effects,
});

/**
 * Udyr, Wildman — Unit (Champion), Body, 6 Energy + 1 Body Power, 6 Might. The modal ability is four activated
 * abilities, one per mode (ability 1-4), each usable once per turn by the same Udyr.
 */
export default defineCard({
  code: "OGN-157",
  name: "Udyr, Wildman",
  text: "Spend my buff: Choose one you've not chosen this turn —\n- Deal 2 to a unit at a battlefield.\n- Stun a unit at a battlefield.\n- Ready me.\n- Give me [Ganking] this turn.",
  abilities: [
    mode("damage", [{ op: "damage", amount: 2, to: { target: "unit" } }], unitAtBf),
    mode("stun", [{ op: "stun", what: { target: "unit" } }], unitAtBf),
    mode("ready", [{ op: "ready", what: { self: true } }]),
    mode("ganking", [{ op: "keyword", what: { self: true }, keyword: "Ganking", duration: "turn" }]),
  ],
});
