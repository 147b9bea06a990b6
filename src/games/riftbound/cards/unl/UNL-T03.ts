import { defineCard } from "../types.js";

/**
 * Brush — Battlefield token (CR 1.4 187.8, jungaustin-tokens.json), made by Green Father's "replace that battlefield
 * with a Brush battlefield token" (438). The Might passive counts units here with one of the five tags (139.1,
 * 637.3). "When you score here" is a conquest or hold here (632.2: scoring triggers either way); "replace this with
 * the battlefield it replaced" brings the banished battlefield back in its place (438.1.a), and does nothing when
 * what it replaced was a token (438.6: it stopped existing).
 */
export default defineCard({
  code: "UNL-T03",
  name: "Brush",
  text: "Bird, Cat, Dog, Poro, and Ivern units here have +1 :rb_might:.\nWhen you score here, you may replace this with the battlefield it replaced.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "othersMight",
        amount: 1,
        filter: {
          type: "unit",
          at: "here",
          anyOf: [{ tag: "Bird" }, { tag: "Cat" }, { tag: "Dog" }, { tag: "Poro" }, { tag: "Ivern" }],
        },
      },
    },
    {
      kind: "triggered",
      on: ["conquered", "held"], // 630.2: controlled by the player who scored (a battlefield's "you")
      filter: { here: true },
      effects: [
        {
          op: "may",
          prompt: "Replace Brush with the battlefield it replaced?",
          then: [{ op: "replaceBattlefield", at: "here", with: "replaced" }],
        },
      ],
    },
  ],
});
