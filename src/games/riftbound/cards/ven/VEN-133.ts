import { defineCard } from "../types.js";

/**
 * Glowstone — Gear, Order, 2 Energy. [Empower] [A][A] (CR 1.4 827). "Disempower this, [exhaust]": the chosen player
 * (CR 1.4 355, you included) gains control of it (179) and it is recalled (616: to its new controller's base). Its
 * end-of-turn trigger is its controller's (517.1: the End of Turn step of their turn): passed to an opponent, it
 * explodes on their turn, dealing 5 to the units they control.
 */
export default defineCard({
  code: "VEN-133",
  name: "Glowstone",
  text: "[Empower] :rb_rune_rainbow::rb_rune_rainbow: (:rb_rune_rainbow::rb_rune_rainbow:: Empower me. Use only if not Empowered.)\nDisempower this, :rb_exhaust:: Choose a player. They gain control of this and recall it. (Send it to their base.)\nAt the end of your turn, kill this and deal 5 to all units you control.",
  abilities: [
    { kind: "activated", empower: true, cost: { power: 2 }, effects: [{ op: "empower", what: { self: true } }] },
    {
      kind: "activated",
      cost: { disempowerSelf: true, exhaust: true },
      effects: [
        { op: "choosePlayer", saveAs: "player", prompt: "Choose the player who gains control of Glowstone." },
        { op: "gainControl", what: { self: true }, to: { var: "player" } },
        { op: "recall", what: { self: true } },
      ],
    },
    {
      kind: "triggered",
      on: "endOfTurn",
      filter: { player: "you" },
      effects: [
        { op: "kill", what: { self: true } },
        { op: "damage", amount: 5, to: { all: { type: "unit", controller: "friendly" } } },
      ],
    },
  ],
});
