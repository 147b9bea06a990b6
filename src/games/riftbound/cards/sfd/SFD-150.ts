import { defineCard } from "../types.js";

/**
 * Last Rites — Gear (Equipment), Chaos, 3 Energy. Equip cost "[Chaos], Recycle 2 cards from your trash" (CR 1.4 818,
 * 594.6). Effect Text (CR 1.4 136.2): "When I conquer or hold, you may play a unit from your trash. (You still pay its
 * costs.)" — chosen on resolution, then played paying its costs (595.3); Might Bonus +2.
 */
export default defineCard({
  code: "SFD-150",
  name: "Last Rites",
  text: "[Equip] — :rb_rune_chaos:, Recycle 2 cards from your trash (Pay the cost: Attach this to a unit you control.)",
  abilities: [
    {
      kind: "activated",
      equip: true,
      // CR 1.4 818.1.c.2: "[Chaos], Recycle 2 cards from your trash: Attach this to a unit you control."
      cost: { power: 1, powerDomain: "Chaos", recycleFromTrash: 2 },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
    {
      kind: "triggered",
      attached: true,
      on: ["conquered", "held"],
      filter: { player: "you", here: true },
      effects: [
        { op: "chooseFromZone", filter: { cardType: "Unit", at: "trash" }, count: 1, optional: true, saveAs: "unit" },
        { op: "play", what: { var: "unit" } },
      ],
    },
  ],
});
