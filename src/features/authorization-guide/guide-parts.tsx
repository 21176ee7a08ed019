import { css } from 'styled-system/css';
import { Page } from '../../components/ui/page';
import type { Branding } from '../../lib/branding/branding';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from './image-size';
import { stepLabel, type GuideStep } from './steps';

/**
 * The guide's pieces the screen and its frame painted from the phone's copy (`GuideFrame`,
 * ./guide-frame) both draw, so the frame is the screen's own top and its step's image.
 */

/** The guide's column: the logo, the heading and the instruction, the carousel, the actions. */
export const guideColumn = css({ maxW: 'md', mx: 'auto', px: '4', py: '4', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '3' });
/** The carousel's root (Ark's `Carousel.Root`) and its scrolling group of images (`Carousel.ItemGroup`). */
export const carouselRoot = css({ w: 'full', minW: '0' });
export const carouselGroup = css({ borderRadius: 'lg', _focusVisible: { outlineOffset: '-3px' } });

/** The link's logo, the page's heading and which partners to authorise, and where. */
export function GuideHeader({ branding, title, instruction }: { branding: Branding; title: string; instruction: string }) {
  return (
    <>
      <img src={branding.primaryLogo} alt={branding.name} className={css({ h: '10', w: 'auto', justifySelf: 'center' })} />
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', textAlign: 'center' })}>{title}</h1>
      <p className={css({ textAlign: 'center' })}>{instruction}</p>
    </>
  );
}

/** One step's image and caption, as each of the carousel's items shows it. */
export function GuideFigure({ step, number, count, eager }: { step: GuideStep; number: number | string; count: number; eager: boolean }) {
  return (
    <figure className={css({ display: 'grid', justifyItems: 'center', gap: '2', px: '2' })}>
      <img
        src={step.src}
        alt={step.alt}
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        // The first image is the page's largest; the others wait until they are near.
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        draggable={false}
        className={css({ h: 'min(360px, 44dvh)', w: 'auto', maxW: 'full', objectFit: 'contain' })}
      />
      {/* The alt text says the same to screen readers; read once, not twice. */}
      <figcaption aria-hidden="true" className={css({ textAlign: 'center', fontSize: 'sm', minH: '10' })}>
        <strong>{stepLabel(number, count)}</strong> {step.caption}
      </figcaption>
    </figure>
  );
}

/**
 * What ./guide-frame paints before the app's code, opened directly (a worker back from
 * the FGTS app, where the guide sends them, whose phone reloaded the tab): the screen's top and the
 * image of the step the person had reached, where the carousel shows it; the arrows, the steps'
 * marks, 'Já autorizei' and the rest come with the app, below it.
 */
export function GuideFrame({
  branding,
  title,
  instruction,
  step,
  number,
  count,
}: {
  branding: Branding;
  title: string;
  instruction: string;
  step: GuideStep;
  number: number | string;
  count: number;
}) {
  return (
    <Page>
      <div className={guideColumn}>
        <GuideHeader branding={branding} title={title} instruction={instruction} />
        <div className={carouselRoot}>
          <div className={carouselGroup}>
            <GuideFigure step={step} number={number} count={count} eager />
          </div>
        </div>
      </div>
    </Page>
  );
}
