import { defineCard } from "../types.js";

/** Warwick, Hunter — Unit (Champion), Body, 6 Energy + 1 Body Power, 5 Might. */
export default defineCard({
  code: "OGN-159",
  name: "Warwick, Hunter",
  text: "I enter ready.\nWhen I attack, kill all damaged enemy units here.",
  abilities: [
    { kind: "passive", passive: { kind: "enterReady" } },
    {
      kind: "triggered",
      on: "attacked",
      filter: { self: true },
      effects: [{ op: "kill", what: { all: { type: "unit", controller: "enemy", at: "here", state: ["damaged"] } } }],
    },
  ],
});
