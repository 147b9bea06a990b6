import { defineCard } from "../types.js";

/**
 * Undying Legion — Unit, Fury, 3 Energy, 3 Might. "[Legion][>] You may play me from your trash for [3][Fury]": a play
 * permission from the trash with an alternative cost (595, 560.1), while another card was played this turn (724.1.c);
 * unlike [Flow] it is not banished. From the hand it is played as usual.
 */
export default defineCard({
  code: "UNL-025",
  name: "Undying Legion",
  text: "[Legion][>] You may play me from your trash for :rb_energy_3::rb_rune_fury:. (Get the effect if you've played another card this turn.)",
  abilities: [
    { kind: "passive", passive: { kind: "flow", energy: 3, power: ["Fury"], banish: false, when: { legion: true } } },
  ],
});
