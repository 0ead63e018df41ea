import type { PageUrlEntry } from '@casino/contracts';
import { defaultPagePaths } from '@casino/contracts/pages';
import { describe, expect, it } from 'vitest';
import { classifyHref, fillPathParams, pageRoutePaths, resolvePageTarget } from './page-links';

const origin = 'https://casino.example';

describe('classifyHref (spec §2 link rules)', () => {
  it('treats an href starting with "?" as a query-only link that keeps the current path', () => {
    expect(classifyHref('?modal=login')).toEqual({ kind: 'query', href: '?modal=login' });
  });

  it('sends empty, blank and "#" hrefs to the placeholder', () => {
    for (const href of [undefined, null, '', '   ', '#'])
      expect(classifyHref(href)).toEqual({ kind: 'none' });
  });

  it('never lets an operator href run script', () => {
    expect(classifyHref('javascript:alert(1)', false, origin)).toEqual({ kind: 'none' });
    expect(classifyHref('data:text/html,hi', false, origin)).toEqual({ kind: 'none' });
  });

  it('keeps in-app paths on the client and marks shallow ones', () => {
    expect(classifyHref('/promo?x=1', true)).toEqual({ kind: 'route', href: '/promo?x=1', shallow: true });
  });

  it('turns an absolute URL on the app origin into an in-app route', () => {
    expect(classifyHref(`${origin}/vip#top`, false, origin)).toEqual({
      kind: 'route',
      href: '/vip#top',
      shallow: false,
    });
  });

  it('leaves other origins to the browser', () => {
    expect(classifyHref('https://help.example/faq', false, origin)).toEqual({
      kind: 'native',
      href: 'https://help.example/faq',
      external: true,
    });
    expect(classifyHref('//evil.example/x', false, origin)).toMatchObject({ kind: 'native', external: true });
  });
});

describe('fillPathParams', () => {
  it('fills and encodes parameters', () => {
    expect(fillPathParams('/casino/games/:game', { game: 'book of ra' })).toBe(
      '/casino/games/book%20of%20ra',
    );
  });

  it('refuses to build a link with a missing required parameter', () => {
    expect(fillPathParams('/play/:game')).toBeUndefined();
  });
});

describe('resolvePageTarget', () => {
  const setup: PageUrlEntry[] = [
    { key: 'promotions', href: '/bonuses-and-offers', shallow: true },
    { key: 'deposit', href: '?modal=deposit', shallow: false },
    { key: 'vipClub', href: '', shallow: false },
  ];

  it('uses the default path without an override', () => {
    expect(resolvePageTarget('casino', [], undefined, origin)).toEqual({
      kind: 'route',
      href: '/casino',
      shallow: false,
    });
  });

  it('uses the override href and its shallow flag', () => {
    expect(resolvePageTarget('promotions', setup, undefined, origin)).toEqual({
      kind: 'route',
      href: '/bonuses-and-offers',
      shallow: true,
    });
  });

  it('keeps a query-only override as a query link', () => {
    expect(resolvePageTarget('deposit', setup, undefined, origin)).toEqual({
      kind: 'query',
      href: '?modal=deposit',
    });
  });

  it('gives a placeholder for an unusable override or a missing parameter', () => {
    expect(resolvePageTarget('vipClub', setup, undefined, origin)).toEqual({ kind: 'none' });
    expect(resolvePageTarget('play', [], undefined, origin)).toEqual({ kind: 'none' });
    expect(resolvePageTarget('play', [], { game: 'starburst' }, origin)).toMatchObject({
      href: '/play/starburst',
    });
  });
});

describe('pageRoutePaths', () => {
  it('registers every page of spec §2 at its default path', () => {
    const routes = pageRoutePaths([]);
    expect(routes).toHaveLength(Object.keys(defaultPagePaths).length);
    expect(routes).toContainEqual({ key: 'app', path: '/_app' });
    expect(routes).toContainEqual({ key: 'profile2Limits', path: '/profile2/limits' });
  });

  it('registers an override path too, and the override wins a path another page uses by default', () => {
    const routes = pageRoutePaths([
      { key: 'promotions', href: '/offers?tab=all', shallow: false },
      { key: 'editProfile', href: '/account', shallow: false },
      { key: 'deposit', href: '?modal=deposit', shallow: false },
    ]);
    expect(routes).toContainEqual({ key: 'promotions', path: '/offers' });
    expect(routes).toContainEqual({ key: 'promotions', path: '/promotions' });
    expect(routes).toContainEqual({ key: 'editProfile', path: '/account' });
    expect(routes.filter((route) => route.path === '/account')).toHaveLength(1);
    expect(routes).toContainEqual({ key: 'deposit', path: '/deposit' });
  });
});
