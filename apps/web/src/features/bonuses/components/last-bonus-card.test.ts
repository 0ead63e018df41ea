import type { PlayerBonus } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { lastEndedBonus } from './last-bonus-card';

const bonus = (id: string, status: PlayerBonus['status'], kind: PlayerBonus['kind'] = 'money') =>
  ({ id, status, kind }) as PlayerBonus;

describe('the last bonus block', () => {
  it('shows the newest bonus money bonus that ended, whatever ended it', () => {
    const history = [
      bonus('running', 'active'),
      bonus('waiting', 'pending'),
      bonus('spins', 'completed', 'free_spins'),
      bonus('cashback', 'completed', 'cashback'),
      bonus('lost', 'lost'),
      bonus('older', 'completed'),
    ];
    expect(lastEndedBonus(history)?.id).toBe('lost');
    expect(lastEndedBonus(history.slice(5))?.id).toBe('older');
  });

  it('is not shown before any bonus ended, nor while the history loads', () => {
    expect(lastEndedBonus([bonus('running', 'active'), bonus('cashback', 'expired', 'cashback')])).toBeNull();
    expect(lastEndedBonus(undefined)).toBeNull();
  });
});
