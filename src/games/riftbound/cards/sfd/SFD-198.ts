import { defineCard } from "../types.js";

/**
 * Arise! — Spell (Signature), Calm/Order, 6 Energy + 1 Power. Errata (riftboundoc-errata, jungaustin-errata): "Then do
 * this: Ready up to two of them." The number of tokens is counted as the instruction starts (Equipment you control,
 * attached or not); a token naming no place goes to your base or a battlefield you control, chosen for each (175.2);
 * then you choose up to two of the tokens made and ready them (559.3.d.3).
 */
export default defineCard({
  code: "SFD-198",
  name: "Arise!",
  text: "Play a 2 :rb_might: Sand Soldier unit token for each Equipment you control. Then ready two of them.",
  errata: {
    text: "Play a 2 :rb_might: Sand Soldier unit token for each Equipment you control. Then do this: Ready up to two of them.",
    source: "Spiritforged FAQ errata (faq/riftboundoc-errata.json, jungaustin-errata.json): the ready is optional",
  },
  abilities: [
    {
      kind: "spell",
      effects: [
        {
          op: "token",
          token: "Sand Soldier",
          n: { count: { type: "gear", tag: "Equipment", controller: "friendly" } },
          at: "choose",
          saveAs: "soldiers",
        },
        { op: "chooseFromZone", filter: {}, among: "soldiers", count: 2, upTo: true, saveAs: "ready" },
        { op: "ready", what: { var: "ready" } },
      ],
    },
  ],
});
