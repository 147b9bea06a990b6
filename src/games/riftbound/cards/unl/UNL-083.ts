import { defineCard } from "../types.js";

/**
 * Smoke and Mirrors — Spell, Mind, 2 Energy. [Hidden], Action. The second unit is at a different location than the
 * first (138.1.a.1); "move each to the other's location" is an exchange of locations (`swap`, 596, 608), done only
 * if one of them has [Temporary] on resolution ("at least one": not both lacking it). The draw happens either way.
 */
export default defineCard({
  code: "UNL-083",
  name: "Smoke and Mirrors",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\n[Action] (Play on your turn or in showdowns.)\nChoose a unit you control and another unit you control at a different location. If at least one of them has [Temporary], move each to the other's location. Draw 1.",
  abilities: [
    {
      kind: "spell",
      targets: [
        { id: "a", filter: { type: "unit", controller: "friendly" } },
        { id: "b", filter: { type: "unit", controller: "friendly" }, elsewhereThan: "a" },
      ],
      effects: [
        {
          op: "if",
          cond: { is: { target: "a" }, filter: { keyword: "Temporary" } },
          then: [{ op: "swap", a: { target: "a" }, b: { target: "b" } }],
          else: [
            {
              op: "if",
              cond: { is: { target: "b" }, filter: { keyword: "Temporary" } },
              then: [{ op: "swap", a: { target: "a" }, b: { target: "b" } }],
            },
          ],
        },
        { op: "draw", n: 1 },
      ],
    },
  ],
});
