/** Giant Tortoise (ally, water, reserve 4). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "L0RmNaDzhk",
  name: "Giant Tortoise",
  text: "",
  abilities: [],
});
