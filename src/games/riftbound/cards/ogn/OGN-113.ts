import { defineCard } from "../types.js";

/** Malzahar, Fanatic — Unit (Champion), Mind, 4 Energy. */
export default defineCard({
  code: "OGN-113",
  name: "Malzahar, Fanatic",
  text: "Kill a friendly unit or gear, :rb_exhaust:: [Action] — [Add] :rb_rune_rainbow::rb_rune_rainbow:. (Use on your turn or in showdowns. Abilities that add resources can't be reacted to.)",
  abilities: [
    {
      kind: "activated",
      // "a friendly unit or gear": any, Malzahar included (the text does not say "another").
      cost: { kill: { type: "permanent", controller: "friendly" }, exhaust: true },
      timing: "action",
      addsResources: true, // 605.2: resolves at once
      effects: [{ op: "add", anyPower: 2 }],
    },
  ],
});
