import { wowCard } from "../types.js";

/** Righteous Vengeance (TDP-62): Instant Ability (Retribution), 3, Paladin. */
export default wowCard({
  id: "TDP-62",
  name: "Righteous Vengeance",
  text: "Destroy target attacking ally.",
  powers: [
    { kind: "play", targets: [{ select: "attacking-ally" }], effects: [{ op: "destroy", what: { target: 0 } }] },
  ],
});
