/**
 * What a reel shows while it turns. A reel is drawn as a vertical "tape" of symbols (top to bottom)
 * behind a window of `rows` cells; the tape's offset is the tape index in the top row, and a turning
 * reel scrolls downwards, so the offset falls. Offsets are in cells and may be fractional.
 */

/** `count` symbols of a strip from index `from` on (top to bottom), wrapping around both ends. */
export function stripRun(strip: readonly string[], from: number, count: number): string[] {
  const length = strip.length;
  if (length === 0) return [];
  return Array.from(
    { length: count },
    (_, at) => strip[(((from + at) % length) + length) % length] as string,
  );
}

/** The rows a strip shows with `stop` in the top row (how the engine reads a stop). */
export function stripWindow(strip: readonly string[], stop: number, rows: number): string[] {
  return stripRun(strip, stop, rows);
}

/** A tape and the offsets its scroll runs from and to. */
export type ReelTape = { symbols: string[]; start: number; end: number };

/**
 * The tape of a reel that keeps turning while the round is on its way: the rows in view, the rest
 * of the real strip in order, and the same rows again, so scrolling from `start` to `end` and
 * starting over never jumps. `stop` is where `visible` sits on the strip (0 when unknown).
 */
export function loopTape({
  strip,
  stop,
  visible,
}: {
  strip: readonly string[];
  stop: number;
  visible: readonly string[];
}): ReelTape {
  const rows = visible.length;
  const rest = stripRun(strip, stop + rows, Math.max(strip.length - rows, rows));
  return { symbols: [...visible, ...rest, ...visible], start: rest.length + rows, end: 0 };
}

/** The symbols in view at a tape offset (one more row for a part-scrolled cell) and the part scrolled. */
export function visibleAt(
  tape: ReelTape,
  offset: number,
  rows: number,
): { symbols: string[]; fraction: number } {
  const top = Math.max(0, Math.floor(offset));
  return { symbols: tape.symbols.slice(top, top + rows + 1), fraction: offset - top };
}

/**
 * The tape of a reel that lands: the strip symbol above the stop (seen when the reel bounces), the
 * round's window, `passing` symbols from the strip just below the stop (those roll by last), then
 * `from`, what was in view when the landing began, scrolled by `fraction` of a cell. Scrolling from
 * `start` to `end` begins exactly where the reel was and ends exactly on the window.
 */
export function landingTape({
  strip,
  stop,
  window,
  from,
  fraction = 0,
  passing,
}: {
  strip: readonly string[];
  stop: number;
  window: readonly string[];
  from: readonly string[];
  fraction?: number;
  passing: number;
}): ReelTape {
  const rows = window.length;
  const above = stripRun(strip, stop - 1, 1);
  const symbols = [...above, ...window, ...stripRun(strip, stop + rows, passing), ...from];
  return { symbols, start: above.length + rows + passing + fraction, end: above.length };
}

/** How long each reel turns once the round is known, in ms: they stop one after another, left to right. */
export function reelDurations(reelCount: number, turbo: boolean): number[] {
  const [first, gap] = turbo ? [240, 28] : [650, 150];
  return Array.from({ length: reelCount }, (_, reel) => first + reel * gap);
}

/** Cells per millisecond of a reel at full speed. */
export function reelSpeed(turbo: boolean): number {
  return turbo ? 1 / 22 : 1 / 30;
}

/** Share of a landing's time spent at full speed; the rest brakes with `brakeEasing`. */
export const cruiseShare = 0.72;
/** Brakes hard and overshoots a little, so the reel settles with a small bounce. */
export const brakeEasing = 'cubic-bezier(0.2, 0.7, 0.35, 1.12)';
/** The brake curve's starting slope (0.7 / 0.2): its initial speed over its average speed. */
const brakeSlope = 3.5;
/** Share of the distance covered at full speed so that the speed does not jump when braking starts. */
const cruiseDistanceShare = (cruiseShare * brakeSlope) / (1 - cruiseShare + cruiseShare * brakeSlope);

/**
 * How a landing moves: how many strip symbols pass by (whole cells) and how far the reel has come
 * when it starts braking, for a reel that scrolls at `speed` for most of `duration`.
 */
export function landingPlan({
  duration,
  speed,
  rows,
  fraction = 0,
}: {
  duration: number;
  speed: number;
  rows: number;
  fraction?: number;
}): { passing: number; travel: number; cruise: { share: number; cells: number } } {
  const wanted = (speed * cruiseShare * duration) / cruiseDistanceShare;
  const passing = Math.max(0, Math.round(wanted - rows - fraction));
  const travel = rows + passing + fraction;
  return { passing, travel, cruise: { share: cruiseShare, cells: travel * cruiseDistanceShare } };
}
