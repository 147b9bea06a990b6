import { wowCard } from "../types.js";

/** Vanda Skydaughter (TDP-239): Ally, 6, 6 nature / 5 health. */
export default wowCard({
  id: "TDP-239",
  name: "Vanda Skydaughter",
  text: "",
  powers: [],
});
