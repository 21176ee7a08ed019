import { slot } from '../../../lib/frame';
import { CorrectionFrame } from './correction-view';

/** The correction form's frame (./correction-ready): with and without the bank's message and lines (one line, repeated at paint). */
export default () =>
  Object.fromEntries(
    ['message', ''].flatMap((message) =>
      ['list', ''].map((list) => [
        `${message} ${list}`,
        <CorrectionFrame reason={{ mensagem: message ? slot('mensagem') : null, resultado: list ? [slot('item')] : [] }} />,
      ]),
    ),
  );
