import { useTranslation } from 'react-i18next';
import { Button, Hero } from 'shared-ui';
import { openPositionsId } from '../open-positions/open-positions';

/** Scrolls to the open positions and moves focus to their heading, for keyboard and screen reader users too. */
function showPositions() {
  const heading = document.getElementById(`${openPositionsId}-title`);
  if (!heading) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  heading.setAttribute('tabindex', '-1');
  heading.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  heading.focus({ preventScroll: true });
}

export function CareersHero() {
  const { t } = useTranslation('company');
  return (
    <Hero
      eyebrow={t('careers.hero.eyebrow')}
      title={t('careers.hero.title')}
      subtitle={t('careers.hero.subtitle')}
      actions={
        <Button variant="light" onClick={showPositions} aria-controls={openPositionsId}>
          {t('careers.hero.viewPositions')}
        </Button>
      }
    />
  );
}
