import { pino } from "pino";

/**
 * The process logger (pino, JSON lines on stdout). Level from `LOG_LEVEL` (default `info`).
 * Child loggers add context: `logger.child({ matchId })`.
 */
export const logger = pino({ level: process.env.LOG_LEVEL ?? "info", base: { app: "duelhall" } });
