import type { Driver, DriveStep, PopoverDOM } from 'driver.js';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobileLayout } from '../../../shared/ui/use-is-mobile-layout';
import { useFinishOnboardingTour } from '../api/finish-onboarding-tour';
import { homeTourSteps } from '../lib/home-tour-steps';
import classes from './home-tour.module.css';

interface HomeTourProps {
  /** The person's first name, for the welcome. */
  firstName: string;
  /** The plan year the home shows, whose bags and savings the steps speak of. */
  year: number;
}

const isOnPage = (step: DriveStep) => typeof step.element !== 'string' || document.querySelector(step.element) !== null;

/**
 * What driver.js draws, made the portal's: the step count above the title ("Step 2 of 5", counting
 * only the steps on this page), the title a heading, a Skip button before Back and Next, and the
 * focus on Next, the action a person takes most (driver.js focuses the first button, Skip).
 */
function decoratePopover(popover: PopoverDOM, tour: Driver, steps: DriveStep[], t: TFunction, onSkip: () => void) {
  const shown = steps.filter(isOnPage);
  const active = tour.getActiveIndex() ?? 0;
  const current = steps.slice(0, active + 1).filter(isOnPage).length;
  popover.progress.textContent = t('tour.progress', { current, total: shown.length });
  popover.wrapper.insertBefore(popover.progress, popover.title);
  // driver.js writes the title as a <header>, a second banner landmark beside the page's own.
  popover.title.setAttribute('role', 'heading');
  popover.title.setAttribute('aria-level', '2');
  const skip = document.createElement('button');
  skip.type = 'button';
  skip.className = `driver-popover-footer-btn ${classes.skip}`;
  skip.textContent = t('tour.skip');
  skip.addEventListener('click', onSkip);
  popover.footer.prepend(skip);
  requestAnimationFrame(() => popover.nextButton.focus());
}

/**
 * driver.js marks the highlighted element as the opener of its dialog (`aria-haspopup`,
 * `aria-expanded`, `aria-controls`): untrue, and not allowed on the plain wrappers the steps point
 * at (axe: aria-allowed-attr). The anchors carry no ARIA of their own, so the marks just go.
 */
function unmarkOpener(element: Element | undefined) {
  for (const attribute of ['aria-haspopup', 'aria-expanded', 'aria-controls']) element?.removeAttribute(attribute);
}

/**
 * Scrolls a step's place of the page to just under the shell's fixed header, leaving the room
 * below it for the popover. driver.js would centre it, or leave it under the header, which it does
 * not know of: on a phone the popover then covered what it spoke about. What is in the header or
 * the sidebar does not scroll with the page, and stays where it is.
 */
function bringBelowHeader(element: Element | undefined) {
  if (!element?.closest('main')) return;
  const headerBottom = document.querySelector('.mantine-AppShell-header')?.getBoundingClientRect().bottom ?? 0;
  window.scrollBy({ top: element.getBoundingClientRect().top - headerBottom - 12, behavior: 'instant' });
}

/**
 * The first-login tour of home, drawn by driver.js (MIT, ~8 KB gzip with its CSS),
 * loaded only when a person has a tour to see: never in the login chunk, nor for anyone else.
 * Done, Skip or Escape: either way it is over, and remembered on the account. Leaving the page
 * mid-tour is neither: it shows again on the next visit home. A click on the dimmed page does
 * nothing, so a stray click does not throw the tour away.
 */
export function HomeTour({ firstName, year }: HomeTourProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobileLayout();
  const finish = useFinishOnboardingTour();

  useEffect(() => {
    let isLeaving = false;
    let tour: Driver | undefined;
    // Told by the person (Done, Skip, Escape), never by the page going away; driver.js's own
    // onDestroyed is not called when the tour ends mid-animation, so the end is caught here.
    const end = (active: Driver) => {
      if (!isLeaving) finish();
      active.destroy();
    };
    void Promise.all([import('driver.js'), import('driver.js/dist/driver.css')]).then(([{ driver }]) => {
      if (isLeaving) return;
      const steps = homeTourSteps(t, { firstName, isMobile, year });
      const isReducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      tour = driver({
        steps,
        animate: !isReducedMotion,
        allowClose: true,
        overlayClickBehavior: () => undefined,
        disableActiveInteraction: true,
        skipMissingElement: true,
        showProgress: true,
        showButtons: ['next', 'previous'],
        nextBtnText: t('tour.next'),
        prevBtnText: t('tour.back'),
        doneBtnText: t('tour.done'),
        popoverClass: classes.popover,
        stagePadding: 6,
        stageRadius: 8,
        onPopoverRender: (popover, opts) => decoratePopover(popover, opts.driver, steps, t, () => end(opts.driver)),
        onHighlightStarted: bringBelowHeader,
        onHighlighted: unmarkOpener,
        // Escape, and Done on the last step, ask to end the tour here before it ends.
        onDestroyStarted: (_element, _step, opts) => end(opts.driver),
      });
      tour.drive();
    });
    return () => {
      isLeaving = true;
      // destroy() from outside skips onDestroyStarted: leaving does not count as done.
      if (tour?.isActive()) tour.destroy();
    };
  }, [t, firstName, isMobile, year, finish]);

  return null;
}
