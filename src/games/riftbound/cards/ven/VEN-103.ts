import { defineCard } from "../types.js";

/** Shadows of the Past — Spell, Chaos, 3 Energy + 1 Power. Units in any trash (107.1.d), chosen when played ("up to", 559.3.d.3). */
export default defineCard({
  code: "VEN-103",
  name: "Shadows of the Past",
  text: "Return up to 2 units from trashes to their owners' hands.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "units", filter: { at: "trash", owner: "any", cardType: "Unit" }, count: 2, upTo: true }],
      effects: [{ op: "toHand", what: { target: "units" } }],
    },
  ],
});
