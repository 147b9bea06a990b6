/** Novice Mechanist (ally, norm, reserve 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "22tk3ir1o0",
  name: "Novice Mechanist",
  text: "Foster (At the beginning of your recollection phase, if this ally hasn’t been dealt damage since the end of your previous turn, it becomes fostered.) \n\nOn Foster: Summon an Automaton Drone token.",
  abilities: [
    { kind: "keyword", keyword: "foster" },
    { kind: "trigger", on: "onFoster", effects: [{ op: "summon", token: "Automaton Drone" }] },
  ],
});
