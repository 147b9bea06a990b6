/**
 * The printed data of one WoW TCG card (CR 7.4 200-206, card parts), as generated from the seriallos database by
 * scripts/wow-catalogue.ts. Unchanging; never stored in a match state (cards are referenced by `id`).
 */
export interface WowPrinting {
  /** Set code and collector number: `HoA-113`, `TDP-196`. */
  readonly id: string;
  readonly name: string;
  /** Card type (001 300.1): Hero, Ally, Ability, Equipment (weapons, armor, items) or Quest. */
  readonly type: string;
  /** Alliance, Horde or Neutral: a faction trait icon (001 100.2). */
  readonly faction: string;
  /** Play cost (001 402.4a); null for none or X. */
  readonly cost: number | null;
  /** The cost contains X. */
  readonly costX: boolean;
  readonly atk: number | null;
  /** Damage type (001 407.3a), lower case: melee, ranged, fire, frost, arcane, holy, nature, shadow. */
  readonly dmgType: string | null;
  readonly health: number | null;
  readonly def: number | null;
  readonly strikeCost: number | null;
  /** Instant (001 408.1). */
  readonly instant: boolean;
  /** Class trait icons (001 100.2); empty for a card any class may use. */
  readonly classes: readonly string[];
  readonly race: string | null;
  readonly cls: string | null;
  /** Type-line words: "1H Weapon", "Melee (1)", "Sword", "Armor", "Head (1)", "Pet", "Totem", "Unique" … */
  readonly subtypes: readonly string[];
  /** A hero's talent (Holy, Fire …). */
  readonly talent: string | null;
  readonly professions: readonly string[];
  /** Rules text, tags stripped, paragraphs separated by ` <p> `. */
  readonly text: string;
}
