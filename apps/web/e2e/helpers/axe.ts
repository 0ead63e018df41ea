import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { expect, test } from '../fixtures';

/** WCAG 2.0 and 2.1, levels A and AA, plus axe's best practices. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The rules whose outcome depends on the theme's colours. */
const colourRules = ['color-contrast', 'link-in-text-block'];

/** Offending nodes listed per violation; the same fault repeats on every card of a grid. */
const maxNodes = 5;

/** Impacts that fail a journey; moderate and minor ones are noted on the test only. */
const failing = new Set(['serious', 'critical']);

export type AccessibleOptions = {
  /** Check only this part of the page (a CSS selector); by default an open dialog, else the page. */
  include?: string;
  /**
   * Parts to leave out (CSS selectors). Only for content this app does not control, such as a game
   * provider's iframe, and each with a comment saying why.
   */
  exclude?: string[];
};

/**
 * Runs axe on the page as it is now, once per theme the style sheets define (the `data-theme` of
 * `<html>` switched in turn), and fails the test, softly so the journey goes on and one run lists
 * every screen, on any serious or critical violation, each with the nodes that have it.
 */
export async function expectAccessible(page: Page, what: string, options: AccessibleOptions = {}) {
  // E2E_AXE=0 leaves the checks out: CI runs some journeys again on PostgreSQL and checks the screens
  // in one of the two passes (what axe sees does not depend on the database)
  if (process.env.E2E_AXE === '0') return;
  await test.step(`accessibility: ${what}`, async () => {
    await settle(page);
    const themes = await definedThemes(page);
    // an open dialog hides the page behind it from assistive technology and under its backdrop;
    // the page has checks of its own
    const dialogOpen = (await page.locator('[role="dialog"]').filter({ visible: true }).count()) > 0;
    const scope = options.include ?? (dialogOpen ? '[role="dialog"]' : undefined);
    const current = await page.evaluate(() => document.documentElement.dataset.theme ?? '');
    const found: string[] = [];
    const noted: string[] = [];
    for (const theme of [current, ...themes.filter((name) => name !== current)]) {
      // legacy mode runs axe in the page itself, not in a blank page opened per run: several times
      // faster, and the app has no cross-origin frames that would need the newer mode
      let builder = new AxeBuilder({ page }).setLegacyMode(true);
      if (theme === current) builder = builder.withTags(tags);
      else {
        // the other rules check structure, which a theme does not change
        await switchTheme(page, theme);
        builder = builder.withRules(colourRules);
      }
      if (scope) builder = builder.include(scope);
      for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
      const { violations } = await builder.analyze();
      for (const violation of violations) {
        const line = describe(violation, theme);
        if (failing.has(violation.impact ?? '')) found.push(line);
        else noted.push(line);
      }
    }
    await switchTheme(page, current);
    for (const description of noted) {
      test.info().annotations.push({ type: `a11y (minor or moderate): ${what}`, description });
    }
    const report = `serious or critical accessibility violations on ${what}:\n${found.join('\n')}`;
    expect.soft(found.length, report).toBe(0);
  });
}

/** One violation as a readable block: rule, impact, theme, help and each offending node. */
function describe(violation: Result, theme: string): string {
  const shown = violation.nodes.slice(0, maxNodes);
  const more = violation.nodes.length - shown.length;
  const nodes = shown.map((node) => {
    const target = node.target.map(String).join(' > ');
    const html = node.html.length > 200 ? `${node.html.slice(0, 200)}…` : node.html;
    const summary = node.failureSummary?.replace(/\s+/g, ' ').trim() ?? '';
    return `    - ${target}\n      ${html}\n      ${summary}`;
  });
  if (more > 0) nodes.push(`    … and ${more} more`);
  return `  [${violation.impact}] ${violation.id} (theme ${theme || 'default'}): ${violation.help}\n${nodes.join('\n')}`;
}

/**
 * Waits for finished layout: finite animations and transitions done (spinners loop on forever). The
 * time limit runs here, not in the page, whose timers a journey may have replaced with a fake clock.
 */
async function settle(page: Page) {
  const animations = page
    .evaluate(async () => {
      const finite = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
      await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    })
    .catch(() => undefined);
  // a paused animation never finishes; a few seconds is longer than any of the app's own
  await Promise.race([animations, new Promise((resolve) => setTimeout(resolve, 3_000))]);
}

/** The themes the loaded style sheets define as `[data-theme="…"]`. */
async function definedThemes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const names = new Set<string>();
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          for (const match of rule.selectorText.matchAll(/\[data-theme="([\w-]+)"\]/g)) {
            if (match[1]) names.add(match[1]);
          }
        } else if ('cssRules' in rule) {
          visit((rule as CSSGroupingRule).cssRules);
        }
      }
    };
    for (const sheet of Array.from(document.styleSheets)) {
      try {
        visit(sheet.cssRules);
      } catch {
        // a cross-origin sheet cannot be read; the themes live in the app's own
      }
    }
    return [...names];
  });
}

/** Sets `<html data-theme>` without colour transitions, so axe measures the theme's own colours. */
async function switchTheme(page: Page, theme: string) {
  await page.evaluate((name) => {
    const style = document.createElement('style');
    style.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.append(style);
    if (name) document.documentElement.dataset.theme = name;
    else delete document.documentElement.dataset.theme;
    // a layout flush restyles the whole page while transitions are off
    document.body.getBoundingClientRect();
    style.remove();
  }, theme);
}
