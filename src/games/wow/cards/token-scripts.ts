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
];
