import { authorizeInstruction } from '../../features/authorization-guide/processor';
import { GUIDE_STEP_COUNT, GUIDE_TITLES, guideSteps, stepLabel } from '../../features/authorization-guide/steps';
import { isGuideScreen } from '../../lib/flow/guide-step';
import { fragmentOf, link, paintFrame, rules, slotIn } from './paint';
import { guideToPaint } from './ready-guide';
import { GUIDE_ALT_SLOT, GUIDE_CAPTION_SLOT, GUIDE_FRAME, GUIDE_INSTRUCTION_SLOT, GUIDE_NUMBER_SLOT, GUIDE_SRC_SLOT, GUIDE_TITLE_SLOT } from './templates';

/**
 * The authorisation guide's frame (./paint), the self-service `tutorial` and the Corban
 * `introducao` (one file): its top with the link's partners, and the image and caption of the step
 * the person had reached, set as text and attributes.
 */
const screen = document.documentElement.getAttribute('data-cached-frame');
if (isGuideScreen(screen)) {
  paintFrame(screen, async (records) => {
    const guide = await guideToPaint(records, rules(), link, screen);
    if (!guide) return null;
    const step = guideSteps(guide.processor)[guide.page];
    const frame = fragmentOf(GUIDE_FRAME);
    const title = slotIn(frame, 'h1', GUIDE_TITLE_SLOT);
    const instruction = slotIn(frame, 'h1 + p', GUIDE_INSTRUCTION_SLOT);
    const image = frame.querySelector(`figure img[src="${GUIDE_SRC_SLOT}"][alt="${GUIDE_ALT_SLOT}"]`);
    const number = slotIn(frame, 'figcaption strong', stepLabel(GUIDE_NUMBER_SLOT, GUIDE_STEP_COUNT));
    const caption = number?.nextSibling;
    if (!step || !title || !instruction || !image || !number || caption?.nodeValue !== ` ${GUIDE_CAPTION_SLOT}`) return null;
    title.textContent = GUIDE_TITLES[screen];
    instruction.textContent = authorizeInstruction(guide.processor);
    image.setAttribute('src', step.src);
    image.setAttribute('alt', step.alt);
    number.textContent = stepLabel(guide.page + 1, GUIDE_STEP_COUNT);
    caption.nodeValue = ` ${step.caption}`;
    return frame;
  });
}
