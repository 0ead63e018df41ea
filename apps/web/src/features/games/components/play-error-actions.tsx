import type { ReactNode } from 'react';
import { Button, buttonClassName } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { PageLink } from '../../../lib/page-link';
import { offersLimitsLink, type Translate } from '../lib/play-errors';
import { showRealityCheck } from '../lib/reality-check-signal';

/**
 * The next step offered under a refused round's message (`error` is the play screen's Error, the
 * server's refusal its cause): the player's limits page after a limit refused it, the reality-check
 * reminder again when it is due (the player may have closed it without answering).
 */
export function playErrorActions(error: unknown, t: Translate): ReactNode {
  const cause = error instanceof Error ? error.cause : undefined;
  if (offersLimitsLink(cause)) {
    return (
      <PageLink to="profile2Limits" className={buttonClassName('secondary', 'sm')}>
        {t('games.play.seeLimits')}
      </PageLink>
    );
  }
  if (cause instanceof ApiError && cause.errorCode === 'REALITY_CHECK_DUE') {
    return (
      <Button variant="secondary" size="sm" onClick={showRealityCheck}>
        {t('games.play.showReminder')}
      </Button>
    );
  }
  return null;
}
