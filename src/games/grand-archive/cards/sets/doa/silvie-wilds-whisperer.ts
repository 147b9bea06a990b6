/** Silvie, Wilds Whisperer (champion, norm, memory 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "RfPP8h16Wv",
  name: "Silvie, Wilds Whisperer",
  text: "On Enter: The next Animal or Beast ally card you activate this turn enters the field with an additional buff counter on it. (Allies get +1 power and +1 life for each buff counter on them.)",
  abilities: [
    { kind: "trigger", on: "onEnter", effects: [{ op: "nextAllyEntersWithBuff", subtypes: ["ANIMAL", "BEAST"] }] },
  ],
});
