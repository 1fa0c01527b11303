/**
 * The server's log: each line at a level, and LOG_LEVEL (debug, info, warn or error; info when unset) says which are
 * written. What is normal in a running server (a task that scheduled its own next run) is debug; what someone should
 * look at is warn or error.
 */
const LEVELS = ['debug', 'info', 'warn', 'error'] as const;
type Level = (typeof LEVELS)[number];

const written = (level: Level) => {
  const least = LEVELS.indexOf((process.env.LOG_LEVEL ?? 'info') as Level);
  return LEVELS.indexOf(level) >= (least < 0 ? 1 : least);
};

const at =
  (level: Level) =>
  (...parts: unknown[]): void => {
    if (written(level)) console[level](...parts);
  };

export const log = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
