import { describe, expect, it } from 'vitest';
import { startupKeys } from './locale-start';

const allKeys = [
  'shell.nav.casino',
  'shell.nav.sports',
  'games.count_one',
  'games.count_other',
  'games.sort.newest',
  'games.sort.popular',
  'games.volatility.high',
  'cashier.methods.title',
  'marketing.faq.items.1.question',
];

describe("the build's list of the keys start-up uses", () => {
  it('finds keys quoted whole in minified code, and a plural through its base key', () => {
    const code = `const a=t("shell.nav.casino"),b={labelKey:'games.count'};n("cashier.methods")`;
    expect(startupKeys(code, allKeys)).toEqual({
      keys: ['games.count_one', 'games.count_other', 'shell.nav.casino'],
      prefixes: [],
    });
  });

  it('finds the quoted start of a key built at run time, in a template or a concatenation', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: bundled code, templates and all
    const code = 'e(`games.sort.${s}`);f("games.volatility."+v);g(`marketing.faq.items.${i}.question`);';
    expect(startupKeys(code, allKeys).prefixes).toEqual([
      'games.sort.',
      'games.volatility.',
      'marketing.faq.items.',
    ]);
  });

  it('leaves out what only looks like a key: a file name, an address, a start that begins no key', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: bundled code, templates and all
    const code = 'import("./assets/index.js");fetch(`/api/games.${x}`);h(`react.dom.${y}`);k("shell.nav")';
    expect(startupKeys(code, allKeys)).toEqual({ keys: [], prefixes: [] });
  });
});
