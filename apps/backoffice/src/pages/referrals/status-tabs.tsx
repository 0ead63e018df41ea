import { filterLabels, type StatusFilter, statusFilters } from './referral-labels.ts';

type StatusTabsProps = { value: StatusFilter; onChange: (status: StatusFilter) => void };

/** The list's status as a row of radio buttons drawn as tabs: arrow keys move between them. */
export function StatusTabs({ value, onChange }: StatusTabsProps) {
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">Show referrals that are</legend>
      {statusFilters.map((status) => (
        <label key={status} className={`segment${status === value ? ' segment-selected' : ''}`}>
          <input
            type="radio"
            name="referral-status"
            value={status}
            checked={status === value}
            onChange={() => onChange(status)}
            className="visually-hidden"
          />
          {filterLabels[status]}
        </label>
      ))}
    </fieldset>
  );
}
