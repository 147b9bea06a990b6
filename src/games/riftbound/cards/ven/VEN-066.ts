import { defineCard } from "../types.js";

/**
 * Temporal Breach — Spell, Mind, 2 Energy + 1 Mind. [Hidden] (card data). The unit (any player's) is chosen as it is
 * played (559.3) and banished (603), its location remembered (138: a battlefield, or a base); its owner then plays
 * it from banishment (595.3: a limited play, ignoring its cost, 560.1.a) to that battlefield even if another player
 * holds it, or to their own base. As a permanent it leaves the chain at once (CR 1.4 359.2). A token banished this
 * way ceases to exist (186.1) and is not played. It comes back a new object (109): damage and effects on it are gone.
 */
export default defineCard({
  code: "VEN-066",
  name: "Temporal Breach",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\nBanish a unit, then its owner plays it to the same location, ignoring its cost.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [
        { op: "banish", what: { target: "unit" }, saveAs: "unit", locationAs: "where" },
        {
          op: "forEachPlayer",
          from: "turnPlayer",
          do: [
            {
              op: "play",
              what: { var: "unit", owned: true },
              cost: "ignore",
              unitTo: { location: "where" },
              resolveAtOnce: true,
            },
          ],
        },
      ],
    },
  ],
});
