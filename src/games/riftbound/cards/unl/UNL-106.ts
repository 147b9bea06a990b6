import { defineCard } from "../types.js";

/**
 * Repulse — Spell, Body, 1 Energy + 1 Body. [Reaction] is printed. "Choose a friendly unit at a battlefield. Counter an
 * enemy spell or ability that chooses it and no other friendly unit": two choices made as it is played (559.3) — the
 * unit, then an enemy spell or ability on the chain that chooses it and no other friendly unit. A unit chosen by that
 * spell counts while it is the same object, even if it moved and is no longer a legal choice; one that left the board
 * no longer counts (Unleashed FAQ, Alpha Strike and Flash: 359.3.e.3). Checked again on resolution (563.2.c).
 */
export default defineCard({
  code: "UNL-106",
  name: "Repulse",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nChoose a friendly unit at a battlefield. Counter an enemy spell or ability that chooses it and no other friendly unit.",
  abilities: [
    {
      kind: "spell",
      targets: [
        { id: "unit", filter: { type: "unit", controller: "friendly", at: "battlefield" } },
        {
          id: "item",
          filter: {},
          chainItem: { controller: "enemy", choosesTarget: "unit", noOther: { type: "unit", controller: "friendly" } },
        },
      ],
      effects: [{ op: "counter", what: { target: "item" } }],
    },
  ],
});
