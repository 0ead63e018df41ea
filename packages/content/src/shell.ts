import shell from './locales/en/shell.json' with { type: 'json' };

/**
 * The shell's English strings alone: what the web app bundles so its first screens (start-up,
 * "Service Unavailable", the shell) have text before the server's strings arrive. The rest come
 * from the server, which seeds every part; `@casino/content/english` is the whole copy, loaded by
 * the web app only when the server's strings cannot be.
 */
export const shellEnglishStrings: Record<string, string> = shell;
