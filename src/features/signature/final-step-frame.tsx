import { slot } from '../../lib/frame';
import { FinalStepFrame } from './signature-view';

/** 'Etapa Final.''s frame (its screen's `useFrameCopy`): the link's field has an id of its own (the app's is React's). */
export default () => ({ '': <FinalStepFrame url={slot('url')} fieldId="link-assinatura" /> });
