import { type KeyboardEvent, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '../../../components/ui/button';
import { useOpenModals } from '../../../components/ui/open-modals';
import { useAuth } from '../../../lib/auth';
import { usePageHref } from '../../../lib/page-link';
import { browserStorage } from '../../../lib/storage';
import { finishOnboardingTour, isOnboardingTourPending } from '../lib/onboarding';

type TourStep = { key: 'lobby' | 'deposit' | 'profile' | 'safety'; selectors: string[] };
type Rect = { top: number; left: number; width: number; height: number };

const spotlightPadding = 6;

/** The first element of the selectors that is on screen (the header's Deposit, not the drawer's). */
function findTarget(selectors: readonly string[]): HTMLElement | null {
  for (const selector of selectors) {
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const rect = element.getBoundingClientRect();
      if (rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden')
        return element;
    }
  }
  return null;
}

/**
 * After the first registration (spec §1 "Onboarding tour"): four short steps pointing at the lobby,
 * Deposit, the account menu and the responsible-gaming tools, with Skip and Next. Shown once per
 * browser; it waits until no dialog is open.
 */
export function OnboardingTour() {
  const { t } = useTranslation();
  const auth = useAuth();
  const openModals = useOpenModals();
  const depositHref = usePageHref('deposit');
  const safetyHref = usePageHref('responsibleGambling');
  const [active, setActive] = useState(false);
  const [index, setIndex] = useState(0);
  const [rect, setRect] = useState<Rect | null>(null);
  const card = useRef<HTMLDivElement>(null);
  // the tour scrolls to its targets; the page returns to where the player was afterwards
  const startScroll = useRef(0);
  const nextButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  const steps: TourStep[] = [
    {
      key: 'lobby',
      selectors: [
        `#main nav[aria-label="${t('shell.nav.gameCategoriesLabel')}"]`,
        '#main .page-section',
        '#main',
      ],
    },
    {
      key: 'deposit',
      selectors: depositHref ? [`header a[href="${depositHref}"]`, `a[href="${depositHref}"]`] : [],
    },
    { key: 'profile', selectors: ['header [aria-haspopup="menu"]'] },
    {
      key: 'safety',
      selectors: safetyHref ? [`footer a[href="${safetyHref}"]`, `a[href="${safetyHref}"]`] : [],
    },
  ];
  const step = steps[index];

  useEffect(() => {
    if (active || !auth.isAuthenticated || openModals.length > 0) return;
    if (!isOnboardingTourPending(browserStorage('local'))) return;
    // a moment after the sign-up dialog faded out, so the page is settled
    const timer = window.setTimeout(() => {
      startScroll.current = window.scrollY;
      setActive(true);
    }, 500);
    return () => window.clearTimeout(timer);
  }, [active, auth.isAuthenticated, openModals.length]);

  const selectorsKey = step?.selectors.join('|') ?? '';
  const measure = useCallback(() => {
    const target = findTarget(selectorsKey ? selectorsKey.split('|') : []);
    if (!target) return setRect(null);
    const box = target.getBoundingClientRect();
    setRect({ top: box.top, left: box.left, width: box.width, height: box.height });
  }, [selectorsKey]);

  useLayoutEffect(() => {
    if (!active) return;
    const target = findTarget(selectorsKey ? selectorsKey.split('|') : []);
    target?.scrollIntoView({ block: 'center', inline: 'nearest' });
    measure();
    nextButton.current?.focus();
    let frame = 0;
    const onChange = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    window.addEventListener('resize', onChange);
    window.addEventListener('scroll', onChange, true);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', onChange);
      window.removeEventListener('scroll', onChange, true);
    };
  }, [active, selectorsKey, measure]);

  const finish = () => {
    finishOnboardingTour(browserStorage('local'));
    setActive(false);
    setIndex(0);
    window.scrollTo({ top: startScroll.current });
  };
  const next = () => (index >= steps.length - 1 ? finish() : setIndex(index + 1));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      finish();
      return;
    }
    if (event.key !== 'Tab' || !card.current) return;
    // keep Tab inside the card while the tour covers the page
    const focusable = [...card.current.querySelectorAll<HTMLElement>('button')];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  if (!active || !step) return null;
  const spotlight = rect
    ? {
        top: rect.top - spotlightPadding,
        left: rect.left - spotlightPadding,
        width: rect.width + spotlightPadding * 2,
        height: rect.height + spotlightPadding * 2,
      }
    : null;
  const viewportHeight = window.innerHeight;
  // the card sits below the target, or above it when the target is in the lower half
  const below = !spotlight || spotlight.top + spotlight.height / 2 < viewportHeight / 2;
  const cardStyle = spotlight
    ? below
      ? { top: Math.min(spotlight.top + spotlight.height + 12, viewportHeight - 24) }
      : { bottom: Math.max(viewportHeight - spotlight.top + 12, 24) }
    : undefined;
  const cardWidth = Math.min(360, window.innerWidth - 24);
  const cardLeft = spotlight
    ? Math.max(12, Math.min(spotlight.left, window.innerWidth - cardWidth - 12))
    : undefined;

  return (
    <div className="acc-tour" data-step={step.key}>
      <div
        className={`acc-tour__backdrop${spotlight ? ' acc-tour__backdrop--clear' : ''}`}
        aria-hidden="true"
      />
      {spotlight ? <div className="acc-tour__spotlight" style={spotlight} aria-hidden="true" /> : null}
      <div
        ref={card}
        className={`acc-tour__card${spotlight ? '' : ' acc-tour__card--centered'}`}
        style={cardStyle ? { ...cardStyle, left: cardLeft } : undefined}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-text`}
        onKeyDown={onKeyDown}
      >
        <p className="acc-tour__progress">
          {t('accounts.tour.label')} ·{' '}
          {t('accounts.tour.progress', { current: index + 1, total: steps.length })}
        </p>
        <h2 id={titleId} className="acc-tour__title">
          {t(`accounts.tour.${step.key}.title`)}
        </h2>
        <p id={`${titleId}-text`} className="acc-tour__text">
          {t(`accounts.tour.${step.key}.text`)}
        </p>
        <div className="acc-tour__actions">
          <Button variant="ghost" size="sm" onClick={finish}>
            {t('accounts.tour.skip')}
          </Button>
          <button ref={nextButton} type="button" className={buttonClassName('primary', 'sm')} onClick={next}>
            {index >= steps.length - 1 ? t('accounts.tour.done') : t('accounts.tour.next')}
          </button>
        </div>
      </div>
    </div>
  );
}
