/** Short synthesised beeps for the machine: no audio files, and silence until the player asks. */
export type SlotSound = {
  /** Turns sound on. Call it from a click: browsers only start audio after a user gesture. */
  enable(): void;
  disable(): void;
  reelStop(reel: number): void;
  win(big: boolean): void;
  feature(): void;
  close(): void;
};

/** A sound player whose AudioContext is made on the first `enable()`, never before (no autoplay). */
export function createSlotSound(): SlotSound {
  let context: AudioContext | null = null;
  let on = false;

  const tone = (frequency: number, at: number, length: number, type: OscillatorType, volume: number) => {
    if (!context || !on) return;
    const start = context.currentTime + at;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = type;
    oscillator.frequency.setValueAtTime(frequency, start);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(volume, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + length + 0.05);
  };
  const melody = (notes: number[], step: number) => {
    for (const [at, frequency] of notes.entries()) tone(frequency, at * step, step * 1.8, 'triangle', 0.07);
  };

  return {
    enable() {
      if (!context && typeof AudioContext !== 'undefined') context = new AudioContext();
      on = context !== null;
      void context?.resume();
      tone(880, 0, 0.08, 'sine', 0.05);
    },
    disable() {
      on = false;
      void context?.suspend();
    },
    reelStop(reel) {
      tone(150 + reel * 14, 0, 0.07, 'square', 0.025);
    },
    win(big) {
      melody(big ? [523, 659, 784, 1047, 1319] : [659, 880], 0.08);
    },
    feature() {
      melody([392, 523, 659, 784, 1047, 784, 1047], 0.1);
    },
    close() {
      on = false;
      void context?.close();
      context = null;
    },
  };
}
