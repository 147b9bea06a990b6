/** Rai, Spellcrafter (champion, norm, memory 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "gPKTJKqvOI",
  name: "Rai, Spellcrafter",
  text: "On Enter: Put two enlighten counters on Rai. (You may remove three enlighten counters from your champion to draw a card.)",
  abilities: [{ kind: "trigger", on: "onEnter", effects: [{ op: "enlighten", amount: 2 }] }],
});
