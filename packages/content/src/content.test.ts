import { policyPageKeys } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { defaultEnglishParts, defaultEnglishStrings, defaultPolicyPages } from './index.ts';

const policyPages = Object.entries(defaultPolicyPages);
const marketing: Record<string, string> = defaultEnglishParts.marketing;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const headings = (text: string) => text.split('\n').filter((line) => line.startsWith('## '));

/** Every text a player can read: translation strings of all parts, then policy titles and bodies. */
const allTexts: [string, unknown][] = [
  ...Object.entries(defaultEnglishParts).flatMap(([part, strings]) =>
    Object.entries(strings).map(([key, value]): [string, unknown] => [`${part}:${key}`, value]),
  ),
  ...policyPages.flatMap(([key, page]): [string, unknown][] => [
    [`policy:${key}.title`, page.title],
    [`policy:${key}.body`, page.body],
  ]),
];

describe('policy pages', () => {
  it('has a page for every policy route and nothing else', () => {
    expect(Object.keys(defaultPolicyPages).sort()).toEqual([...policyPageKeys].sort());
  });

  it.each(policyPages)('%s has a title and a full body with at least three sections', (_key, page) => {
    expect(page.title.trim()).not.toBe('');
    expect(page.body).not.toMatch(/\bTODO\b/);
    expect(wordCount(page.body)).toBeGreaterThanOrEqual(300);
    expect(headings(page.body).length).toBeGreaterThanOrEqual(3);
  });

  it.each(policyPages)('%s is plain text: no HTML, Markdown links or bold', (_key, page) => {
    expect(page.body).not.toMatch(/<\/?[a-z][^>]*>/i);
    expect(page.body).not.toMatch(/\[[^\]]*\]\([^)]*\)/);
    expect(page.body).not.toMatch(/\*\*|__/);
    for (const heading of headings(page.body)) expect(heading.slice(3).trim()).not.toBe('');
  });
});

describe('translation strings', () => {
  it('no key is defined by more than one part (shell, features, marketing)', () => {
    const owners = new Map<string, string[]>();
    for (const [part, strings] of Object.entries(defaultEnglishParts)) {
      for (const key of Object.keys(strings)) owners.set(key, [...(owners.get(key) ?? []), part]);
    }
    const collisions = [...owners].filter(([, parts]) => parts.length > 1);
    expect(collisions).toEqual([]);
  });

  it('every value is a non-empty string', () => {
    for (const [key, value] of allTexts) {
      expect(typeof value, key).toBe('string');
      expect(String(value).trim(), key).not.toBe('');
    }
  });

  it('marketing keys all start with "marketing."', () => {
    expect(Object.keys(marketing).filter((key) => !key.startsWith('marketing.'))).toEqual([]);
  });

  it('merged strings keep every key of every part', () => {
    const total = Object.values(defaultEnglishParts)
      .map((part) => Object.keys(part).length)
      .reduce((sum, n) => sum + n, 0);
    expect(Object.keys(defaultEnglishStrings)).toHaveLength(total);
  });

  it('uses well-formed placeholders, and only {{brandName}} in marketing text and policies', () => {
    for (const [key, value] of allTexts) {
      const text = String(value);
      if (!text.includes('{{') && !text.includes('}}')) continue;
      const placeholders = [...text.matchAll(/\{\{(.*?)\}\}/g)].map((match) => match[1]);
      // UI strings may interpolate values such as {{year}}; copy written for players names only the brand
      const allowed =
        key.startsWith('marketing:') || key.startsWith('policy:') ? /^brandName$/ : /^[a-zA-Z][a-zA-Z0-9]*$/;
      expect(
        placeholders.every((name) => allowed.test(name ?? '')),
        `${key}: ${text}`,
      ).toBe(true);
      // An unclosed or stray brace pair would not be matched above.
      expect(text.split('{{').length - 1, key).toBe(placeholders.length);
      expect(text.split('}}').length - 1, key).toBe(placeholders.length);
    }
  });
});

describe('marketing FAQ', () => {
  const itemNumbers = [
    ...new Set(
      Object.keys(marketing)
        .map((key) => /^marketing\.faq\.items\.(\d+)\./.exec(key)?.[1])
        .filter((n): n is string => n !== undefined)
        .map(Number),
    ),
  ].sort((a, b) => a - b);

  it('has ten items numbered 0 to 9', () => {
    expect(itemNumbers).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('every item has both a question and an answer', () => {
    for (const n of itemNumbers) {
      expect(marketing[`marketing.faq.items.${n}.question`]?.trim(), `item ${n} question`).toBeTruthy();
      expect(marketing[`marketing.faq.items.${n}.answer`]?.trim(), `item ${n} answer`).toBeTruthy();
    }
  });

  it('only uses question and answer fields', () => {
    const fields = Object.keys(marketing)
      .filter((key) => key.startsWith('marketing.faq.items.'))
      .map((key) => key.split('.').pop());
    expect(fields.filter((field) => field !== 'question' && field !== 'answer')).toEqual([]);
  });

  it('makes the product claims of the spec', () => {
    const answers = itemNumbers.map((n) => marketing[`marketing.faq.items.${n}.answer`] ?? '').join('\n');
    expect(answers).toMatch(/more than 9,000 slots/i);
    expect(answers).toMatch(/more than 80 providers/i);
    expect(answers).toMatch(/all transactions are free of charge/i);
  });
});

describe('marketing copy', () => {
  it('has the hero, welcome and FAQ title strings', () => {
    for (const key of [
      'marketing.hero.title',
      'marketing.hero.subtitle',
      'marketing.hero.cta',
      'marketing.hero.terms',
      'marketing.welcome.title',
      'marketing.welcome.text',
      'marketing.faq.title',
    ]) {
      expect(marketing[key]?.trim(), key).toBeTruthy();
    }
  });

  it('states the welcome offer: up to 1000 EUR, 100 free spins, deposit from 100 Euro', () => {
    const welcome = `${marketing['marketing.welcome.title']} ${marketing['marketing.welcome.text']}`;
    expect(welcome).toMatch(/up to 1000 EUR/);
    expect(welcome).toMatch(/100 free spins/);
    expect(welcome).toMatch(/from 100 (Euro|EUR)/);
  });

  it('shows the age limit and a play-responsibly line next to the offer', () => {
    expect(marketing['marketing.hero.terms']).toMatch(/18\+/);
    expect(marketing['marketing.hero.terms']).toMatch(/responsibl/i);
  });

  it('has three or four selling points, each with a title and a text', () => {
    const numbers = [
      ...new Set(
        Object.keys(marketing)
          .map((key) => /^marketing\.features\.(\d+)\./.exec(key)?.[1])
          .filter((n): n is string => n !== undefined)
          .map(Number),
      ),
    ].sort((a, b) => a - b);
    expect(numbers.length).toBeGreaterThanOrEqual(3);
    expect(numbers.length).toBeLessThanOrEqual(4);
    expect(numbers).toEqual(numbers.map((_n, i) => i));
    for (const n of numbers) {
      expect(marketing[`marketing.features.${n}.title`]?.trim(), `feature ${n} title`).toBeTruthy();
      expect(marketing[`marketing.features.${n}.text`]?.trim(), `feature ${n} text`).toBeTruthy();
    }
  });
});
