import { defineCard } from "../types.js";

/**
 * Irresistible Faefolk — Unit, Body, 2 Energy. "When I move to a battlefield" (608); "you may move an enemy unit" is
 * an optional choice ("up to one", 559.3.d.3) made as the trigger goes on the chain, moved to my battlefield on
 * resolution (596, 608) — nothing happens if I have left it.
 */
export default defineCard({
  code: "UNL-112",
  name: "Irresistible Faefolk",
  text: "When I move to a battlefield, you may move an enemy unit to that battlefield.",
  abilities: [
    {
      kind: "triggered",
      on: "moved",
      filter: { self: true, data: { toBattlefield: true } },
      targets: [{ id: "enemy", filter: { type: "unit", controller: "enemy" }, upTo: true }],
      effects: [{ op: "move", what: { target: "enemy" }, to: "eventBattlefield" }],
    },
  ],
});
