import { defineCard } from "../types.js";

/**
 * Bushwhack — Spell, Fury, 2 Energy + 1 Fury. Hidden is printed. "Friendly units enter ready this turn" is a passive its
 * controller holds for the turn (`createEffect` `enterReady`, 139.4.a; tokens too, 176.1.d); the Gold token enters
 * exhausted (CR 1.4 187).
 */
export default defineCard({
  code: "SFD-004",
  name: "Bushwhack",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\nFriendly units enter ready this turn. Play a Gold gear token exhausted.",
  abilities: [
    {
      kind: "spell",
      effects: [
        { op: "createEffect", duration: "turn", passive: { kind: "enterReady", others: true } },
        { op: "token", token: "Gold", n: 1, at: "base" },
      ],
    },
  ],
});
