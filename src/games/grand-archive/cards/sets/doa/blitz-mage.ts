/** Blitz Mage (ally, fire, reserve 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "u8m6LuUSSu",
  name: "Blitz Mage",
  text: "",
  abilities: [],
});
