import { defineCard } from "../types.js";

/** Pakaa Cub — Unit, Body. Only printed keywords (handled by the rules) or no text. */
export default defineCard({
  code: "OGN-135",
  name: "Pakaa Cub",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)",
  abilities: [],
});
