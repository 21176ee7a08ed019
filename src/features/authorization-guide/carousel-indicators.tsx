import { Carousel, useCarouselContext } from '@ark-ui/react/carousel';
import { css } from 'styled-system/css';
import { indicatorWindow } from './indicator-window';

const markButton = css({
  display: 'grid',
  placeItems: 'center',
  w: '11',
  h: '11',
  borderRadius: 'full',
  cursor: 'pointer',
  '&[data-placeholder]': { cursor: 'default' },
});

const mark = css({
  display: 'block',
  h: '2.5',
  w: '2.5',
  borderRadius: 'full',
  // gray.500: 3:1 or more against white, as WCAG asks of a control's marks.
  bg: 'gray.500',
  transition: 'width 0.2s, background-color 0.2s',
  '[data-current] > &': { w: '7', bg: 'brand.solid' },
});

/**
 * Spec section 2: the indicator shows 3 dots and then a dash, the dash being the current step.
 * Each step's mark is a button ('Ir para o passo N'); arrows, Home and End move through every step.
 * The dots standing before the first step are drawn alike but lead nowhere: hidden from assistive
 * technology and not focusable.
 */
export function CarouselIndicators({ instant }: { instant: boolean }) {
  const carousel = useCarouselContext();
  return (
    <Carousel.IndicatorGroup role="group" aria-label="Passos" className={css({ display: 'flex' })}>
      {indicatorWindow(carousel.page, carousel.pageSnapPoints.length).map(({ index, current }, position) =>
        index === null ? (
          <span key={`before-${position}`} aria-hidden="true" data-placeholder="" className={markButton}>
            <span className={mark} />
          </span>
        ) : (
          <Carousel.Indicator
            key={index}
            index={index}
            aria-current={current ? 'step' : undefined}
            className={markButton}
            onClick={(event) => {
              // Ours instead of the default smooth scroll, so reduced motion is honoured.
              event.preventDefault();
              carousel.scrollTo(index, instant);
            }}
          >
            <span aria-hidden="true" className={mark} />
          </Carousel.Indicator>
        ),
      )}
    </Carousel.IndicatorGroup>
  );
}
