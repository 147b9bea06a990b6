/**
 * The powers of the tokens that have any (CR 7.4 404.2: what the modifier putting the token into play gives it, e.g.
 * "… and Ferocity"), found by the token's printing id like card scripts (registry.ts). Tokens are never listed by
 * coverage or deck validation.
 */
import { type WowCardScript, wowCard } from "./types.js";

/** Token scripts, by token printing id. */
export const TOKEN_SCRIPTS: readonly WowCardScript[] = [
  /** Misha (Rexxar, TDP-231): Ferocity. */
  /** Earth Elemental (Earth Elemental Totem, TDP-92): "… and protector". */
  wowCard({
    id: "token-earth-elemental",
    name: "Earth Elemental",
    text: "Protector",
    powers: [{ kind: "keyword", keyword: "Protector" }],
  }),
  wowCard({ id: "token-misha", name: "Misha", text: "Ferocity", powers: [{ kind: "keyword", keyword: "Ferocity" }] }),
  /** Peasant (Barov Peasant Caller, HoA-304): "… and Ferocity". */
  wowCard({
    id: "token-peasant",
    name: "Peasant",
    text: "Ferocity",
    powers: [{ kind: "keyword", keyword: "Ferocity" }],
  }),
  /**
   * Draenei Survivor (Rescue the Survivors!, TDP-297): a payment power of its own (CR 7.4 404.2); "remove this ally
   * from the game" removes the token (it then ceases to exist, 404.2c). No [Exhaust] of its own, so it may be used the
   * turn it enters (701.3).
   */
  wowCard({
    id: "token-draenei-survivor",
    name: "Draenei Survivor",
    text: "Exhaust your hero, remove this ally from the game -> Draw a card.",
    powers: [
      {
        kind: "payment",
        cost: { resources: 0, exhaustHero: true, removeSelf: true },
        targets: [],
        effects: [{ op: "draw", amount: 1, who: "you" }],
      },
    ],
  }),
];
