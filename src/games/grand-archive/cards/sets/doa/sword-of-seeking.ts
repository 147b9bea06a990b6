/** Sword of Seeking (regalia/weapon, norm, memory 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "Dz8I0eJzaf",
  name: "Sword of Seeking",
  text: "[Class Bonus] True Sight (Attacks using this weapon can target units with stealth. Apply this effect only if your champion's class matches this card's class.)",
  abilities: [{ kind: "keyword", keyword: "trueSight", condition: { kind: "classBonus" } }],
});
