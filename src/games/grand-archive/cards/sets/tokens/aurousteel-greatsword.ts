/** Aurousteel Greatsword (token weapon, neos, 3 POWER, 1 durability). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "hkurfp66pv",
  name: "Aurousteel Greatsword",
  text: "",
  abilities: [],
});
