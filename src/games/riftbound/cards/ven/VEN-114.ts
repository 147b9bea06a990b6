import { defineCard } from "../types.js";

/**
 * Kharox — Unit, Chaos, 6 Energy, 5 Might. [Empower] [6][Chaos][Chaos] (CR 1.4 827). When it becomes Empowered (CR
 * 1.4 441.2.a): an opponent chosen on resolution burns 3 (CR 1.4 440); then its controller may choose a unit card in
 * that opponent's trash ("their trash", also with several opponents) and play it, ignoring its cost (595.3, 560.1.a), as its own (179: the
 * player who plays a card controls it), to their base or a battlefield they control (559.2).
 */
export default defineCard({
  code: "VEN-114",
  name: "Kharox",
  text: "[Empower] :rb_energy_6::rb_rune_chaos::rb_rune_chaos: (:rb_energy_6::rb_rune_chaos::rb_rune_chaos:: Empower me. Use only if not Empowered.)\nWhen I become [Empowered], choose an opponent. They [Burn 3]. Then you may do this: Choose a unit in their trash and play it, ignoring its cost. (To Burn 3, they put the top 3 cards of their Main Deck into their trash.)",
  abilities: [
    {
      kind: "activated",
      empower: true,
      cost: { energy: 6, power: 2, powerDomain: "Chaos" },
      effects: [{ op: "empower", what: { self: true } }],
    },
    {
      kind: "triggered",
      on: "empowered",
      filter: { self: true },
      effects: [
        { op: "chooseOpponent", saveAs: "them" },
        { op: "burn", n: 3, who: { var: "them" } },
        {
          op: "may",
          prompt: "Choose a unit in their trash and play it, ignoring its cost?",
          then: [
            {
              op: "chooseFromZone",
              filter: { cardType: "Unit", at: "trash", owner: "opponent" },
              ownedBy: { var: "them" }, // "their trash": the chosen opponent's, not any opponent's
              saveAs: "unit",
              count: 1,
            },
            { op: "play", what: { var: "unit" }, cost: "ignore" },
          ],
        },
      ],
    },
  ],
});
