import { defineCard } from "../types.js";

/**
 * Alpha Strike — Spell (Master Yi signature), Calm + Body, 3 Energy + 1 Power. [Action] printed. The enemy units are
 * targets chosen on play, no more of them than the friendly unit's Might (CR 1.4 355.14.c); the unit deals damage
 * equal to its Might on resolution, split then (355.14.e-h; OFAQ-77: the unit deals it, no Bonus Damage). "For each
 * unit this kills" counts the units it dealt lethal damage (they die at the cleanup after it, 520).
 */
export default defineCard({
  code: "UNL-192",
  name: "Alpha Strike",
  text: "[Action] (Play on your turn or in showdowns.)\nChoose a friendly unit. It deals damage equal to its Might split among enemy units at battlefields. Then for each unit this kills, do this: Gain 1 XP.",
  abilities: [
    {
      kind: "spell",
      targets: [
        { id: "unit", filter: { type: "unit", controller: "friendly" } },
        {
          id: "enemies",
          filter: { type: "unit", controller: "enemy", at: "battlefield" },
          any: true,
          atMostMightOf: "unit",
        },
      ],
      effects: [
        {
          op: "damageSplit",
          amount: { mightOf: { target: "unit" } },
          among: "enemies",
          by: { target: "unit" },
          killedAs: "killed",
        },
        { op: "gainXp", n: { countVar: "killed" } },
      ],
    },
  ],
});
