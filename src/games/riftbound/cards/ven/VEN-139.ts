import { defineCard } from "../types.js";

/**
 * Rogue Assassin — Legend (Akali), Fury/Calm. [Empower] [3][A] (CR 1.4 827: "Empower this"). "[Action][>] [exhaust]:"
 * is an activated ability with [Action] timing (508.1.a). "A friendly unit in a showdown" is one at the battlefield
 * of the showdown in progress (545), chosen as the ability is activated (559.3). On resolution, only if it is its
 * controller's turn: the unit moves to its base (609) and, if the legend is Empowered, is readied (593). The ready is
 * done first: once in its base the unit no longer matches its choice's filter (563.2.c), and a move to base does not
 * exhaust it, so the order changes nothing.
 */
export default defineCard({
  code: "VEN-139",
  name: "Rogue Assassin",
  text: "[Empower] :rb_energy_3::rb_rune_rainbow: (:rb_energy_3::rb_rune_rainbow:: Empower this. Use only if not Empowered.)\n[Action][>] :rb_exhaust:: If it's your turn, move a friendly unit in a showdown to base and if I'm [Empowered], ready it.",
  abilities: [
    {
      kind: "activated",
      empower: true,
      cost: { energy: 3, power: 1 },
      effects: [{ op: "empower", what: { self: true } }],
    },
    {
      kind: "activated",
      timing: "action",
      cost: { exhaust: true },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly", inShowdown: true } }],
      effects: [
        {
          op: "if",
          cond: { yourTurn: true },
          then: [
            {
              op: "if",
              cond: { is: { self: true }, filter: { state: ["empowered"] } },
              then: [{ op: "ready", what: { target: "unit" } }],
            },
            { op: "moveToBase", what: { target: "unit" } },
          ],
        },
      ],
    },
  ],
});
