import { Carousel, useCarousel } from '@ark-ui/react/carousel';
import { css } from 'styled-system/css';
import { CarouselIndicators } from './carousel-indicators';
import { ChevronIcon } from './chevron-icon';
import { carouselGroup, carouselRoot, GuideFigure } from './guide-parts';
import { stepLabel, type GuideStep } from './steps';
import { useRestoredStep } from './use-restored-step';
import { useSnapSync } from './use-snap-sync';

const arrow = css({
  display: 'grid',
  placeItems: 'center',
  w: '11',
  h: '11',
  borderRadius: 'full',
  color: 'brand.solid',
  cursor: 'pointer',
  _hover: { _enabled: { bg: 'bg.subtle' } },
  _disabled: { color: 'gray.400', cursor: 'not-allowed' },
});

type Props = {
  steps: GuideStep[];
  /** The step shown first: where the worker was before a reload. */
  initialPage?: number;
  onPageChange: (page: number) => void;
};

/** Spec sections 2 and 4: the step-by-step images; swipe, arrows and the indicator move it. */
export function GuideCarousel({ steps, initialPage = 0, onPageChange }: Props) {
  // The arrows and the indicator jump straight to the step. A smooth scroll started while the
  // previous one still runs (a quick second tap on a slow phone) raced Ark's page tracking and
  // could leave the step (which gates 'Já autorizei') behind the image shown; an instant jump also
  // honours reduced motion and spares a cheap GPU. Swipes keep the browser's native snap.
  const instant = true;
  const carousel = useCarousel({
    slideCount: steps.length,
    defaultPage: initialPage,
    onPageChange: ({ page }) => onPageChange(page),
    translations: {
      prevTrigger: 'Passo anterior',
      nextTrigger: 'Próximo passo',
      indicator: (index) => `Ir para o passo ${index + 1}`,
      item: (index, count) => stepLabel(index + 1, count),
    },
  });
  const snapSync = useSnapSync(carousel);
  const restoredRef = useRestoredStep(initialPage);
  return (
    <Carousel.RootProvider value={carousel} aria-label="Passo a passo no aplicativo FGTS" className={carouselRoot}>
      <Carousel.ItemGroup ref={restoredRef} {...snapSync} className={carouselGroup}>
        {steps.map((step, index) => (
          <Carousel.Item key={step.src} index={index}>
            <GuideFigure step={step} number={index + 1} count={steps.length} eager={index === 0} />
          </Carousel.Item>
        ))}
      </Carousel.ItemGroup>
      <Carousel.Control className={css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '2', mt: '2' })}>
        <Carousel.PrevTrigger
          className={arrow}
          onClick={(event) => {
            // Ours runs first; preventDefault skips Ark's always-smooth scroll.
            event.preventDefault();
            carousel.scrollPrev(instant);
          }}
        >
          <ChevronIcon direction="left" />
        </Carousel.PrevTrigger>
        <CarouselIndicators instant={instant} />
        <Carousel.NextTrigger
          className={arrow}
          onClick={(event) => {
            event.preventDefault();
            carousel.scrollNext(instant);
          }}
        >
          <ChevronIcon direction="right" />
        </Carousel.NextTrigger>
      </Carousel.Control>
    </Carousel.RootProvider>
  );
}
