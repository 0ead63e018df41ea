import { statusLabels, type WithdrawalStatus, withdrawalStatuses } from './withdrawal-statuses.ts';

type StatusFilterProps = { value: WithdrawalStatus; onChange: (status: WithdrawalStatus) => void };

/** The queue's status as a row of radio buttons drawn as tabs: arrow keys move between them. */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">Show withdrawals that are</legend>
      {withdrawalStatuses.map((status) => (
        <label key={status} className={`segment${status === value ? ' segment-selected' : ''}`}>
          <input
            type="radio"
            name="withdrawal-status"
            value={status}
            checked={status === value}
            onChange={() => onChange(status)}
            className="visually-hidden"
          />
          {statusLabels[status]}
        </label>
      ))}
    </fieldset>
  );
}
