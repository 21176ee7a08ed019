import { SelfieFrame } from './selfie-view';

/** The selfie's frame (./selfie-ready): 'Tirar Selfie' as the check is being prepared. */
export default () => ({ '': <SelfieFrame /> });
