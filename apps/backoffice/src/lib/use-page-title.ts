import { useDocumentTitle } from '@refinedev/react-router';

/** Sets the tab's title to "Back-office · <page>". */
export function usePageTitle(page: string | null | undefined): void {
  useDocumentTitle(page ? `Back-office · ${page}` : 'Back-office');
}
