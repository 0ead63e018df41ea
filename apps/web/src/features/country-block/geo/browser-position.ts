import { timing } from '@casino/contracts/validations';
import type { Coordinates } from './reverse-geocoder';

export type PositionFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout';

export class PositionError extends Error {
  readonly reason: PositionFailure;
  constructor(reason: PositionFailure) {
    super(`Browser position ${reason}`);
    this.name = 'PositionError';
    this.reason = reason;
  }
}

/** One fresh, high-accuracy position fix with the 10 s timeout of spec §9. */
export function getBrowserPosition(): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new PositionError('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => {
        const reason: PositionFailure =
          error.code === error.PERMISSION_DENIED
            ? 'denied'
            : error.code === error.TIMEOUT
              ? 'timeout'
              : 'unavailable';
        reject(new PositionError(reason));
      },
      { enableHighAccuracy: true, timeout: timing.geolocationTimeoutMs, maximumAge: 0 },
    );
  });
}
