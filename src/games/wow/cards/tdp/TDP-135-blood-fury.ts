import { wowCard } from "../types.js";

/**
 * Blood Fury (TDP-135): Horde Ability, 4 + X (Orc Hero Required, checked at deck validation, 100.2b): an ongoing
 * ability entering play with as many fury counters as the X paid (CR 7.4 707.1b; rules/counters.ts), each +1 ATK for
 * its hero while attacking (CR 7.4 704.1a). The sources agree.
 */
export default wowCard({
  id: "TDP-135",
  name: "Blood Fury",
  text: "Orc Hero Required <p> Blood Fury enters play with X fury counters on it. <p> Ongoing: Your hero has +1 ATK while attacking for each fury counter on Blood Fury.",
  powers: [
    { kind: "enters-with-counters", count: "x", counter: "fury" },
    { kind: "continuous", applies: "your-hero", atk: 1, while: "attacking", per: "counter-on-self" },
  ],
});
