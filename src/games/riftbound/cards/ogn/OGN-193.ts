import { defineCard } from "../types.js";

/** Miss Fortune, Buccaneer — Unit (Champion), Chaos. Two play permissions (559.2): her own, and her friendly units'. */
export default defineCard({
  code: "OGN-193",
  name: "Miss Fortune, Buccaneer",
  text: "You may play me to an open battlefield.\nFriendly units may be played to open battlefields.",
  abilities: [
    { kind: "passive", passive: { kind: "playTo", to: "open" } },
    { kind: "passive", passive: { kind: "playTo", to: "open", others: true } },
  ],
});
