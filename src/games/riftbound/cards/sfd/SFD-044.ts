import { defineCard } from "../types.js";

/**
 * Legion Quartermaster — Unit, Calm, 3 Energy, 4 Might. "As an additional cost to play me, return a friendly gear to
 * its owner's hand": a mandatory additional cost (560.2.a) — without a friendly gear on the board it cannot be played;
 * it still applies when an effect plays it, even ignoring its cost (560.1.c). The gear changes zones (609.2).
 */
export default defineCard({
  code: "SFD-044",
  name: "Legion Quartermaster",
  text: "As an additional cost to play me, return a friendly gear to its owner's hand.",
  abilities: [{ kind: "passive", passive: { kind: "additionalCost", cost: "returnToHand", filter: { type: "gear" } } }],
});
