import { wowCard } from "../types.js";

/** Shadowmeld (TDP-131): Ability, 3 (Night Elf Hero Required: a deck restriction, 100.2b): an ongoing ability. */
export default wowCard({
  id: "TDP-131",
  name: "Shadowmeld",
  text: "Night Elf Hero Required <p> Ongoing: Your hero is Elusive and Untargetable. <p> At the start of your turn, destroy Shadowmeld.",
  powers: [
    { kind: "grant-keyword", applies: "your-hero", keyword: "Elusive" },
    { kind: "grant-keyword", applies: "your-hero", keyword: "Untargetable" },
    { kind: "trigger", on: "your-turn-start", targets: [], effects: [{ op: "destroy", what: "self" }] },
  ],
});
