import { Link } from 'react-router';
import { EmptyState } from '../components/states.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

export function NotFoundPage() {
  usePageTitle('Not found');
  return (
    <section className="page">
      <h1>Page not found</h1>
      <EmptyState title="There is no back-office page at this address.">
        <Link to="/">Go to the start page</Link>
      </EmptyState>
    </section>
  );
}
