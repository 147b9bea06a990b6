import { wowCard } from "../types.js";

/** Greefer (TDP-211): Horde Ally, Troll, 3, 3 ATK / 2 health. */
export default wowCard({
  id: "TDP-211",
  name: "Greefer",
  text: "Opponents can't complete quests.",
  powers: [{ kind: "opponents-cant-complete-quests" }],
});
