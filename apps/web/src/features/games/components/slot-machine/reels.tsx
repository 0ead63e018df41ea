import {
  type CSSProperties,
  type ReactNode,
  type Ref,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import {
  brakeEasing,
  landingPlan,
  landingTape,
  loopTape,
  type ReelTape,
  reelDurations,
  reelSpeed,
  visibleAt,
} from './reel-strip';
import type { SymbolLook } from './symbol-look';
import { SymbolTile } from './symbol-tile';

/** What the machine asks of its reels. */
export type ReelsHandle = {
  /** Starts every reel turning on `strips` while the round is on its way (not with reduced motion). */
  turn(strips: string[][]): void;
  /** Lands the reels on a window, left to right; resolves once the last reel has stopped. */
  land(options: {
    strips: string[][];
    stops: number[];
    window: string[][];
    turbo: boolean;
    onReelStop?: (reel: number) => void;
  }): Promise<void>;
  /** Shows a window at once, stopping any motion (a failed round goes back to what was shown). */
  show(window?: string[][], stops?: number[]): void;
};

/** Cells to light, and a payline to draw through (reel, row) cells. */
export type ReelsHighlight = { positions: Array<[number, number]>; path: Array<[number, number]> | null };

type Loop = { tape: ReelTape; animation: Animation; duration: number; delay: number };

/** Reels start turning one after another, left to right, this far apart (ms). */
const startGap = 70;

const shift = (offset: number, length: number) => `translateY(${(-offset / length) * 100}%)`;

/**
 * The reels: a column per reel showing `rows` cells of a tape of symbols that is moved with the Web
 * Animations API (CSS transforms only). At rest a column's tape is exactly its window.
 */
export function Reels({
  ref,
  rows,
  initialWindow,
  looks,
  reducedMotion,
  highlight,
  label,
  children,
}: {
  ref?: Ref<ReelsHandle>;
  rows: number;
  initialWindow: string[][];
  looks: Map<string, SymbolLook>;
  reducedMotion: boolean;
  highlight: ReelsHighlight | null;
  label: string;
  children?: ReactNode;
}) {
  const [columns, setColumns] = useState(initialWindow);
  const [moving, setMoving] = useState<boolean[]>(() => initialWindow.map(() => false));
  const strips = useRef<Array<HTMLDivElement | null>>([]);
  const loops = useRef<Array<Loop | null>>([]);
  const landings = useRef<Array<Animation | null>>([]);
  const resting = useRef<{ window: string[][]; stops: number[] | null }>({
    window: initialWindow,
    stops: null,
  });
  const reduced = useRef(reducedMotion);
  useLayoutEffect(() => {
    reduced.current = reducedMotion;
  }, [reducedMotion]);

  const stopAll = () => {
    for (const loop of loops.current) loop?.animation.cancel();
    for (const animation of landings.current) animation?.cancel();
    loops.current = [];
    landings.current = [];
  };

  const rest = (window: string[][], stops: number[] | null) => {
    resting.current = { window, stops };
    flushSync(() => {
      setColumns(window);
      setMoving(window.map(() => false));
    });
    stopAll();
  };

  useEffect(
    () => () => {
      for (const loop of loops.current) loop?.animation.cancel();
      for (const animation of landings.current) animation?.cancel();
    },
    [],
  );

  useImperativeHandle(ref, () => ({
    turn(reelStrips) {
      if (reduced.current) return;
      const { window, stops } = resting.current;
      const tapes = window.map((visible, reel) =>
        loopTape({ strip: reelStrips[reel] ?? visible, stop: stops?.[reel] ?? 0, visible }),
      );
      flushSync(() => {
        setColumns(tapes.map((tape) => tape.symbols));
        setMoving(window.map(() => true));
      });
      stopAll();
      const speed = reelSpeed(false);
      loops.current = tapes.map((tape, reel) => {
        const element = strips.current[reel];
        if (!element) return null;
        const length = tape.symbols.length;
        const duration = (tape.start - tape.end) / speed;
        const delay = reel * startGap;
        // before its delay a reel shows the tape's top, which is the window in view: no jump either way
        const animation = element.animate(
          [{ transform: shift(tape.start, length) }, { transform: shift(tape.end, length) }],
          { duration, delay, iterations: Number.POSITIVE_INFINITY, easing: 'linear' },
        );
        return { tape, animation, duration, delay };
      });
    },

    async land({ strips: reelStrips, stops, window, turbo, onReelStop }) {
      if (reduced.current) {
        rest(window, stops);
        onReelStop?.(window.length - 1);
        return;
      }
      const speed = reelSpeed(turbo);
      const durations = reelDurations(window.length, turbo);
      const plans = window.map((column, reel) => {
        const loop = loops.current[reel];
        let from = resting.current.window[reel] ?? column;
        let fraction = 0;
        if (loop) {
          const time = Number(loop.animation.currentTime ?? 0) - loop.delay;
          const progress = (time % loop.duration) / loop.duration;
          const offset =
            time < 0 ? loop.tape.end : loop.tape.start + (loop.tape.end - loop.tape.start) * progress;
          ({ symbols: from, fraction } = visibleAt(loop.tape, offset, rows));
        }
        const duration = durations[reel] ?? 0;
        const plan = landingPlan({ duration, speed, rows, fraction });
        const strip = reelStrips[reel] ?? column;
        const stop = stops[reel] ?? 0;
        const tape = landingTape({ strip, stop, window: column, from, fraction, passing: plan.passing });
        return { tape, plan, duration };
      });
      // the new tapes and their animations start in the same task: no frame shows the switch
      flushSync(() => {
        setColumns(plans.map(({ tape }) => tape.symbols));
        setMoving(window.map(() => true));
      });
      stopAll();
      const stopped = plans.map(({ tape, plan, duration }, reel) => {
        const element = strips.current[reel];
        if (!element) return Promise.resolve();
        const length = tape.symbols.length;
        const animation = element.animate(
          [
            { transform: shift(tape.start, length), easing: 'linear' },
            {
              offset: plan.cruise.share,
              transform: shift(tape.start - plan.cruise.cells, length),
              easing: brakeEasing,
            },
            { transform: shift(tape.end, length) },
          ],
          { duration, fill: 'forwards' },
        );
        landings.current[reel] = animation;
        return animation.finished.then(
          () => {
            onReelStop?.(reel);
            setMoving((before) => before.map((value, at) => (at === reel ? false : value)));
          },
          () => {},
        );
      });
      await Promise.all(stopped);
      rest(window, stops);
    },

    show(window, stops) {
      rest(window ?? resting.current.window, window ? (stops ?? null) : resting.current.stops);
    },
  }));

  const lit = new Set(highlight?.positions.map(([reel, row]) => `${reel}:${row}`));
  const path = highlight?.path ?? [];
  const reelCount = columns.length;

  return (
    // biome-ignore lint/a11y/useSemanticElements: the reels are a picture of the game, not form controls to fieldset
    <div
      className="slot-reels"
      role="group"
      aria-label={label}
      style={{ '--reels': reelCount, '--rows': rows } as CSSProperties}
    >
      {columns.map((tape, reel) => {
        const atRest = !moving[reel] && tape.length === rows;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: reels are fixed columns
          <div key={reel} className="slot-reel" data-moving={moving[reel] ? 'true' : undefined}>
            <div
              className="slot-reel__tape"
              ref={(element) => {
                strips.current[reel] = element;
              }}
              style={{ '--tape': tape.length } as CSSProperties}
            >
              {tape.map((symbol, at) => {
                const on = atRest && highlight !== null && lit.has(`${reel}:${at}`);
                const off = atRest && highlight !== null && !on;
                return (
                  <div
                    // biome-ignore lint/suspicious/noArrayIndexKey: a tape is a fixed sequence of cells
                    key={at}
                    className="slot-cell"
                    data-win={on ? 'true' : undefined}
                    data-dim={off ? 'true' : undefined}
                  >
                    <SymbolTile look={looks.get(symbol)} />
                  </div>
                );
              })}
            </div>
          </div>
        );
      })}
      {path.length > 1 ? (
        <svg
          className="slot-reels__line"
          viewBox={`0 0 ${reelCount} ${rows}`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          <polyline points={path.map(([reel, row]) => `${reel + 0.5},${row + 0.5}`).join(' ')} />
        </svg>
      ) : null}
      {children}
    </div>
  );
}
