import { wowCard } from "../types.js";

/** Cerwyn (TDP-159): Ally, 1, 1 nature / 2 health. */
export default wowCard({
  id: "TDP-159",
  name: "Cerwyn",
  text: "",
  powers: [],
});
