import { defineCard } from "../types.js";

/**
 * Edge of Night — Gear (Equipment), Chaos, 3 Energy. [Hidden] printed. Errata (Spiritforged errata): "attach it to a
 * unit you control (here)" — played from face down (`fromFacedown`), its play effect chooses a unit you control at
 * the battlefield where it was hidden (723, OFAQ-22), even once the gear itself is in base (SFAQ).
 */
export default defineCard({
  code: "SFD-139",
  name: "Edge of Night",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\nWhen you play this from face down, attach it to a unit you control here.\n[Equip] :rb_rune_chaos: (:rb_rune_chaos:: Attach this to a unit you control.)",
  errata: {
    text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\nWhen you play this from face down, attach it to a unit you control (here).\n[Equip] :rb_rune_chaos: (:rb_rune_chaos:: Attach this to a unit you control.)",
    source: "Spiritforged errata (faq/riftboundoc-errata.json; jungaustin-errata.json)",
  },
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true, data: { fromFacedown: true } },
      // The choice is limited to the battlefield it was hidden at (triggers.ts#hiddenPlayBattlefield, 723.1.d).
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
    {
      kind: "activated",
      equip: true,
      // CR 1.4 818.1.c.2: "[Chaos rune]: Attach this to a unit you control." Without [Reaction]: own turn, open state.
      cost: { power: 1, powerDomain: "Chaos" },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
  ],
});
