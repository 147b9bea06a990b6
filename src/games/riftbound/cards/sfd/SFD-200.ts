import { defineCard } from "../types.js";

/**
 * Arcane Shift — Spell (Signature, Ezreal), Mind + Chaos, 3 Energy + 1 Power. [Action] printed. Both units are
 * chosen as it is played (559.3). The friendly unit is banished (603), then its owner (107.1, read before the banish)
 * plays it from banishment ignoring its cost (595.3, 560.1.a): a new object (563.2.c.4), played where units may be
 * played — the battlefield it left is still controlled while it is being played (UFAQ). "Banish this" (603): the
 * spell goes to banishment, not the trash.
 */
export default defineCard({
  code: "SFD-200",
  name: "Arcane Shift",
  text: "[Action] (Play on your turn or in showdowns.)\nBanish a friendly unit, then its owner plays it, ignoring its cost. Deal 3 to an enemy unit at a battlefield. Banish this.",
  abilities: [
    {
      kind: "spell",
      targets: [
        { id: "friend", filter: { type: "unit", controller: "friendly" } },
        { id: "enemy", filter: { type: "unit", controller: "enemy", at: "battlefield" } },
      ],
      effects: [
        { op: "saveController", what: { target: "friend" }, saveAs: "owner", owner: true },
        { op: "banish", what: { target: "friend" }, saveAs: "banished" },
        { op: "actAs", seat: null, seatVar: "owner" },
        { op: "play", what: { var: "banished" }, cost: "ignore" },
        { op: "actAs", seat: null },
        { op: "damage", amount: 3, to: { target: "enemy" } },
        { op: "banish", what: { self: true } },
      ],
    },
  ],
});
