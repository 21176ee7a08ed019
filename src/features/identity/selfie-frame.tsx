import { SelfieFrame } from './selfie-view';

/** The selfie's frame (its screen's `useFrameCopy`): 'Tirar Selfie' as the check is being prepared. */
export default () => ({ '': <SelfieFrame /> });
