/** Rai, Archmage (champion, norm, memory 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "zdIhSL5RhK",
  name: "Rai, Archmage",
  text: 'Rai Lineage (Rai, Archmage must be leveled from a previous level "Rai" champion.)\n\nInherited Effect: Whenever you activate your first Mage action card each turn, put an enlighten counter on your champion. (Your champion has this ability as long as this card is part of its lineage.)',
  abilities: [
    { kind: "lineage", name: "Rai" },
    { kind: "inherited", on: "firstMageActionEachTurn", effects: [{ op: "enlighten", amount: 1 }] },
  ],
});
