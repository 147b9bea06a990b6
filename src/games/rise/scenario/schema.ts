/**
 * The `game: rise` scenario vocabulary (docs/scenarios.md "Rise TCG scenarios"), validated with zod: strict, so an
 * unknown key fails the scenario. Cards are those of the sample set (by id or exact name). The shared structure is
 * the WoW family's (`../../wow-family/scenario/schema.ts`); here are Rise's own words.
 */
import { z } from "zod";
import {
  ScenarioSeat,
  actSchema,
  cardEntrySchema,
  expectSchema,
  playerStartSchema,
  scenarioSchema,
  stepSchema,
} from "../../wow-family/scenario/schema.js";

const CardEntry = cardEntrySchema({});
const PlayerStart = playerStartSchema(CardEntry, {
  commander: CardEntry,
  salvage: z.array(CardEntry).optional(),
  troops: z.array(CardEntry).optional(),
  /** The commander row besides the commander: equipment and ongoing abilities (405.8a). */
  gear: z.array(CardEntry).optional(),
});
const Act = actSchema({
  use: z.string().optional(),
  /** Which payment ability or reward (1-based among those of the card). */
  ability: z.number().int().min(1).optional(),
  fire: z.string().optional(),
  /** Declare boarding (303.2a): `board: <character>, vehicle: <vehicle>`. */
  board: z.string().optional(),
  vehicle: z.string().optional(),
});
const Expect = expectSchema(z.union([ScenarioSeat, z.literal("none"), z.literal("draw")]), {
  faceDown: z.record(z.string(), z.boolean()).optional(),
  health: z.record(z.string(), z.number().int()).optional(),
  /** Counters on a card by kind (413.1): `{ osaro: { invasion: 1 } }`; a kind not listed is not checked. */
  counters: z.record(z.string(), z.record(z.string(), z.number().int().min(0))).optional(),
  /** The card an attachment is attached to now (403), or `none`. */
  attached: z.record(z.string(), z.string()).optional(),
  /** Type-line tags a card has now (202.3: printed and added), in order. */
  tags: z.record(z.string(), z.array(z.string())).optional(),
});
const Step = stepSchema(Act, Expect);

/** A Rise scenario document. */
export const RiseScenarioSchema = scenarioSchema("rise", PlayerStart, Step);

/** A parsed scenario. */
export type RiseScenario = z.infer<typeof RiseScenarioSchema>;
/** One step. */
export type RiseStep = z.infer<typeof Step>;
/** An act step. */
export type RiseAct = z.infer<typeof Act>;
/** A card entry. */
export type RiseCardEntry = z.infer<typeof CardEntry>;
