import './deposit-modals.css';

export type StatusTone = 'success' | 'danger' | 'warning' | 'pending' | 'info';

const paths: Record<StatusTone, string> = {
  success: 'M7 12.5l3.2 3.2L17 9',
  danger: 'M8.5 8.5l7 7M15.5 8.5l-7 7',
  warning: 'M12 7.5v5.5M12 16.5v.01',
  pending: 'M12 8v4l2.5 1.5M19 12a7 7 0 1 1-14 0 7 7 0 0 1 14 0z',
  info: 'M12 11v5.5M12 7.5v.01',
};

/** A round status icon shown above a modal's title; purely decorative (the title says it in words). */
export function StatusMark({ tone }: { tone: StatusTone }) {
  return (
    <span className={`cashier-status-mark cashier-status-mark--${tone}`}>
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path
          d={paths[tone]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
