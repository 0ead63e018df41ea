import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage, preloadPages } from './lazy-page';

function Frame({ children }: { children?: ReactNode }) {
  return <div>{children}</div>;
}

describe('pages loaded ahead of their first render', () => {
  it("starts the download of every lazy page in a route's element, once", async () => {
    const loads: string[] = [];
    const Section = lazyPage(async () => {
      loads.push('section');
      return Frame;
    });
    const Details = lazyPage(async () => {
      loads.push('details');
      return () => <p>details</p>;
    });
    const Unrelated = lazyPage(async () => {
      loads.push('unrelated');
      return () => null;
    });
    expect(Unrelated).toBeDefined();
    preloadPages([
      <Frame key="a">
        <Section>
          <Details />
        </Section>
      </Frame>,
    ]);
    preloadPages([<Details key="b" />]);
    expect(loads.sort()).toEqual(['details', 'section']);
    // the render reuses the download preload started
    await expect(Details.preload()).resolves.toMatchObject({ default: expect.any(Function) });
    expect(loads.filter((name) => name === 'details')).toHaveLength(1);
  });

  it('asks a route wrapper which page it will show, and survives a failed download', async () => {
    let asked = 0;
    function Route() {
      return null;
    }
    Route.preload = () => {
      asked += 1;
      return Promise.reject(new Error('offline'));
    };
    expect(() => preloadPages([<Route key="r" />, null, 'text', undefined])).not.toThrow();
    expect(asked).toBe(1);
  });
});
