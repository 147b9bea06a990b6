import { defineCard } from "../types.js";

/**
 * Marai Spire — Battlefield. Held by its controller (181): the Repeat costs (CR 1.4 820.1.c) of their cards cost
 * [1] less — the Energy of the Repeat cost only, never below 0 (356.4); nothing changes when Repeat is not paid.
 */
export default defineCard({
  code: "SFD-211",
  name: "Marai Spire",
  text: "While you control this battlefield, friendly [Repeat] costs cost :rb_energy_1: less.",
  abilities: [{ kind: "passive", passive: { kind: "additionalCostDiscount", cost: "repeat", energy: 1 } }],
});
