import { defineCard } from "../types.js";

/**
 * Thrill of the Hunt — Spell (Rengar signature), Fury/Body, 2 Energy + 1 Power. [Reaction] is printed (509.1.a).
 * The friendly unit is chosen as it is played (559.3) and banished (603); its owner then plays it from banishment
 * (595.3: a limited play, ignoring its cost, 560.1.a) "to any battlefield": every battlefield units can be played to,
 * whoever controls it or has units there (`unitTo: "anyBattlefield"`). As a permanent it leaves the chain at once
 * (CR 1.4 359.2). A token banished this way ceases to exist (186.1) and is not played.
 */
export default defineCard({
  code: "UNL-184",
  name: "Thrill of the Hunt",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nBanish a friendly unit, then its owner plays it to any battlefield, ignoring its cost.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [
        { op: "banish", what: { target: "unit" }, saveAs: "hunter" },
        {
          op: "forEachPlayer",
          from: "turnPlayer",
          do: [
            {
              op: "play",
              what: { var: "hunter", owned: true },
              cost: "ignore",
              unitTo: "anyBattlefield",
              resolveAtOnce: true,
            },
          ],
        },
      ],
    },
  ],
});
