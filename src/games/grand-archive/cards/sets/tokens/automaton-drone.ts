/** Automaton Drone (token ally, norm, 1 POWER / 1 LIFE): summoned by Tonoris' cards (CR Game Mechanics - Tokens). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "mu6gvnta6q",
  name: "Automaton Drone",
  text: "",
  abilities: [],
});
