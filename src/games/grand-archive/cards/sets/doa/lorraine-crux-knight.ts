/** Lorraine, Crux Knight (champion, crux, memory 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "NfbZ0nouSQ",
  name: "Lorraine, Crux Knight",
  text: 'Lorraine Lineage (Lorraine, Crux Knight must be leveled from a previous level "Lorraine" champion.)\n\nLorraine\'s attacks get +1 POWER for each regalia weapon card in your banishment.',
  abilities: [
    { kind: "lineage", name: "Lorraine" },
    { kind: "championAttackPower", power: { count: "regaliaWeaponsInYourBanishment" } },
  ],
});
