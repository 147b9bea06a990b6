import { defineCard } from "../types.js";

/** Kinkou Monk — Unit, Body, 4 Energy + 1 Body Power, 4 Might. */
export default defineCard({
  code: "OGN-141",
  name: "Kinkou Monk",
  text: "When you play me, buff up to two other friendly units. (Each one that doesn't have a buff gets a +1 :rb_might: buff.)",
  abilities: [
    {
      kind: "triggered",
      // Errata ⓔ (OFAQ-51): "up to two" (the printed text already says so): zero, one or two targets (559.3.d.3).
      on: "played",
      filter: { self: true },
      targets: [{ id: "units", filter: { type: "unit", controller: "friendly", other: true }, count: 2, upTo: true }],
      effects: [{ op: "buff", what: { target: "units" } }],
    },
  ],
});
