import type WhoIsThere from './who-is-there';

/**
 * 'Continuar como …?' is shown only when a new session finds someone's data on the link: its code
 * is not part of the first screen's. The link's layout route asks for it before the first render
 * that shows it (`loadWhoIsThere` in its beforeLoad), and renders it at once once here
 * (`loadedWhoIsThere`): the screen, or the frame painted from the phone's copy, stays until the
 * question replaces it, never an empty page between. In a module of its own: the route's options
 * and its component are split into two files.
 */
let loading: Promise<{ default: typeof WhoIsThere }> | undefined;
let loaded: typeof WhoIsThere | undefined;

export const loadWhoIsThere = () => (loading ??= import('./who-is-there').then((module) => ((loaded = module.default), module)));

export const loadedWhoIsThere = () => loaded;
