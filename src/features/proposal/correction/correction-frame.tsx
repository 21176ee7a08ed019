import { slot } from '../../../lib/frame';
import { CorrectionFrame, correctionVariant } from './correction-view';

/** The correction form's frame (its screen's `useFrameCopy`): with and without the bank's message and lines (one line, repeated at paint). */
export default () =>
  Object.fromEntries(
    [true, false].flatMap((message) =>
      [true, false].map((list) => [
        correctionVariant(message, list),
        <CorrectionFrame reason={{ mensagem: message ? slot('mensagem') : null, resultado: list ? [slot('item')] : [] }} />,
      ]),
    ),
  );
