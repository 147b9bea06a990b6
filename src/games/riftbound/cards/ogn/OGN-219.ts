import { defineCard } from "../types.js";

/** Vanguard Sergeant — Unit, Order. Only printed keywords (handled by the rules) or no text. */
export default defineCard({
  code: "OGN-219",
  name: "Vanguard Sergeant",
  text: "",
  abilities: [],
});
