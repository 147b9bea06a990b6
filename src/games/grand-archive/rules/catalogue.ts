/**
 * The printed card data (CR Parts of a Card): name, types, classes, subtypes, element, memory and reserve costs,
 * level, power, life, durability, speed, text. Parsed once from the generated catalogue; the state refers to it by id.
 */
import { GA_CATALOGUE_JSON } from "../cards/catalogue.generated.js";

/** One card's printed data. Costs are null when the card has none (CR Costs and Memory 3: null ≠ 0). */
export interface GaCardData {
  readonly id: string;
  readonly name: string;
  readonly slug: string | null;
  /** Upper case as printed: CHAMPION, REGALIA, ALLY, ACTION, ATTACK, WEAPON, ITEM, PHANTASIA, DOMAIN, UNIQUE, TOKEN. */
  readonly types: readonly string[];
  readonly classes: readonly string[];
  readonly subtypes: readonly string[];
  readonly element: string;
  readonly memory: number | null;
  readonly reserve: number | null;
  readonly level: number;
  readonly power: number | null;
  readonly life: number | null;
  readonly durability: number | null;
  /** Fast speed (CR Timing and Permissions: Fast vs Slow); only action cards print a speed. */
  readonly fast: boolean;
  readonly text: string | null;
}

let byId: Map<string, GaCardData> | null = null;
let byName: Map<string, GaCardData> | null = null;

function load(): void {
  const all = JSON.parse(GA_CATALOGUE_JSON) as GaCardData[];
  byId = new Map(all.map((c) => [c.id, c]));
  byName = new Map();
  for (const c of all) if (!byName.has(c.name.toLowerCase())) byName.set(c.name.toLowerCase(), c);
}

/** The printed data of catalogue id `id`. @throws on an unknown id. */
export function cardData(id: string): GaCardData {
  if (!byId) load();
  const c = byId!.get(id);
  if (!c) throw new Error(`unknown Grand Archive card ${id}`);
  return c;
}

/** The card named `name` (case-insensitive), or undefined. */
export function cardByName(name: string): GaCardData | undefined {
  if (!byName) load();
  return byName!.get(name.trim().toLowerCase());
}

/** Every card in the catalogue. */
export function allCards(): GaCardData[] {
  if (!byId) load();
  return [...byId!.values()];
}

/** Whether the card has type `t` (upper case). */
export const hasType = (c: GaCardData, t: string): boolean => c.types.includes(t);
