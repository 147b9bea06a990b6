import { defineCard } from "../types.js";

/** The Candlelit Sanctum — Battlefield. The conqueror looks at 2, recycles any of them, orders the rest on top. */
export default defineCard({
  code: "OGN-291",
  name: "The Candlelit Sanctum",
  text: "When you conquer here, look at the top two cards of your Main Deck. You may recycle one or both of them. Put those you don't back in any order.",
  abilities: [
    {
      kind: "triggered",
      on: "conquered",
      filter: { here: true },
      effects: [
        { op: "lookAt", top: 2, saveAs: "seen" },
        { op: "chooseFromZone", filter: {}, among: "seen", upTo: true, count: 2, saveAs: "gone" },
        { op: "recycle", what: { var: "gone" } },
        { op: "toZone", what: { var: "seen", except: "gone" }, zone: "mainDeckTop" },
      ],
    },
  ],
});
