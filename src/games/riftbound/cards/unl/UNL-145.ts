import { defineCard } from "../types.js";

/**
 * Pyke, Returned — Unit (Champion), Chaos, 3 Energy. [Hidden] and [Backline] printed (723, CR 1.4 826).
 * "Once each turn, when an enemy unit dies while I'm at a battlefield": the first time each turn the ability
 * triggers (`limit.of: "triggers"`, 583), so an enemy death while he is in base does not use it up. Gold gear token:
 * SFD-T03 (enters exhausted).
 */
export default defineCard({
  code: "UNL-145",
  name: "Pyke, Returned",
  text: '[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\n[Backline] (I must be assigned combat damage last.)\nOnce each turn, when an enemy unit dies while I\'m at a battlefield, play a Gold gear token exhausted. (It has "[Reaction][>] Kill this, :rb_exhaust:: [Add] :rb_rune_rainbow:.")',
  abilities: [
    {
      kind: "triggered",
      on: "died",
      filter: { subject: { type: "unit", controller: "enemy" } },
      if: { is: { self: true }, filter: { at: "battlefield" } },
      limit: { nth: 1, per: "turn", of: "triggers" },
      effects: [{ op: "token", token: "Gold", n: 1, at: "base" }],
    },
  ],
});
