import { slot } from '../../lib/frame';
import { StatusFrame } from './signature-view';

/** The status screen's frame (its screen's `useFrameCopy`). */
export default () => ({ '': <StatusFrame id={slot('id')} summary={{ bank: slot('bank'), identity: slot('identity'), next: slot('next') }} /> });
