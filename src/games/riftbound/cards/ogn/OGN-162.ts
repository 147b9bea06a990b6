import { defineCard } from "../types.js";

/** Miss Fortune, Captain — Unit (Champion), Body, 5 Energy + 1 Body Power, 5 Might. Accelerate, Ganking. */
export default defineCard({
  code: "OGN-162",
  name: "Miss Fortune, Captain",
  text: "[Accelerate] (You may pay :rb_energy_1::rb_rune_body: as an additional cost to have me enter ready.)\n[Ganking] (I can move from battlefield to battlefield.)\nThe first time I move each turn, you may ready something else that's exhausted.",
  abilities: [
    {
      kind: "triggered",
      on: "moved",
      filter: { self: true },
      limit: { nth: 1, per: "turn" },
      // "Something else that's exhausted": any exhausted permanent, rune or legend but me, any controller, chosen as
      // a target (vocabulary-plan §5.5); "you may": choosing none declines (559.3.d.3).
      targets: [
        {
          id: "thing",
          filter: {
            other: true,
            state: ["exhausted"],
            anyOf: [{ type: "permanent" }, { type: "rune" }, { type: "legend" }],
          },
          upTo: true,
        },
      ],
      effects: [{ op: "ready", what: { target: "thing" } }],
    },
  ],
});
