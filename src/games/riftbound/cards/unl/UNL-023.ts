import { defineCard } from "../types.js";

/**
 * Katarina, Reckless — Unit (Champion), Fury, 5 Energy + 1 Fury, 5 Might. "When you hide a card" listens to the `hid`
 * event (597, 723; the card stays private); "when you play a card from face down" to a `played` event with
 * `fromFacedown` (723.1.d), spells and permanents alike; the enemy unit is chosen as the trigger goes on the chain.
 */
export default defineCard({
  code: "UNL-023",
  name: "Katarina, Reckless",
  text: "When you hide a card, ready me.\nWhen you play a card from face down, deal 2 to an enemy unit.",
  abilities: [
    { kind: "triggered", on: "hid", filter: { player: "you" }, effects: [{ op: "ready", what: { self: true } }] },
    {
      kind: "triggered",
      on: "played",
      filter: { player: "you", data: { fromFacedown: true } },
      targets: [{ id: "enemy", filter: { type: "unit", controller: "enemy" } }],
      effects: [{ op: "damage", amount: 2, to: { target: "enemy" } }],
    },
  ],
});
