import { defineCard } from "../types.js";

/**
 * Baited Hook — Gear, Order, 3 Energy.
 * Errata (OFAQ-35): the unit is banished before it is played; if it cannot be played it stays banished (so "the rest"
 * recycled are the other cards looked at). "The killed unit" is last known information (584.2): its Might as it died;
 * if the kill was replaced (Unlicensed Armory) or the unit left before the ability resolved, it has null Might and no
 * unit can be chosen (OFAQ-42, CR 1.4 359.3.e.12). The kill is the effect, not the cost.
 */
export default defineCard({
  code: "OGN-242",
  name: "Baited Hook",
  text: ":rb_energy_1::rb_rune_order:, :rb_exhaust:: Kill a friendly unit. Look at the top 5 cards of your Main Deck. You may banish a unit from among them that has Might up to 1 more than the killed unit and play it, ignoring its cost. Then recycle the rest.",
  abilities: [
    {
      kind: "activated",
      cost: { energy: 1, power: 1, powerDomain: "Order", exhaust: true },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [
        { op: "kill", what: { target: "unit" }, saveAs: "killed" },
        { op: "lookAt", top: 5, saveAs: "seen" },
        {
          op: "chooseFromZone",
          filter: { cardType: "Unit" },
          among: "seen",
          count: 1,
          optional: true,
          maxMight: { minus: [{ lastKnownMightOf: "killed" }, -1] },
          saveAs: "unit",
        },
        { op: "banish", what: { var: "unit" }, saveAs: "banished" },
        { op: "play", what: { var: "banished" }, cost: "ignore" },
        { op: "recycle", what: { var: "seen", except: "unit" } },
      ],
    },
  ],
});
