/**
 * The `game: wow` scenario vocabulary (docs/scenarios.md "WoW TCG scenarios"), validated with zod: strict, so an
 * unknown key fails the scenario. The shared structure is the WoW family's (`../../wow-family/scenario/schema.ts`);
 * here are WoW's own words.
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

const CardEntry = cardEntrySchema({
  flipped: z.boolean().optional(),
  /** An ability in `equipment` attached to the card with this label or name (CR 7.4 400.5). */
  attachedTo: z.string().optional(),
  /** Counters on a card in play (CR 7.4 glossary "Counter"; rules/counters.ts). */
  counters: z.number().int().min(1).optional(),
});
const PlayerStart = playerStartSchema(CardEntry, {
  hero: CardEntry,
  graveyard: z.array(CardEntry).optional(),
  allies: z.array(CardEntry).optional(),
  equipment: z.array(CardEntry).optional(),
  /** The side deck (CR 7.4 100.3), the collection of 800.2a: card names, outside the game. */
  side: z.array(z.string()).optional(),
});
const Act = actSchema({
  activate: z.string().optional(),
  power: z.number().int().min(1).optional(),
  /** With `activate`: the value chosen for X (CR 7.4 707.1b). */
  x: z.number().int().min(0).optional(),
  /** With `activate` or `complete`: the cards chosen to pay a cost (402.1). */
  pay: z.array(z.string()).optional(),
  /** With `complete` or `play`: the modes of a "choose one" reward or ability, counted from 1 (CR 7.4 707.1c). */
  modes: z.array(z.number().int().min(1)).optional(),
  /** With `play`: divided damage, the amount for each target in order (CR 7.4 707.1d). */
  divide: z.array(z.number().int().min(1)).optional(),
  strike: z.string().optional(),
});
const Expect = expectSchema(z.union([ScenarioSeat, z.literal("none")]), {
  flipped: z.record(z.string(), z.boolean()).optional(),
});
const Step = stepSchema(Act, Expect);

/** A WoW scenario document. */
export const WowScenarioSchema = scenarioSchema("wow", PlayerStart, Step);

/** A parsed scenario. */
export type WowScenario = z.infer<typeof WowScenarioSchema>;
/** One step. */
export type WowStep = z.infer<typeof Step>;
/** An act step. */
export type WowAct = z.infer<typeof Act>;
/** A card entry. */
export type WowCardEntry = z.infer<typeof CardEntry>;
