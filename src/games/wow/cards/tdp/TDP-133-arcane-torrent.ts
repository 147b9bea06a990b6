import { wowCard } from "../types.js";

/**
 * Arcane Torrent (TDP-133): Instant Ability, 3. "Blood Elf Hero Required" is a deck restriction (100.2b, decks.ts).
 * seriallos and mikechambers agree; remariano138 has no text for it.
 */
export default wowCard({
  id: "TDP-133",
  name: "Arcane Torrent",
  text: "Blood Elf Hero Required <p> Interrupt all other ability cards. Opponents can't play abilities this turn.",
  powers: [
    {
      kind: "play",
      targets: [],
      effects: [{ op: "interrupt-all-other-abilities" }, { op: "opponents-cant-play-abilities-this-turn" }],
    },
  ],
});
