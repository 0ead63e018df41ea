import type { PolicyPageKey } from '@casino/contracts';
import { PolicyPage } from '../../features/content/pages';
import { PolicyNav } from '../../features/navigation';

/** A policy page with the list of all policies beside it. */
export function PolicyRoute({ pageKey }: { pageKey: PolicyPageKey }) {
  return (
    <div className="policy-layout">
      <PolicyPage pageKey={pageKey} />
      <aside className="policy-layout__aside">
        <PolicyNav />
      </aside>
    </div>
  );
}
