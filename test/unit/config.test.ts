import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config.js";

describe("settings are parsed with zod at start (issue 2)", () => {
  it("defaults to the embedded SQLite database and info logging", () => {
    const c = loadConfig({});
    expect(c.DATABASE_URL).toBe("file:./data/duelhall.db");
    expect(c.LOG_LEVEL).toBe("info");
  });

  it("accepts PostgreSQL URLs and snowflakes", () => {
    const c = loadConfig({ DATABASE_URL: "postgresql://u@h/db", DISCORD_APPLICATION_ID: "123456789012345678" });
    expect(c.DATABASE_URL).toMatch(/^postgresql:/);
  });

  it("stops with one clear line naming the bad setting", () => {
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrowError(ConfigError);
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrowError(/^Bad setting LOG_LEVEL: /);
    try {
      loadConfig({ DISCORD_APPLICATION_ID: "abc" });
    } catch (e) {
      expect((e as Error).message).toMatch(/^Bad setting DISCORD_APPLICATION_ID: [^\n]+$/);
    }
  });
});
