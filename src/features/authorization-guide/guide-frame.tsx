import { DEFAULT_BRANDING } from '../../lib/branding/branding';
import { slot } from '../../lib/frame';
import { GuideFrame } from './guide-parts';
import { GUIDE_STEP_COUNT } from './steps';

/** The guide's frame (its screen's `useFrameCopy`): its texts and the step's image are slots. */
export default () => ({
  '': (
    <GuideFrame
      branding={DEFAULT_BRANDING}
      title={slot('title')}
      instruction={slot('instruction')}
      step={{ src: slot('src'), alt: slot('alt'), caption: slot('caption') }}
      number={slot('n')}
      count={GUIDE_STEP_COUNT}
    />
  ),
});
