/** Arisanna, Astral Zenith (champion, astra, memory 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "q3huqj5bba",
  name: "Arisanna, Astral Zenith",
  text: "Arisanna Lineage\n\nOnce per turn, you may pay (0) rather than pay a card's starcalling costs.",
  abilities: [{ kind: "lineage", name: "Arisanna" }, { kind: "freeStarcallingOncePerTurn" }],
});
